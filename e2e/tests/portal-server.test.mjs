// The portal's web server: no request, however malformed, takes it down or gets a 500; every
// answer carries the security headers; internal files stay private; runtime.json holds no address
// of the server's own; a foreign site cannot frame the portal; /health and /ready tell an operator
// what they need; the API behind /api/ is reached the same way whatever the client's connection.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { apps, distDir, repoRoot } from '../../scripts/lib/apps.mjs';
import { startPortal as launchPortal } from '../../scripts/lib/portal.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { expect, test } from '../fixtures.mjs';
import { expectHeading } from '../lib/page.mjs';
import { MISSING_PAGE } from '../lib/pages.mjs';
import { freePort } from '../lib/stack.mjs';

/** A GET asking for `encoding`: its headers and its body as sent (fetch would decompress it). */
function rawBody(url, encoding) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk)).on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) })).on('error', reject);
    }).on('error', reject);
  });
}

const MALFORMED = [
  '/%', '/%E0%A4%A', '/%%', '/%zz', '/%C0%AF', '/%ED%A0%80', '/noticias/%', '/mf/mf-public/%',
  '/mf/mf-public/%E0%A4%A.js', '/a%00b', '/%00', '/..%2f..%2fetc%2fpasswd', '/%c0%ae%c0%ae/etc/passwd',
  `/${'a'.repeat(9000)}`, `/${'%'.repeat(500)}`, '//%', '/?%', '/index.html%', '/%FF%FE', '/%u0000',
];

/**
 * A raw HTTP/1.1 request with `Connection: close`, so the URL reaches the server byte for byte.
 * Resolves with the final answer's status, head and body (after any 100 Continue), and whether the
 * server closed the connection as asked (within 5 s).
 */
