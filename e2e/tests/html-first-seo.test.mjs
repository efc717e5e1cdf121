// Search and sharing (issue 11, acceptance 5 of its "Search and sharing" part): the HTML the
// portal sends (read without running any script, as crawlers and link previews do) names each
// public page with its own title, description, canonical address and Open Graph tags; a news item
// carries its image; robots.txt and sitemap.xml list what may be indexed, and a news item published
// through the admin API is in the next sitemap.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { demoSlug, meta, titleOf } from './public-helpers.mjs';

const { baseUrl, apiUrl } = suiteEnv();
const url = (path) => new URL(path, baseUrl).href;
const origin = new URL(baseUrl).origin;

async function html(path, status = 200) {
  const response = await fetch(url(path));
  assert.equal(response.status, status, path);
  assert.match(response.headers.get('content-type') ?? '', /text\/html/);
  return response.text();
}


const PAGES = [
  ['/', 'Inicio - Sello'],
  ['/sello-chile-inclusivo', 'Sello Chile Inclusivo - Sello'],
  ['/sello-chile-inclusivo/gestion-institucional-inclusiva', 'Gestión Institucional Inclusiva - Sello'],
  ['/sello-chile-inclusivo/espacios-publicos-inclusivos', 'Espacios Públicos Inclusivos - Sello'],
  ['/quienes-somos', 'Quiénes somos - Sello'],
  ['/como-postular', '¿Cómo postular? - Sello'],
  ['/noticias', 'Noticias - Sello'],
  ['/preguntas-frecuentes', 'Preguntas frecuentes - Sello'],
  ['/instituciones-reconocidas', 'Instituciones reconocidas - Sello'],
];

async function adminToken() {
  const response = await fetch(new URL('api/login', apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@sello.test', password: 'sello-admin-demo' }),
  });
  assert.equal(response.status, 200, 'inicio de sesión del administrador de demostración');
  return (await response.json()).token;
}

const browser = useBrowser();

