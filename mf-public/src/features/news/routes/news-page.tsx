import { PageHeading, Text } from '@sello/shared-ui';

export function NewsPage() {
  return (
    <>
      <PageHeading>Noticias</PageHeading>
      <Text maxW="3xl">Aquí encontrarás las noticias del Sello Chile Inclusivo y de las instituciones reconocidas.</Text>
    </>
  );
}
