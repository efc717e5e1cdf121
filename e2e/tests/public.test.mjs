// The public site on the real API with the demo data: menu walk, news pages and detail,
// institutions year filter, and the applicant sign-in at /login.
import { test, expect } from '../fixtures.mjs';
import { expectHeading, expectHydrated, twoFrames } from '../lib/page.mjs';
import { demoSlug, expectSummaryKeepsFocus } from './public-helpers.mjs';

const MENU = [
  ['Inicio', '/', 'Sello Chile Inclusivo'],
  ['Sello Chile Inclusivo', '/sello-chile-inclusivo', 'Sello Chile Inclusivo'],
  ['Quiénes somos', '/quienes-somos', 'Quiénes somos'],
  ['¿Cómo postular?', '/como-postular', '¿Cómo postular?'],
  ['Noticias', '/noticias', 'Noticias'],
  ['Preguntas frecuentes', '/preguntas-frecuentes', 'Preguntas frecuentes'],
  ['Instituciones reconocidas', '/instituciones-reconocidas', 'Instituciones reconocidas'],
];

test.describe('sitio público', () => {
  test.beforeAll(({ apiUrl }) => {
    expect(apiUrl, 'la suite pública necesita la API (api/src/main.ts)').toBeTruthy();
  });

  test('recorre cada ruta pública desde el menú', async ({ page }) => {
    await page.goto('/');
    await expectHeading(page);
    const menu = page.getByRole('navigation', { name: 'Menú principal', exact: true });
    for (const [label, path, heading] of MENU) {
      await menu.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL((current) => current.pathname === path);
      await expectHeading(page, heading);
      await expect(page, `título de ${path}`).toHaveTitle(/ - Sello$/);
    }
    // The two category pages hang off /sello-chile-inclusivo.
    await menu.getByRole('link', { name: 'Sello Chile Inclusivo', exact: true }).click();
    await page.getByRole('link', { name: /Conoce la categoría Espacios Públicos Inclusivos/ }).click();
    await expectHeading(page, 'Espacios Públicos Inclusivos');
    await expect(page).toHaveURL((current) => current.pathname === '/sello-chile-inclusivo/espacios-publicos-inclusivos');
  });

  test('la portada muestra 3 noticias y el enlace a las bases', async ({ page, baseURL }) => {
    await page.goto('/');
    const news = page.getByRole('region', { name: 'Noticias' });
    await expect(news.getByRole('article').first()).toBeVisible();
    await expect(news.getByRole('article')).toHaveCount(3);
    const bases = page.getByRole('link', { name: /Descargar bases/ }).first();
    // On the portal's own origin (/api/media/…), so it works on whatever host the visitor used.
    await expect(bases).toHaveAttribute('href', /^\/api\/media\//);
    const href = await bases.getAttribute('href');
    const pdf = await fetch(new URL(href, baseURL));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type') ?? '').toMatch(/pdf/);
  });

  test('lee la página 2 de noticias y abre una noticia por su slug', async ({ page, apiUrl }) => {
    const total = (await (await fetch(new URL('noticias', apiUrl))).json()).total;
    await page.goto('/noticias');
    await expectHeading(page, 'Noticias');
    await expect(page.getByText(`Mostrando 1 - 9 de ${total}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Página anterior' })).toBeDisabled();

    await page.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect(page).toHaveURL((current) => current.search === '?page=2');
    await expect(page.getByText(`Mostrando 10 - ${Math.min(18, total)} de ${total}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute('aria-current', 'page');

    // The back button returns to page 1: the page lives in the URL.
    await page.goBack();
    await expect(page.getByText(`Mostrando 1 - 9 de ${total}`)).toBeVisible();
    await page.goForward();
    await expect(page.getByText(`Mostrando 10 - ${Math.min(18, total)} de ${total}`)).toBeVisible();

    const slug = await demoSlug(apiUrl, { withImage: true }); // its picture is checked below
    const item = await (await fetch(new URL(`noticias/url/${slug}`, apiUrl))).json();
    await page.goto(`/noticias/detail/${slug}`);
    await expectHeading(page, item.titulo);
    await expect(page).toHaveTitle(`${item.titulo} - Sello`);
    const crumbs = page.getByRole('navigation', { name: 'Migas de pan' });
    await expect(crumbs.getByRole('link', { name: 'Noticias' })).toHaveAttribute('href', '/noticias');
    await expect(page.locator('main picture img')).toHaveCount(1);

    await page.goto('/noticias/detail/no-existe-esta-noticia');
    await expectHeading(page, 'Noticia no encontrada');
  });

  test('filtra las instituciones reconocidas por año y solo muestra ese año', async ({ page, apiUrl }) => {
    const expected = await (await fetch(new URL('instituciones?anno_certificacion=2024', apiUrl))).json();
    expect(expected.length, 'los datos de demostración tienen instituciones de 2024').toBeGreaterThan(0);
    await page.goto('/instituciones-reconocidas');
    await expectHeading(page, 'Instituciones reconocidas');
    await expect(page.getByRole('article').first()).toBeVisible();
    // With JavaScript the list follows the select; the form's 'Filtrar' is only for browsers without it.
    await expect(page.getByRole('button', { name: 'Filtrar' }), 'sin botón Filtrar con JavaScript').toHaveCount(0);
    await page.getByRole('combobox', { name: 'Año de certificación' }).selectOption('2024');
    await expect(page).toHaveURL((current) => current.search === '?anno=2024');
    await expect(page.getByText(/certificadas en 2024/)).toBeVisible();
    const years = page.locator('main article').getByText(/^Año de certificación: /);
    await expect(years).toHaveCount(expected.length);
    await expect(years).toHaveText(expected.map(() => 'Año de certificación: 2024'));

    await page.reload();
    await expect(page.getByText(/certificadas en 2024/)).toBeVisible();
    // The reloaded page is server-rendered: a key pressed before React owns the select changes it
    // without a handler (CI run on stop 38 lost its ArrowDown that way).
    await expectHydrated(page);
    const select = page.getByRole('combobox', { name: 'Año de certificación' });
    await expect(select).toHaveValue('2024');

    // By keyboard, each arrow key on the closed list chooses the next year: focus stays in the list
    // (it went to the h1, and the next key was lost).
    // The shell handles a new address in the frame after it (page-shown.tsx): two frames, and it has.
    const focusedSelect = page.locator('#filtro-anno');
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL((current) => current.search !== '?anno=2024');
    // The next key only once the page shows that year (CI run 74, a loaded machine: an ArrowUp pressed
    // while the new address was still being rendered did not lead back to 2024).
    const other = new URL(page.url()).searchParams.get('anno');
    await expect(page.getByText(new RegExp(`certificadas? en ${other}`))).toBeVisible();
    await twoFrames(page);
    await expect(focusedSelect).toBeFocused();
    await expect(select).toHaveValue(other);
    await page.keyboard.press('ArrowUp');
    await expect(page).toHaveURL((current) => current.search === '?anno=2024');
    await expect(page.getByText(/certificadas en 2024/)).toBeVisible();
    await expect(focusedSelect).toBeFocused();
  });

  test('ingresa con RUN 44.444.444-4 y clave testing y llega a /proceso-de-postulacion', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Postular', exact: true }).first().click();
    await expectHeading(page, 'Portal Claveúnica');
    await page.getByRole('textbox', { name: /RUN/ }).pressSequentially('444444444');
    await expect(page.getByRole('textbox', { name: /RUN/ })).toHaveValue('44.444.444-4');
    await page.getByLabel(/ClaveÚnica/).fill('testing');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL((current) => current.pathname === '/proceso-de-postulacion');
    await expectHeading(page, 'Proceso de postulación');
    await expect(page.getByRole('button', { name: 'Cerrar sesión' }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null')?.user?.role)).toBe('postulante');
  });

  test('un RUN con dígito verificador erróneo muestra "RUN no válido."', async ({ page }) => {
    await page.goto('/login');
    await expectHeading(page, 'Portal Claveúnica');
    await page.getByRole('textbox', { name: /RUN/ }).fill('12.345.678-9');
    await page.getByLabel(/ClaveÚnica/).fill('testing');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.locator('main').getByText('RUN no válido.').first()).toBeVisible();
    await expect(page).toHaveURL((current) => current.pathname === '/login');
  });

  test('una clave equivocada muestra el mensaje de la API y conserva el formulario', async ({ page }) => {
    await page.goto('/login');
    await expectHeading(page, 'Portal Claveúnica');
    await page.getByRole('textbox', { name: /RUN/ }).fill('55.555.555-5');
    await page.getByLabel(/ClaveÚnica/).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.locator('main [role="alert"]').filter({ hasText: 'RUN o Claveúnica incorrectos.' }).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: /RUN/ })).toHaveValue('55.555.555-5');
  });

  test('un inicio de sesión enviado vacío deja el foco en el resumen de errores', async ({ page }) => {
    await page.goto('/login');
    await expectHeading(page, 'Portal Claveúnica');
    await page.getByRole('button', { name: 'Ingresar' }).press('Enter');
    await expectSummaryKeepsFocus(page);
  });
});
