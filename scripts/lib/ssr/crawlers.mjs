// robots.txt and sitemap.xml: the public pages with a fixed address plus every published news item
// (read from the API's public list, so an item published in the admin is listed on the next request).
import { PRIVATE_PREFIXES, STATIC_PAGES } from './public-pages.mjs';

const API_TIMEOUT_MS = 3000;
/** The API pages news 9 at a time; a sitemap holds at most 50,000 URLs, far beyond this. */
const MAX_NEWS_PAGES = 200;

const escapeXml = (value) =>
  String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]);

export function robotsTxt(origin) {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Every published news item `{ url, updated_at }` from the API's public pages (empty without an API). */
async function publishedNews(apiBase) {
  if (!apiBase) return [];
  const items = [];
  for (let page = 1; page <= MAX_NEWS_PAGES; page += 1) {
    const response = await fetch(new URL(`noticias?page=${page}`, apiBase), { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`La API respondió ${response.status} a /noticias`);
    const body = await response.json();
    items.push(...(Array.isArray(body.data) ? body.data : []));
    if (!body.last_page || page >= body.last_page) break;
  }
  return items;
}

function entry(loc, lastmod) {
  const date = lastmod ? new Date(lastmod) : null;
  const lastmodTag = date && !Number.isNaN(date.getTime()) ? `<lastmod>${date.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${lastmodTag}</url>`;
}

/** The sitemap; throws when the API cannot list the news (the caller answers 503, never half a map). */
export async function sitemapXml(origin, apiBase) {
  const news = await publishedNews(apiBase);
  const urls = [
    ...Object.keys(STATIC_PAGES).map((path) => entry(`${origin}${path}`)),
    ...news
      .filter((item) => typeof item.url === 'string' && item.url)
      .map((item) => entry(`${origin}/noticias/detail/${encodeURIComponent(item.url)}`, item.updated_at ?? item.created_at)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}
