// The portal's web server: no request, however malformed, takes it down or gets a 500; every
// answer carries the security headers; internal files stay private; runtime.json holds no address
// of the server's own; a foreign site cannot frame the portal; /health and /ready tell an operator
// what they need; the API behind /api/ is reached the same way whatever the client's connection.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { apps, distDir, repoRoot } from '../../scripts/lib/apps.mjs';
import { startPortal } from '../../scripts/lib/portal.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { MISSING_PAGE } from '../lib/pages.mjs';
import { freePort } from '../lib/ports.mjs';

const { apiUrl } = suiteEnv();
const browser = useBrowser();

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

function assertSecurityHeaders(response, label) {
  const csp = response.headers.get('content-security-policy');
  assert.ok(csp, `${label}: sin Content-Security-Policy`);
  const policy = directives(csp);
  assert.ok(policy['script-src'], `${label}: sin script-src`);
  assert.ok(!policy['script-src'].includes("'unsafe-inline'"), `${label}: script-src admite 'unsafe-inline'`);
  assert.ok(!policy['script-src'].includes("'unsafe-eval'"), `${label}: script-src admite 'unsafe-eval'`);
  assert.deepEqual(policy['frame-ancestors'], ["'none'"], label);
  assert.deepEqual(policy['object-src'], ["'none'"], label);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff', label);
  assert.equal(response.headers.get('x-frame-options'), 'DENY', label);
  assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', label);
  assert.match(response.headers.get('permissions-policy') ?? '', /camera=\(\).*microphone=\(\).*geolocation=\(\)/, label);
  // Plain HTTP: HSTS would mean nothing (and is not sent).
  assert.equal(response.headers.get('strict-transport-security'), null, label);
  return policy;
}

describe('portal server: malformed requests', () => {
  let dir;
  let server;
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sello-static-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Sello</title>');
    server = await startStaticServer({ port: 0, mounts: [{ prefix: '/', dir, spa: true }] });
  });
  after(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 20 malformed URLs with a 4xx and keeps serving', async () => {
    assert.equal(MALFORMED.length, 20);
    for (const target of MALFORMED) {
      const { status, head } = await rawRequest(server.port, target);
      assert.ok(status >= 400 && status < 500, `${JSON.stringify(target.slice(0, 40))} answered ${status}`);
      assert.match(head, /x-content-type-options: nosniff/, `${JSON.stringify(target.slice(0, 40))} sin nosniff`);
    }
    const response = await fetch(`${server.url}/noticias`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<title>Sello<\/title>/);
  });

  it('refuses other methods, unreadable requests and oversized headers in Spanish without stopping', async () => {
    const post = await fetch(`${server.url}/`, { method: 'POST', body: 'x' });
    assert.ok(post.status >= 400 && post.status < 500, `POST answered ${post.status}`);
    // What Node's parser refuses before any route is answered in Spanish too.
    const oversized = await rawRequest(server.port, '/', { 'X-Relleno': 'a'.repeat(20_000) });
    assert.equal(oversized.status, 431);
    assert.equal(oversized.body, 'Encabezados demasiado grandes');
    const unreadable = await rawRequest(server.port, '/', {}, { method: 'B@D' });
    assert.equal(unreadable.status, 400);
    assert.equal(unreadable.body, 'Solicitud no válida');
    assert.match(unreadable.head, /x-content-type-options: nosniff/);
    // Node closes a CONNECT without a word when no one listens for it.
    const connect = await rawRequest(server.port, 'evil.test:443', {}, { method: 'CONNECT' });
    assert.equal(connect.status, 400);
    assert.equal(connect.body, 'Solicitud no válida');
    assert.equal((await fetch(`${server.url}/`)).status, 200);
  });
});

