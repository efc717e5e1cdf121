// Issue 10, acceptance 6: an XSS corpus sent through every admin text and rich-text field (as the
// admin's forms send them, and as a hostile client could) executes nothing on the public pages nor in
// the admin's own lists and forms.
import { test, expect } from '../fixtures.mjs';
import { makePdf } from './applicant-helpers.mjs';
import { apiToken, makePng } from './admin-helpers.mjs';
import { openSettled } from './public-helpers.mjs';

/** Each payload, if it ran, would set window.__xss or open a dialog. */
const CORPUS = [
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '"><svg onload="window.__xss=1">',
  "'><iframe srcdoc=\"<script>parent.__xss=1</script>\"></iframe>",
  '<a href="javascript:window.__xss=1">enlace</a>',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '{{constructor.constructor("window.__xss=1")()}}',
  '<input autofocus onfocus="window.__xss=1">',
];
const mark = Date.now().toString(36).slice(-5);
const text = (i) => `X${mark}${i} ${CORPUS[i % CORPUS.length]}`.slice(0, 250);
const richBody = `<p>Cuerpo ${mark}</p>${CORPUS.join('')}<p><a href="javascript:window.__xss=1">clic</a></p>`;

const created = { news: null, institution: null, downloadable: null, user: null };

const png = (w, h) => new Blob([makePng(w, h)], { type: 'image/png' });

test.beforeAll(async ({ apiUrl }) => {
  const token = await apiToken(apiUrl);
  const call = async (method, path, body) => {
    const headers = { authorization: `Bearer ${token}` };
    if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, apiUrl), { method, headers, body: body instanceof FormData || !body ? body : JSON.stringify(body) });
    const answer = await response.text();
    expect(response.ok, `${method} ${path}: ${response.status} ${answer}`).toBe(true);
    return JSON.parse(answer);
  };

  const news = new FormData();
  news.set('titulo', text(0));
  news.set('cuerpo', richBody);
  news.set('imagen', png(1110, 336), 'a.png');
  news.set('imagen_alt', text(1));
  news.set('imagen_mobile', png(290, 88), 'b.png');
  news.set('imagen_mobile_alt', text(2));
  created.news = await call('POST', '/api/admin/noticias/store', news);

  const categories = await (await fetch(new URL('/api/categoria-postulaciones', apiUrl))).json();
  const institution = new FormData();
  institution.set('titulo', text(3));
  institution.set('tipo_reconocimiento', text(4));
  // Last year is one of the accepted years (this year in Chile and the two before) on every day:
  // in the hours after New Year in UTC, Chile's year is still the old one.
  institution.set('anno_certificacion', String(new Date().getUTCFullYear() - 1));
  institution.set('categoria_id', String(categories[0].id));
  institution.set('texto', text(5));
  institution.set('logo', png(200, 60), 'logo.png');
  institution.set('logo_alt', text(6));
  created.institution = await call('POST', '/api/admin/instituciones/store', institution);

  const pdf = makePdf('xss');
  const downloadable = new FormData();
  downloadable.set('nombre', text(7));
  downloadable.set('ubicacion', text(8));
  downloadable.set('documento', new Blob([pdf.buffer], { type: 'application/pdf' }), pdf.name);
  created.downloadable = await call('POST', '/api/admin/descargables/store', downloadable);

  created.user = await call('POST', '/api/admin/usuarios/store', { name: text(1).slice(0, 100), lastname: text(2).slice(0, 100), email: `xss.${mark}@sello.test`, role: 'revisor' });
});

/** True once the page's main shows the test's mark, as text or as a field's value. */
function showsMark(value) {
  const main = document.querySelector('main');
  if (!main) return false;
  if (main.innerText.includes(value)) return true;
  return [...main.querySelectorAll('input, textarea')].some((field) => field.value.includes(value));
}

/**
 * The pictures not settled yet: settled, a picture has loaded or failed and its load or error event
 * has been dispatched (a broken <img> is `complete` before Chromium dispatches its error event, a task
 * of its own, and an injected onerror would run then). A lazy picture out of view is never fetched;
 * an injected one would not be lazy.
 */
function unsettledImages() {
  return [...document.images]
    .filter((image) => image.loading !== 'lazy' && !(image.complete && (!image.currentSrc || window.__imageEvents?.get(image) === image.currentSrc)))
    .map((image) => `${image.currentSrc || image.getAttribute('src')} (complete: ${image.complete}, evento: ${window.__imageEvents?.get(image) ?? 'ninguno'})`);
}

/**
 * Opens each page and fails if anything from the corpus ran (a dialog, window.__xss, a javascript: link).
 * Each route is `[path, showsPayload]`: a page that lists or edits the hostile records must show them
 * first, or there is nothing to check.
 */
async function expectInert(page, baseUrl, routes) {
  // Each picture's load or error event, recorded before its own handlers run (capture, on the
  // document: an element's load event never reaches window).
  await page.addInitScript(() => {
    window.__imageEvents = new WeakMap();
    for (const type of ['load', 'error']) {
      document.addEventListener(type, (event) => {
        if (event.target instanceof HTMLImageElement) window.__imageEvents.set(event.target, event.target.currentSrc);
      }, true);
    }
  });
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  for (const [route, showsPayload] of routes) {
    await openSettled(page, baseUrl, route);
    if (showsPayload) await expect.poll(() => page.evaluate(showsMark, `X${mark}`), `${route} muestra los registros de la prueba`).toBe(true);
    await expect.poll(() => page.evaluate(unsettledImages), `${route}: imágenes sin terminar de cargar`).toEqual([]);
    const ran = await page.evaluate(() => window.__xss ?? null);
    expect(ran, `se ejecutó código en ${route}`).toBeNull();
    const jsLinks = await page.evaluate(() => [...document.querySelectorAll('a[href]')].filter((a) => /^\s*javascript:/i.test(a.getAttribute('href'))).length);
    expect(jsLinks, `enlace javascript: en ${route}`).toBe(0);
    await expect(page.locator('main script, main iframe, main [onerror], main [onload]'), `elementos activos en ${route}`).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);
}

test.describe('XSS por los campos de la administración', () => {
  test('no se ejecuta nada en las páginas públicas', async ({ page, baseURL }) => {
    await expectInert(page, baseURL, [['/', true], ['/noticias', true], [`/noticias/detail/${created.news.url}`, true], ['/instituciones-reconocidas', true]]);
    // The body kept its harmless text.
    await openSettled(page, baseURL, `/noticias/detail/${created.news.url}`);
    await expect(page.locator('main').getByText(`Cuerpo ${mark}`)).toBeVisible();
  });

  test('no se ejecuta nada en las listas y formularios de la administración', async ({ pageAs, baseURL }) => {
    const { page } = await pageAs('admin');
    await expectInert(page, baseURL, [
      ['/admin/panel/noticias', true], [`/admin/panel/noticias/${created.news.url}`, true],
      ['/admin/panel/instituciones', true], [`/admin/panel/instituciones/${created.institution.id}`, true],
      ['/admin/panel/descargables', true], [`/admin/panel/descargables/${created.downloadable.id}`, true],
      ['/admin/home-editar', true], ['/admin/panel/usuarios', true], ['/admin/panel/auditoria', true],
    ]);
    // What was typed shows as text, not markup.
    await openSettled(page, baseURL, '/admin/panel/usuarios');
    await expect(page.locator('main').getByText(`X${mark}1`, { exact: false }).first()).toBeVisible();
  });
});
