// Edges of the public pages' HTML found by an audit: addresses the API writes (they must work from
// whatever host the visitor used), a slow API, query strings, spellings of a path, the Host header,
// the news pages past the last, the 404 page's title and what is never a page.
import http from 'node:http';
import { expect, test } from '../fixtures.mjs';
import { demoSlug, meta } from './public-helpers.mjs';
import { ADMIN, staffToken } from './review-helpers.mjs';

const url = (path, base) => new URL(path, base).href;
// Stand-in APIs of the test, stopped after it (its portals are the startPortal fixture's).
const cleanup = [];
test.afterEach(async () => {
  for (const stop of cleanup.splice(0)) await stop();
});

/** A GET to the portal at `base` with headers fetch will not send (Host): `{ status, headers, body }`. */
function rawGet(base, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: new URL(base).port, path, headers }, (response) => {
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
async function portalBefore(startPortal, apiBase) {
  const portal = await startPortal({ apiBase, env: { ...process.env, PORTAL_ORIGINS: 'https://sello.example' } });
  return portal.url;
}

test.describe('bordes del HTML público', () => {
  test('las direcciones que escribe la API sirven desde el host que usó el visitante', async ({ baseURL, apiUrl }) => {
    // Through the portal, as a browser on another machine reaches it: no http://localhost:<API_PORT>.
    const list = await (await fetch(url('/api/noticias', baseURL))).json();
    const pictured = list.data.find((item) => item.image_url);
    expect(pictured, 'una noticia con imagen').toBeTruthy();
    expect(pictured.image_url).toMatch(/^\/api\/media\//);
    expect(list.next_page_url).toMatch(/^\/api\/noticias\?page=2$/);
    const picture = await fetch(new URL(pictured.image_url, baseURL));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type') ?? '').toMatch(/^image\//);
    const home = await (await fetch(url('/api/home', baseURL))).json();
    expect(home.landing_image_url).toMatch(/^\/api\/media\//);
    // og:image is absolute, on the address the page names as its canonical.
    const asked = await rawGet(baseURL, `/noticias/detail/${encodeURIComponent(pictured.url)}`, { host: `sello-demo.example:${new URL(baseURL).port}` });
    expect(asked.status).toBe(200);
    const canonicalOrigin = new URL(meta(asked.body, 'canonical')).origin;
    expect(meta(asked.body, 'og:image')).toBe(`${canonicalOrigin}${pictured.image_url}`);
    // The home's server HTML shows the hero from the portal's own origin.
    const homeHtml = await (await fetch(url('/', baseURL))).text();
    expect(homeHtml, 'la imagen principal en el HTML del servidor').toContain(`src="${home.landing_image_url}"`);
    // A phone takes a narrower copy of it, named in the HTML and served, as WebP, through the portal.
    expect(homeHtml, 'la copia de 800 px en el srcset').toContain(`${home.landing_image_url}?w=800 800w`);
    const copy = await fetch(new URL(`${home.landing_image_url}?w=800`, baseURL), { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/webp');
    const original = await fetch(new URL(home.landing_image_url, baseURL));
    const [copyBytes, originalBytes] = [(await copy.arrayBuffer()).byteLength, (await original.arrayBuffer()).byteLength];
    expect(copyBytes, `la copia (${copyBytes} B) pesa menos de la mitad del original (${originalBytes} B)`).toBeLessThan(originalBytes / 2);

    // A renamed item: its old address still moves to the new one (301), through the API's Location too.
    const token = await staffToken(apiUrl, ADMIN);
    const form = new FormData();
    form.set('titulo', `Noticia que cambia de nombre ${Date.now()}`);
    form.set('cuerpo', '<p>Cambia de nombre.</p>');
    const created = await (await fetch(new URL('api/admin/noticias/store', apiUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json();
    const rename = new FormData();
    rename.set('titulo', `${created.titulo} renombrada`);
    const patched = await fetch(new URL(`api/admin/noticias/${created.id}`, apiUrl), { method: 'PATCH', headers: { authorization: `Bearer ${token}` }, body: rename });
    expect(patched.status, await patched.clone().text()).toBe(200);
    const renamed = await patched.json();
    expect(renamed.url).not.toBe(created.url);
    const apiMoved = await fetch(url(`/api/noticias/url/${encodeURIComponent(created.url)}`, baseURL), { redirect: 'manual' });
    expect(apiMoved.status).toBe(301);
    expect(apiMoved.headers.get('location')).toBe(`/api/noticias/url/${encodeURIComponent(renamed.url)}`);
    const pageMoved = await fetch(url(`/noticias/detail/${encodeURIComponent(created.url)}`, baseURL), { redirect: 'manual' });
    expect(pageMoved.status).toBe(301);
    expect(pageMoved.headers.get('location')).toBe(`/noticias/detail/${encodeURIComponent(renamed.url)}`);
    await fetch(new URL(`api/admin/noticias/${created.id}`, apiUrl), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  });

  test('con la API lenta la página llega pronto y sin caché compartida; a medias, tampoco se comparte', async ({ startPortal }) => {
    // An API that takes the connection and never answers (as under `kill -STOP`).
    const silent = await portalBefore(startPortal, await standInApi(() => {}));
    // Warmed up first (the server bundles' first load is not the API's time).
    expect((await fetch(new URL('/quienes-somos', silent))).status).toBe(200);
    // The page comes without the API's answer: a portal that waited for it (the API client gives up
    // after 30 s) would never answer before this 20 s abort.
    const slow = await fetch(new URL('/?s=1', silent), { signal: AbortSignal.timeout(20_000) });
    expect(slow.status).toBe(200);
    expect(slow.headers.get('cache-control')).toBe('no-store');
    const fallback = await slow.text();
    expect(fallback, 'servida sin representar: la página se dibuja en el navegador').toContain('<div id="root"></div>');
    expect(fallback, 'sin datos de una representación en el servidor').not.toContain('id="sello-ssr"');
    // An API that fails every call: the page is rendered with its loading states, and no cache keeps it.
    const failing = await portalBefore(startPortal, await standInApi((request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Error del servidor."}');
    }));
    const partial = await fetch(new URL('/noticias', failing));
    expect(partial.status).toBe(200);
    expect(await partial.text(), 'representada en el servidor').toContain('id="sello-ssr"');
    expect(partial.headers.get('cache-control')).toBe('no-store');
    // A page without API data is whole: a shared cache may keep it.
    const whole = await fetch(new URL('/quienes-somos', failing));
    expect(whole.headers.get('cache-control') ?? '').toMatch(/^public, /);
  });

  test('pasado el plazo de los datos, las llamadas de la página a la API se cortan', async ({ startPortal }) => {
    // Each call an API that never answers receives, and when the portal let go of it.
    const calls = [];
    const silent = await standInApi((request, response) => {
      const call = { path: request.url, closedAt: null };
      calls.push(call);
      response.once('close', () => { call.closedAt = Date.now(); });
    });
    const budgetMs = 500;
    const portal = await startPortal({ apiBase: silent, env: { ...process.env, SSR_DATA_TIMEOUT_MS: String(budgetMs) } });
    expect((await fetch(new URL('/quienes-somos', portal.url))).status).toBe(200);
    const started = Date.now();
    const home = await fetch(new URL('/', portal.url), { signal: AbortSignal.timeout(20_000) });
    expect(home.status).toBe(200);
    expect(await home.text(), 'servida sin representar').toContain('<div id="root"></div>');
    // The home asks for four things; each must be let go soon after the budget, not at the client's 30 s.
    const deadline = started + budgetMs + 3000;
    // Asked again every 50 ms until then (a timeout of 0 would mean no limit: at least a moment).
    await expect(() => {
      expect(calls.length, `llamadas: ${calls.map((call) => call.path).join(', ')}`).toBeGreaterThanOrEqual(4);
      const open = calls.filter((call) => call.closedAt === null).map((call) => call.path);
      expect(open, `abiertas ${Date.now() - started} ms después de pedir la página`).toEqual([]);
    }).toPass({ timeout: Math.max(100, deadline - Date.now()), intervals: [50] });
  });

  test('una consulta que la página no lee no cambia la página: la misma representación del servidor y la misma canónica', async ({ baseURL }) => {
    const origin = new URL(baseURL).origin;
    const plain = await (await fetch(url('/noticias?page=2', baseURL))).text();
    const busted = await fetch(url('/noticias?bust=12345&page=2&utm_source=x', baseURL));
    expect(busted.status).toBe(200);
    const text = await busted.text();
    expect(meta(text, 'canonical')).toBe(`${origin}/noticias?page=2`);
    const root = (document) => /<div id="root">[\s\S]*<\/div>/.exec(document)?.[0];
    expect(root(text), 'la misma página').toBe(root(plain));
    expect(text, 'representada en el servidor').toContain('id="sello-ssr"');
    // Whatever else the query carries (trackers, cache busters, repeated or empty parameters), the page
    // is the one its read parameters name, rendered on the server, with that address as its canonical.
    // (That these answers share one cached rendering is not visible from outside: a benchmark's matter.)
    const stamp = Date.now();
    for (const query of [`bust=${stamp}&page=2`, `page=2&utm_campaign=x&fbclid=${stamp}`, `page=2&bust=&bust=${stamp}`, `a[]=1&page=2&z=%20`]) {
      const answer = await fetch(url(`/noticias?${query}`, baseURL));
      expect(answer.status, query).toBe(200);
      const body = await answer.text();
      expect(body, `${query}: representada en el servidor`).toContain('id="sello-ssr"');
      expect(root(body), `${query}: la misma página`).toBe(root(plain));
      expect(meta(body, 'canonical'), query).toBe(`${origin}/noticias?page=2`);
    }
  });

  test('una sola lectura de la dirección: otra grafía de una página va a la suya; lo que no es página, 404', async ({ baseURL, apiUrl }) => {
    const slug = await demoSlug(apiUrl);
    for (const [asked, own] of [
      ['/%6Eoticias', '/noticias'],
      ['/%6Eoticias?page=2', '/noticias?page=2'],
      ['/quienes-somos%2F', '/quienes-somos'],
      ['/quienes-somos/', '/quienes-somos'],
      [`/noticias/detail/${slug}%2F`, `/noticias/detail/${slug}`],
      [`/noticias/detail/${slug.replace(/^./, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`, `/noticias/detail/${slug}`],
    ]) {
      const moved = await fetch(url(asked, baseURL), { redirect: 'manual' });
      expect(moved.status, asked).toBe(301);
      expect(moved.headers.get('location'), asked).toBe(own);
    }
    // '%2F' inside a slug is a '/': no news address, the 404 page, and nothing to index.
    const slashed = await fetch(url(`/noticias/detail/a%2Fb`, baseURL));
    expect(slashed.status).toBe(404);
    const text = await slashed.text();
    expect(meta(text, 'robots')).toBe('noindex');
    expect(text).toMatch(/404 under construction/);
  });

  test('sin dirección configurada, el HTML que nombra el Host pedido no va a una caché compartida', async ({ baseURL, startPortal }) => {
    const asked = await rawGet(baseURL, '/noticias', { host: 'evil.example' });
    expect(asked.status).toBe(200);
    expect(meta(asked.body, 'canonical')).toBe('http://evil.example/noticias');
    expect(asked.headers['cache-control']).toBe('private, no-cache');
    const robots = await rawGet(baseURL, '/robots.txt', { host: 'evil.example' });
    expect(robots.headers['cache-control']).toMatch(/^private/);
    // With the operator's address: that address, whatever the Host, and a CDN may keep the page.
    const configured = await startPortal({ env: { ...process.env, PORTAL_ORIGINS: 'https://sello.example' } });
    const response = await rawGet(configured.url, '/noticias', { host: 'evil.example' });
    expect(meta(response.body, 'canonical')).toBe('https://sello.example/noticias');
    expect(response.headers['cache-control']).toMatch(/^public, /);
  });

  test('/noticias: cada página es su propia canónica; después de la última, 404 con un camino a la primera', async ({ baseURL, apiUrl }) => {
    const second = await (await fetch(url('/noticias?page=2', baseURL))).text();
    expect(meta(second, 'canonical')).toBe(`${new URL(baseURL).origin}/noticias?page=2`);
    expect(meta(second, 'robots')).toBe(null);
    const { last_page: lastPage } = await (await fetch(new URL('noticias', apiUrl))).json();
    for (const page of [lastPage + 1, 999999, 9999999]) {
      const past = await fetch(url(`/noticias?page=${page}`, baseURL));
      expect(past.status, `página ${page}`).toBe(404);
      const text = await past.text();
      expect(meta(text, 'robots')).toBe('noindex');
      expect(text, `página ${page}: el mensaje`).toContain('No hay noticias para mostrar.');
      expect(text).toMatch(/<a [^>]*href="\/noticias"[^>]*>Ir a la primera página de noticias<\/a>/);
    }
  });

  test('la página 404 lleva desde el servidor el título que pone en el navegador', async ({ baseURL }) => {
    const missing = await fetch(url('/ruta-que-no-existe', baseURL));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/<title>Página no encontrada - Sello<\/title>/);
  });

  test('el HTML de un remoto no es una página; métodos que no son de páginas, 405; Vary también sin comprimir', async ({ baseURL }) => {
    for (const remote of ['mf-public', 'mf-admin']) {
      expect((await fetch(url(`/mf/${remote}/index.html`, baseURL))).status, remote).toBe(404);
    }
    for (const method of ['PUT', 'DELETE']) {
      const refused = await fetch(url('/noticias', baseURL), { method });
      expect(refused.status, method).toBe(405);
      expect(refused.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    }
    // Without Accept-Encoding the page goes uncompressed, and says it depends on it.
    const plain = await new Promise((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: new URL(baseURL).port, path: '/quienes-somos' }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.headers));
      }).on('error', reject);
    });
    expect(plain['content-encoding']).toBe(undefined);
    expect(plain.vary ?? '').toMatch(/accept-encoding/i);
  });
});
