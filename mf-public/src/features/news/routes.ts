import type { PortalRoute } from '@sello/shared-ui';

export const newsRoutes: PortalRoute[] = [
  {
    path: '/noticias',
    handle: { title: 'Noticias' },
    lazy: () => import('./routes/news-page').then((m) => ({ Component: m.NewsPage })),
  },
  {
    // No handle.title: the page sets its title once the item has loaded (spec).
    path: '/noticias/detail/:url',
    lazy: () => import('./routes/news-detail-page').then((m) => ({ Component: m.NewsDetailPage })),
  },
];
