import { getAdminNoticias, type NoticiaAdmin } from '@sello/shared-api/staff';
import { Badge, DataTable, type DataTableColumn } from '@sello/shared-ui/widgets';
import { formatDate, HStack, Link, Paginator, RouterLink, Text, useAsync, useSearchParams, VisuallyHidden } from '@sello/shared-ui';
import { AdminPageHeader, AsyncBlock } from '../../admin-core/components/admin-page';

function pageFrom(url: string): number {
  const page = Number(new URL(url, 'http://x').searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

const columns: DataTableColumn<NoticiaAdmin>[] = [
  { key: 'id', header: 'ID', align: 'end' },
  {
    key: 'titulo',
    header: 'Título de la noticia',
    cell: (n) => {
      return (
        <HStack gap="2" flexWrap="wrap">
          <Text as="span">{n.titulo}</Text>
          {n.estado === 'publicada' ? null : <Badge colorPalette={n.estado === 'borrador' ? 'gray' : 'orange'}>{n.estado === 'borrador' ? 'Borrador' : 'Programada'}</Badge>}
        </HStack>
      );
    },
  },
  { key: 'created_at', header: 'Fecha de creación', cell: (n) => formatDate(n.created_at) },
  { key: 'updated_at', header: 'Fecha de actualización', cell: (n) => formatDate(n.updated_at) },
  {
    key: 'acciones',
    header: 'Acciones',
    cell: (n) => (
      <HStack gap="4" flexWrap="wrap">
        {/* A draft or a scheduled item is not on the site yet: its public address answers 'no existe'. */}
        {n.estado === 'publicada' ? (
          <Link href={n.ruta_publica} target="_blank" rel="noopener noreferrer" textDecoration="underline">
            Ver<VisuallyHidden> «{n.titulo}» en el sitio (se abre en una pestaña nueva)</VisuallyHidden>
          </Link>
        ) : null}
        <Link asChild textDecoration="underline">
          <RouterLink to={`/admin/panel/noticias/${encodeURIComponent(n.url)}`}>
            Editar<VisuallyHidden> «{n.titulo}»</VisuallyHidden>
          </RouterLink>
        </Link>
      </HStack>
    ),
  },
];

/** /admin/panel/noticias: every item (drafts and scheduled ones too), newest first, 9 a page. */
export function NewsListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(`?${searchParams.toString()}`);
  const news = useAsync(() => getAdminNoticias(page), [page]);

  return (
    <>
      <AdminPageHeader title="Noticias" action={{ to: '/admin/panel/noticias/crear', label: 'Agregar noticia' }} />
      {/* The home editor is not in the spec's five admin links: the public site's content is edited from here. */}
      <Text mb="6">
        <Link asChild textDecoration="underline"><RouterLink to="/admin/home-editar">Editar página de inicio</RouterLink></Link>
      </Text>
      <AsyncBlock state={news}>
        {(data) => (
          <>
            <DataTable
              caption={`Noticias (${data.total})`}
              columns={columns}
              rows={data.data}
              getRowKey={(n) => n.id}
              rowTitle={(n) => n.titulo}
              rowHeader="titulo"
              emptyMessage="Aún no hay noticias."
            />
            <Paginator label="Páginas de noticias" links={data.links} onNavigate={(url) => setSearchParams({ page: String(pageFrom(url)) })} />
          </>
        )}
      </AsyncBlock>
    </>
  );
}
