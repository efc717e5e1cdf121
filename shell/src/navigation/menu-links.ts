export interface MenuLink {
  to: string;
  label: string;
}

/** Spec, "Shared layout": the seven public links, in this order. */
export const PUBLIC_LINKS: readonly MenuLink[] = [
  { to: '/', label: 'Inicio' },
  { to: '/sello-chile-inclusivo', label: 'Sello Chile Inclusivo' },
  { to: '/quienes-somos', label: 'Quiénes somos' },
  { to: '/como-postular', label: '¿Cómo postular?' },
  { to: '/noticias', label: 'Noticias' },
  { to: '/preguntas-frecuentes', label: 'Preguntas frecuentes' },
  { to: '/instituciones-reconocidas', label: 'Instituciones reconocidas' },
];

/**
 * Inside /admin/panel the menu shows the spec's five admin links instead of the public ones (the
 * outbox, /admin/panel/correos, is reached from the applications page). Every link here must lead to
 * a page that exists (e2e/tests/review-navigation.test.mjs visits each one).
 */
export const ADMIN_LINKS: readonly MenuLink[] = [
  { to: '/admin/panel/postulaciones', label: 'Postulaciones' },
  { to: '/admin/panel/instituciones', label: 'Instituciones' },
  { to: '/admin/panel/descargables', label: 'Descargables' },
  { to: '/admin/panel/noticias', label: 'Noticias' },
  { to: '/admin/panel/usuarios', label: 'Usuarios' },
];

/** A reviewer's panel is their queue (the spec's admin links answer 404 to a reviewer). */
export const REVIEWER_LINKS: readonly MenuLink[] = [{ to: '/revisor/postulaciones', label: 'Postulaciones asignadas' }];

/** One's own account (password, second factor): a staff page of admins and reviewers, outside both areas' paths. */
const OWN_ACCOUNT = '/admin/cuenta';
/** The home editor: an admin's page outside /admin/panel (the spec's address). */
const HOME_EDITOR = '/admin/home-editar';

const isPage = (pathname: string, page: string) => pathname === page || pathname === `${page}/`;

/** The spec's rule (the URL contains /admin/panel), and the admin's two pages outside that path. */
export function isInsideAdminPanel(pathname: string): boolean {
  return pathname.includes('/admin/panel') || isPage(pathname, HOME_EDITOR) || isPage(pathname, OWN_ACCOUNT);
}

export function isInsideReviewerArea(pathname: string): boolean {
  return pathname === '/revisor' || pathname.startsWith('/revisor/') || isPage(pathname, OWN_ACCOUNT);
}
