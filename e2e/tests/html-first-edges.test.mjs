// Edges of the public pages' HTML found by an audit: addresses the API writes (they must work from
// whatever host the visitor used), a slow API, query strings, spellings of a path, the Host header,
// the news pages past the last, the 404 page's title and what is never a page.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, describe, it } from 'node:test';
import { startPortal } from '../../scripts/lib/portal.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { demoSlug, meta } from './public-helpers.mjs';
import { ADMIN, staffToken } from './review-helpers.mjs';

const { baseUrl, apiUrl } = suiteEnv();
const url = (path) => new URL(path, baseUrl).href;
const origin = new URL(baseUrl).origin;
const cleanup = [];
after(async () => {
  for (const stop of cleanup) await stop();
});

/** A GET with headers fetch will not send (Host): `{ status, headers, body }`. */
function rawGet(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: new URL(baseUrl).port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
}

/** A stand-in API on a free port: `answer(request, response)` decides (or never answers). */
async function standInApi(answer) {
  const server = http.createServer(answer);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  }));
  return `http://127.0.0.1:${server.address().port}/`;
}

/** A portal of its own in front of `apiBase`, with a configured public address (its pages may go to a CDN). */
async function portalBefore(apiBase) {
  const portal = await startPortal({ port: 0, apiBase, env: { ...process.env, PORTAL_ORIGINS: 'https://sello.example' } });
  cleanup.push(() => portal.close());
  return portal.url;
}

