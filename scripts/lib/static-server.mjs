// The portal's web server on Fastify: the production builds (@fastify/static), compression
// (@fastify/compress), security headers (@fastify/helmet) and, optionally, the API under the same
// origin (@fastify/http-proxy). Used by `npm start`, the e2e suite and its stand-in CDN servers.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/**
 * @typedef {{ prefix: string, dir: string, cors?: boolean, spa?: boolean,
 *   html?: (document: string, context: { pathname: string, url: string, origin: string,
 *     setHeader: (name: string, value: string) => void, setStatus: (code: number) => void })
 *     => HtmlAnswer | Promise<HtmlAnswer> }} Mount
 * `html` rewrites the mount's HTML documents per request (the shell's page gets runtime.json
 * inlined), or says where a page has moved for good. `mounts` is read on every request, so changing a
 * mount's `dir` redeploys that prefix.
 * @typedef {string | { redirect: string }} HtmlAnswer The document, or the address it has moved to (301).
 * @typedef {{ scripts?: string[], connect?: string[], images?: string[] }} CspSources Sources
 * the page may use besides its own origin (the API, remotes served from elsewhere, the hash of
 * an inline script).
 * @typedef {{ port: number, host?: string, mounts: Mount[], dynamic?: Record<string, () => unknown>,
 *   cspSources?: () => CspSources, proxy?: { prefix: string, upstream: string } | null,
 *   probes?: Record<string, () => Promise<{ ok: boolean, detail?: unknown }>>,
 *   trustProxy?: boolean | number | string, logger?: boolean }} ServerOptions
 */

const MAX_URL_LENGTH = 4096;
// Files whose name changes with their content can be cached forever; the entry points cannot.
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
// Never served, whatever a build leaves in its folder: dotfiles (.build-stamp), source maps (they
// carry the build machine's paths and the unminified sources) and the federation's build report.
const INTERNAL = /(^|\/)\.|\.map$|(^|\/)mf-stats\.json$/i;
const MIME_TYPES = new Set(['.js', '.mjs', '.css', '.json', '.html', '.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.ico', '.pdf', '.txt', '.woff2']);

/**
 * TRUST_PROXY as Fastify reads it: `true`, a hop count, or a list of addresses/CIDRs. Without it
 * X-Forwarded-* is ignored (anyone could claim HTTPS or another address).
 */
export function parseTrustProxy(value) {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

const unique = (values) => [...new Set(values.filter(Boolean))];

function contentSecurityPolicy(cspSources) {
  const sources = () => cspSources?.() ?? {};
  const list = (...values) => unique(values.flat()).join(' ');
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // No 'unsafe-inline': an inline script runs only when `cspSources` lists its hash.
      scriptSrc: [() => list("'self'", sources().scripts ?? [])],
      connectSrc: [() => list("'self'", sources().connect ?? [])],
      // data: for the inline SVG favicon; blob: for previews of files chosen in a form.
      imgSrc: [() => list("'self'", 'data:', 'blob:', sources().images ?? [])],
      // Chakra (emotion) writes its styles at run time (no nonce here: it would void 'unsafe-inline').
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // blob: for 'Ver': a private file (PDF, image) fetched with the session and shown in a frame of the page.
      frameSrc: ['blob:'],
    },
  };
}

/** Headers that belong to one connection (RFC 9110 section 7.6.1), and `expect`, which the portal answers itself. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect', 'http2-settings']);
const withoutHopByHop = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));

/** The portal's answer to a request it cannot take, when nothing more specific can be said. */
const BAD_REQUEST = 'Solicitud no válida';

/** 400 for a request line the server cannot make sense of; never a crash, never a 500. */
function badRequest(reply) {
  // Set here too: an answer refused before routing skips the hooks that add it elsewhere.
  return reply.code(400).header('X-Content-Type-Options', 'nosniff').type('text/plain; charset=utf-8').send(BAD_REQUEST);
}

/**
 * The portal's own refusals of a request for the API (under its prefix), in the API's shape and words
 * (api/src/app.ts, plugins/errors.ts): a client of the API reads `message` from JSON whichever
 * server refused it.
 */
