// The portal server's HTML-first step (issue 11), hooked into scripts/lib/portal.mjs in one place:
// every page the shell's document serves gets the pre-paint theme block and its own head (title,
// description, canonical, Open Graph); robots.txt and sitemap.xml are answered here.
import { robotsTxt, sitemapXml } from './crawlers.mjs';
import { describePage, withPageHead } from './head.mjs';
import { withPrePaint } from './pre-paint.mjs';

/**
 * The site's public address for canonical links and the sitemap: the first of PORTAL_ORIGINS
 * when the operator set it (a request's Host header is not to be trusted for that), else the
 * address the request came in on.
 */
export function publicOrigin(env, requestOrigin) {
  const configured = env.PORTAL_ORIGINS?.split(',').map((origin) => origin.trim()).find(Boolean);
  return (configured ?? requestOrigin).replace(/\/+$/, '');
}

/** `(document, { nonce, pathname, origin }) => Promise<string>` for the shell's mount. */
export function documentRenderer({ apiBase, env = process.env }) {
  return async (document, { nonce, pathname, origin }) => {
    const page = await describePage(pathname, { origin: publicOrigin(env, origin), apiBase });
    return withPrePaint(withPageHead(document, page), nonce);
  };
}

/** Fastify handlers `(request, reply)` for the portal's `dynamic` routes. */
export function crawlerRoutes({ apiBase, env = process.env }) {
  const originOf = (request) => publicOrigin(env, `${request.protocol}://${request.host}`);
  return {
    '/robots.txt': (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
      return robotsTxt(originOf(request));
    },
    '/sitemap.xml': async (request, reply) => {
      try {
        const xml = await sitemapXml(originOf(request), apiBase);
        reply.header('Cache-Control', 'public, max-age=300').type('application/xml; charset=utf-8');
        return xml;
      } catch {
        reply.code(503).type('text/plain; charset=utf-8');
        return 'El mapa del sitio no está disponible en este momento.';
      }
    },
  };
}
