import type { PortalRoute } from '@sello/shared-ui';

const linkPage = () => import('./routes/account-link-page').then((m) => ({ Component: m.AccountLinkPage }));

/** The pages of an e-mailed one-time link: open to everyone (the token is the credential). */
export const accountLinkRoutes: PortalRoute[] = [
  { path: '/admin/activar-cuenta', handle: { title: 'Activar cuenta' }, lazy: linkPage },
  { path: '/admin/restablecer-clave', handle: { title: 'Restablecer clave' }, lazy: linkPage },
];

/** Any staff member's own account. */
export const myAccountRoutes: PortalRoute[] = [
  { path: '/admin/cuenta', handle: { title: 'Mi cuenta' }, lazy: () => import('./routes/my-account-page').then((m) => ({ Component: m.MyAccountPage })) },
];

export const usersRoutes: PortalRoute[] = [
  { path: '/admin/panel/usuarios', handle: { title: 'Usuarios' }, lazy: () => import('./routes/users-page').then((m) => ({ Component: m.UsersPage })) },
];
