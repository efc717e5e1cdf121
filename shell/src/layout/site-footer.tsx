import { Box, chakra, Container, SimpleGrid, Text } from '@sello/shared-ui';

/** Spec: institution, ministry, government, the national office's address and 'Teléfonos'. */
export function SiteFooter() {
  return (
    <Box as="footer" mt="12" borderTopWidth="1px" borderColor="border" bg="bg.muted" py="8">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="6">
          <Box>
            <Text fontWeight="bold">Servicio Nacional de la Discapacidad — SENADIS</Text>
            <Text>Ministerio de Desarrollo Social y Familia</Text>
            <Text>Gobierno de Chile</Text>
          </Box>
          <Box>
            <Text fontWeight="bold">Oficina nacional</Text>
            <chakra.address fontStyle="normal">Catedral 1575, Santiago, Región Metropolitana</chakra.address>
          </Box>
          <Box>
            <Text fontWeight="bold">Teléfonos</Text>
            <Text>
              <chakra.a href="tel:6003603333" color="colorPalette.fg" textDecoration="underline">
                600 360 33 33
              </chakra.a>
            </Text>
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