function rawRequest(port, target, headers = {}, { method = 'GET', body = '', host = 'localhost' } = {}) {
  return new Promise((resolve, reject) => {
    const extra = Object.entries(headers).map(([key, value]) => `${key}: ${value}\r\n`).join('');
    const length = body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : '';
    // `host: null` sends no Host header at all.
    const hostLine = host === null ? '' : `Host: ${host}\r\n`;
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${method} ${target} HTTP/1.1\r\n${hostLine}${extra}${length}Connection: close\r\n\r\n${body}`));
    let data = '';
    const settle = (closed) => {
      const answer = data.replace(/^(HTTP\/1\.1 100 [^\r]*\r\n\r\n)+/, '');
      const [head, ...rest] = answer.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), head: head.toLowerCase(), body: rest.join('\r\n\r\n'), closed });
    };
    socket.setTimeout(5000, () => {
      socket.destroy();
      settle(false);
    });
    socket.on('data', (chunk) => { data += chunk; });
    socket.on('end', () => settle(true));
    socket.on('error', reject);
  });
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp) {
  return Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name, values]));
}

function expectSecurityHeaders(response, label) {
  const csp = response.headers.get('content-security-policy');
  expect(csp, `${label}: sin Content-Security-Policy`).toBeTruthy();
  const policy = directives(csp);
  expect(policy['script-src'], `${label}: sin script-src`).toBeTruthy();
  expect(policy['script-src'], `${label}: script-src admite 'unsafe-inline'`).not.toContain("'unsafe-inline'");
  expect(policy['script-src'], `${label}: script-src admite 'unsafe-eval'`).not.toContain("'unsafe-eval'");
  expect(policy['frame-ancestors'], label).toEqual(["'none'"]);
  expect(policy['object-src'], label).toEqual(["'none'"]);
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), label).toBe('DENY');
  expect(response.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy') ?? '', label).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  // Plain HTTP: HSTS would mean nothing (and is not sent).
  expect(response.headers.get('strict-transport-security'), label).toBeNull();
  return policy;
}

/** A 4xx status, said with `label` when it is not. */
function expectClientError(status, label) {
  expect(status, label).toBeGreaterThanOrEqual(400);
  expect(status, label).toBeLessThan(500);
}

// The first page a portal of this process renders loads the shell's server renderer, which holds the
// whole process a moment: done before the tests, not in one whose raw requests wait 5 s for an answer.
test.beforeAll(async ({ stack }) => {
  expect((await fetch(stack.baseUrl)).status).toBe(200);
});

test.describe('portal server: malformed requests', () => {
  let dir;
  let server;
  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sello-static-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Sello</title>');
    server = await startStaticServer({ port: 0, mounts: [{ prefix: '/', dir, spa: true }] });
  });
  test.afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('answers 20 malformed URLs with a 4xx and keeps serving', async () => {
    expect(MALFORMED).toHaveLength(20);
    for (const target of MALFORMED) {
      const { status, head } = await rawRequest(server.port, target);
      expectClientError(status, `${JSON.stringify(target.slice(0, 40))} answered ${status}`);
      expect(head, `${JSON.stringify(target.slice(0, 40))} sin nosniff`).toMatch(/x-content-type-options: nosniff/);
    }
    const response = await fetch(`${server.url}/noticias`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<title>Sello<\/title>/);
  });

  test('refuses other methods, unreadable requests and oversized headers in Spanish without stopping', async () => {
    const post = await fetch(`${server.url}/`, { method: 'POST', body: 'x' });
    expectClientError(post.status, `POST answered ${post.status}`);
    // What Node's parser refuses before any route is answered in Spanish too.
    const oversized = await rawRequest(server.port, '/', { 'X-Relleno': 'a'.repeat(20_000) });
    expect(oversized.status).toBe(431);
    expect(oversized.body).toBe('Encabezados demasiado grandes');
    const unreadable = await rawRequest(server.port, '/', {}, { method: 'B@D' });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toBe('Solicitud no válida');
    expect(unreadable.head).toMatch(/x-content-type-options: nosniff/);
    // Node closes a CONNECT without a word when no one listens for it.
    const connect = await rawRequest(server.port, 'evil.test:443', {}, { method: 'CONNECT' });
    expect(connect.status).toBe(400);
    expect(connect.body).toBe('Solicitud no válida');
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
});

test.describe('portal server: the API behind /api/', () => {
  let portal;
  let port;
  test.beforeAll(async ({ apiUrl }) => {
    portal = await launchPortal({ port: 0, apiBase: apiUrl ?? undefined, env: { ...process.env, PORTAL_MODE: 'demo' } });
    port = Number(new URL(portal.url).port);
  });
  test.afterAll(async () => {
    await portal?.close();
  });

  test('a method the API does not have is answered in JSON, as the API answers', async () => {
    for (const method of ['PROPFIND', 'TRACE']) {
      const { status, head, body } = await rawRequest(port, '/api/noticias', {}, { method });
      expect(status, method).toBe(404);
      expect(head, method).toMatch(/content-type: application\/json/);
      expect(JSON.parse(body), method).toEqual({ message: 'La ruta solicitada no existe.' });
    }
  });

  test('connection headers of a client never make a 500, and the API\'s own never reach the client', async ({ apiUrl }) => {
    expect(apiUrl, 'la suite corre con la API').toBeTruthy();
    for (const headers of [{ Expect: '100-continue' }, { 'Keep-Alive': '300' }, { Upgrade: 'h2c' }, { TE: 'trailers' }]) {
      const { status, head, closed } = await rawRequest(port, '/api/noticias', headers);
      expect(status, JSON.stringify(headers)).toBe(200);
      expect(head, JSON.stringify(headers)).not.toMatch(/^keep-alive:/m);
      expect(closed, `la conexión se cerró como pidió el cliente (${JSON.stringify(headers)})`).toBe(true);
    }
    // A body sent the way curl sends a large upload (Expect: 100-continue) reaches the API.
    const logout = await rawRequest(port, '/api/api/logout', { Expect: '100-continue', 'Content-Type': 'application/json' }, { method: 'POST', body: '{}' });
    expect(logout.status).toBe(401);
    expect(JSON.parse(logout.body).message).toBe('Debes iniciar sesión para continuar.');
  });

  test('a news address in another case moves to a valid address, whatever its slug holds', async () => {
    // The slug was put back into Location decoded: a character outside Latin-1 or a control made Node
    // refuse the header (500), and 'é', '%' or a space made a Location no client can follow.
    for (const [target, location] of [
      ['/Noticias/detail/%E2%80%AE', '/noticias/detail/%E2%80%AE'], ['/NOTICIAS/detail/%F0%9F%98%80', '/noticias/detail/%F0%9F%98%80'],
      ['/Noticias/detail/a%0Ab', '/noticias/detail/a%0Ab'], ['/Noticias/detail/a%0D%0ASet-Cookie:%20x=1', '/noticias/detail/a%0D%0ASet-Cookie%3A%20x%3D1'],
      ['/Noticias/detail/%C3%A9', '/noticias/detail/%C3%A9'], ['/Noticias/detail/%25', '/noticias/detail/%25'], ['/Noticias/detail/a%20b?page=2', '/noticias/detail/a%20b?page=2'],
    ]) {
      const { status, head } = await rawRequest(port, target);
      expect(status, target).toBe(301);
      expect(/^location: (.*)$/m.exec(head)?.[1], target).toBe(location.toLowerCase());
      expect(head, target).not.toMatch(/^set-cookie:/m);
    }
  });

  test("refuses for the API in the API's JSON: a malformed or too long address, a body over the API's limit", async ({ apiUrl }) => {
    expect(apiUrl, 'la suite corre con la API').toBeTruthy();
    for (const [target, status, message] of [
      ['/api/api/postulante/postulaciones/%zz', 400, 'La dirección solicitada no es válida.'],
      ['/api/api/regiones?q=%', 400, 'La dirección solicitada no es válida.'],
      [`/api/api/regiones?q=${'a'.repeat(4100)}`, 414, 'La dirección solicitada es demasiado larga.'],
    ]) {
      const answer = await rawRequest(port, target);
      expect(answer.status, target.slice(0, 40)).toBe(status);
      expect(answer.head, target.slice(0, 40)).toMatch(/content-type: application\/json/);
      expect(JSON.parse(answer.body), target.slice(0, 40)).toEqual({ message });
    }
    // The portal's own pages keep their plain text.
    expect((await rawRequest(port, '/noticias/%zz')).body).toBe('Solicitud no válida');
    // Over the API's 1 MB: the API closed the connection mid-body and the proxy answered 502 'not available'.
    const big = JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024), password: 'x' });
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${portal.url}/api/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'El cuerpo de la solicitud es demasiado grande.' });
    }
    // The same body sent chunked, without a length to refuse it by: counted as it arrives (it got the 502).
    const chunked = () => new ReadableStream({
      start(controller) {
        for (let offset = 0; offset < big.length; offset += 64 * 1024) controller.enqueue(new TextEncoder().encode(big.slice(offset, offset + 64 * 1024)));
        controller.close();
      },
    });
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${portal.url}/api/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunked(), duplex: 'half' });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'El cuerpo de la solicitud es demasiado grande.' });
    }
    expect((await fetch(`${portal.url}/api/noticias`)).status).toBe(200);
  });

  test('a request without Host, or expecting more than 100-continue, is answered in Spanish (Node sent an empty answer)', async () => {
    const answer = async (target, headers, options) => {
      const { status, body } = await rawRequest(port, target, headers, options);
      return { status, body };
    };
    expect(await answer('/noticias', {}, { host: null })).toEqual({ status: 400, body: 'Solicitud no válida' });
    expect(await answer('/api/noticias', {}, { host: null })).toEqual({ status: 400, body: JSON.stringify({ message: 'La dirección solicitada no es válida.' }) });
    expect(await answer('/noticias', { Expect: '200-ok' })).toEqual({ status: 417, body: 'Solo se admite Expect: 100-continue' });
    expect(await answer('/api/noticias', { Expect: '200-ok' })).toEqual({ status: 417, body: JSON.stringify({ message: 'El encabezado Expect solo admite 100-continue.' }) });
  });

  test('an OPTIONS request under /api/ that is no CORS preflight is refused in Spanish', async ({ apiUrl }) => {
    expect(apiUrl, 'la suite corre con la API').toBeTruthy();
    const response = await fetch(`${portal.url}/api/noticias`, { method: 'OPTIONS' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^La solicitud OPTIONS no es una verificación previa de CORS/);
  });

  test('uploads held open by one client do not hold up everyone else', async ({ apiUrl }) => {
    expect(apiUrl, 'la suite corre con la API').toBeTruthy();
    // The requests the portal has begun to handle, by the client port they came from.
    const handling = new Set();
    const onRequest = (request) => handling.add(request.socket.remotePort);
    portal.server.on('request', onRequest);
    // More unfinished bodies than a default proxy pool has connections (128).
    let held = [];
    try {
      held = await Promise.all(Array.from({ length: 140 }, () => new Promise((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write('POST /api/api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"ema\r\n');
          resolve(socket);
        });
        socket.on('error', reject);
      })));
      await expect.poll(() => held.filter((socket) => handling.has(socket.localPort)).length, { message: 'the portal is reading each' }).toBe(held.length);
      const response = await fetch(`${portal.url}/api/noticias`, { signal: AbortSignal.timeout(15_000) });
      expect(response.status).toBe(200);
    } finally {
      portal.server.off('request', onRequest);
      for (const socket of held) socket.destroy();
    }
  });

  test('answers what it cannot serve in Spanish: a range or precondition on a file, an API out of reach', async ({ startPortal }) => {
    const range = await fetch(`${portal.url}/mf/mf-public/mf-manifest.json`, { headers: { range: 'bytes=abc' } });
    expect(range.status).toBe(416);
    expect(await range.text()).toBe('Solicitud no válida');
    const precondition = await fetch(`${portal.url}/mf/mf-public/mf-manifest.json`, { headers: { 'if-match': 'xx' } });
    expect(precondition.status).toBe(412);
    expect(await precondition.text()).toBe('Solicitud no válida');

    const unreachable = await startPortal({ apiBase: `http://127.0.0.1:${await freePort()}/`, env: { ...process.env, PORTAL_MODE: 'demo' } });
    const response = await fetch(`${unreachable.url}/api/noticias`);
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text).message).toBe('El servicio no está disponible en este momento. Inténtalo nuevamente en unos minutos.');
    expect(text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
  });
});

