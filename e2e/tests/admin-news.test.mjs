// Issue 10, acceptance 1 and 2: a news item made in the admin area (rich text, two images with alt
// text) reaches /noticias, the home page and its detail page; a rename moves the slug and the old
// address redirects; a wrong-size image is refused in the browser; a scheduled item appears alone.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '../fixtures.mjs';
import { expectHeading } from '../lib/page.mjs';
import { ADMIN, apiToken, makePng, signInUi, unique } from './admin-helpers.mjs';

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

test.describe('noticias en la administración', () => {
  test('crea una noticia con formato y dos imágenes, llega al sitio, y un cambio de título redirige la dirección antigua', async ({ page, baseURL, newPage }) => {
    await signInUi(page, baseURL, ADMIN, { expectWelcome: ADMIN.name });
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/postulaciones');

    await page.goto('/admin/panel/noticias/crear');
    await expectHeading(page, 'Agregar noticia');
    const title = unique('Sede accesible');
    await page.getByLabel('Título de la noticia').fill(title);

    // A wrong-size image: the spec's toast and the selection cleared.
    const desktop = page.getByLabel('Imagen de escritorio', { exact: false }).first();
    await desktop.setInputFiles(TOO_BIG);
    await expect(page.getByText('Imagen no válida', { exact: true }).first()).toBeVisible();
    await expect(desktop).toHaveValue('');

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
    await expect(page.getByText('¡Noticia creada con éxito!')).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/noticias');
    await expect(page.getByRole('rowheader', { name: title }).first()).toBeVisible();

    // First on /noticias and among the home's three.
    await page.goto('/noticias');
    await expectHeading(page, 'Noticias');
    const firstCard = page.locator('main h2, main h3').filter({ hasText: title }).first();
    await expect(firstCard).toBeVisible();
    await expect(page.locator('main article h2, main article h3').first(), 'primera noticia de /noticias').toHaveText(title);
    await page.goto('/');
    await expectHeading(page);
    await expect(page.locator('main').getByText(title).first()).toBeVisible();

    // The detail: body with bold, list and link; the desktop image's alt, and the mobile one's on a phone.
    const slug = slugOf(title);
    await page.goto(`/noticias/detail/${slug}`);
    await expectHeading(page, title);
    await expect(page.locator('article strong', { hasText: 'acceso universal' })).toHaveCount(1);
    await expect(page.locator('article ul li', { hasText: 'rampas' })).toHaveCount(1);
    await expect(page.locator('article a[href="https://www.senadis.gob.cl/"]')).toHaveCount(1);
    await expect(page.getByRole('img', { name: 'Rampa verde en la entrada de la sede' })).toBeVisible();
    const phone = await newPage({ viewport: { width: 360, height: 740 } });
    await phone.page.goto(`/noticias/detail/${slug}`);
    await expect(phone.page.getByRole('img', { name: 'Rampa naranja, vista cercana' })).toBeVisible();

    // Rename: the slug moves and the old address sends the visitor to the new one.
    await page.goto(`/admin/panel/noticias/${slug}`);
    await expectHeading(page, 'Editar noticia');
    const renamed = `${title} renombrada`;
    await page.getByLabel('Título de la noticia').fill(renamed);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/noticias');
    // The portal itself answers the old address with a 301, so search engines and caches learn the new one.
    const moved = await fetch(new URL(`/noticias/detail/${slug}`, baseURL), { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/noticias/detail/${slugOf(renamed)}`);
    await page.goto(`/noticias/detail/${slug}`);
    await expect(page).toHaveURL((u) => u.pathname === `/noticias/detail/${slugOf(renamed)}`);
    await expectHeading(page, renamed);
  });

  test('con cambios sin guardar, un enlace del menú y Cerrar sesión preguntan antes de perderlos, y el navegador al cerrar la pestaña', async ({ page, baseURL }) => {
    await signInUi(page, baseURL, ADMIN, { expectWelcome: ADMIN.name });
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/postulaciones');
    await page.goto('/admin/panel/noticias/crear');
    await expectHeading(page, 'Agregar noticia');
    await page.getByLabel('Título de la noticia').fill('Borrador sin guardar');

    const menuLink = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Noticias' });
    const dialog = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });
    /** Clicks `control`, answers 'Seguir editando', and checks the form is still there with `title`. */
    const keepsEditing = async (control, title) => {
      await control.click();
      await dialog.getByRole('button', { name: 'Seguir editando' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/noticias/crear');
      await expect(page.getByLabel('Título de la noticia')).toHaveValue(title);
    };
    await keepsEditing(menuLink, 'Borrador sin guardar');

    // Closing the tab: the browser's own question (beforeunload).
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
    expect(page.isClosed(), 'la pestaña sigue abierta').toBe(false);

    await menuLink.click();
    await dialog.getByRole('button', { name: 'Descartar cambios' }).click();
    // The staff menu's 'Noticias' is the admin's list of news.
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/noticias');

    // Signing out (a button, not a link) asks the same question.
    await page.goto('/admin/panel/noticias/crear');
    await expectHeading(page, 'Agregar noticia');
    await page.getByLabel('Título de la noticia').fill('Otro borrador sin guardar');
    const signOut = page.getByRole('button', { name: 'Cerrar sesión' });
    await keepsEditing(signOut, 'Otro borrador sin guardar');
    await signOut.click();
    await dialog.getByRole('button', { name: 'Descartar cambios' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/login');
  });

  test('con cambios sin guardar, el botón Atrás del navegador pregunta antes de perderlos', async ({ page, baseURL }) => {
    await signInUi(page, baseURL, ADMIN, { expectWelcome: ADMIN.name });
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/postulaciones');
    await page.goto('/admin/panel/noticias');
    await expectHeading(page, 'Noticias');
    // A link within the portal: the form's entry is the router's, not a document of its own (for one,
    // the browser asks itself: beforeunload).
    await page.getByRole('link', { name: 'Agregar noticia' }).click();
    await expectHeading(page, 'Agregar noticia');
    await page.getByLabel('Título de la noticia').fill('Borrador sin guardar');

    const dialog = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await page.evaluate(() => history.back());
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/noticias/crear');
    await expectHeading(page, 'Agregar noticia');
    await expect(page.getByLabel('Título de la noticia')).toHaveValue('Borrador sin guardar');

    await page.evaluate(() => history.back());
    await dialog.getByRole('button', { name: 'Descartar cambios' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/panel/noticias');
    await expectHeading(page, 'Noticias');
  });

  test('una noticia programada no se ve ni responde hasta su hora, y luego aparece sola', async ({ page, apiUrl }) => {
    const token = await apiToken(apiUrl);
    const title = unique('Programada');
    const form = new FormData();
    form.set('titulo', title);
    form.set('cuerpo', '<p>Se publica sola.</p>');
    // Time enough for the checks before its hour on a busy machine.
    form.set('publicar_en', new Date(Date.now() + 15_000).toISOString());
    form.set('imagen', new Blob([makePng(1110, 336)], { type: 'image/png' }), 'a.png');
    form.set('imagen_alt', 'Imagen de prueba');
    form.set('imagen_mobile', new Blob([makePng(290, 88)], { type: 'image/png' }), 'b.png');
    form.set('imagen_mobile_alt', 'Imagen pequeña de prueba');
    const created = await fetch(new URL('/api/admin/noticias/store', apiUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(created.status, await created.clone().text()).toBe(200);
    const { url: slug } = await created.json();

    await page.goto('/noticias');
    await expectHeading(page, 'Noticias');
    // The list has arrived (its counter is shown) and does not hold the scheduled item.
    await expect(page.locator('main').getByText(/^Mostrando \d+ - \d+ de \d+$/).first()).toBeVisible();
    await expect(page.locator('main').getByText(title), 'no se ve antes de su hora').toHaveCount(0);
    const early = await fetch(new URL(`/noticias/url/${slug}`, apiUrl));
    expect(early.status).toBe(404);

    // Once its hour has come, it is on the list without anyone touching it: the page is opened again
    // until it shows.
    await expect(async () => {
      await page.goto('/noticias');
      await expect(page.locator('main').getByText(title).first()).toBeVisible({ timeout: 5_000 });
    }, 'aparece sola en /noticias').toPass({ timeout: 45_000 });
    const later = await fetch(new URL(`/noticias/url/${slug}`, apiUrl));
    expect(later.status).toBe(200);
  });
});
