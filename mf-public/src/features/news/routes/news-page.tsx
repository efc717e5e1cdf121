import type { Noticia, Paginated } from '@sello/shared-api';
import { fetchNoticias } from '../../common/data/public-api';
import { Button, EmptyState, PageHeading, RouterLink, usePageTitle, useSearchParams } from '@sello/shared-ui';
import { AsyncContent } from '../../common/components/async-content';
import { CardSkeletons } from '../../common/components/card-skeletons';
import { NewsCounter } from '../components/news-counter';
import { NewsGrid } from '../../common/components/news-grid';
import { NewsPaginator } from '../components/news-paginator';
import { readPage } from '../components/read-page';
import { dataKeys, usePageData } from '../../common/data/page-data';

export const PAGE_SIZE = 9;

/**
 * A page past the last one (`?page=3` of two, or one the API cannot number and answers as page 1):
 * one rule, whatever the number. The portal server answers it with 404 (scripts/lib/ssr/head.mjs).
 */
export function isPastLastPage(result: Paginated<Noticia>, page: number): boolean {
  return page > 1 && (result.data.length === 0 || result.current_page !== page);
}

function PastLastPage() {
  return (
    <>
      <EmptyState message="No hay noticias para mostrar." />
      <Button asChild colorPalette="brand" mt="4">
        <RouterLink to="/noticias">Ir a la primera página de noticias</RouterLink>
      </Button>
    </>
  );
}

export function NewsPage() {
  usePageTitle('Noticias');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const news = usePageData(dataKeys.noticias(page), () => fetchNoticias(page), [page]);

  const goTo = (next: number) => {
    // Page 1 is the bare /noticias, so the menu link and the first page are one URL.
    setSearchParams(next > 1 ? { page: String(next) } : {});
  };

  return (
    <>
      <PageHeading>Noticias</PageHeading>
      <NewsCounter shown={news.data && news.data.data.length > 0 && !isPastLastPage(news.data, page) ? news.data : null} />
      <AsyncContent
        state={news}
        loadingLabel="Cargando noticias…"
        skeleton={<CardSkeletons count={PAGE_SIZE} />}
        emptyMessage="No hay noticias para mostrar."
        isEmpty={(result) => result.data.length === 0 && !isPastLastPage(result, page)}
      >
        {(result) => isPastLastPage(result, page) ? <PastLastPage /> : (
          <>
            <NewsGrid items={result.data} />
            <NewsPaginator page={result} onPage={goTo} />
          </>
        )}
      </AsyncContent>
    </>
  );
}
