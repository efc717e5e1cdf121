import { PageHeading, Text } from '@sello/shared-ui';

export function InstitutionsPage() {
  return (
    <>
      <PageHeading>Instituciones reconocidas</PageHeading>
      <Text maxW="3xl">Conoce las instituciones que han obtenido el Sello Chile Inclusivo, según su año de certificación.</Text>
    </>
  );
}
