// The <head> of each public page as the server sends it: title, description, canonical address,
// Open Graph (a news item with its image) and, for private or unknown pages, `noindex`. Crawlers
// and link previews read the HTML without running the page's JavaScript, so this cannot wait for
// the client.
import { DEFAULTS, NEWS_DETAIL, NEWS_NOT_FOUND_TITLE, SITE_NAME, STATIC_PAGES, TITLE_SUFFIX } from './public-pages.mjs';

export { normalisePath } from './address.mjs';

const API_TIMEOUT_MS = 1500;

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

/** Plain text of the first `length` characters of an HTML fragment (the news body), for a description. */
export function textExcerpt(html, length = 200) {
  const text = String(html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= length ? text : `${text.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

const MISSING = Symbol('no such news item');

/**
 * An address the API wrote, absolute for those who need it so (og:image): a path (the API's
 * PUBLIC_BASE_URL is '/api' for an API the portal started, unless configured) is on the portal's public address.
 */
function absoluteUrl(value, origin) {
  if (typeof value !== 'string' || !value) return null;
  try {
    return new URL(value, `${origin}/`).href;
  } catch {
    return null;
  }
}

/**
 * A public news item by its slug from the API; MISSING when the API says there is none (404) or that no
 * item can have this slug (422, 414: news-item.ts in mf-public reads them the same); null when it cannot say (down, slow).
 */
async function fetchNews(apiBase, slug) {
  if (!apiBase) return null;
  try {
    // A renamed item answers 301 with its new slug in the body; its Location may be a path on the
    // portal (PUBLIC_BASE_URL=/api), which is not the API's address here: not followed.
    const response = await fetch(new URL(`noticias/url/${encodeURIComponent(slug)}`, apiBase), { redirect: 'manual', signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    if ([404, 414, 422].includes(response.status)) return MISSING;
    if (response.status === 301) {
      const moved = await response.json();
      return typeof moved?.url === 'string' && moved.url ? { url: moved.url } : null;
    }
    if (!response.ok) return null;
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * Whether `/noticias?page=N` is past the last page: the API has no items there, or answers another
 * page (it numbers pages up to 999999). False when the API cannot say.
 */
async function pastLastNewsPage(apiBase, href) {
  if (!apiBase) return false;
  const page = Number(new URLSearchParams(href.split('?')[1]).get('page'));
  try {
    const response = await fetch(new URL(`noticias?page=${page}`, apiBase), { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    if (!response.ok) return false;
    const body = await response.json();
    return Array.isArray(body?.data) && (body.data.length === 0 || body.current_page !== page);
  } catch {
    return false;
  }
}

/**
 * What the head says about the page at `address` (address.mjs `pageAddress`: its decoded `path` and
 * canonical `href`): `{ title, description, canonical, image, index, type, missing }`, or `{ redirect }`
 * (the address a renamed news item has moved to). `missing`: the API says no such news item.
 * Unknown public paths keep the site's description and are not indexed (mf-public shows its 404).
 */
export async function describePage({ path, href }, { origin, apiBase }) {
  const base = { canonical: `${origin}${href}`, image: null, type: 'website' };
  const known = STATIC_PAGES[path];
  if (path === '/noticias' && href !== path && (await pastLastNewsPage(apiBase, href))) {
    // Past the last page: the page says so and links to the first; for crawlers, a 404 (mf-public's isPastLastPage).
    return { ...base, ...known, index: false, missing: true };
  }
  if (known) return { ...base, ...known, index: true };
  const news = NEWS_DETAIL.exec(path);
  if (news) {
    // `path` is decoded already: the slug is the item's own.
    const slug = news[1];
    const item = await fetchNews(apiBase, slug);
    // A renamed item's old address: search engines and shared links learn the new one (301).
    if (item && item !== MISSING && typeof item.url === 'string' && item.url && item.url !== slug) {
      return { ...base, redirect: `/noticias/detail/${encodeURIComponent(item.url)}` };
    }
    if (item && item !== MISSING && typeof item.titulo === 'string') {
      return {
        ...base,
        title: item.titulo,
        description: textExcerpt(item.excerpt || item.cuerpo) || DEFAULTS.description,
        image: absoluteUrl(item.image_url, origin),
        type: 'article',
        index: true,
      };
    }
    // Not found: the page's own title. The API could not say: the page decides its title once it loads.
    const missing = item === MISSING;
    return { ...base, title: missing ? NEWS_NOT_FOUND_TITLE : null, description: DEFAULTS.description, index: false, missing };
  }
  // Sign-in, the staff and applicant areas, and mf-public's 404: nothing for a search engine.
  return { ...base, title: null, description: DEFAULTS.description, index: false };
}

/** The tags for `page` (from describePage), to go in <head>. */
export function headTags(page) {
  const tags = [
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(page.canonical)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="es_CL" />`,
    `<meta property="og:type" content="${page.type}" />`,
    `<meta property="og:url" content="${escapeHtml(page.canonical)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title ?? SITE_NAME)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
  ];
  if (page.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(page.image)}" />`);
    tags.push(`<meta name="twitter:card" content="summary_large_image" />`);
  } else {
    tags.push(`<meta name="twitter:card" content="summary" />`);
  }
  if (!page.index) tags.push('<meta name="robots" content="noindex" />');
  return tags.join('');
}

/**
 * The shell's document with this page's head: its title (when the server knows it), description,
 * canonical and Open Graph tags, replacing the template's generic title and description.
 */
export function withPageHead(document, page) {
  let result = document.replace(/<meta name="description"[^>]*>/, '');
  if (page.title) result = result.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title + TITLE_SUFFIX)}</title>`);
  return result.replace('</head>', () => `${headTags(page)}</head>`);
}
