import type { RouteObject } from '@sello/shared-ui';

export const newsRoutes: RouteObject[] = [
  {
    path: '/noticias',
    handle: { title: 'Noticias' },
    lazy: () => import('./routes/news-page').then((m) => ({ Component: m.NewsPage })),
  },
];
