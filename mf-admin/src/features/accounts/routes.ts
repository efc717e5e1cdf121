import type { PortalRoute } from '@sello/shared-ui';

const linkPage = () => import('./routes/account-link-page');

/**
 * The pages of an e-mailed one-time link, and the page that asks for a reset link: open to everyone
 * (the token is the credential; the request answers the same whether the address has an account or not).
 * Each link route names its page, so the heading is right even when the link no longer works.
 */
export const accountLinkRoutes: PortalRoute[] = [
  { path: '/admin/activar-cuenta', handle: { title: 'Activar cuenta' }, lazy: () => linkPage().then((m) => ({ Component: m.ActivateAccountPage })) },
  { path: '/admin/restablecer-clave', handle: { title: 'Restablecer clave' }, lazy: () => linkPage().then((m) => ({ Component: m.ResetPasswordPage })) },
  { path: '/admin/olvide-clave', handle: { title: '¿Olvidaste tu clave?' }, lazy: () => import('./routes/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })) },
];

/** Any staff member's own account. */
export const myAccountRoutes: PortalRoute[] = [
  { path: '/admin/cuenta', handle: { title: 'Mi cuenta' }, lazy: () => import('./routes/my-account-page').then((m) => ({ Component: m.MyAccountPage })) },
];

export const usersRoutes: PortalRoute[] = [
  { path: '/admin/panel/usuarios', handle: { title: 'Usuarios' }, lazy: () => import('./routes/users-page').then((m) => ({ Component: m.UsersPage })) },
];
