import { PageHeading, Text } from '@sello/shared-ui';

export function ApplicantLandingPage() {
  return (
    <>
      <PageHeading>Área del postulante</PageHeading>
      <Text maxW="3xl">Desde aquí podrás revisar tus postulaciones, subir la bitácora y la declaración, y completar los requisitos de la categoría elegida.</Text>
    </>
  );
}