describe('bordes del HTML público', () => {
  it('las direcciones que escribe la API sirven desde el host que usó el visitante', async () => {
    // Through the portal, as a browser on another machine reaches it: no http://localhost:<API_PORT>.
    const list = await (await fetch(url('/api/noticias'))).json();
    const pictured = list.data.find((item) => item.image_url);
    assert.ok(pictured, 'una noticia con imagen');
    assert.match(pictured.image_url, /^\/api\/media\//);
    assert.match(list.next_page_url, /^\/api\/noticias\?page=2$/);
    const picture = await fetch(new URL(pictured.image_url, baseUrl));
    assert.equal(picture.status, 200);
    assert.match(picture.headers.get('content-type') ?? '', /^image\//);
    const home = await (await fetch(url('/api/home'))).json();
    assert.match(home.landing_image_url, /^\/api\/media\//);
    // og:image is absolute, on the address the page names as its canonical.
    const asked = await rawGet(`/noticias/detail/${encodeURIComponent(pictured.url)}`, { host: `sello-demo.example:${new URL(baseUrl).port}` });
    assert.equal(asked.status, 200);
    const canonicalOrigin = new URL(meta(asked.body, 'canonical')).origin;
    assert.equal(meta(asked.body, 'og:image'), `${canonicalOrigin}${pictured.image_url}`);
    // The home's server HTML shows the hero from the portal's own origin.
    const homeHtml = await (await fetch(url('/'))).text();
    assert.ok(homeHtml.includes(`src="${home.landing_image_url}"`), 'la imagen principal en el HTML del servidor');
    // A phone takes a narrower copy of it, named in the HTML and served, as WebP, through the portal.
    assert.ok(homeHtml.includes(`${home.landing_image_url}?w=800 800w`), 'la copia de 800 px en el srcset');
    const copy = await fetch(new URL(`${home.landing_image_url}?w=800`, baseUrl), { headers: { accept: 'image/avif,image/webp,*/*' } });
    assert.equal(copy.status, 200);
    assert.equal(copy.headers.get('content-type'), 'image/webp');
    const original = await fetch(new URL(home.landing_image_url, baseUrl));
    const [copyBytes, originalBytes] = [(await copy.arrayBuffer()).byteLength, (await original.arrayBuffer()).byteLength];
    assert.ok(copyBytes < originalBytes / 2, `la copia (${copyBytes} B) pesa menos de la mitad del original (${originalBytes} B)`);

    // A renamed item: its old address still moves to the new one (301), through the API's Location too.
    const token = await staffToken(apiUrl, ADMIN);
    const form = new FormData();
    form.set('titulo', `Noticia que cambia de nombre ${Date.now()}`);
    form.set('cuerpo', '<p>Cambia de nombre.</p>');
    const created = await (await fetch(new URL('api/admin/noticias/store', apiUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json();
    const rename = new FormData();
    rename.set('titulo', `${created.titulo} renombrada`);
    const patched = await fetch(new URL(`api/admin/noticias/${created.id}`, apiUrl), { method: 'PATCH', headers: { authorization: `Bearer ${token}` }, body: rename });
    assert.equal(patched.status, 200, await patched.clone().text());
    const renamed = await patched.json();
    assert.notEqual(renamed.url, created.url);
    const apiMoved = await fetch(url(`/api/noticias/url/${encodeURIComponent(created.url)}`), { redirect: 'manual' });
    assert.equal(apiMoved.status, 301);
    assert.equal(apiMoved.headers.get('location'), `/api/noticias/url/${encodeURIComponent(renamed.url)}`);
    const pageMoved = await fetch(url(`/noticias/detail/${encodeURIComponent(created.url)}`), { redirect: 'manual' });
    assert.equal(pageMoved.status, 301);
    assert.equal(pageMoved.headers.get('location'), `/noticias/detail/${encodeURIComponent(renamed.url)}`);
    await fetch(new URL(`api/admin/noticias/${created.id}`, apiUrl), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  });

  it('con la API lenta la página llega pronto y sin caché compartida; a medias, tampoco se comparte', async () => {
    // An API that takes the connection and never answers (as under `kill -STOP`).
    const silent = await portalBefore(await standInApi(() => {}));
    // Warmed up first (the server bundles' first load is not the API's time).
    assert.equal((await fetch(new URL('/quienes-somos', silent))).status, 200);
    // The page comes without the API's answer: a portal that waited for it (the API client gives up
    // after 30 s) would never answer before this 20 s abort.
    const slow = await fetch(new URL('/?s=1', silent), { signal: AbortSignal.timeout(20_000) });
    assert.equal(slow.status, 200);
    assert.equal(slow.headers.get('cache-control'), 'no-store');
    const fallback = await slow.text();
    assert.ok(fallback.includes('<div id="root"></div>'), 'servida sin representar: la página se dibuja en el navegador');
    assert.ok(!fallback.includes('id="sello-ssr"'), 'sin datos de una representación en el servidor');
    // An API that fails every call: the page is rendered with its loading states, and no cache keeps it.
    const failing = await portalBefore(await standInApi((request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Error del servidor."}');
    }));
    const partial = await fetch(new URL('/noticias', failing));
    assert.equal(partial.status, 200);
    assert.ok((await partial.text()).includes('id="sello-ssr"'), 'representada en el servidor');
    assert.equal(partial.headers.get('cache-control'), 'no-store');
    // A page without API data is whole: a shared cache may keep it.
    const whole = await fetch(new URL('/quienes-somos', failing));
    assert.match(whole.headers.get('cache-control') ?? '', /^public, /);
  });

  it('pasado el plazo de los datos, las llamadas de la página a la API se cortan', async () => {
    // Each call an API that never answers receives, and when the portal let go of it.
    const calls = [];
    const silent = await standInApi((request, response) => {
      const call = { path: request.url, closedAt: null };
      calls.push(call);
      response.once('close', () => { call.closedAt = Date.now(); });
    });
    const budgetMs = 500;
    const portal = await startPortal({ port: 0, apiBase: silent, env: { ...process.env, SSR_DATA_TIMEOUT_MS: String(budgetMs) } });
    cleanup.push(() => portal.close());
    assert.equal((await fetch(new URL('/quienes-somos', portal.url))).status, 200);
    const started = Date.now();
    const home = await fetch(new URL('/', portal.url), { signal: AbortSignal.timeout(20_000) });
    assert.equal(home.status, 200);
    assert.ok((await home.text()).includes('<div id="root"></div>'), 'servida sin representar');
    // The home asks for four things; each must be let go soon after the budget, not at the client's 30 s.
    const deadline = started + budgetMs + 3000;
    while (Date.now() < deadline && (calls.length < 4 || calls.some((call) => call.closedAt === null))) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.ok(calls.length >= 4, `llamadas: ${calls.map((call) => call.path).join(', ')}`);
    const open = calls.filter((call) => call.closedAt === null).map((call) => call.path);
    assert.deepEqual(open, [], `abiertas ${Date.now() - started} ms después de pedir la página`);
  });

  it('una consulta que la página no lee no cambia la página: la misma representación del servidor y la misma canónica', async () => {
    const plain = await (await fetch(url('/noticias?page=2'))).text();
    const busted = await fetch(url('/noticias?bust=12345&page=2&utm_source=x'));
    assert.equal(busted.status, 200);
    const text = await busted.text();
    assert.equal(meta(text, 'canonical'), `${origin}/noticias?page=2`);
    const root = (document) => /<div id="root">[\s\S]*<\/div>/.exec(document)?.[0];
    assert.equal(root(text), root(plain), 'la misma página');
    assert.ok(text.includes('id="sello-ssr"'), 'representada en el servidor');
    // Whatever else the query carries (trackers, cache busters, repeated or empty parameters), the page
    // is the one its read parameters name, rendered on the server, with that address as its canonical.
    // (That these answers share one cached rendering is not visible from outside: a benchmark's matter.)
    const stamp = Date.now();
    for (const query of [`bust=${stamp}&page=2`, `page=2&utm_campaign=x&fbclid=${stamp}`, `page=2&bust=&bust=${stamp}`, `a[]=1&page=2&z=%20`]) {
      const answer = await fetch(url(`/noticias?${query}`));
      assert.equal(answer.status, 200, query);
      const body = await answer.text();
      assert.ok(body.includes('id="sello-ssr"'), `${query}: representada en el servidor`);
      assert.equal(root(body), root(plain), `${query}: la misma página`);
      assert.equal(meta(body, 'canonical'), `${origin}/noticias?page=2`, query);
    }
  });

  it('una sola lectura de la dirección: otra grafía de una página va a la suya; lo que no es página, 404', async () => {
    const slug = await demoSlug(apiUrl);
    for (const [asked, own] of [
      ['/%6Eoticias', '/noticias'],
      ['/%6Eoticias?page=2', '/noticias?page=2'],
      ['/quienes-somos%2F', '/quienes-somos'],
      ['/quienes-somos/', '/quienes-somos'],
      [`/noticias/detail/${slug}%2F`, `/noticias/detail/${slug}`],
      [`/noticias/detail/${slug.replace(/^./, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`, `/noticias/detail/${slug}`],
    ]) {
      const moved = await fetch(url(asked), { redirect: 'manual' });
      assert.equal(moved.status, 301, asked);
      assert.equal(moved.headers.get('location'), own, asked);
    }
    // '%2F' inside a slug is a '/': no news address, the 404 page, and nothing to index.
    const slashed = await fetch(url(`/noticias/detail/a%2Fb`));
    assert.equal(slashed.status, 404);
    const text = await slashed.text();
    assert.equal(meta(text, 'robots'), 'noindex');
    assert.match(text, /404 under construction/);
  });

  it('sin dirección configurada, el HTML que nombra el Host pedido no va a una caché compartida', async () => {
    const asked = await rawGet('/noticias', { host: 'evil.example' });
    assert.equal(asked.status, 200);
    assert.equal(meta(asked.body, 'canonical'), 'http://evil.example/noticias');
    assert.equal(asked.headers['cache-control'], 'private, no-cache');
    const robots = await rawGet('/robots.txt', { host: 'evil.example' });
    assert.match(robots.headers['cache-control'], /^private/);
    // With the operator's address: that address, whatever the Host, and a CDN may keep the page.
    const configured = await startPortal({ port: 0, apiBase: apiUrl, env: { ...process.env, PORTAL_ORIGINS: 'https://sello.example' } });
    cleanup.push(() => configured.close());
    const response = await new Promise((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: configured.port, path: '/noticias', headers: { host: 'evil.example' } }, (answer) => {
        let body = '';
        answer.on('data', (chunk) => { body += chunk; });
        answer.on('end', () => resolve({ headers: answer.headers, body }));
      }).on('error', reject);
    });
    assert.equal(meta(response.body, 'canonical'), 'https://sello.example/noticias');
    assert.match(response.headers['cache-control'], /^public, /);
  });

  it('/noticias: cada página es su propia canónica; después de la última, 404 con un camino a la primera', async () => {
    const second = await (await fetch(url('/noticias?page=2'))).text();
    assert.equal(meta(second, 'canonical'), `${origin}/noticias?page=2`);
    assert.equal(meta(second, 'robots'), null);
    const { last_page: lastPage } = await (await fetch(new URL('noticias', apiUrl))).json();
    for (const page of [lastPage + 1, 999999, 9999999]) {
      const past = await fetch(url(`/noticias?page=${page}`));
      assert.equal(past.status, 404, `página ${page}`);
      const text = await past.text();
      assert.equal(meta(text, 'robots'), 'noindex');
      assert.ok(text.includes('No hay noticias para mostrar.'), `página ${page}: el mensaje`);
      assert.match(text, /<a [^>]*href="\/noticias"[^>]*>Ir a la primera página de noticias<\/a>/);
    }
  });

  it('la página 404 lleva desde el servidor el título que pone en el navegador', async () => {
    const missing = await fetch(url('/ruta-que-no-existe'));
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /<title>Página no encontrada - Sello<\/title>/);
  });

  it('el HTML de un remoto no es una página; métodos que no son de páginas, 405; Vary también sin comprimir', async () => {
    for (const remote of ['mf-public', 'mf-admin']) {
      assert.equal((await fetch(url(`/mf/${remote}/index.html`))).status, 404, remote);
    }
    for (const method of ['PUT', 'DELETE']) {
      const refused = await fetch(url('/noticias'), { method });
      assert.equal(refused.status, 405, method);
      assert.equal(refused.headers.get('allow'), 'GET, HEAD, OPTIONS');
    }
    // Without Accept-Encoding the page goes uncompressed, and says it depends on it.
    const plain = await new Promise((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: new URL(baseUrl).port, path: '/quienes-somos' }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.headers));
      }).on('error', reject);
    });
    assert.equal(plain['content-encoding'], undefined);
    assert.match(plain.vary ?? '', /accept-encoding/i);
  });
});
