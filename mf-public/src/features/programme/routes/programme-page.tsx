import { Box, Heading, List, PageHeading, Stack, Text, usePageTitle } from '@sello/shared-ui';
import { BasesLink } from '../../common/components/bases-link';
import { CategoryCards } from '../../common/components/category-cards';

export function ProgrammePage() {
  usePageTitle('Sello Chile Inclusivo');
  return (
    <Stack gap="8">
      <Box maxW="3xl">
        <PageHeading>Sello Chile Inclusivo</PageHeading>
        <Stack gap="3">
          <Text>
            El Sello Chile Inclusivo es un reconocimiento que el Servicio Nacional de la Discapacidad (SENADIS) otorga
            desde 2012 a instituciones públicas y privadas que desarrollan acciones positivas para la inclusión social
            de las personas con discapacidad.
          </Text>
          <Text>
            No es un concurso: el sello se otorga a las organizaciones que cumplen los estándares legales y alcanzan
            los puntajes de evaluación establecidos en las bases. Postular es gratuito y se hace solo a través de este
            sitio, en la fecha indicada en las bases.
          </Text>
        </Stack>
      </Box>
      <Box as="section" aria-labelledby="beneficios">
        <Heading as="h2" id="beneficios" textStyle="xl" mb="3">
          Beneficios
        </Heading>
        <List.Root ps="5" gap="1" maxW="3xl">
          <List.Item>Reconocimiento público.</List.Item>
          <List.Item>Difusión de buenas prácticas.</List.Item>
          <List.Item>Factor de ponderación en las compras públicas.</List.Item>
          <List.Item>Puntaje adicional en el premio a la excelencia institucional de los servicios públicos.</List.Item>
        </List.Root>
      </Box>
      <Box as="section" aria-labelledby="categorias">
        <Heading as="h2" id="categorias" textStyle="xl" mb="4">
          Categorías
        </Heading>
        <CategoryCards headingLevel="h3" />
      </Box>
      <Box>
        <BasesLink />
      </Box>
    </Stack>
  );
}
