import type { RouteObject } from '@sello/shared-ui';

export const aboutRoutes: RouteObject[] = [
  {
    path: '/quienes-somos',
    handle: { title: 'Quiénes somos' },
    lazy: () => import('./routes/about-page').then((m) => ({ Component: m.AboutPage })),
  },
];
