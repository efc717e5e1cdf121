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

/** Inside /admin/panel the menu shows these five instead of the public ones. */
export const ADMIN_LINKS: readonly MenuLink[] = [
  { to: '/admin/panel/postulaciones', label: 'Postulaciones' },
  { to: '/admin/panel/instituciones', label: 'Instituciones' },
  { to: '/admin/panel/descargables', label: 'Descargables' },
  { to: '/admin/panel/noticias', label: 'Noticias' },
  { to: '/admin/panel/usuarios', label: 'Usuarios' },
];

export function isInsideAdminPanel(pathname: string): boolean {
  return pathname.includes('/admin/panel');
}
