import { Box, Heading, PageHeading, Stack, usePageTitle } from '@sello/shared-ui';
import { BasesLink } from '../../common/components/bases-link';
import { CategoryCards } from '../../common/components/category-cards';
import { HomeHero } from '../components/home-hero';
import { HomeInstitutions } from '../components/home-institutions';
import { LatestNews } from '../components/latest-news';

export function HomePage() {
  usePageTitle('Inicio');
  return (
    <Stack gap="10">
      <Box>
        <PageHeading>Sello Chile Inclusivo</PageHeading>
        <HomeHero />
        <Box mt="4">
          <BasesLink />
        </Box>
      </Box>
      <Box as="section" aria-labelledby="home-categorias">
        <Heading as="h2" id="home-categorias" textStyle="2xl" mb="4">
          Categorías
        </Heading>
        <CategoryCards headingLevel="h3" />
      </Box>
      <LatestNews />
      <HomeInstitutions />
    </Stack>
  );
}
