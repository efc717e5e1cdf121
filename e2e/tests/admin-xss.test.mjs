// Issue 10, acceptance 6: an XSS corpus sent through every admin text and rich-text field (as the
// admin's forms send them, and as a hostile client could) executes nothing on the public pages nor in
// the admin's own lists and forms.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage, useBrowser } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { makePdf } from './applicant-helpers.mjs';
import { ADMIN, apiToken, makePng } from './admin-helpers.mjs';
import { openSettled } from './public-helpers.mjs';

const { baseUrl, apiUrl } = suiteEnv();
const browser = useBrowser();

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

let token = '';
let session = null;
const created = { news: null, institution: null, downloadable: null, user: null };

async function call(method, path, body) {
  const headers = { authorization: `Bearer ${token}` };
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, apiUrl), { method, headers, body: body instanceof FormData || !body ? body : JSON.stringify(body) });
  const answer = await response.text();
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${answer}`);
  return JSON.parse(answer);
}
const png = (w, h) => new Blob([makePng(w, h)], { type: 'image/png' });

before(async () => {
  token = await apiToken(apiUrl);
  const login = await (await fetch(new URL('/api/login', apiUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json();
  session = { token: login.token, user: login.user };

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
 * Opens each page and fails if anything from the corpus ran (a dialog, window.__xss, a javascript: link).
 * Each route is `[path, showsPayload]`: a page that lists or edits the hostile records must show them
 * first, or there is nothing to check.
 */
async function expectInert(page, routes) {
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  for (const [route, showsPayload] of routes) {
    await openSettled(page, baseUrl, route);
    if (showsPayload) await page.waitForFunction(showsMark, `X${mark}`, { timeout: 20_000 });
    // A broken <img> runs its onerror after it is complete: wait for every picture, then a moment.
    // (A lazy picture out of view is never fetched; an injected one would not be lazy.)
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'), undefined, { timeout: 20_000 });
    await page.waitForTimeout(300);
    const ran = await page.evaluate(() => window.__xss ?? null);
    assert.equal(ran, null, `se ejecutó código en ${route}`);
    const jsLinks = await page.evaluate(() => [...document.querySelectorAll('a[href]')].filter((a) => /^\s*javascript:/i.test(a.getAttribute('href'))).length);
    assert.equal(jsLinks, 0, `enlace javascript: en ${route}`);
    assert.equal(await page.locator('main script, main iframe, main [onerror], main [onload]').count(), 0, `elementos activos en ${route}`);
  }
  assert.deepEqual(dialogs, []);
}

describe('XSS por los campos de la administración', () => {
  it('no se ejecuta nada en las páginas públicas', async () => {
    const { context, page } = await newPage(browser());
    await expectInert(page, [['/', true], ['/noticias', true], [`/noticias/detail/${created.news.url}`, true], ['/instituciones-reconocidas', true]]);
    // The body kept its harmless text.
    await openSettled(page, baseUrl, `/noticias/detail/${created.news.url}`);
    await page.locator('main').getByText(`Cuerpo ${mark}`).waitFor();
    await context.close();
  });

  it('no se ejecuta nada en las listas y formularios de la administración', async () => {
    const { context, page } = await newPage(browser());
    await context.addInitScript((value) => window.localStorage.setItem('user', value), JSON.stringify(session));
    await expectInert(page, [
      ['/admin/panel/noticias', true], [`/admin/panel/noticias/${created.news.url}`, true],
      ['/admin/panel/instituciones', true], [`/admin/panel/instituciones/${created.institution.id}`, true],
      ['/admin/panel/descargables', true], [`/admin/panel/descargables/${created.downloadable.id}`, true],
      ['/admin/home-editar', true], ['/admin/panel/usuarios', true], ['/admin/panel/auditoria', true],
    ]);
    // What was typed shows as text, not markup.
    await openSettled(page, baseUrl, '/admin/panel/usuarios');
    await page.locator('main').getByText(`X${mark}1`, { exact: false }).first().waitFor();
    await context.close();
  });
});
