import { Button, chakra, PageHeading, RouterLink, Text } from '@sello/shared-ui';

/** Spec: unknown routes show a page reading '404 under construction'; ours adds a way home. */
export function NotFoundPage() {
  return (
    <>
      <PageHeading>
        <chakra.span lang="en">404 under construction</chakra.span>
      </PageHeading>
      <Text mb="4">La página que buscas no existe o todavía está en construcción.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Volver al inicio</RouterLink>
      </Button>
    </>
  );
}
