import { PageHeading, Text } from '@sello/shared-ui';

export function ReviewerLandingPage() {
  return (
    <>
      <PageHeading>Área de revisión</PageHeading>
      <Text maxW="3xl">Las personas revisoras evalúan aquí las postulaciones al Sello Chile Inclusivo: revisan la bitácora, la declaración, la admisibilidad y cada requisito.</Text>
    </>
  );
}
