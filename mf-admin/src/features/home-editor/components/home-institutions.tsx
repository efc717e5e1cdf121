import { getAdminInstituciones } from '@sello/shared-api/staff';
import { Button, Heading, Image, Link, RouterLink, Stack, useAsync, VisuallyHidden } from '@sello/shared-ui';
import { DataTable } from '@sello/shared-ui/widgets';

/** The recognised institutions shown on the home page, each with a way to its editor. */
export function HomeInstitutions() {
  const list = useAsync(() => getAdminInstituciones(), []);
  return (
    <Stack as="section" aria-labelledby="home-instituciones" gap="4">
      <Heading as="h2" id="home-instituciones" textStyle="xl">Instituciones reconocidas</Heading>
      {list.error ? <p role="alert">{list.error.message}</p> : null}
      <DataTable
        caption="Instituciones reconocidas"
        captionHidden
        rows={list.data ?? []}
        getRowKey={(i) => i.id}
        rowTitle={(i) => i.titulo}
        emptyMessage={list.data ? 'Aún no hay instituciones.' : 'Cargando…'}
        columns={[
          { key: 'titulo', header: 'Nombre' },
          { key: 'logo', header: 'Imagen', cell: (i) => (i.logo_url ? <Image src={i.logo_url} alt={i.logo_alt} maxH="12" maxW="40" objectFit="contain" /> : '—') },
          { key: 'editar', header: 'Editar', cell: (i) => <Link asChild textDecoration="underline"><RouterLink to={`/admin/panel/instituciones/${i.id}`}>Editar<VisuallyHidden> {i.titulo}</VisuallyHidden></RouterLink></Link> },
        ]}
      />
      <Button asChild alignSelf="flex-start" variant="outline">
        <RouterLink to="/admin/panel/instituciones/crear">Agregar institución reconocida</RouterLink>
      </Button>
    </Stack>
  );
}