const API_REFUSALS = {
  400: 'La dirección solicitada no es válida.',
  413: 'El cuerpo de la solicitud es demasiado grande.',
  414: 'La dirección solicitada es demasiado larga.',
};
/**
 * The API's limit for a body it reads whole (JSON, text: `bodyLimit`, api/src/app.ts). Past it the
 * API answers 413 and closes the connection while the portal is still sending the body, and the
 * proxy saw only a broken connection (a 502 'not available'). So the portal reads such a body itself
 * up to this limit, announced or sent chunked, and refuses it past the limit. Multipart bodies (the
 * uploads) are streamed: the API reads them to the end and refuses them itself.
 */
const API_BODY_LIMIT = 1024 * 1024;

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before any route (a request line or
 * header it cannot read, headers too large, a client too slow) gets a Spanish answer like the rest;
 * Fastify's default is English JSON. Written then destroyed, as Node does: a client that never reads
 * cannot hold the socket.
 */
function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, text] = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout', 'Solicitud demasiado lenta']
    : error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large', 'Encabezados demasiado grandes']
      : [400, 'Bad Request', BAD_REQUEST];
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${text}`);
  }
  socket.destroy();
}

/** Starts the server; resolves with `{ app, server, port, url, close() }`. Mounts are matched longest prefix first. */
export async function startStaticServer({
  port, host, mounts, dynamic = {}, cspSources, proxy = null, probes = {}, trustProxy = false, logger = false,
}) {
  const app = Fastify({
    logger,
    trustProxy,
    // A wildcard parameter holds the whole path: allow it up to the URL limit.
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
    // Malformed percent-encoding in the path: 400 instead of a handler ever seeing it.
    frameworkErrors: (error, request, reply) => refuse(request, reply, 400),
    clientErrorHandler: answerClientError,
    requestTimeout: 30_000,
    // A request without Host is refused in the onRequest hook, in Spanish (Node's own 400 has no body).
    http: { requireHostHeader: false },
  });

  // Node closes a CONNECT without a word when nothing listens for it: answered like any unreadable request.
  app.server.on('connect', (request, socket) => answerClientError(new Error('CONNECT'), socket));

  const forApi = (request) => Boolean(proxy) && request.url.startsWith(proxy.prefix);
  // Node answers an Expect other than 100-continue with an empty 417 unless someone listens.
  app.server.on('checkExpectation', (request, response) => {
    const api = forApi(request);
    const body = api ? JSON.stringify({ message: 'El encabezado Expect solo admite 100-continue.' }) : 'Solo se admite Expect: 100-continue';
    response.writeHead(417, {
      'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body), 'X-Content-Type-Options': 'nosniff', Connection: 'close',
    });
    response.end(body);
  });
  /** 400, 413 or 414: JSON in the API's words under its prefix, the portal's plain text elsewhere. */
  function refuse(request, reply, status) {
    if (status === 400 && !forApi(request)) return badRequest(reply);
    reply.code(status).header('X-Content-Type-Options', 'nosniff');
    if (forApi(request)) return reply.send({ message: API_REFUSALS[status] });
    return reply.type('text/plain; charset=utf-8').send('Dirección demasiado larga');
  }

  // nosniff on every answer that passes through the hooks (routes, 404s, onRequest refusals such as 414);
  // answers refused before routing (malformed URLs, unreadable requests) set it themselves.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });

  app.addHook('onRequest', async (request, reply) => {
    // No page of the portal has an address this long; answering one would only feed abuse.
    // An HTTP/1.1 request must name its host (RFC 9112 3.2).
    if (request.raw.httpVersion === '1.1' && !request.headers.host) return refuse(request, reply, 400);
    if (request.raw.url.length > MAX_URL_LENGTH) return refuse(request, reply, 414);
    try {
      // The query too: `/?%` is as malformed as `/%`.
      decodeURI(request.raw.url);
    } catch {
      return refuse(request, reply, 400);
    }
    return undefined;
  });

  // Anything unexpected is logged and answered without internals; the process keeps serving. Set
  // before the proxy and the site are registered: a plugin keeps the handler it was registered with.
  // Under the API's prefix the answer is JSON with a `message`, as the API's own errors.
  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    // A body over the limit is refused before it is read to the end: close, so the rest is not waited for.
    if (status === 413) reply.header('Connection', 'close');
    if (forApi(request) && API_REFUSALS[status]) return refuse(request, reply, status);
    const message = status === 500 ? 'Error del servidor' : BAD_REQUEST;
    if (forApi(request)) return reply.code(status).send({ message: `${message}.` });
    return reply.code(status).type('text/plain; charset=utf-8').send(message);
  });

  // The API under the portal's own origin: the browser needs no absolute API address (and no CORS).
  if (proxy) await app.register(async (scope) => {
    // The proxy's own parsers pass every body on as a stream; here only multipart does (API_BODY_LIMIT).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(/^multipart\//i, (request, payload, done) => done(null, payload));
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT }, (request, body, done) => done(null, Readable.from([body])));
    await scope.register(httpProxy, {
      proxyPayloads: false,
      upstream: proxy.upstream,
      prefix: proxy.prefix,
      rewritePrefix: '/',
      // The API writes its Location headers on its public base (PUBLIC_BASE_URL; '/api' for an API the portal started):
      // passed on as written, not prefixed a second time.
      internalRewriteLocationHeader: false,
      // No cap on connections to the API: a client holding requests open (an unfinished upload) must
      // not take the last pooled connection from everyone else. The API bounds slow requests itself.
      undici: { connections: null },
      replyOptions: {
        // Who asked, for the API's per-address limits (it trusts these only with its own TRUST_PROXY).
        // Hop-by-hop headers stay on the client's connection (the proxy client refuses some of them).
        rewriteRequestHeaders: (request, headers) => ({
          ...withoutHopByHop(headers),
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.host,
        }),
        // The API's cookies name its own paths (`Path=/api/claveunica`); under the portal they live
        // below the prefix, or the browser would never send them back (as nginx's proxy_cookie_path).
        rewriteHeaders: (upstream) => {
          const headers = withoutHopByHop(upstream);
          const cookies = headers['set-cookie'];
          if (!cookies) return headers;
          const rewrite = (cookie) => cookie.replace(/;\s*Path=\//i, `; Path=${proxy.prefix}`);
          return { ...headers, 'set-cookie': Array.isArray(cookies) ? cookies.map(rewrite) : rewrite(cookies) };
        },
        // The API cannot be reached (stopped, restarting): said in Spanish, without its address.
        onError: (reply, { error }) => {
          reply.log.warn(error);
          reply.code(502).send({ message: 'El servicio no está disponible en este momento. Inténtalo nuevamente en unos minutos.' });
        },
      },
    });
  });

  // Everything else is the portal's own: security headers, compression, files.
  await app.register(async (site) => {
    await site.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy(cspSources),
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Sent below, and only over HTTPS: over plain HTTP it means nothing and breaks local tests.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    site.addHook('onRequest', async (request, reply) => {
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    });
    // Brotli at quality 6, not the library's 4: a page's HTML is about 8% smaller (/noticias 15.9 ->
    // 14.6 KB) for under a millisecond more, and a page that fits in TCP's first window (10 segments,
    // about 14.6 KB with the headers) arrives a round trip sooner (/instituciones-reconocidas now does).
    await site.register(compress, {
      threshold: 512,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } },
    });
    // A build's brotli copy of a file (rspack.base.ts) is sent as it is; a file without one (a remote
    // built without them) is compressed above, for each request.
    await site.register(fastifyStatic, { serve: false, dotfiles: 'ignore', index: false, etag: false, cacheControl: false, preCompressed: true });

    for (const [route, probe] of Object.entries(probes)) {
      site.get(route, async (request, reply) => {
        const result = await probe().catch((error) => ({ ok: false, detail: String(error) }));
        reply.header('Cache-Control', 'no-store');
        return reply.code(result.ok ? 200 : 503).send({ status: result.ok ? 'ok' : 'no disponible', ...(result.detail ? { detail: result.detail } : {}) });
      });
    }
    for (const [route, producer] of Object.entries(dynamic)) {
      site.get(route, async (request, reply) => {
        reply.header('Cache-Control', 'no-store').header('Access-Control-Allow-Origin', '*');
        // The producer may set its own type and caching (robots.txt, sitemap.xml: scripts/lib/ssr).
        return producer(request, reply);
      });
    }

    const ordered = () => [...mounts]
      .map((mount) => ({ ...mount, dir: path.resolve(mount.dir) }))
      .sort((a, b) => b.prefix.length - a.prefix.length);

    const notFound = (reply) => reply.code(404).type('text/plain; charset=utf-8').send('No encontrado');

    async function sendDocument(request, reply, mount, file, pathname) {
      // Compressed or not by Accept-Encoding: said on every page, the uncompressed ones too.
      reply.header('Cache-Control', 'no-cache').header('Vary', 'accept-encoding');
      const document = readFileSync(file, 'utf8');
      // The page's address, for its own head (scripts/lib/ssr: title, canonical, Open Graph).
      const context = {
        pathname,
        url: request.raw.url,
        origin: `${request.protocol}://${request.host}`,
        // A server-rendered public page may be cached (scripts/lib/ssr); every other document stays no-cache.
        setHeader: (name, value) => reply.header(name, value),
        setStatus: (code) => reply.code(code),
      };
      const answer = mount.html ? await mount.html(document, context) : document;
      // The page has moved for good (a renamed news item): 301 instead of the document.
      if (typeof answer !== 'string') return reply.code(301).header('Location', answer.redirect).send();
      return reply.type('text/html; charset=utf-8').send(answer);
    }

    site.route({
      method: ['GET', 'HEAD', 'OPTIONS'],
      url: '/*',
      handler: async (request, reply) => {
        const rawPath = request.raw.url.split('?')[0];
        let pathname;
        try {
          pathname = decodeURIComponent(rawPath);
        } catch {
          return badRequest(reply);
        }
        // NUL, backslashes and dot segments have no place in any address of the portal.
        if (/[\0\\]/.test(pathname) || pathname.split('/').some((segment) => segment === '..')) return badRequest(reply);
        const mount = ordered().find((candidate) => pathname.startsWith(candidate.prefix));
        if (!mount) return notFound(reply);
        if (mount.cors) {
          reply.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin');
        }
        if (request.method === 'OPTIONS') {
          return reply.code(204).header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS').send();
        }
        const relative = pathname.slice(mount.prefix.length);
        if (INTERNAL.test(relative)) return notFound(reply);
        const file = path.join(mount.dir, relative);
        if (file !== mount.dir && !file.startsWith(mount.dir + path.sep)) return notFound(reply);
        const ext = path.extname(relative).toLowerCase();
        const isFile = relative !== '' && existsSync(file) && statSync(file).isFile();
        // An HTML file is a page only where the mount makes pages (the shell's); a remote's are build leftovers.
        if (isFile && ext === '.html') return mount.html ? sendDocument(request, reply, mount, file, pathname) : notFound(reply);
        if (isFile) {
          reply.header('Cache-Control', HASHED.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache');
          if (!MIME_TYPES.has(ext)) reply.header('Content-Disposition', 'attachment');
          return reply.sendFile(relative, mount.dir);
        }
        // Client-side routes: any path without a file extension gets the app's document.
        if (mount.spa && !ext && existsSync(path.join(mount.dir, 'index.html'))) {
          return sendDocument(request, reply, mount, path.join(mount.dir, 'index.html'), pathname);
        }
        return notFound(reply);
      },
    });
    site.setNotFoundHandler((request, reply) => {
      // A method the proxy does not forward (PROPFIND, TRACE…) under the API's prefix: answered as the
      // API answers a route it does not have, in JSON, so its clients read one kind of error.
      if (proxy && request.url.startsWith(proxy.prefix)) return reply.code(404).send({ message: 'La ruta solicitada no existe.' });
      // PUT, DELETE, TRACE… on a page or file: a method the portal does not answer there.
      if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
        return reply.code(405).header('Allow', 'GET, HEAD, OPTIONS').type('text/plain; charset=utf-8').send('Método no permitido');
      }
      return notFound(reply);
    });
  });

  await app.listen({ port, host: host ?? '::' }).catch(async (error) => {
    if (host === undefined && error.code === 'EAFNOSUPPORT') return app.listen({ port, host: '0.0.0.0' });
    throw error;
  });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    app,
    server: app.server,
    port: actualPort,
    url: `http://localhost:${actualPort}`,
    close: () => app.close(),
  };
}