test.describe('portal server: headers, caching, internal files, runtime.json', () => {
  let portal;
  test.beforeAll(async ({ apiUrl }) => {
    portal = await launchPortal({ port: 0, apiBase: apiUrl ?? undefined, env: { ...process.env, PORTAL_MODE: 'demo' } });
  });
  test.afterAll(async () => {
    await portal?.close();
  });

  test('puts the security headers on /, /login and a hashed asset, which is cached for good', async () => {
    // '/' arrives server-rendered and a CDN may keep it a few seconds (issue 11, scripts/lib/ssr);
    // /login is client-rendered and revalidated. Browsers revalidate both (max-age=0 / no-cache).
    // Here without PORTAL_ORIGINS: the pages name the Host they were asked on, so no shared cache keeps them.
    const expected = { '/': 'private, no-cache', '/login': 'private, no-cache' };
    for (const route of ['/', '/login']) {
      const response = await fetch(`${portal.url}${route}`);
      expect(response.status).toBe(200);
      expectSecurityHeaders(response, route);
      expect(response.headers.get('cache-control'), `${route}: the page is revalidated`).toBe(expected[route]);
    }
    const page = await (await fetch(`${portal.url}/login`)).text();
    const asset = /<script defer src="(\/main\.[0-9a-f]{8}\.js)"/.exec(page)?.[1];
    expect(asset, 'the page loads its hashed entry script').toBeTruthy();
    const response = await fetch(`${portal.url}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, asset);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const manifest = await fetch(`${portal.url}/mf/mf-public/mf-manifest.json`);
    expect(manifest.headers.get('cache-control'), 'an entry point without a hash is revalidated').toBe('no-cache');
  });

  test('sends brotli at quality 6, smaller than the library default of 4', async () => {
    const { headers, body: compressed } = await rawBody(`${portal.url}/login`, 'br');
    expect(headers['content-encoding']).toBe('br');
    const page = zlib.brotliDecompressSync(compressed);
    const [atQuality4, atQuality6] = [4, 6].map((quality) => zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length);
    expect(compressed.length, `${compressed.length} B, at quality 4 ${atQuality4} B`).toBeLessThan(atQuality4);
    expect(compressed.length, `${compressed.length} B, at quality 6 ${atQuality6} B`).toBeLessThanOrEqual(atQuality6 * 1.02);
  });

  test("sends a build's brotli copy of a file as it is, and compresses a file without one for each request", async () => {
    const shellDist = path.join(repoRoot, 'shell/dist');
    const entry = readdirSync(shellDist).find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name));
    const copy = readFileSync(path.join(shellDist, `${entry}.br`));
    const sent = await rawBody(`${portal.url}/${entry}`, 'br');
    expect(sent.headers['content-encoding']).toBe('br');
    expect(sent.headers.vary ?? '').toMatch(/accept-encoding/i);
    expect(sent.body.equals(copy), `${sent.body.length} B sent, the copy has ${copy.length} B`).toBe(true);
    // A client without brotli gets the file itself, compressed as it asked.
    const gzipped = await rawBody(`${portal.url}/${entry}`, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).equals(readFileSync(path.join(shellDist, entry)))).toBe(true);
    // A file with no copy beside it (a remote built without them) is compressed when asked for.
    const bare = path.join(shellDist, 'sin-copia.0123abcd.js');
    writeFileSync(bare, `export const texto = ${JSON.stringify('Sello Chile Inclusivo '.repeat(100))};\n`);
    try {
      const onTheFly = await rawBody(`${portal.url}/sin-copia.0123abcd.js`, 'br');
      expect(onTheFly.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(onTheFly.body).equals(readFileSync(bare))).toBe(true);
    } finally {
      rmSync(bare, { force: true });
    }
  });

  test('each brotli copy a build leaves beside a file is that file: the server never sends a stale one', () => {
    let copies = 0;
    for (const app of apps) {
      const dist = distDir(app);
      const files = readdirSync(dist);
      for (const name of files.filter((file) => file.endsWith('.br'))) {
        const original = readFileSync(path.join(dist, name.slice(0, -'.br'.length)));
        expect(zlib.brotliDecompressSync(readFileSync(path.join(dist, name))).equals(original), `${app.dir}/dist/${name}`).toBe(true);
        copies += 1;
      }
      if (app.remote) expect(files, `${app.dir} has a copy of its remote entry`).toContain('remoteEntry.js.br');
    }
    expect(copies, `${copies} copies`).toBeGreaterThan(20);
  });

  test('lets exactly the inline scripts it serves run, by their hashes: nothing per answer that a shared cache could hand out', async () => {
    const answers = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${portal.url}/quienes-somos`);
      answers.push({ csp: response.headers.get('content-security-policy'), html: await response.text() });
    }
    expect(answers[0].csp, 'the same policy for every answer').toBe(answers[1].csp);
    const scriptSrc = directives(answers[0].csp)['script-src'];
    expect(scriptSrc.some((value) => value.startsWith("'nonce-") || value === "'unsafe-inline'"), scriptSrc.join(' ')).toBe(false);
    const { html } = answers[0];
    expect(html.includes('<script id="sello-runtime" type="application/json">'), 'the runtime data is a JSON block, which no browser runs').toBe(true);
    // The inline scripts that run (a JSON block does not) and the hashes the policy allows are the same
    // set: each runs, and no other inline script would.
    const inline = [...html.matchAll(/<script((?:(?!\bsrc=)[^>])*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/type="application\/json"/.test(attributes));
    expect(inline.length, 'the page has its inline pre-paint script').toBeGreaterThanOrEqual(1);
    const served = inline.map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    const allowed = scriptSrc.filter((value) => /^'sha(256|384|512)-/.test(value));
    expect([...new Set(allowed)].sort(), `script-src: ${scriptSrc.join(' ')}`).toEqual([...new Set(served)].sort());
  });

  test('serves no internal file: build stamps, dotfiles, source maps, the federation build report', async () => {
    const shellDist = path.join(repoRoot, 'shell/dist');
    expect(readdirSync(shellDist), 'the build leaves its stamp').toContain('.build-stamp');
    writeFileSync(path.join(shellDist, 'main.deadbeef.js.map'), '{"sources":["/home/build/secret.ts"]}');
    try {
      for (const route of ['/.build-stamp', '/mf/mf-public/.build-stamp', '/.env', '/mf/mf-admin/.git/config', '/main.deadbeef.js.map', '/mf/mf-public/mf-stats.json']) {
        const response = await fetch(`${portal.url}${route}`);
        expect(response.status, `${route} answered ${response.status}`).toBe(404);
        expect(await response.text(), route).not.toMatch(/secret|T\d\d:\d\d/);
      }
    } finally {
      rmSync(path.join(shellDist, 'main.deadbeef.js.map'), { force: true });
    }
  });

  test('writes runtime.json with addresses relative to the portal, never its own localhost', async () => {
    for (const source of ['/runtime.json', '/']) {
      const response = await fetch(`${portal.url}${source}`);
      const text = source === '/' ? /<script id="sello-runtime"[^>]*>(.*?)<\/script>/.exec(await response.text())?.[1] : await response.text();
      const config = JSON.parse(text ?? 'null');
      expect(config.apiBase).toBe('/api/');
      expect(config.mode).toBe('demo');
      expect(config.remotes.mf_public).toBe('/mf/mf-public/mf-manifest.json');
      expect(text, `${source} names a local address`).not.toMatch(/localhost|127\.0\.0\.1/);
    }
  });

  test('serves the API under /api/ on its own origin', async ({ apiUrl }) => {
    expect(apiUrl, 'la suite corre con la API').toBeTruthy();
    const direct = await (await fetch(new URL('noticias', apiUrl))).json();
    const proxied = await fetch(`${portal.url}/api/noticias`);
    expect(proxied.status).toBe(200);
    expect((await proxied.json()).total).toEqual(direct.total);
  });
});

test.describe('portal server: HTTPS behind a proxy', () => {
  test('sends HSTS when the request came over HTTPS, trusting X-Forwarded-Proto only with TRUST_PROXY', async ({ startPortal }) => {
    // Portals without an API, as an operator's proxy test would run them.
    const trusting = await startPortal({ apiBase: undefined, env: { ...process.env, TRUST_PROXY: '127.0.0.1' } });
    const plain = await startPortal({ apiBase: undefined, env: { ...process.env, TRUST_PROXY: '' } });
    const viaProxy = await rawRequest(trusting.port, '/login', { 'X-Forwarded-Proto': 'https' });
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.head).toMatch(/strict-transport-security: max-age=31536000; includesubdomains/);
    const direct = await rawRequest(trusting.port, '/login');
    expect(direct.head).not.toMatch(/strict-transport-security/);
    const spoofed = await rawRequest(plain.port, '/login', { 'X-Forwarded-Proto': 'https' });
    expect(spoofed.head, 'without TRUST_PROXY the header is a claim, not a fact').not.toMatch(/strict-transport-security/);
  });
});

test.describe('portal server: health and readiness', () => {
  test('/health answers while the portal lives; /ready only while its API is ready', async ({ startPortal, apiUrl }) => {
    const deadApi = `http://127.0.0.1:${await freePort()}/`;
    const orphan = await startPortal({ apiBase: deadApi });
    expect((await fetch(`${orphan.url}/health`)).status).toBe(200);
    const ready = await fetch(`${orphan.url}/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(apiUrl, 'la suite corre con la API').toBeTruthy();
    const portal = await startPortal({ apiBase: apiUrl });
    expect((await fetch(`${portal.url}/ready`)).status).toBe(200);
  });
});

test.describe('portal server in Chromium', () => {
  test('a page of another origin cannot frame /login', async ({ startPortal, page }) => {
    const portal = await startPortal();
    const hostile = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Ajeno</title><iframe id="marco" src="${portal.url}/login" width="800" height="600"></iframe>`);
    });
    await new Promise((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    try {
      const messages = [];
      page.on('console', (message) => messages.push(message.text()));
      await page.goto(`http://127.0.0.1:${hostile.address().port}/`);
      await expect(page.locator('#marco')).toBeVisible();
      await expect
        .poll(() => messages.find((text) => /frame-ancestors|Refused to (display|frame)/i.test(text)) ?? 'sin aviso', { timeout: 10_000 })
        .toMatch(/frame-ancestors|Refused/i);
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(frame, 'the iframe exists').toBeTruthy();
      expect(!frame.url().startsWith(portal.url) || (await frame.locator('#root').count()) === 0, 'the portal did not render inside the frame').toBe(true);
      // The same page opened directly works, under the same policy.
      await page.goto(`${portal.url}/login`);
      await expectHeading(page);
    } finally {
      hostile.closeAllConnections();
      await new Promise((resolve) => hostile.close(resolve));
    }
  });

  test('the portal renders under its CSP without a single violation, with the demo marker', async ({ startPortal, page }) => {
    const portal = await startPortal({ env: { ...process.env, PORTAL_MODE: 'demo' } });
    const violations = [];
    page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) violations.push(message.text()); });
    for (const route of ['/', '/login', '/preguntas-frecuentes', MISSING_PAGE]) {
      await page.goto(`${portal.url}${route}`);
      await expectHeading(page);
      await expect(page.getByRole('complementary', { name: 'Aviso de demostración' }), `${route}: marca de demostración`).toBeVisible();
    }
    expect(violations).toEqual([]);
  });
});
