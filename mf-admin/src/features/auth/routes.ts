import type { PortalRoute } from '@sello/shared-ui';

/** Pages of the staff sign-in: open to everyone (the login page sends a signed-in person on). */
export const authRoutes: PortalRoute[] = [
  {
    path: '/admin/login',
    handle: { title: 'Iniciar sesión' },
    lazy: () => import('./routes/login-page').then((m) => ({ Component: m.LoginPage })),
  },
];
