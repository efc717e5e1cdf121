import type { RouteObject } from '@sello/shared-ui';

export const administrationRoutes: RouteObject[] = [
  {
    path: '/admin',
    handle: { title: 'Administración del portal' },
    lazy: () => import('./routes/admin-landing-page').then((m) => ({ Component: m.AdminLandingPage })),
  },
];
