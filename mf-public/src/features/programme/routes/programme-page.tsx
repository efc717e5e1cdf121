import { PageHeading, Text } from '@sello/shared-ui';

export function ProgrammePage() {
  return (
    <>
      <PageHeading>Sello Chile Inclusivo</PageHeading>
      <Text maxW="3xl">El Sello Chile Inclusivo reconoce a las organizaciones que cumplen los estándares legales y alcanzan los puntajes de evaluación definidos en las bases. Tiene dos categorías: Gestión Institucional Inclusiva y Espacios Públicos Inclusivos.</Text>
    </>
  );
}
