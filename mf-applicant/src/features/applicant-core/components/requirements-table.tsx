import type { RequisitoConEstado } from '@sello/shared-api';
import { formatDate, RouterLink, VisuallyHidden } from '@sello/shared-ui';
import { DataTable, type DataTableColumn } from '@sello/shared-ui/widgets';

export interface RequirementsTableProps {
  caption: string;
  rows: readonly RequisitoConEstado[];
  /** 'edit' adds the N column and an 'Editar' link per row (the process step); 'view' links the name. */
  mode: 'edit' | 'view';
}

const requirementPath = (row: RequisitoConEstado) => `/postulante/requisito/${row.id}`;

/** The requirements of the application with their real state and the applicant's attachment. */
export function RequirementsTable({ caption, rows, mode }: RequirementsTableProps) {
  const columns: DataTableColumn<RequisitoConEstado>[] = [
    ...(mode === 'edit' ? [{ key: 'n', header: 'N', cell: (row: RequisitoConEstado) => String(rows.indexOf(row) + 1) }] : []),
    {
      key: 'nombre',
      header: 'Requisito',
      cell: (row) => (mode === 'view' ? <RouterLink to={requirementPath(row)}>{row.nombre}</RouterLink> : row.nombre),
    },
    { key: 'medio_verificacion', header: 'Medio de verificación' },
    ...(mode === 'edit'
      ? [
          { key: 'ptje_total', header: 'Puntaje Total', align: 'end' as const },
          { key: 'estado', header: 'Estado', cell: (row: RequisitoConEstado) => row.estado_requisito },
        ]
      : [
          { key: 'estado', header: 'Estado', cell: (row: RequisitoConEstado) => row.estado_requisito },
          { key: 'ptje_total', header: 'Puntaje Total', align: 'end' as const },
        ]),
    { key: 'fecha', header: 'Fecha', cell: (row) => (row.entrega ? formatDate(row.entrega.updated_at) : '—') },
    { key: 'archivo', header: 'Archivo Anexo', cell: (row) => row.entrega?.archivo?.nombre_original ?? 'Sin archivo' },
    ...(mode === 'edit'
      ? [{
          key: 'editar',
          header: 'Editar',
          cell: (row: RequisitoConEstado) => (
            <RouterLink to={requirementPath(row)}>
              Editar<VisuallyHidden>{` ${row.nombre}`}</VisuallyHidden>
            </RouterLink>
          ),
        }]
      : []),
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      rowTitle={(row) => row.nombre}
      emptyMessage="Esta categoría no tiene requisitos."
    />
  );
}
