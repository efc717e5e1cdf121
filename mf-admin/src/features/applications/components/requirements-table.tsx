import type { RequisitoRevision } from '@sello/shared-api';
import { CheckIcon, CloseIcon, formatDate, RouterLink, Span, useLocation, VisuallyHidden } from '@sello/shared-ui';
import { DataTable } from '@sello/shared-ui/widgets';
import { applicationPath } from '../lib/paths';

function Cumple({ value }: { value: boolean | null }) {
  if (value === null) return <>—</>;
  return value ? (
    <Span display="inline-flex" alignItems="center" gap="1"><CheckIcon color="fg.success" />Sí</Span>
  ) : (
    <Span display="inline-flex" alignItems="center" gap="1"><CloseIcon color="fg.error" />No</Span>
  );
}

/** The spec's requirements table of one application (admin). */
export function RequirementsTable({ postulacionId, rows }: { postulacionId: number; rows: readonly RequisitoRevision[] }) {
  // The list's filters, come with the application's link, go on to the requirement and back.
  const { state } = useLocation();
  return (
    <DataTable
      caption="Requisitos"
      captionHidden
      columns={[
        { key: 'nombre', header: 'REQUISITO', cell: (row: RequisitoRevision) => row.nombre },
        { key: 'ptje_total', header: 'PUNTAJE TOTAL', align: 'end', cell: (row: RequisitoRevision) => String(row.ptje_total) },
        { key: 'puntaje_evaluado', header: 'PUNTAJE EVALUADO', align: 'end', cell: (row: RequisitoRevision) => (row.puntaje_evaluado === null ? '—' : String(row.puntaje_evaluado)) },
        { key: 'fecha', header: 'FECHA', cell: (row: RequisitoRevision) => (row.fecha ? formatDate(row.fecha) : '—') },
        { key: 'cumple', header: 'CUMPLE', cell: (row: RequisitoRevision) => <Cumple value={row.cumple} /> },
        {
          key: 'ver',
          header: 'VER Y EVALUAR REQUISITO',
          cell: (row: RequisitoRevision) => (
            <RouterLink to={`${applicationPath(postulacionId)}/requisito/${row.id}`} state={state}>
              Ver<VisuallyHidden>{` ${row.nombre}`}</VisuallyHidden>
            </RouterLink>
          ),
        },
      ]}
      rows={rows}
      getRowKey={(row) => row.id}
      rowTitle={(row) => row.nombre}
      emptyMessage="Esta categoría no tiene requisitos."
    />
  );
}
