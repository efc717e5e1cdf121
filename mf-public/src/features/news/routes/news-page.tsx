import { getNoticias } from '@sello/shared-api';
import { PageHeading, usePageTitle, useSearchParams } from '@sello/shared-ui';
import { AsyncContent } from '../../common/components/async-content';
import { CardSkeletons } from '../../common/components/card-skeletons';
import { NewsCounter } from '../components/news-counter';
import { NewsGrid } from '../../common/components/news-grid';
import { NewsPaginator } from '../components/news-paginator';
import { readPage } from '../components/read-page';
import { dataKeys, usePageData } from '../../common/data/page-data';

export const PAGE_SIZE = 9;


export function NewsPage() {
  usePageTitle('Noticias');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const news = usePageData(dataKeys.noticias(page), () => getNoticias(page), [page]);

  const goTo = (next: number) => {
    // Page 1 is the bare /noticias, so the menu link and the first page are one URL.
    setSearchParams(next > 1 ? { page: String(next) } : {});
  };

  return (
    <>
      <PageHeading>Noticias</PageHeading>
      <AsyncContent
        state={news}
        loadingLabel="Cargando noticias…"
        skeleton={<CardSkeletons count={PAGE_SIZE} />}
        emptyMessage="No hay noticias para mostrar."
        isEmpty={(result) => result.data.length === 0}
      >
        {(result) => (
          <>
            <NewsCounter total={result.total} from={result.from} to={result.to} />
            <NewsGrid items={result.data} />
            <NewsPaginator page={result} onPage={goTo} />
          </>
        )}
      </AsyncContent>
    </>
  );
}
