// A small static file server (node:http, no dependencies) for the production builds.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);
// Files whose name changes with their content can be cached forever; the entry points cannot.
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * @typedef {{ prefix: string, dir: string, cors?: boolean, spa?: boolean, html?: (document: string) => string }} Mount
 * `html` rewrites the mount's HTML documents per request (the shell's page gets runtime.json inlined).
 * @typedef {{ port: number, host?: string, mounts: Mount[], dynamic?: Record<string, () => unknown> }} ServerOptions
 * `mounts` is read on every request, so changing a mount's `dir` redeploys that prefix.
 */

/** A request the server cannot make sense of (malformed percent-encoding, NUL): answered 400. */
class BadRequest extends Error {}
const MAX_URL_LENGTH = 4096;

function resolveFile(mount, urlPath) {
  let relative;
  try {
    relative = decodeURIComponent(urlPath.slice(mount.prefix.length));
  } catch {
    throw new BadRequest('malformed percent-encoding');
  }
  if (relative.includes('\0')) throw new BadRequest('NUL in path');
  const file = path.resolve(mount.dir, `.${path.posix.sep}${relative}`);
  // Never serve outside the mounted folder.
  if (file !== mount.dir && !file.startsWith(mount.dir + path.sep)) return null;
  if (existsSync(file) && statSync(file).isFile()) return file;
  const index = path.join(file, 'index.html');
  if (existsSync(index)) return index;
  return null;
}

const gzipCache = new Map();

const acceptsGzip = (req) => /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');

/** The headers of every file answer; `headers` adds the mount's own (CORS). */
function setHeaders(res, { type, cache, headers }) {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cache);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Vary', 'Accept-Encoding');
  for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
}

/** Ends with a body held in memory (no body for HEAD). */
function endWith(req, res, body, { gzipped }) {
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** An HTML document rewritten for this request: never cached, compressed on the fly. */
function sendHtml(req, res, document, headers) {
  setHeaders(res, { type: MIME['.html'], cache: 'no-cache', headers });
  const gzipped = acceptsGzip(req);
  endWith(req, res, gzipped ? gzipSync(document) : Buffer.from(document), { gzipped });
}

function send(req, res, file, headers, mount) {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.html' && mount?.html) {
    sendHtml(req, res, mount.html(readFileSync(file, 'utf8')), headers);
    return;
  }
  const stat = statSync(file);
  setHeaders(res, {
    type: MIME[ext] ?? 'application/octet-stream',
    cache: HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
    headers,
  });
  res.setHeader('Last-Modified', stat.mtime.toUTCString());
  if (req.headers['if-modified-since'] && new Date(req.headers['if-modified-since']).getTime() >= Math.floor(stat.mtimeMs / 1000) * 1000) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (acceptsGzip(req) && COMPRESSIBLE.has(ext) && stat.size > 512) {
    const key = `${file}:${stat.mtimeMs}`;
    let body = gzipCache.get(key);
    if (!body) {
      body = gzipSync(readFileSync(file));
      gzipCache.set(key, body);
    }
    endWith(req, res, body, { gzipped: true });
    return;
  }
  res.setHeader('Content-Length', stat.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // A file removed mid-answer (a redeploy) ends this answer, not the server.
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

/** Starts the server; resolves with `{ server, port, url, close() }`. Mounts are matched longest prefix first. */
export function startStaticServer({ port, host, mounts, dynamic = {} }) {
  // Read the mounts on every request: a test (or an operator) may point a prefix at a new build.
  const ordered = () => [...mounts]
    .map((mount) => ({ ...mount, dir: path.resolve(mount.dir) }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // No request, however malformed, may stop the server: a bad one gets 400, anything else 500.
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.statusCode = error instanceof BadRequest || error instanceof TypeError ? 400 : 500;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(res.statusCode === 400 ? 'Solicitud no válida' : 'Error del servidor');
    }
  });
  function handle(req, res) {
    // No page of the portal has an address this long; answering one would only feed abuse.
    if ((req.url ?? '').length > MAX_URL_LENGTH) {
      res.statusCode = 414;
      res.end();
      return;
    }
    try {
      decodeURI(req.url ?? '/');
    } catch {
      throw new BadRequest('malformed percent-encoding');
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
      res.statusCode = 405;
      res.end();
      return;
    }
    const producer = dynamic[url.pathname];
    if (producer) {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end(JSON.stringify(producer()));
      return;
    }
    const mount = ordered().find((candidate) => url.pathname.startsWith(candidate.prefix));
    if (!mount) {
      res.statusCode = 404;
      res.end('No encontrado');
      return;
    }
    const corsHeaders = mount.cors ? { 'Access-Control-Allow-Origin': '*' } : {};
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...corsHeaders, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
    const file = resolveFile(mount, url.pathname);
    if (file) {
      send(req, res, file, corsHeaders, mount);
      return;
    }
    // Client-side routes: any path without a file extension gets the app's document.
    if (mount.spa && !path.extname(url.pathname)) {
      send(req, res, path.join(mount.dir, 'index.html'), corsHeaders, mount);
      return;
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    for (const [key, value] of Object.entries(corsHeaders)) res.setHeader(key, value);
    res.end('No encontrado');
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        server,
        port: actualPort,
        url: `http://localhost:${actualPort}`,
        close: () => new Promise((done) => {
          server.closeAllConnections?.();
          server.close(() => done());
        }),
      });
    });
  });
}
