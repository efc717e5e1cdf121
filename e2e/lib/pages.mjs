// The portal's pages by area, for the tests that visit them all.
import { remotes } from '../../scripts/lib/apps.mjs';

export const PUBLIC_MENU = [
  { path: '/', label: 'Inicio' },
  { path: '/sello-chile-inclusivo', label: 'Sello Chile Inclusivo' },
  { path: '/quienes-somos', label: 'Quiénes somos' },
  { path: '/como-postular', label: '¿Cómo postular?' },
  { path: '/noticias', label: 'Noticias' },
  { path: '/preguntas-frecuentes', label: 'Preguntas frecuentes' },
  { path: '/instituciones-reconocidas', label: 'Instituciones reconocidas' },
];

/** An address no page has: the 404 page is audited like the others. */
export const MISSING_PAGE = '/pagina-que-no-existe';
export const PUBLIC_PAGES = [...PUBLIC_MENU.map((item) => item.path), '/login', MISSING_PAGE];
export const PRIVATE_PAGES = ['/proceso-de-postulacion', '/postulante', '/revisor', '/admin'];

/** Remote folder (as served under /mf/<folder>/) of each federation name, from the registry (apps.json). */
export const REMOTE_FOLDERS = Object.fromEntries(remotes.map((app) => [app.name, app.dir]));
