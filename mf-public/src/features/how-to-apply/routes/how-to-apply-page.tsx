import { PageHeading, Text } from '@sello/shared-ui';

export function HowToApplyPage() {
  return (
    <>
      <PageHeading>¿Cómo postular?</PageHeading>
      <Text maxW="3xl">La postulación es gratuita y se realiza solo a través de este sitio, desde la fecha indicada en las bases vigentes.</Text>
    </>
  );
}
