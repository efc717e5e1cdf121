import { PageHeading, Text } from '@sello/shared-ui';

export function HomePage() {
  return (
    <>
      <PageHeading>Sello Chile Inclusivo</PageHeading>
      <Text maxW="3xl">El Sello Chile Inclusivo es el reconocimiento que el Servicio Nacional de la Discapacidad entrega desde 2012 a instituciones públicas y privadas que desarrollan acciones positivas para la inclusión social de las personas con discapacidad.</Text>
    </>
  );
}
