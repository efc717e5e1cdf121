import { Box, Button, chakra, Container, Heading, isRouteErrorResponse, RouterLink, Text, useRouteError } from '@sello/shared-ui';
import { useEffect } from 'react';

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return null;
}

export function RouterErrorContent() {
  const error = useRouteError();
  useEffect(() => {
    document.title = 'Error inesperado - Sello';
    console.error(error);
  }, [error]);
  const detail = describe(error);
  return (
    <Box role="alert">
      <Heading as="h1" tabIndex={-1} textStyle="2xl" mb="4">
        <chakra.span lang="en">Unexpected Application Error!</chakra.span>
      </Heading>
      <Text mb="2">Ocurrió un error inesperado al mostrar esta página. Puedes volver al inicio o intentarlo nuevamente más tarde.</Text>
      {detail ? (
        <Text mb="4" color="fg.muted" fontFamily="mono" fontSize="sm">
          {detail}
        </Text>
      ) : null}
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Volver al inicio</RouterLink>
      </Button>
    </Box>
  );
}

/** Last-resort screen when the layout itself fails: no header, but still Spanish and a way home. */
export function RouterErrorPage() {
  return (
    <Container as="main" id="contenido" maxW="3xl" py="10">
      <RouterErrorContent />
    </Container>
  );
}
