// Search and sharing (issue 11, acceptance 5 of its "Search and sharing" part): the HTML the
// portal sends (read without running any script, as crawlers and link previews do) names each
// public page with its own title, description, canonical address and Open Graph tags; a news item
// carries its image; robots.txt and sitemap.xml list what may be indexed, and a news item published
// through the admin API is in the next sitemap.
import { test, expect } from '../fixtures.mjs';
import { expectHeading } from '../lib/page.mjs';
import { demoSlug, meta, titleOf } from './public-helpers.mjs';

/** The portal's HTML for `path`, with its status checked; `baseURL` is the worker's portal. */
async function html(baseURL, path, status = 200) {
  const response = await fetch(new URL(path, baseURL));
  expect(response.status, path).toBe(status);
  expect(response.headers.get('content-type') ?? '').toMatch(/text\/html/);
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

async function adminToken(apiUrl) {
  const response = await fetch(new URL('api/login', apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@sello.test', password: 'sello-admin-demo' }),
  });
  expect(response.status, 'inicio de sesión del administrador de demostración').toBe(200);
  return (await response.json()).token;
}

test.describe('HTML para buscadores y enlaces compartidos', () => {
  test('cada página pública trae su título, descripción, dirección canónica y Open Graph en el HTML', async ({ baseURL, apiUrl }) => {
    const origin = new URL(baseURL).origin;
    const descriptions = new Set();
    for (const [path, title] of PAGES) {
      const document = await html(baseURL, path);
      expect(titleOf(document), `título de ${path}`).toBe(title);
      const description = meta(document, 'description');
      expect(description && description.length >= 50, `descripción de ${path}`).toBe(true);
      descriptions.add(description);
      expect(meta(document, 'canonical'), `canónica de ${path}`).toBe(`${origin}${path}`);
      expect(meta(document, 'og:url')).toBe(`${origin}${path}`);
      expect(meta(document, 'og:title')).toBe(title.replace(/ - Sello$/, ''));
      expect(meta(document, 'og:description')).toBe(description);
      expect(meta(document, 'og:locale')).toBe('es_CL');
      expect(meta(document, 'robots'), `${path} se puede indexar`).toBeNull();
      // One description per document: the template's generic one is replaced, not repeated.
      expect(document.match(/<meta name="description"/g)?.length).toBe(1);
    }
    expect(descriptions.size, 'cada página tiene su propia descripción').toBe(PAGES.length);
    // A trailing slash is the same page: one canonical address.
    expect(meta(await html(baseURL, '/noticias/'), 'canonical')).toBe(`${origin}/noticias`);
    // Another case of a page's address moves to its own, query and news slug kept.
    const slug = await demoSlug(apiUrl);
    for (const [path, address] of [['/NOTICIAS?page=2', '/noticias?page=2'], ['/Preguntas-Frecuentes', '/preguntas-frecuentes'], [`/Noticias/Detail/${slug}`, `/noticias/detail/${slug}`]]) {
      const moved = await fetch(new URL(path, baseURL), { redirect: 'manual' });
      expect(moved.status, path).toBe(301);
      expect(moved.headers.get('location')).toBe(address);
    }
  });

  test('el título que envía el servidor es el que la página pone al cargar', async ({ page }) => {
    for (const [path, title] of PAGES) {
      await page.goto(path);
      await expectHeading(page);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test('una noticia se comparte con su título, un extracto y su imagen', async ({ baseURL, apiUrl }) => {
    const origin = new URL(baseURL).origin;
    const slug = await demoSlug(apiUrl, { withImage: true });
    const item = await (await fetch(new URL(`noticias/url/${slug}`, apiUrl))).json();
    const document = await html(baseURL, `/noticias/detail/${slug}`);
    expect(titleOf(document)).toBe(`${item.titulo} - Sello`);
    expect(meta(document, 'og:title')).toBe(item.titulo);
    expect(meta(document, 'og:type')).toBe('article');
    expect(meta(document, 'canonical')).toBe(`${origin}/noticias/detail/${slug}`);
    expect(item.image_url, 'la noticia de demostración tiene imagen').toBeTruthy();
    // The API names it on the portal (/api/media/…); the page, absolute on its public address.
    expect(meta(document, 'og:image')).toBe(new URL(item.image_url, `${origin}/`).href);
    // A crawler fetches the picture from that absolute address.
    expect(meta(document, 'og:image')).toMatch(/^https?:\/\//);
    const picture = await fetch(meta(document, 'og:image'));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type') ?? '').toMatch(/^image\//);
    expect(meta(document, 'twitter:card')).toBe('summary_large_image');
    const description = meta(document, 'description');
    expect(description && description.length > 20 && !/[<>]/.test(description), 'extracto en texto plano').toBe(true);
    // An address that is no news item is a 404 and not offered to search engines.
    const missing = await html(baseURL, '/noticias/detail/no-existe-esta-noticia-html-first', 404);
    expect(meta(missing, 'robots')).toBe('noindex');
    // Its page says so in the HTML, for a visitor without JavaScript too.
    expect(missing).toMatch(/<h1[^>]*>(<[^>]+>)*Noticia no encontrada</);
    expect(titleOf(missing)).toBe('Noticia no encontrada - Sello');
    // So is an address no news item can have (the API refuses the slug: a control character, too long).
    for (const slug of ['%7F', 'a'.repeat(400)]) {
      expect(await html(baseURL, `/noticias/detail/${slug}`, 404), slug.slice(0, 8)).toMatch(/<h1[^>]*>(<[^>]+>)*Noticia no encontrada</);
    }
  });

  test('el ingreso y las áreas privadas no se indexan', async ({ baseURL }) => {
    const origin = new URL(baseURL).origin;
    for (const path of ['/login', '/admin/login', '/postulante', '/revisor']) {
      expect(meta(await html(baseURL, path), 'robots'), path).toBe('noindex');
    }
    // An address with no page: a real 404 (no "soft 404" for crawlers), with mf-public's page in it.
    const unknown = await html(baseURL, '/ruta-que-no-existe', 404);
    expect(meta(unknown, 'robots')).toBe('noindex');
    // With the title the page sets once loaded.
    expect(titleOf(unknown)).toBe('Página no encontrada - Sello');
    expect(unknown).toMatch(/<h1[^>]*><span[^>]*>404 under construction<\/span><\/h1>/);
    // '//noticias' is no page either (the browser's router sees that path): the same 404, not the home page.
    const doubled = await fetch(`${origin}//noticias`);
    expect(doubled.status).toBe(404);
    expect(await doubled.text()).toMatch(/<h1[^>]*><span[^>]*>404 under construction<\/span><\/h1>/);
  });

  test('robots.txt y sitemap.xml; una noticia publicada en el administrador está en el siguiente mapa', async ({ baseURL, apiUrl }) => {
    const origin = new URL(baseURL).origin;
    const robots = await fetch(new URL('/robots.txt', baseURL));
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const token = await adminToken(apiUrl);
    const titulo = `Noticia para el mapa del sitio ${Date.now()}`;
    const form = new FormData();
    form.set('titulo', titulo);
    form.set('cuerpo', '<p>Publicada por la prueba del mapa del sitio.</p>');
    const created = await fetch(new URL('api/admin/noticias/store', apiUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(created.status, await created.clone().text()).toBe(200);
    const item = await created.json();

    const sitemap = await fetch(new URL('/sitemap.xml', baseURL));
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type') ?? '').toMatch(/application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const [path] of PAGES) expect(xml, `${path} en el mapa`).toContain(`<loc>${origin}${path}</loc>`);
    expect(xml, 'la noticia nueva está en el mapa').toContain(`<loc>${origin}/noticias/detail/${encodeURIComponent(item.url)}</loc>`);
    expect(xml, 'nada privado en el mapa').not.toContain('/admin');

    // Unpublished again: gone from the next map.
    const hidden = new FormData();
    hidden.set('activo', 'false');
    const patched = await fetch(new URL(`api/admin/noticias/${item.id}`, apiUrl), { method: 'PATCH', headers: { authorization: `Bearer ${token}` }, body: hidden });
    expect(patched.status, await patched.clone().text()).toBe(200);
    const after = await (await fetch(new URL('/sitemap.xml', baseURL))).text();
    expect(after, 'la noticia despublicada sale del mapa').not.toContain(`/noticias/detail/${encodeURIComponent(item.url)}<`);
    const removed = await fetch(new URL(`api/admin/noticias/${item.id}`, apiUrl), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(removed.status).toBe(200);
  });
});
