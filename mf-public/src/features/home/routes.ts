import type { RouteObject } from '@sello/shared-ui';

export const homeRoutes: RouteObject[] = [
  {
    path: '/',
    handle: { title: 'Inicio' },
    lazy: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })),
  },
];
