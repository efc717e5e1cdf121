import type { PortalRoute } from '@sello/shared-ui';

export const homeRoutes: PortalRoute[] = [
  {
    path: '/',
    handle: { title: 'Inicio' },
    lazy: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })),
  },
];