describe('portal server: the API behind /api/', () => {
  let portal;
  let port;
  before(async () => {
    portal = await startPortal({ port: 0, apiBase: apiUrl ?? undefined, env: { ...process.env, PORTAL_MODE: 'demo' } });
    port = Number(new URL(portal.url).port);
  });
  after(async () => {
    await portal?.close();
  });

  it('a method the API does not have is answered in JSON, as the API answers', async () => {
    for (const method of ['PROPFIND', 'TRACE']) {
      const { status, head, body } = await rawRequest(port, '/api/noticias', {}, { method });
      assert.equal(status, 404, method);
      assert.match(head, /content-type: application\/json/, method);
      assert.deepEqual(JSON.parse(body), { message: 'La ruta solicitada no existe.' }, method);
    }
  });

  it('connection headers of a client never make a 500, and the API\'s own never reach the client', async () => {
    assert.ok(apiUrl, 'la suite corre con la API');
    for (const headers of [{ Expect: '100-continue' }, { 'Keep-Alive': '300' }, { Upgrade: 'h2c' }, { TE: 'trailers' }]) {
      const { status, head, closed } = await rawRequest(port, '/api/noticias', headers);
      assert.equal(status, 200, JSON.stringify(headers));
      assert.doesNotMatch(head, /^keep-alive:/m, JSON.stringify(headers));
      assert.ok(closed, `la conexión se cerró como pidió el cliente (${JSON.stringify(headers)})`);
    }
    // A body sent the way curl sends a large upload (Expect: 100-continue) reaches the API.
    const logout = await rawRequest(port, '/api/api/logout', { Expect: '100-continue', 'Content-Type': 'application/json' }, { method: 'POST', body: '{}' });
    assert.equal(logout.status, 401);
    assert.equal(JSON.parse(logout.body).message, 'Debes iniciar sesión para continuar.');
  });

  it('a news address in another case moves to a valid address, whatever its slug holds', async () => {
    // The slug was put back into Location decoded: a character outside Latin-1 or a control made Node
    // refuse the header (500), and 'é', '%' or a space made a Location no client can follow.
    for (const [target, location] of [
      ['/Noticias/detail/%E2%80%AE', '/noticias/detail/%E2%80%AE'], ['/NOTICIAS/detail/%F0%9F%98%80', '/noticias/detail/%F0%9F%98%80'],
      ['/Noticias/detail/a%0Ab', '/noticias/detail/a%0Ab'], ['/Noticias/detail/a%0D%0ASet-Cookie:%20x=1', '/noticias/detail/a%0D%0ASet-Cookie%3A%20x%3D1'],
      ['/Noticias/detail/%C3%A9', '/noticias/detail/%C3%A9'], ['/Noticias/detail/%25', '/noticias/detail/%25'], ['/Noticias/detail/a%20b?page=2', '/noticias/detail/a%20b?page=2'],
    ]) {
      const { status, head } = await rawRequest(port, target);
      assert.equal(status, 301, target);
      assert.equal(/^location: (.*)$/m.exec(head)?.[1], location.toLowerCase(), target);
      assert.doesNotMatch(head, /^set-cookie:/m, target);
    }
  });

  it("refuses for the API in the API's JSON: a malformed or too long address, a body over the API's limit", async () => {
    assert.ok(apiUrl, 'la suite corre con la API');
    for (const [target, status, message] of [
      ['/api/api/postulante/postulaciones/%zz', 400, 'La dirección solicitada no es válida.'],
      ['/api/api/regiones?q=%', 400, 'La dirección solicitada no es válida.'],
      [`/api/api/regiones?q=${'a'.repeat(4100)}`, 414, 'La dirección solicitada es demasiado larga.'],
    ]) {
      const answer = await rawRequest(port, target);
      assert.equal(answer.status, status, target.slice(0, 40));
      assert.match(answer.head, /content-type: application\/json/, target.slice(0, 40));
      assert.deepEqual(JSON.parse(answer.body), { message }, target.slice(0, 40));
    }
    // The portal's own pages keep their plain text.
    assert.equal((await rawRequest(port, '/noticias/%zz')).body, 'Solicitud no válida');
    // Over the API's 1 MB: the API closed the connection mid-body and the proxy answered 502 'not available'.
    const big = JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024), password: 'x' });
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${portal.url}/api/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
      assert.equal(response.status, 413);
      assert.deepEqual(await response.json(), { message: 'El cuerpo de la solicitud es demasiado grande.' });
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
      assert.equal(response.status, 413);
      assert.deepEqual(await response.json(), { message: 'El cuerpo de la solicitud es demasiado grande.' });
    }
    assert.equal((await fetch(`${portal.url}/api/noticias`)).status, 200);
  });

  it('a request without Host, or expecting more than 100-continue, is answered in Spanish (Node sent an empty answer)', async () => {
    const answer = async (target, headers, options) => {
      const { status, body } = await rawRequest(port, target, headers, options);
      return { status, body };
    };
    assert.deepEqual(await answer('/noticias', {}, { host: null }), { status: 400, body: 'Solicitud no válida' });
    assert.deepEqual(await answer('/api/noticias', {}, { host: null }), { status: 400, body: JSON.stringify({ message: 'La dirección solicitada no es válida.' }) });
    assert.deepEqual(await answer('/noticias', { Expect: '200-ok' }), { status: 417, body: 'Solo se admite Expect: 100-continue' });
    assert.deepEqual(await answer('/api/noticias', { Expect: '200-ok' }), { status: 417, body: JSON.stringify({ message: 'El encabezado Expect solo admite 100-continue.' }) });
  });

  it('an OPTIONS request under /api/ that is no CORS preflight is refused in Spanish', async () => {
    assert.ok(apiUrl, 'la suite corre con la API');
    const response = await fetch(`${portal.url}/api/noticias`, { method: 'OPTIONS' });
    assert.equal(response.status, 400);
    assert.match((await response.json()).message, /^La solicitud OPTIONS no es una verificación previa de CORS/);
  });

  it('uploads held open by one client do not hold up everyone else', async () => {
    assert.ok(apiUrl, 'la suite corre con la API');
    // More unfinished bodies than a default proxy pool has connections (128).
    const held = await Promise.all(Array.from({ length: 140 }, () => new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('POST /api/api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"ema\r\n');
        resolve(socket);
      });
      socket.on('error', reject);
    })));
    try {
      await new Promise((resolve) => setTimeout(resolve, 500)); // the portal is reading each
      const response = await fetch(`${portal.url}/api/noticias`, { signal: AbortSignal.timeout(15_000) });
      assert.equal(response.status, 200);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  it('answers what it cannot serve in Spanish: a range or precondition on a file, an API out of reach', async () => {
    const range = await fetch(`${portal.url}/mf/mf-public/mf-manifest.json`, { headers: { range: 'bytes=abc' } });
    assert.equal(range.status, 416);
    assert.equal(await range.text(), 'Solicitud no válida');
    const precondition = await fetch(`${portal.url}/mf/mf-public/mf-manifest.json`, { headers: { 'if-match': 'xx' } });
    assert.equal(precondition.status, 412);
    assert.equal(await precondition.text(), 'Solicitud no válida');

    const unreachable = await startPortal({ port: 0, apiBase: `http://127.0.0.1:${await freePort()}/`, env: { ...process.env, PORTAL_MODE: 'demo' } });
    try {
      const response = await fetch(`${unreachable.url}/api/noticias`);
      assert.equal(response.status, 502);
      const text = await response.text();
      assert.equal(JSON.parse(text).message, 'El servicio no está disponible en este momento. Inténtalo nuevamente en unos minutos.');
      assert.doesNotMatch(text, /127\.0\.0\.1|ECONNREFUSED/);
    } finally {
      await unreachable.close();
    }
  });
});

