import { getNoticias } from '@sello/shared-api';
import type { PortalRoute } from '@sello/shared-ui';
import { prefetch } from '../common/data/prefetch';
import { readPage } from './components/read-page';

export const newsRoutes: PortalRoute[] = [
  {
    path: '/noticias',
    handle: { title: 'Noticias' },
    // Runs in parallel with lazy(), so the list does not wait for the page chunk to ask for it.
    prefetch: ({ searchParams }) => {
      const page = readPage(searchParams.get('page'));
      prefetch(`noticias:${page}`, () => getNoticias(page));
    },
    lazy: () => import('./routes/news-page').then((m) => ({ Component: m.NewsPage })),
  },
  {
    // No handle.title: the page sets its title once the item has loaded (spec).
    path: '/noticias/detail/:url',
    lazy: () => import('./routes/news-detail-page').then((m) => ({ Component: m.NewsDetailPage })),
  },
];
