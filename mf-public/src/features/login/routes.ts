import type { PortalRoute } from '@sello/shared-ui';

export const loginRoutes: PortalRoute[] = [
  {
    path: '/login',
    handle: { title: 'Portal Claveúnica' },
    lazy: () => import('./routes/login-page').then((m) => ({ Component: m.LoginPage })),
  },
];
