// What search engines and link previews read about each public page: title, description, whether
// it may be indexed. The titles are mf-public's (`handle.title` / `usePageTitle`, with ' - Sello');
// e2e/tests/html-first-seo.test.mjs checks that the title the server sends is the one the page
// sets after loading, so the two cannot drift apart unnoticed.

export const SITE_NAME = 'Sello Chile Inclusivo';
export const TITLE_SUFFIX = ' - Sello';

const DEFAULT_DESCRIPTION =
  'Sello Chile Inclusivo: reconocimiento del Servicio Nacional de la Discapacidad a instituciones que promueven la inclusión de personas con discapacidad.';

/** @typedef {{ title: string, description: string }} PageInfo */

/** The public pages with a fixed address, in menu order (also the sitemap's static part). */
export const STATIC_PAGES = /** @type {Record<string, PageInfo>} */ ({
  '/': {
    title: 'Inicio',
    description: DEFAULT_DESCRIPTION,
  },
  '/sello-chile-inclusivo': {
    title: 'Sello Chile Inclusivo',
    description:
      'Qué es el Sello Chile Inclusivo y sus dos categorías: Gestión Institucional Inclusiva y Espacios Públicos Inclusivos.',
  },
  '/sello-chile-inclusivo/gestion-institucional-inclusiva': {
    title: 'Gestión Institucional Inclusiva',
    description:
      'Reconoce a las instituciones que gestionan internamente la inclusión de las personas con discapacidad: contratación, ajustes razonables, accesibilidad y cultura organizacional.',
  },
  '/sello-chile-inclusivo/espacios-publicos-inclusivos': {
    title: 'Espacios Públicos Inclusivos',
    description:
      'Reconoce espacios de uso público, comunitario y gratuito que son accesibles para todas las personas, incluidas las personas con discapacidad.',
  },
  '/quienes-somos': {
    title: 'Quiénes somos',
    description:
      'El Servicio Nacional de la Discapacidad, responsable del Sello Chile Inclusivo, y el programa de cohesión social de la Unión Europea y Chile.',
  },
  '/como-postular': {
    title: '¿Cómo postular?',
    description: 'Los pasos para postular al Sello Chile Inclusivo y las bases de la convocatoria.',
  },
  '/noticias': {
    title: 'Noticias',
    description: 'Noticias del Sello Chile Inclusivo y de las instituciones reconocidas.',
  },
  '/preguntas-frecuentes': {
    title: 'Preguntas frecuentes',
    description:
      'Qué es el Sello Chile Inclusivo, quiénes pueden postular, requisitos, categorías, beneficios y costo de postular.',
  },
  '/instituciones-reconocidas': {
    title: 'Instituciones reconocidas',
    description: 'Las instituciones reconocidas con el Sello Chile Inclusivo, por año de certificación.',
  },
});

/**
 * Paths that are not for search engines: sign-in and everything behind it (the shell's staff and
 * applicant prefixes, shell/src/navigation/remote-areas.ts) and the API.
 */
export const PRIVATE_PREFIXES = ['/login', '/admin', '/revisor', '/postulante', '/proceso-de-postulacion', '/api/'];

export function isPrivatePath(pathname) {
  return PRIVATE_PREFIXES.some((prefix) => (prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`)));
}

export const NEWS_DETAIL = /^\/noticias\/detail\/([^/]+)$/;

/** mf-public's `readPage` (news/components/read-page.ts): `?page=N`, N a whole number >= 1; anything else is page 1. */
export function readPage(raw) {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

/** The year in Chile's calendar, as mf-public's filter reads it (shared-api's `yearInChile`). */
const chileYear = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Santiago', year: 'numeric' });

/**
 * mf-public's `readYear` (common/components/year-filter.ts): a year it offers (2023 to this year in
 * Chile), else none. Both readings are checked against mf-public's by
 * mf-public/src/app/__tests__/server-address.test.ts.
 */
function readYear(raw, now = new Date()) {
  if (!raw || !/^\d{4}$/.test(raw)) return null;
  const year = Number(raw);
  return year >= 2023 && year <= Math.max(2023, Number(chileYear.format(now))) ? year : null;
}

/**
 * The query parameters a public page reads, as its canonical query (normalised as the page reads
 * them; '' for the page's default). Any other parameter (`?utm_source=…`, `?bust=…`) changes nothing
 * on the page: it is left out of the canonical address, the server render and its cache.
 */
export const PAGE_QUERY = {
  '/noticias': (params) => {
    const page = readPage(params.get('page'));
    return page > 1 ? `?page=${page}` : '';
  },
  '/instituciones-reconocidas': (params) => {
    const year = readYear(params.get('anno'));
    return year ? `?anno=${year}` : '';
  },
};
/** mf-public's title for a news address the API does not have (news-detail-page.tsx `NOT_FOUND_TITLE`). */
export const NEWS_NOT_FOUND_TITLE = 'Noticia no encontrada';
/** mf-public's title for an address it has no page for (not-found/routes.ts `handle.title`). */
export const NOT_FOUND_TITLE = 'Página no encontrada';

export const DEFAULTS = { description: DEFAULT_DESCRIPTION };
