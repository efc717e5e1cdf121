import { Box, Container, Text } from '@sello/shared-ui';

/**
 * Shown on every page while the portal runs in demo mode (runtime.json says so): the data and the
 * accounts are for trying the portal out, and nobody should mistake it for the real service.
 * Inverted colours (the theme's text colour as background) keep the contrast in both themes.
 */
export function DemoMarker() {
  return (
    <Box as="aside" aria-label="Aviso de demostración" bg="fg" color="bg" data-testid="demo-marker">
      <Container maxW="7xl" py="1">
        <Text fontSize="sm">
          <Text as="strong" fontWeight="bold">
            Demostración
          </Text>
          : este portal usa datos y cuentas de prueba. No ingreses información real.
        </Text>
      </Container>
    </Box>
  );
}
