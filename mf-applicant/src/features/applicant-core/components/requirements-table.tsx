import type { RequisitoConEstado } from '@sello/shared-api';
import { formatDate, RouterLink, VisuallyHidden } from '@sello/shared-ui';
import { DataTable, type DataTableColumn } from '@sello/shared-ui/widgets';
import { withApplication } from '../api/current-application';

export interface RequirementsTableProps {
  caption: string;
  rows: readonly RequisitoConEstado[];
  /** The application the rows belong to: the requirement page opens for it. */
  postulacionId: number;
  /** 'edit' adds the N column and a link per row (the process step); 'view' links the name. */
  mode: 'edit' | 'view';
  /**
   * In 'edit' mode: whether the application still takes files. When it does not (it was sent), the
   * row's link is 'Ver' (the requirement and its file), never an 'Editar' that leads to nothing.
   */
  editable?: boolean;
}

/** The requirements of the application with their real state and the applicant's attachment. */
export function RequirementsTable({ caption, rows, postulacionId, mode, editable = true }: RequirementsTableProps) {
  const requirementPath = (row: RequisitoConEstado) => withApplication(`/postulante/requisito/${row.id}`, postulacionId);
  const action = editable ? 'Editar' : 'Ver';
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
          key: 'accion',
          header: action,
          cell: (row: RequisitoConEstado) => (
            <RouterLink to={requirementPath(row)}>
              {action}<VisuallyHidden>{` ${row.nombre}`}</VisuallyHidden>
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
      rowHeader="nombre"
      emptyMessage="Esta categoría no tiene requisitos."
    />
  );
}
