import { fetchNoticias } from '../../common/data/public-api';
import { Box, Heading, HStack, RouterLink, VisuallyHidden } from '@sello/shared-ui';
import { AsyncContent } from '../../common/components/async-content';
import { CardSkeletons } from '../../common/components/card-skeletons';
import { NewsGrid } from '../../common/components/news-grid';
import { dataKeys, usePageData } from '../../common/data/page-data';

/** Spec section 9: the home shows the 3 latest news. */
export const HOME_NEWS_COUNT = 3;

export function LatestNews() {
  // The whole first page, as /noticias and the server load it; the home shows its first three.
  const news = usePageData(dataKeys.noticias(1), () => fetchNoticias(1), []);
  return (
    <Box as="section" aria-labelledby="home-noticias">
      <HStack justify="space-between" align="baseline" mb="4" flexWrap="wrap">
        <Heading as="h2" id="home-noticias" textStyle="2xl">
          Noticias
        </Heading>
        <RouterLink to="/noticias">
          Ver más<VisuallyHidden> noticias</VisuallyHidden>
        </RouterLink>
      </HStack>
      <AsyncContent
        state={news}
        loadingLabel="Cargando noticias…"
        skeleton={<CardSkeletons count={HOME_NEWS_COUNT} />}
        emptyMessage="No hay noticias para mostrar."
        isEmpty={(page) => page.data.length === 0}
      >
        {(page) => <NewsGrid items={page.data.slice(0, HOME_NEWS_COUNT)} headingLevel="h3" priorityCount={0} />}
      </AsyncContent>
    </Box>
  );
}
