// Issue 10, acceptance 1 and 2: a news item made in the admin area (rich text, two images with alt
// text) reaches /noticias, the home page and its detail page; a rename moves the slug and the old
// address redirects; a wrong-size image is refused in the browser; a scheduled item appears alone.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { ADMIN, apiToken, makePng, signInUi, unique } from './admin-helpers.mjs';

const { baseUrl, apiUrl } = suiteEnv();
const url = (p) => new URL(p, baseUrl).href;
const browser = useBrowser();

const dir = mkdtempSync(path.join(tmpdir(), 'sello-admin-news-'));
const file = (name, width, height, colour) => {
  const target = path.join(dir, name);
  writeFileSync(target, makePng(width, height, colour));
  return target;
};
const DESKTOP = file('escritorio.png', 1110, 336, [20, 120, 60]);
const MOBILE = file('movil.png', 290, 88, [200, 90, 20]);
const TOO_BIG = file('grande.png', 1500, 600);

const slugOf = (title) => title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim().replace(/\s+/g, '-').replace(/[^a-z0-9-]/g, '');

describe('noticias en la administración', () => {
  it('crea una noticia con formato y dos imágenes, llega al sitio, y un cambio de título redirige la dirección antigua', async () => {
    const { context, page } = await newPage(browser());
    await signInUi(page, baseUrl, ADMIN, { expectWelcome: ADMIN.name });
    await page.waitForURL((u) => u.pathname === '/admin/panel/postulaciones');

    await page.goto(url('/admin/panel/noticias/crear'));
    await waitForHeading(page, 'Agregar noticia');
    const title = unique('Sede accesible');
    await page.getByLabel('Título de la noticia').fill(title);

    // A wrong-size image: the spec's toast and the selection cleared.
    const desktop = page.getByLabel('Imagen de escritorio', { exact: false }).first();
    await desktop.setInputFiles(TOO_BIG);
    await page.getByText('Imagen no válida', { exact: true }).first().waitFor();
    assert.equal(await desktop.evaluate((input) => input.value), '');

    await desktop.setInputFiles(DESKTOP);
    await page.getByLabel('Texto alternativo de imagen de escritorio').fill('Rampa verde en la entrada de la sede');
    await page.getByLabel('Imagen para móviles', { exact: false }).first().setInputFiles(MOBILE);
    await page.getByLabel('Texto alternativo de imagen para móviles').fill('Rampa naranja, vista cercana');

    const editor = page.getByRole('textbox', { name: 'Cuerpo de la noticia' });
    await editor.click();
    await page.keyboard.type('La sede ahora tiene ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('acceso universal');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- rampas');
    await page.keyboard.press('Enter');
    await page.keyboard.type('baños accesibles');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Más información');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'Enlace' }).click();
    await page.getByLabel('Dirección del enlace').fill('https://www.senadis.gob.cl/');
    await page.getByRole('button', { name: 'Aplicar enlace' }).click();

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('¡Noticia creada con éxito!').waitFor();
    await page.waitForURL((u) => u.pathname === '/admin/panel/noticias');
    await page.getByRole('rowheader', { name: title }).first().waitFor();

    // First on /noticias and among the home's three.
    await page.goto(url('/noticias'));
    await waitForHeading(page, 'Noticias');
    const firstCard = page.locator('main h2, main h3').filter({ hasText: title }).first();
    await firstCard.waitFor();
    const cardTitles = await page.locator('main article h2, main article h3').allTextContents();
    assert.equal(cardTitles[0]?.trim(), title, `primera noticia de /noticias: ${cardTitles.join(' | ')}`);
    await page.goto(url('/'));
    await waitForHeading(page);
    await page.locator('main').getByText(title).first().waitFor();

    // The detail: body with bold, list and link; the desktop image's alt, and the mobile one's on a phone.
    const slug = slugOf(title);
    await page.goto(url(`/noticias/detail/${slug}`));
    await waitForHeading(page, title);
    assert.equal(await page.locator('article strong', { hasText: 'acceso universal' }).count(), 1);
    assert.equal(await page.locator('article ul li', { hasText: 'rampas' }).count(), 1);
    assert.equal(await page.locator('article a[href="https://www.senadis.gob.cl/"]').count(), 1);
    await page.getByRole('img', { name: 'Rampa verde en la entrada de la sede' }).waitFor();
    const phone = await newPage(browser(), { viewport: { width: 360, height: 740 } });
    await phone.page.goto(url(`/noticias/detail/${slug}`));
    await phone.page.getByRole('img', { name: 'Rampa naranja, vista cercana' }).waitFor();
    await phone.context.close();

    // Rename: the slug moves and the old address sends the visitor to the new one.
    await page.goto(url(`/admin/panel/noticias/${slug}`));
    await waitForHeading(page, 'Editar noticia');
    const renamed = `${title} renombrada`;
    await page.getByLabel('Título de la noticia').fill(renamed);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/panel/noticias');
    // The portal itself answers the old address with a 301, so search engines and caches learn the new one.
    const moved = await fetch(url(`/noticias/detail/${slug}`), { redirect: 'manual' });
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.get('location'), `/noticias/detail/${slugOf(renamed)}`);
    await page.goto(url(`/noticias/detail/${slug}`));
    await page.waitForURL((u) => u.pathname === `/noticias/detail/${slugOf(renamed)}`);
    await waitForHeading(page, renamed);
    await context.close();
  });

  it('con cambios sin guardar, un enlace del menú y Cerrar sesión preguntan antes de perderlos, y el navegador al cerrar la pestaña', async () => {
    const { page } = await newPage(browser());
    await signInUi(page, baseUrl, ADMIN, { expectWelcome: ADMIN.name });
    await page.waitForURL((u) => u.pathname === '/admin/panel/postulaciones');
    await page.goto(url('/admin/panel/noticias/crear'));
    await waitForHeading(page, 'Agregar noticia');
    await page.getByLabel('Título de la noticia').fill('Borrador sin guardar');

    const menuLink = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Noticias' });
    const dialog = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });
    /** Clicks `control`, answers 'Seguir editando', and checks the form is still there with `title`. */
    const keepsEditing = async (control, title) => {
      await control.click();
      await dialog.getByRole('button', { name: 'Seguir editando' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(new URL(page.url()).pathname, '/admin/panel/noticias/crear');
      assert.equal(await page.getByLabel('Título de la noticia').inputValue(), title);
    };
    await keepsEditing(menuLink, 'Borrador sin guardar');

    // Closing the tab: the browser's own question (beforeunload).
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    assert.equal(question.type(), 'beforeunload');
    await question.dismiss();
    assert.equal(page.isClosed(), false, 'la pestaña sigue abierta');

    await menuLink.click();
    await dialog.getByRole('button', { name: 'Descartar cambios' }).click();
    // The staff menu's 'Noticias' is the admin's list of news.
    await page.waitForURL((u) => u.pathname === '/admin/panel/noticias');

    // Signing out (a button, not a link) asks the same question.
    await page.goto(url('/admin/panel/noticias/crear'));
    await waitForHeading(page, 'Agregar noticia');
    await page.getByLabel('Título de la noticia').fill('Otro borrador sin guardar');
    const signOut = page.getByRole('button', { name: 'Cerrar sesión' });
    await keepsEditing(signOut, 'Otro borrador sin guardar');
    await signOut.click();
    await dialog.getByRole('button', { name: 'Descartar cambios' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/login');
    await page.context().close();
  });

  it('con cambios sin guardar, el botón Atrás del navegador pregunta antes de perderlos', async () => {
    const { page } = await newPage(browser());
    await signInUi(page, baseUrl, ADMIN, { expectWelcome: ADMIN.name });
    await page.waitForURL((u) => u.pathname === '/admin/panel/postulaciones');
    await page.goto(url('/admin/panel/noticias'));
    await waitForHeading(page, 'Noticias');
    // A link within the portal: the form's entry is the router's, not a document of its own (for one,
    // the browser asks itself: beforeunload).
    await page.getByRole('link', { name: 'Agregar noticia' }).click();
    await waitForHeading(page, 'Agregar noticia');
    await page.getByLabel('Título de la noticia').fill('Borrador sin guardar');

    const dialog = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await page.evaluate(() => history.back());
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((u) => u.pathname === '/admin/panel/noticias/crear');
    await waitForHeading(page, 'Agregar noticia');
    assert.equal(await page.getByLabel('Título de la noticia').inputValue(), 'Borrador sin guardar');

    await page.evaluate(() => history.back());
    await dialog.getByRole('button', { name: 'Descartar cambios' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/panel/noticias');
    await waitForHeading(page, 'Noticias');
    await page.context().close();
  });

  it('una noticia programada no se ve ni responde hasta su hora, y luego aparece sola', async () => {
    const token = await apiToken(apiUrl);
    const title = unique('Programada');
    const form = new FormData();
    form.set('titulo', title);
    form.set('cuerpo', '<p>Se publica sola.</p>');
    form.set('publicar_en', new Date(Date.now() + 8_000).toISOString());
    form.set('imagen', new Blob([makePng(1110, 336)], { type: 'image/png' }), 'a.png');
    form.set('imagen_alt', 'Imagen de prueba');
    form.set('imagen_mobile', new Blob([makePng(290, 88)], { type: 'image/png' }), 'b.png');
    form.set('imagen_mobile_alt', 'Imagen pequeña de prueba');
    const created = await fetch(new URL('/api/admin/noticias/store', apiUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    assert.equal(created.status, 200, await created.clone().text());
    const { url: slug } = await created.json();

    const { context, page } = await newPage(browser());
    await page.goto(url('/noticias'));
    await waitForHeading(page, 'Noticias');
    // The list has arrived (its counter is shown) and does not hold the scheduled item.
    await page.locator('main').getByText(/^Mostrando \d+ - \d+ de \d+$/).first().waitFor();
    assert.equal(await page.locator('main').getByText(title).count(), 0, 'no se ve antes de su hora');
    const early = await fetch(new URL(`/noticias/url/${slug}`, apiUrl));
    assert.equal(early.status, 404);

    await new Promise((resolve) => setTimeout(resolve, 9_000));
    await page.goto(url('/noticias'));
    await page.locator('main').getByText(title).first().waitFor({ timeout: 15_000 });
    const later = await fetch(new URL(`/noticias/url/${slug}`, apiUrl));
    assert.equal(later.status, 200);
    await context.close();
  });
});
