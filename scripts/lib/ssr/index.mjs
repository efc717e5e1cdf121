// The portal server's HTML-first step (issue 11), hooked into scripts/lib/portal.mjs (documentRenderer,
// crawlerRoutes, and the inline scripts' hashes in the CSP):
// every page the shell's document serves gets the pre-paint theme block and its own head (title,
// description, canonical, Open Graph); public pages arrive server-rendered (render.mjs) when their
// remote's current release can be rendered (their scripts start after the first paint, hydrate.mjs),
// client-rendered otherwise; robots.txt and sitemap.xml are answered here.
import { robotsTxt, sitemapXml } from './crawlers.mjs';
import { pageAddress } from './address.mjs';
import { describePage, withPageHead } from './head.mjs';
import { isPrivatePath, NOT_FOUND_TITLE } from './public-pages.mjs';
import { withHydrationAfterPaint } from './hydrate.mjs';
import { withPrePaint } from './pre-paint.mjs';
import { DATA_TIMEOUT_MS, renderPage, warmUp, withServerRender } from './render.mjs';

/** The query of a request target, with its '?' ('' when it has none). */
const searchOf = (url) => {
  const at = url?.indexOf('?') ?? -1;
  return at === -1 ? '' : url.slice(at);
};

/**
 * Caching of public HTML. A server-rendered page may be kept by a shared cache (CDN) for a few
 * seconds and served stale while it refetches: a change made in the admin reaches the next HTML
 * the portal renders at once (it reuses a rendering only while the page's API answers are the
 * same, render.mjs; the API drops its public cache on every write), and a CDN's copy within
 * `s-maxage`. The browser revalidates every time (`max-age=0`).
 */
export const PUBLIC_HTML_CACHE = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
/**
 * A public page that could not be server-rendered, or only in part (the API slow or failing): no
 * cache keeps it, so the next visitor gets the whole page as soon as the API answers again.
 */
export const FALLBACK_HTML_CACHE = 'no-store';

/**
 * The site's public address for canonical links and the sitemap: the first of PORTAL_ORIGINS
 * when the operator set it (a request's Host header is not to be trusted for that), else the
 * address the request came in on.
 */
export function publicOrigin(env, requestOrigin) {
  return (configuredOrigin(env) ?? requestOrigin).replace(/\/+$/, '');
}

/** The first of PORTAL_ORIGINS, or undefined. */
const configuredOrigin = (env) => env.PORTAL_ORIGINS?.split(',').map((origin) => origin.trim()).find(Boolean);

/**
 * Without a configured address (a demonstration), the HTML, robots.txt and the sitemap name the
 * address they were asked on (the Host header): only the browser that asked may keep them, never
 * a shared cache, which would hand one Host's links to everyone.
 */
export const PER_HOST_HTML_CACHE = 'private, no-cache';

/**
 * `(document, { pathname, url, origin, setHeader, setStatus }) => Promise<string | { redirect }>`
 * for the shell's mount (a `redirect` answers 301; an address with no page, 404 with the page's
 * 404). `config()` is the runtime configuration this answer inlines; `shellDir()` the shell's
 * build being served; `localFile(path)` the file behind one of the portal's own addresses.
 * SSR=0 in the environment turns server rendering off (every page client-rendered, as before).
 */
export function documentRenderer({ apiBase, env = process.env, config, shellDir, localFile, log }) {
  const ssr = env.SSR !== '0' && config && shellDir && localFile;
  const dataTimeoutMs = Number(env.SSR_DATA_TIMEOUT_MS) > 0 ? Number(env.SSR_DATA_TIMEOUT_MS) : DATA_TIMEOUT_MS;
  if (ssr) setImmediate(() => warmUp(shellDir()));
  return async (document, { pathname, url, origin, setHeader, setStatus }) => {
    // One reading of the address for the head, the render and its cache (address.mjs); a public page
    // asked in another spelling moves to its own. The query goes along: '/NOTICIAS?page=2' is page 2 of '/noticias'.
    const address = pageAddress(url ?? pathname);
    if (address.redirect) return { redirect: `${address.redirect}${searchOf(url)}` };
    // Head and page side by side: a news item's page asks the API for both, and one after the other
    // they would add up. A moved address (301) throws its rendering away; those are rare.
    const [page, rendered] = await Promise.all([
      describePage(address, { origin: publicOrigin(env, origin), apiBase }),
      ssr ? renderPage({ url: address.href, config: config(), shellDir: shellDir(), localFile, apiBase, dataTimeoutMs, log }) : null,
    ]);
    if (page.redirect) return { redirect: `${page.redirect}${searchOf(url)}` };
    // No page here (mf-public's 404, or a news item the API does not have): a real 404 for crawlers.
    if (page.missing || rendered?.notFound) setStatus?.(404);
    // mf-public's 404 page: its own title, as the browser sets it after hydrating.
    let html = withPageHead(document, rendered?.notFound && !page.title ? { ...page, title: NOT_FOUND_TITLE } : page);
    if (rendered) html = withHydrationAfterPaint(withServerRender(html, rendered));
    if (rendered?.complete) setHeader?.('Cache-Control', configuredOrigin(env) ? PUBLIC_HTML_CACHE : PER_HOST_HTML_CACHE);
    else if (ssr && !isPrivatePath(address.path)) setHeader?.('Cache-Control', FALLBACK_HTML_CACHE);
    else if (!configuredOrigin(env)) setHeader?.('Cache-Control', PER_HOST_HTML_CACHE);
    return withPrePaint(html);
  };
}

/** Fastify handlers `(request, reply)` for the portal's `dynamic` routes. */
export function crawlerRoutes({ apiBase, env = process.env }) {
  const originOf = (request) => publicOrigin(env, `${request.protocol}://${request.host}`);
  return {
    '/robots.txt': (request, reply) => {
      reply.header('Cache-Control', configuredOrigin(env) ? 'public, max-age=3600' : 'private, max-age=3600').type('text/plain; charset=utf-8');
      return robotsTxt(originOf(request));
    },
    '/sitemap.xml': async (request, reply) => {
      try {
        const xml = await sitemapXml(originOf(request), apiBase);
        reply.header('Cache-Control', configuredOrigin(env) ? 'public, max-age=300' : 'private, max-age=300').type('application/xml; charset=utf-8');
        return xml;
      } catch {
        reply.code(503).type('text/plain; charset=utf-8');
        return 'El mapa del sitio no está disponible en este momento.';
      }
    },
  };
}