describe('HTML para buscadores y enlaces compartidos', () => {
  it('cada página pública trae su título, descripción, dirección canónica y Open Graph en el HTML', async () => {
    const descriptions = new Set();
    for (const [path, title] of PAGES) {
      const document = await html(path);
      assert.equal(titleOf(document), title, `título de ${path}`);
      const description = meta(document, 'description');
      assert.ok(description && description.length >= 50, `descripción de ${path}`);
      descriptions.add(description);
      assert.equal(meta(document, 'canonical'), `${origin}${path}`, `canónica de ${path}`);
      assert.equal(meta(document, 'og:url'), `${origin}${path}`);
      assert.equal(meta(document, 'og:title'), title.replace(/ - Sello$/, ''));
      assert.equal(meta(document, 'og:description'), description);
      assert.equal(meta(document, 'og:locale'), 'es_CL');
      assert.equal(meta(document, 'robots'), null, `${path} se puede indexar`);
      // One description per document: the template's generic one is replaced, not repeated.
      assert.equal(document.match(/<meta name="description"/g)?.length, 1);
    }
    assert.equal(descriptions.size, PAGES.length, 'cada página tiene su propia descripción');
    // A trailing slash is the same page: one canonical address.
    assert.equal(meta(await html('/noticias/'), 'canonical'), `${origin}/noticias`);
    // Another case of a page's address moves to its own, query and news slug kept.
    const slug = await demoSlug(apiUrl);
    for (const [path, address] of [['/NOTICIAS?page=2', '/noticias?page=2'], ['/Preguntas-Frecuentes', '/preguntas-frecuentes'], [`/Noticias/Detail/${slug}`, `/noticias/detail/${slug}`]]) {
      const moved = await fetch(url(path), { redirect: 'manual' });
      assert.equal(moved.status, 301, path);
      assert.equal(moved.headers.get('location'), address);
    }
  });

  it('el título que envía el servidor es el que la página pone al cargar', async () => {
    const { context, page } = await newPage(browser());
    for (const [path, title] of PAGES) {
      await page.goto(url(path));
      await waitForHeading(page);
      await page.waitForFunction((expected) => document.title === expected, title, { timeout: 10_000 }).catch(() => undefined);
      assert.equal(await page.title(), title, path);
    }
    await context.close();
  });

  it('una noticia se comparte con su título, un extracto y su imagen', async () => {
    const slug = await demoSlug(apiUrl, { withImage: true });
    const item = await (await fetch(new URL(`noticias/url/${slug}`, apiUrl))).json();
    const document = await html(`/noticias/detail/${slug}`);
    assert.equal(titleOf(document), `${item.titulo} - Sello`);
    assert.equal(meta(document, 'og:title'), item.titulo);
    assert.equal(meta(document, 'og:type'), 'article');
    assert.equal(meta(document, 'canonical'), `${origin}/noticias/detail/${slug}`);
    assert.ok(item.image_url, 'la noticia de demostración tiene imagen');
    // The API names it on the portal (/api/media/…); the page, absolute on its public address.
    assert.equal(meta(document, 'og:image'), new URL(item.image_url, `${origin}/`).href);
    // A crawler fetches the picture from that absolute address.
    assert.match(meta(document, 'og:image'), /^https?:\/\//);
    const picture = await fetch(meta(document, 'og:image'));
    assert.equal(picture.status, 200);
    assert.match(picture.headers.get('content-type') ?? '', /^image\//);
    assert.equal(meta(document, 'twitter:card'), 'summary_large_image');
    const description = meta(document, 'description');
    assert.ok(description && description.length > 20 && !/[<>]/.test(description), 'extracto en texto plano');
    // An address that is no news item is a 404 and not offered to search engines.
    const missing = await html('/noticias/detail/no-existe-esta-noticia-html-first', 404);
    assert.equal(meta(missing, 'robots'), 'noindex');
    // Its page says so in the HTML, for a visitor without JavaScript too.
    assert.match(missing, /<h1[^>]*>(<[^>]+>)*Noticia no encontrada</);
    assert.equal(titleOf(missing), 'Noticia no encontrada - Sello');
    // So is an address no news item can have (the API refuses the slug: a control character, too long).
    for (const slug of ['%7F', 'a'.repeat(400)]) {
      assert.match(await html(`/noticias/detail/${slug}`, 404), /<h1[^>]*>(<[^>]+>)*Noticia no encontrada</, slug.slice(0, 8));
    }
  });

  it('el ingreso y las áreas privadas no se indexan', async () => {
    for (const path of ['/login', '/admin/login', '/postulante', '/revisor']) {
      assert.equal(meta(await html(path), 'robots'), 'noindex', path);
    }
    // An address with no page: a real 404 (no "soft 404" for crawlers), with mf-public's page in it.
    const unknown = await html('/ruta-que-no-existe', 404);
    assert.equal(meta(unknown, 'robots'), 'noindex');
    // With the title the page sets once loaded.
    assert.equal(titleOf(unknown), 'Página no encontrada - Sello');
    assert.match(unknown, /<h1[^>]*><span[^>]*>404 under construction<\/span><\/h1>/);
    // '//noticias' is no page either (the browser's router sees that path): the same 404, not the home page.
    const doubled = await fetch(`${origin}//noticias`);
    assert.equal(doubled.status, 404);
    assert.match(await doubled.text(), /<h1[^>]*><span[^>]*>404 under construction<\/span><\/h1>/);
  });

  it('robots.txt y sitemap.xml; una noticia publicada en el administrador está en el siguiente mapa', async () => {
    const robots = await fetch(url('/robots.txt'));
    assert.equal(robots.status, 200);
    const text = await robots.text();
    assert.match(text, /^User-agent: \*$/m);
    assert.match(text, /^Disallow: \/admin$/m);
    assert.match(text, /^Disallow: \/api\/$/m);
    assert.ok(text.includes(`Sitemap: ${origin}/sitemap.xml`));

    const token = await adminToken();
    const titulo = `Noticia para el mapa del sitio ${Date.now()}`;
    const form = new FormData();
    form.set('titulo', titulo);
    form.set('cuerpo', '<p>Publicada por la prueba del mapa del sitio.</p>');
    const created = await fetch(new URL('api/admin/noticias/store', apiUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    assert.equal(created.status, 200, await created.clone().text());
    const item = await created.json();

    const sitemap = await fetch(url('/sitemap.xml'));
    assert.equal(sitemap.status, 200);
    assert.match(sitemap.headers.get('content-type') ?? '', /application\/xml/);
    const xml = await sitemap.text();
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const [path] of PAGES) assert.ok(xml.includes(`<loc>${origin}${path}</loc>`), `${path} en el mapa`);
    assert.ok(xml.includes(`<loc>${origin}/noticias/detail/${encodeURIComponent(item.url)}</loc>`), 'la noticia nueva está en el mapa');
    assert.ok(!xml.includes('/admin'), 'nada privado en el mapa');

    // Unpublished again: gone from the next map.
    const hidden = new FormData();
    hidden.set('activo', 'false');
    const patched = await fetch(new URL(`api/admin/noticias/${item.id}`, apiUrl), { method: 'PATCH', headers: { authorization: `Bearer ${token}` }, body: hidden });
    assert.equal(patched.status, 200, await patched.clone().text());
    const after = await (await fetch(url('/sitemap.xml'))).text();
    assert.ok(!after.includes(`/noticias/detail/${encodeURIComponent(item.url)}<`), 'la noticia despublicada sale del mapa');
    const removed = await fetch(new URL(`api/admin/noticias/${item.id}`, apiUrl), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    assert.equal(removed.status, 200);
  });
});
