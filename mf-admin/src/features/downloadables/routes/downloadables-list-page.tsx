import type { Descargable } from '@sello/shared-api';
import { getAdminDescargables } from '@sello/shared-api/staff';
import { formatDate, Link, RouterLink, useAsync, VisuallyHidden } from '@sello/shared-ui';
import { DataTable, type DataTableColumn } from '@sello/shared-ui/widgets';
import { AdminPageHeader, AsyncBlock } from '../../admin-core/components/admin-page';

const columns: DataTableColumn<Descargable>[] = [
  { key: 'ubicacion', header: 'Ubicación' },
  {
    key: 'documento',
    header: 'Documento',
    cell: (d) => (d.documento_url ? (
      <Link href={d.documento_url} target="_blank" rel="noopener noreferrer" textDecoration="underline">
        {d.nombre}<VisuallyHidden> (PDF, se abre en una pestaña nueva)</VisuallyHidden>
      </Link>
    ) : d.nombre),
  },
  { key: 'created_at', header: 'Fecha', cell: (d) => formatDate(d.created_at) },
  {
    key: 'editar',
    header: 'Ver y editar',
    cell: (d) => (
      <Link asChild textDecoration="underline">
        <RouterLink to={`/admin/panel/descargables/${d.id}`}>Ver y editar<VisuallyHidden> {d.nombre}</VisuallyHidden></RouterLink>
      </Link>
    ),
  },
];

export function DownloadablesListPage() {
  const list = useAsync(() => getAdminDescargables(), []);
  return (
    <>
      <AdminPageHeader title="Descargables" action={{ to: '/admin/panel/descargables/crear', label: 'Agregar descargable' }} />
      <AsyncBlock state={list}>
        {(rows) => (
          <DataTable caption={`Documentos descargables (${rows.length})`} columns={columns} rows={rows} getRowKey={(d) => d.id} rowTitle={(d) => d.nombre} rowHeader="documento" emptyMessage="Aún no hay documentos." />
        )}
      </AsyncBlock>
    </>
  );
}
