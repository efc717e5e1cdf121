import { Box, Button, chakra, Container, Heading, Text } from '@sello/shared-ui';
import { useEffect } from 'react';

function describe(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  return null;
}

/** Spec's router error screen, in Spanish around the original English heading. */
export function RouterErrorContent({ error }: { error: unknown }) {
  useEffect(() => {
    document.title = 'Error inesperado - Sello';
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
        {/* A full load: after a failure of the layout itself the client state is not trusted. */}
        <a href="/">Volver al inicio</a>
      </Button>
    </Box>
  );
}

/** Last-resort screen when the layout itself fails: no header, but still Spanish and a way home. */
export function RouterErrorPage({ error }: { error: unknown }) {
  return (
    <Container as="main" id="contenido" maxW="3xl" py="10">
      <RouterErrorContent error={error} />
    </Container>
  );
}