describe('portal server: headers, caching, internal files, runtime.json', () => {
  let portal;
  before(async () => {
    portal = await startPortal({ port: 0, apiBase: apiUrl ?? undefined, env: { ...process.env, PORTAL_MODE: 'demo' } });
  });
  after(async () => {
    await portal?.close();
  });

  it('puts the security headers on /, /login and a hashed asset, which is cached for good', async () => {
    // '/' arrives server-rendered and a CDN may keep it a few seconds (issue 11, scripts/lib/ssr);
    // /login is client-rendered and revalidated. Browsers revalidate both (max-age=0 / no-cache).
    // Here without PORTAL_ORIGINS: the pages name the Host they were asked on, so no shared cache keeps them.
    const expected = { '/': 'private, no-cache', '/login': 'private, no-cache' };
    for (const route of ['/', '/login']) {
      const response = await fetch(`${portal.url}${route}`);
      assert.equal(response.status, 200);
      assertSecurityHeaders(response, route);
      assert.equal(response.headers.get('cache-control'), expected[route], `${route}: the page is revalidated`);
    }
    const page = await (await fetch(`${portal.url}/login`)).text();
    const asset = /<script defer src="(\/main\.[0-9a-f]{8}\.js)"/.exec(page)?.[1];
    assert.ok(asset, 'the page loads its hashed entry script');
    const response = await fetch(`${portal.url}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.status, 200);
    assertSecurityHeaders(response, asset);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    const manifest = await fetch(`${portal.url}/mf/mf-public/mf-manifest.json`);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache', 'an entry point without a hash is revalidated');
  });

  it('sends brotli at quality 6, smaller than the library default of 4', async () => {
    const { headers, body: compressed } = await rawBody(`${portal.url}/login`, 'br');
    assert.equal(headers['content-encoding'], 'br');
    const page = zlib.brotliDecompressSync(compressed);
    const [atQuality4, atQuality6] = [4, 6].map((quality) => zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length);
    assert.ok(compressed.length < atQuality4, `${compressed.length} B, at quality 4 ${atQuality4} B`);
    assert.ok(compressed.length <= atQuality6 * 1.02, `${compressed.length} B, at quality 6 ${atQuality6} B`);
  });

  it("sends a build's brotli copy of a file as it is, and compresses a file without one for each request", async () => {
    const shellDist = path.join(repoRoot, 'shell/dist');
    const entry = readdirSync(shellDist).find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name));
    const copy = readFileSync(path.join(shellDist, `${entry}.br`));
    const sent = await rawBody(`${portal.url}/${entry}`, 'br');
    assert.equal(sent.headers['content-encoding'], 'br');
    assert.match(sent.headers.vary ?? '', /accept-encoding/i);
    assert.ok(sent.body.equals(copy), `${sent.body.length} B sent, the copy has ${copy.length} B`);
    // A client without brotli gets the file itself, compressed as it asked.
    const gzipped = await rawBody(`${portal.url}/${entry}`, 'gzip');
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.ok(zlib.gunzipSync(gzipped.body).equals(readFileSync(path.join(shellDist, entry))));
    // A file with no copy beside it (a remote built without them) is compressed when asked for.
    const bare = path.join(shellDist, 'sin-copia.0123abcd.js');
    writeFileSync(bare, `export const texto = ${JSON.stringify('Sello Chile Inclusivo '.repeat(100))};\n`);
    try {
      const onTheFly = await rawBody(`${portal.url}/sin-copia.0123abcd.js`, 'br');
      assert.equal(onTheFly.headers['content-encoding'], 'br');
      assert.ok(zlib.brotliDecompressSync(onTheFly.body).equals(readFileSync(bare)));
    } finally {
      rmSync(bare, { force: true });
    }
  });

  it('each brotli copy a build leaves beside a file is that file: the server never sends a stale one', () => {
    let copies = 0;
    for (const app of apps) {
      const dist = distDir(app);
      const files = readdirSync(dist);
      for (const name of files.filter((file) => file.endsWith('.br'))) {
        const original = readFileSync(path.join(dist, name.slice(0, -'.br'.length)));
        assert.ok(zlib.brotliDecompressSync(readFileSync(path.join(dist, name))).equals(original), `${app.dir}/dist/${name}`);
        copies += 1;
      }
      if (app.remote) assert.ok(files.includes('remoteEntry.js.br'), `${app.dir} has a copy of its remote entry`);
    }
    assert.ok(copies > 20, `${copies} copies`);
  });

  it('lets exactly the inline scripts it serves run, by their hashes: nothing per answer that a shared cache could hand out', async () => {
    const answers = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${portal.url}/quienes-somos`);
      answers.push({ csp: response.headers.get('content-security-policy'), html: await response.text() });
    }
    assert.equal(answers[0].csp, answers[1].csp, 'the same policy for every answer');
    const scriptSrc = directives(answers[0].csp)['script-src'];
    assert.ok(!scriptSrc.some((value) => value.startsWith("'nonce-") || value === "'unsafe-inline'"), scriptSrc.join(' '));
    const { html } = answers[0];
    assert.ok(html.includes('<script id="sello-runtime" type="application/json">'), 'the runtime data is a JSON block, which no browser runs');
    // The inline scripts that run (a JSON block does not) and the hashes the policy allows are the same
    // set: each runs, and no other inline script would.
    const inline = [...html.matchAll(/<script((?:(?!\bsrc=)[^>])*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/type="application\/json"/.test(attributes));
    assert.ok(inline.length >= 1, 'the page has its inline pre-paint script');
    const served = inline.map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    const allowed = scriptSrc.filter((value) => /^'sha(256|384|512)-/.test(value));
    assert.deepEqual([...new Set(allowed)].sort(), [...new Set(served)].sort(), `script-src: ${scriptSrc.join(' ')}`);
  });

  it('serves no internal file: build stamps, dotfiles, source maps, the federation build report', async () => {
    const shellDist = path.join(repoRoot, 'shell/dist');
    assert.ok(readdirSync(shellDist).includes('.build-stamp'), 'the build leaves its stamp');
    writeFileSync(path.join(shellDist, 'main.deadbeef.js.map'), '{"sources":["/home/build/secret.ts"]}');
    try {
      for (const route of ['/.build-stamp', '/mf/mf-public/.build-stamp', '/.env', '/mf/mf-admin/.git/config', '/main.deadbeef.js.map', '/mf/mf-public/mf-stats.json']) {
        const response = await fetch(`${portal.url}${route}`);
        assert.equal(response.status, 404, `${route} answered ${response.status}`);
        assert.doesNotMatch(await response.text(), /secret|T\d\d:\d\d/, route);
      }
    } finally {
      rmSync(path.join(shellDist, 'main.deadbeef.js.map'), { force: true });
    }
  });

  it('writes runtime.json with addresses relative to the portal, never its own localhost', async () => {
    for (const source of ['/runtime.json', '/']) {
      const response = await fetch(`${portal.url}${source}`);
      const text = source === '/' ? /<script id="sello-runtime"[^>]*>(.*?)<\/script>/.exec(await response.text())?.[1] : await response.text();
      const config = JSON.parse(text ?? 'null');
      assert.equal(config.apiBase, '/api/');
      assert.equal(config.mode, 'demo');
      assert.equal(config.remotes.mf_public, '/mf/mf-public/mf-manifest.json');
      assert.doesNotMatch(text, /localhost|127\.0\.0\.1/, `${source} names a local address`);
    }
  });

  it('serves the API under /api/ on its own origin', async () => {
    assert.ok(apiUrl, 'la suite corre con la API');
    const direct = await (await fetch(new URL('noticias', apiUrl))).json();
    const proxied = await fetch(`${portal.url}/api/noticias`);
    assert.equal(proxied.status, 200);
    assert.deepEqual((await proxied.json()).total, direct.total);
  });
});

describe('portal server: HTTPS behind a proxy', () => {
  it('sends HSTS when the request came over HTTPS, trusting X-Forwarded-Proto only with TRUST_PROXY', async () => {
    const trusting = await startPortal({ port: 0, env: { ...process.env, TRUST_PROXY: '127.0.0.1' } });
    const plain = await startPortal({ port: 0, env: { ...process.env, TRUST_PROXY: '' } });
    try {
      const viaProxy = await rawRequest(trusting.port, '/login', { 'X-Forwarded-Proto': 'https' });
      assert.equal(viaProxy.status, 200);
      assert.match(viaProxy.head, /strict-transport-security: max-age=31536000; includesubdomains/);
      const direct = await rawRequest(trusting.port, '/login');
      assert.doesNotMatch(direct.head, /strict-transport-security/);
      const spoofed = await rawRequest(plain.port, '/login', { 'X-Forwarded-Proto': 'https' });
      assert.doesNotMatch(spoofed.head, /strict-transport-security/, 'without TRUST_PROXY the header is a claim, not a fact');
    } finally {
      await Promise.all([trusting.close(), plain.close()]);
    }
  });
});

describe('portal server: health and readiness', () => {
  it('/health answers while the portal lives; /ready only while its API is ready', async () => {
    const deadApi = `http://127.0.0.1:${await freePort()}/`;
    const orphan = await startPortal({ port: 0, apiBase: deadApi });
    try {
      assert.equal((await fetch(`${orphan.url}/health`)).status, 200);
      const ready = await fetch(`${orphan.url}/ready`);
      assert.equal(ready.status, 503);
      assert.equal(ready.headers.get('cache-control'), 'no-store');
    } finally {
      await orphan.close();
    }
    assert.ok(apiUrl, 'la suite corre con la API');
    const portal = await startPortal({ port: 0, apiBase: apiUrl });
    try {
      assert.equal((await fetch(`${portal.url}/ready`)).status, 200);
    } finally {
      await portal.close();
    }
  });
});

describe('portal server in Chromium', () => {
  it('a page of another origin cannot frame /login', async () => {
    const portal = await startPortal({ port: 0, apiBase: apiUrl ?? undefined });
    const hostile = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Ajeno</title><iframe id="marco" src="${portal.url}/login" width="800" height="600"></iframe>`);
    });
    await new Promise((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    const { context, page } = await newPage(browser());
    try {
      const refused = new Promise((resolve) => {
        page.on('console', (message) => { if (/frame-ancestors|Refused to (display|frame)/i.test(message.text())) resolve(message.text()); });
      });
      await page.goto(`http://127.0.0.1:${hostile.address().port}/`);
      await page.locator('#marco').waitFor();
      assert.match(await Promise.race([refused, new Promise((resolve) => setTimeout(() => resolve('sin aviso'), 10_000))]), /frame-ancestors|Refused/i);
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      assert.ok(frame, 'the iframe exists');
      assert.ok(!frame.url().startsWith(portal.url) || (await frame.locator('#root').count()) === 0, 'the portal did not render inside the frame');
      // The same page opened directly works, under the same policy.
      await page.goto(`${portal.url}/login`);
      await waitForHeading(page);
    } finally {
      await context.close();
      await Promise.all([portal.close(), new Promise((resolve) => hostile.close(resolve))]);
    }
  });

  it('the portal renders under its CSP without a single violation, with the demo marker', async () => {
    const portal = await startPortal({ port: 0, apiBase: apiUrl ?? undefined, env: { ...process.env, PORTAL_MODE: 'demo' } });
    const { context, page } = await newPage(browser());
    const violations = [];
    page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) violations.push(message.text()); });
    try {
      for (const route of ['/', '/login', '/preguntas-frecuentes', MISSING_PAGE]) {
        await page.goto(`${portal.url}${route}`);
        await waitForHeading(page);
        assert.ok(await page.getByRole('complementary', { name: 'Aviso de demostración' }).isVisible(), `${route}: marca de demostración`);
      }
      assert.deepEqual(violations, []);
    } finally {
      await context.close();
      await portal.close();
    }
  });
});
