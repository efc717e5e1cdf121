// One reading of a request's address for everything the portal says about a page: its head (title,
// canonical), its server render, the render cache and the 301 to the page's own spelling. The path is
// decoded once and normalised; only the query parameters the page reads are kept.
import { NEWS_DETAIL, PAGE_QUERY, STATIC_PAGES } from './public-pages.mjs';

/** '/noticias/' and '/noticias' are one page; the canonical address has no trailing slash. */
export function normalisePath(pathname) {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A decoded path written as a browser sends it (each segment encoded; '/' inside a segment is then %2F). */
const encodePath = (path) => path.split('/').map(encodeURIComponent).join('/');

/**
 * A known public page written in another case ('/NOTICIAS', '/Noticias/Detail/slug'): React Router
 * matches paths whatever their case, but the head, the page's data and the canonical know one
 * spelling (a news slug keeps its own case).
 */
function ownCase(path) {
  const lower = path.toLowerCase();
  if (STATIC_PAGES[lower]) return lower;
  if (NEWS_DETAIL.test(lower)) return `/noticias/detail/${path.split('/')[3]}`;
  return path;
}

/**
 * `url` (a request target, `/path?query`) as the portal reads it:
 * - `path`: decoded once, without a trailing slash, in its page's case (what the head describes);
 * - `href`: that path encoded, with only the query parameters the page reads, normalised
 *   (`/noticias?page=2`): what the server renders, caches and names as canonical;
 * - `redirect`: for a known public page asked in another spelling ('/%6Eoticias', '/quienes-somos/',
 *   '/NOTICIAS', '/noticias/detail/x%2F'), its own spelling (the caller adds the query); else null.
 * Unknown paths are not redirected: they are rendered (mf-public's 404) from the same decoded path.
 */
export function pageAddress(url) {
  const at = url.indexOf('?');
  const rawPath = at === -1 ? url : url.slice(0, at);
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    decoded = rawPath; // the static server answers 400 before; kept as written otherwise
  }
  const path = ownCase(normalisePath(decoded));
  const spelled = encodePath(path);
  const known = Boolean(STATIC_PAGES[path]) || NEWS_DETAIL.test(path);
  const query = PAGE_QUERY[path]?.(new URLSearchParams(at === -1 ? '' : url.slice(at + 1))) ?? '';
  return { path, href: `${spelled}${query}`, redirect: known && spelled !== rawPath ? spelled : null };
}
