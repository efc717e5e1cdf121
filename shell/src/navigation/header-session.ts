import { ADMIN_LINKS, isInsideAdminPanel, PUBLIC_LINKS, type MenuLink } from './menu-links';

export type SessionRole = 'admin' | 'revisor' | 'postulante' | (string & {});

export interface HeaderSession {
  role: SessionRole;
}

export interface HeaderAction {
  to: string;
  label: string;
}

export interface HeaderModel {
  links: readonly MenuLink[];
  /** The button next to the menu: Postular, Panel de administración, Salir del panel…, Mis postulaciones. */
  primary: HeaderAction;
  /** Shown with a session; where "Cerrar sesión" leaves the visitor. */
  logoutTo: string | null;
}

/**
 * The header's three states of the spec plus the applicant variant (a deviation: the spec's
 * header is role-blind, ours sends an applicant to their applications, not the admin panel).
 */
export function headerModel(session: HeaderSession | null, pathname: string): HeaderModel {
  if (!session) {
    return { links: PUBLIC_LINKS, primary: { to: '/login', label: 'Postular' }, logoutTo: null };
  }
  if (session.role === 'postulante') {
    return { links: PUBLIC_LINKS, primary: { to: '/postulante/postulaciones', label: 'Mis postulaciones' }, logoutTo: '/' };
  }
  if (isInsideAdminPanel(pathname)) {
    return { links: ADMIN_LINKS, primary: { to: '/', label: 'Salir del panel de administración' }, logoutTo: '/admin/login' };
  }
  return { links: PUBLIC_LINKS, primary: { to: '/admin/panel/postulaciones', label: 'Panel de administración' }, logoutTo: '/admin/login' };
}
