import type { PortalRoute } from '@sello/shared-ui';

export const aboutRoutes: PortalRoute[] = [
  {
    path: '/quienes-somos',
    handle: { title: 'Quiénes somos' },
    lazy: () => import('./routes/about-page').then((m) => ({ Component: m.AboutPage })),
  },
];
