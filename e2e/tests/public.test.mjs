// The public site on the real API with the demo data: menu walk, news pages and detail,
// institutions year filter, and the applicant sign-in at /login.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage, useBrowser, waitForHeading, waitForHydration } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { demoSlug, expectSummaryKeepsFocus } from './public-helpers.mjs';

const { baseUrl, apiUrl } = suiteEnv();
const url = (path) => new URL(path, baseUrl).href;

const MENU = [
  ['Inicio', '/', 'Sello Chile Inclusivo'],
  ['Sello Chile Inclusivo', '/sello-chile-inclusivo', 'Sello Chile Inclusivo'],
  ['Quiénes somos', '/quienes-somos', 'Quiénes somos'],
  ['¿Cómo postular?', '/como-postular', '¿Cómo postular?'],
  ['Noticias', '/noticias', 'Noticias'],
  ['Preguntas frecuentes', '/preguntas-frecuentes', 'Preguntas frecuentes'],
  ['Instituciones reconocidas', '/instituciones-reconocidas', 'Instituciones reconocidas'],
];

const browser = useBrowser();
before(async () => {
  assert.ok(apiUrl, 'la suite pública necesita la API (api/src/main.ts)');
});

async function fresh() {
  return newPage(browser());
}

describe('sitio público', () => {
  it('recorre cada ruta pública desde el menú', async () => {
    const { context, page } = await fresh();
    await page.goto(url('/'));
    await waitForHeading(page);
    const menu = page.getByRole('navigation', { name: 'Menú principal', exact: true });
    for (const [label, path, heading] of MENU) {
      await menu.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((current) => current.pathname === path);
      await waitForHeading(page, heading);
      assert.match(await page.title(), / - Sello$/, `título de ${path}`);
    }
    // The two category pages hang off /sello-chile-inclusivo.
    await menu.getByRole('link', { name: 'Sello Chile Inclusivo', exact: true }).click();
    await page.getByRole('link', { name: /Conoce la categoría Espacios Públicos Inclusivos/ }).click();
    await waitForHeading(page, 'Espacios Públicos Inclusivos');
    assert.equal(new URL(page.url()).pathname, '/sello-chile-inclusivo/espacios-publicos-inclusivos');
    await context.close();
  });

  it('la portada muestra 3 noticias y el enlace a las bases', async () => {
    const { context, page } = await fresh();
    await page.goto(url('/'));
    const news = page.getByRole('region', { name: 'Noticias' });
    await news.getByRole('article').first().waitFor();
    assert.equal(await news.getByRole('article').count(), 3);
    const bases = page.getByRole('link', { name: /Descargar bases/ }).first();
    await bases.waitFor();
    // On the portal's own origin (/api/media/…), so it works on whatever host the visitor used.
    const href = await bases.getAttribute('href');
    assert.match(href ?? '', /^\/api\/media\//);
    const pdf = await fetch(url(href));
    assert.equal(pdf.status, 200);
    assert.match(pdf.headers.get('content-type') ?? '', /pdf/);
    await context.close();
  });

  it('lee la página 2 de noticias y abre una noticia por su slug', async () => {
    const { context, page } = await fresh();
    const total = (await (await fetch(new URL('noticias', apiUrl))).json()).total;
    await page.goto(url('/noticias'));
    await waitForHeading(page, 'Noticias');
    await page.getByText(`Mostrando 1 - 9 de ${total}`).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Página anterior' }).isDisabled(), true);

    await page.getByRole('button', { name: 'Página 2', exact: true }).click();
    await page.waitForURL((current) => current.search === '?page=2');
    await page.getByText(`Mostrando 10 - ${Math.min(18, total)} de ${total}`).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Página 2', exact: true }).getAttribute('aria-current'), 'page');

    // The back button returns to page 1: the page lives in the URL.
    await page.goBack();
    await page.getByText(`Mostrando 1 - 9 de ${total}`).waitFor();
    await page.goForward();
    await page.getByText(`Mostrando 10 - ${Math.min(18, total)} de ${total}`).waitFor();

    const slug = await demoSlug(apiUrl, { withImage: true }); // its picture is checked below
    const item = await (await fetch(new URL(`noticias/url/${slug}`, apiUrl))).json();
    await page.goto(url(`/noticias/detail/${slug}`));
    await waitForHeading(page, item.titulo);
    await page.waitForFunction((title) => document.title === `${title} - Sello`, item.titulo);
    const crumbs = page.getByRole('navigation', { name: 'Migas de pan' });
    assert.equal(await crumbs.getByRole('link', { name: 'Noticias' }).getAttribute('href'), '/noticias');
    assert.equal(await page.locator('main picture img').count(), 1);

    await page.goto(url('/noticias/detail/no-existe-esta-noticia'));
    await waitForHeading(page, 'Noticia no encontrada');
    await context.close();
  });

  it('filtra las instituciones reconocidas por año y solo muestra ese año', async () => {
    const { context, page } = await fresh();
    const expected = await (await fetch(new URL('instituciones?anno_certificacion=2024', apiUrl))).json();
    assert.ok(expected.length > 0, 'los datos de demostración tienen instituciones de 2024');
    await page.goto(url('/instituciones-reconocidas'));
    await waitForHeading(page, 'Instituciones reconocidas');
    await page.getByRole('article').first().waitFor();
    // With JavaScript the list follows the select; the form's 'Filtrar' is only for browsers without it.
    assert.equal(await page.getByRole('button', { name: 'Filtrar' }).count(), 0, 'sin botón Filtrar con JavaScript');
    await page.getByRole('combobox', { name: 'Año de certificación' }).selectOption('2024');
    await page.waitForURL((current) => current.search === '?anno=2024');
    await page.getByText(/certificadas en 2024/).waitFor();
    const years = await page.locator('main article').getByText(/^Año de certificación: /).allTextContents();
    assert.equal(years.length, expected.length);
    assert.ok(years.every((text) => text === 'Año de certificación: 2024'), years.join(', '));

    await page.reload();
    await page.getByText(/certificadas en 2024/).waitFor();
    // The reloaded page is server-rendered: a key pressed before React owns the select changes it
    // without a handler (CI run on stop 38 lost its ArrowDown that way).
    await waitForHydration(page);
    const select = page.getByRole('combobox', { name: 'Año de certificación' });
    assert.equal(await select.inputValue(), '2024');

    // By keyboard, each arrow key on the closed list chooses the next year: focus stays in the list
    // (it went to the h1, and the next key was lost).
    // The shell handles a new address in the frame after it (page-shown.tsx): two frames, and it has.
    const framesLater = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForURL((current) => current.search !== '?anno=2024');
    // The next key only once the page shows that year (CI run 74, a loaded machine: an ArrowUp pressed
    // while the new address was still being rendered did not lead back to 2024).
    const other = new URL(page.url()).searchParams.get('anno');
    await page.getByText(new RegExp(`certificadas? en ${other}`)).waitFor();
    await framesLater();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'filtro-anno');
    assert.equal(await select.inputValue(), other);
    await page.keyboard.press('ArrowUp');
    await page.waitForURL((current) => current.search === '?anno=2024');
    await page.getByText(/certificadas en 2024/).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'filtro-anno');
    await context.close();
  });

  it('ingresa con RUN 44.444.444-4 y clave testing y llega a /proceso-de-postulacion', async () => {
    const { context, page } = await fresh();
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Postular', exact: true }).first().click();
    await waitForHeading(page, 'Portal Claveúnica');
    await page.getByRole('textbox', { name: /RUN/ }).pressSequentially('444444444');
    assert.equal(await page.getByRole('textbox', { name: /RUN/ }).inputValue(), '44.444.444-4');
    await page.getByLabel(/ClaveÚnica/).fill('testing');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((current) => current.pathname === '/proceso-de-postulacion', { timeout: 20_000 });
    await waitForHeading(page, 'Proceso de postulación');
    await page.getByRole('button', { name: 'Cerrar sesión' }).first().waitFor({ timeout: 20_000 });
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
    assert.equal(stored?.user?.role, 'postulante');
    await context.close();
  });

  it('un RUN con dígito verificador erróneo muestra "RUN no válido."', async () => {
    const { context, page } = await fresh();
    await page.goto(url('/login'));
    await waitForHeading(page, 'Portal Claveúnica');
    await page.getByRole('textbox', { name: /RUN/ }).fill('12.345.678-9');
    await page.getByLabel(/ClaveÚnica/).fill('testing');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.locator('main').getByText('RUN no válido.').first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    await context.close();
  });

  it('una clave equivocada muestra el mensaje de la API y conserva el formulario', async () => {
    const { context, page } = await fresh();
    await page.goto(url('/login'));
    await waitForHeading(page, 'Portal Claveúnica');
    await page.getByRole('textbox', { name: /RUN/ }).fill('55.555.555-5');
    await page.getByLabel(/ClaveÚnica/).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.locator('main [role="alert"]').filter({ hasText: 'RUN o Claveúnica incorrectos.' }).first().waitFor();
    assert.equal(await page.getByRole('textbox', { name: /RUN/ }).inputValue(), '55.555.555-5');
    await context.close();
  });

  it('un inicio de sesión enviado vacío deja el foco en el resumen de errores', async () => {
    const { context, page } = await fresh();
    await page.goto(url('/login'));
    await waitForHeading(page, 'Portal Claveúnica');
    await page.getByRole('button', { name: 'Ingresar' }).press('Enter');
    await expectSummaryKeepsFocus(page);
    await context.close();
  });
});
