import {
  Box,
  Breadcrumb,
  Button,
  ErrorState,
  formatDate,
  LoadingState,
  Navigate,
  PageHeading,
  RouterLink,
  Text,
  useLocation,
  useNavigate,
  usePageTitle,
  useParams,
} from '@sello/shared-ui';
import { RichText } from '../../common/components/rich-text';
import { dataKeys, usePageData } from '../../common/data/page-data';
import { NewsPicture } from '../components/news-picture';
import { loadNewsItem } from '../data/news-item';

export const NOT_FOUND_TITLE = 'Noticia no encontrada';

function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from a shared link there is no page to go back to inside the portal: go to the list.
  const back = () => (location.key === 'default' ? navigate('/noticias') : navigate(-1));
  return (
    <Button variant="outline" onClick={back} mt="8">
      Volver
    </Button>
  );
}

export function NewsDetailPage() {
  const { url = '' } = useParams();
  const news = usePageData(dataKeys.noticia(url), () => loadNewsItem(url), [url]);
  // Loaded, and the API has no such item (on the server too: the page's data holds null).
  const notFound = !news.loading && !news.error && news.data === null;
  usePageTitle(news.data?.titulo ?? (notFound ? NOT_FOUND_TITLE : null));

  const crumbs = [{ label: 'Inicio', to: '/' }, { label: 'Noticias', to: '/noticias' }];

  if (notFound) {
    return (
      <>
        <Breadcrumb items={[...crumbs, { label: NOT_FOUND_TITLE }]} />
        <PageHeading>{NOT_FOUND_TITLE}</PageHeading>
        <Text mb="4">La noticia que buscas no existe o ya no está publicada.</Text>
        <RouterLink to="/noticias">Ver todas las noticias</RouterLink>
      </>
    );
  }
  if (news.error) {
    return (
      <>
        <Breadcrumb items={[...crumbs, { label: 'Noticia' }]} />
        <ErrorState message={news.error.message} onRetry={news.reload} />
      </>
    );
  }
  if (!news.data) {
    return (
      <>
        <Breadcrumb items={[...crumbs, { label: 'Noticia' }]} />
        <LoadingState label="Cargando noticia…" />
        <Box aspectRatio="1110 / 336" bg="bg.muted" borderRadius="l2" aria-hidden="true" />
      </>
    );
  }

  const item = news.data;
  // An old address after a rename: the API followed its redirect to the current item; show its address.
  if (item.url !== url) return <Navigate to={`/noticias/detail/${encodeURIComponent(item.url)}`} replace />;
  return (
    <Box as="article">
      <Breadcrumb items={[...crumbs, { label: item.titulo }]} />
      <NewsPicture item={item} />
      <PageHeading>{item.titulo}</PageHeading>
      <Text color="fg.muted" mb="4">
        Fecha: <time dateTime={item.fecha}>{formatDate(item.fecha)}</time>
      </Text>
      <RichText html={item.cuerpo} />
      <BackButton />
    </Box>
  );
}
