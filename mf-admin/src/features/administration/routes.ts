import type { PortalRoute } from '@sello/shared-ui';

export const administrationRoutes: PortalRoute[] = [
  {
    path: '/admin',
    handle: { title: 'Administración del portal' },
    lazy: () => import('./routes/admin-landing-page').then((m) => ({ Component: m.AdminLandingPage })),
  },
];
