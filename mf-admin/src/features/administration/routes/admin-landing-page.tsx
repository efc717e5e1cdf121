import { PageHeading, Text } from '@sello/shared-ui';

export function AdminLandingPage() {
  return (
    <>
      <PageHeading>Administración del portal</PageHeading>
      <Text maxW="3xl">El equipo del Sello Chile Inclusivo gestiona aquí las postulaciones, las instituciones reconocidas, los documentos descargables, las noticias, los usuarios y el contenido de la página de inicio.</Text>
    </>
  );
}
