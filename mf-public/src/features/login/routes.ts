import type { RouteObject } from '@sello/shared-ui';

export const loginRoutes: RouteObject[] = [
  {
    path: '/login',
    handle: { title: 'Portal Claveúnica' },
    lazy: () => import('./routes/login-page').then((m) => ({ Component: m.LoginPage })),
  },
];
