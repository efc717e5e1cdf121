import { getAdminInstituciones } from '@sello/shared-api/staff';
import { buildPageLinks, Button, Heading, Image, Link, Paginator, RouterLink, Stack, useAsync, VisuallyHidden } from '@sello/shared-ui';
import { DataTable } from '@sello/shared-ui/widgets';
import { useState } from 'react';

const HEADING_ID = 'home-instituciones';
/** As many rows a page as the admin news list. */
const PAGE_SIZE = 9;

/** The recognised institutions shown on the home page, each with a way to its editor; 9 a page. */
export function HomeInstitutions() {
  const list = useAsync(() => getAdminInstituciones(), []);
  const [page, setPage] = useState(1);
  const rows = list.data ?? [];
  const lastPage = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, lastPage);

  const goTo = (next: number) => {
    setPage(next);
    // As on the admin lists, where a new page brings focus to their heading: the button pressed may be
    // disabled now ('Página siguiente' on the last page), and reading starts again above the new rows.
    document.getElementById(HEADING_ID)?.focus();
  };

  return (
    <Stack as="section" aria-labelledby={HEADING_ID} gap="4">
      <Heading as="h2" id={HEADING_ID} tabIndex={-1} textStyle="xl">Instituciones reconocidas</Heading>
      {list.error ? <p role="alert">{list.error.message}</p> : null}
      <DataTable
        caption="Instituciones reconocidas"
        captionHidden
        rows={rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)}
        getRowKey={(i) => i.id}
        rowTitle={(i) => i.titulo}
        emptyMessage={list.data ? 'Aún no hay instituciones.' : 'Cargando…'}
        columns={[
          { key: 'titulo', header: 'Nombre' },
          { key: 'logo', header: 'Imagen', cell: (i) => (i.logo_url ? <Image src={i.logo_url} alt={i.logo_alt} maxH="12" maxW="40" objectFit="contain" /> : '—') },
          { key: 'editar', header: 'Editar', cell: (i) => <Link asChild textDecoration="underline"><RouterLink to={`/admin/panel/instituciones/${i.id}`}>Editar<VisuallyHidden> {i.titulo}</VisuallyHidden></RouterLink></Link> },
        ]}
      />
      <Paginator label="Páginas de instituciones reconocidas" links={buildPageLinks(current, lastPage, String)} onNavigate={(url) => goTo(Number(url))} />
      <Button asChild alignSelf="flex-start" variant="outline">
        <RouterLink to="/admin/panel/instituciones/crear">Agregar institución reconocida</RouterLink>
      </Button>
    </Stack>
  );
}
