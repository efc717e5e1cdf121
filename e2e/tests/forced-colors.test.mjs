// Forced colours (Windows high contrast): the system's colours replace the page's, backgrounds are
// dropped and every border takes the text colour. A state the page shows only by a fill or a border
// colour must still be seen there (found by a forced-colours audit of the portal in Chromium).
import { test, expect } from '../fixtures.mjs';
import { expectHeading } from '../lib/page.mjs';
import { makePng } from './review-helpers.mjs';

async function forced(page) {
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
  return page;
}

const style = (locator, property) => locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);
const width = async (locator, property) => parseFloat(await style(locator, property));

/**
 * The colour a button is painted with, as the person sees it: a 2×2 px screenshot of its padding, left
 * of its text (computed styles report the page's colours, not the forced ones). Two areas painted
 * alike give the same PNG bytes.
 */
async function paintedFill(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box, 'el botón no está en pantalla').toBeTruthy();
  return page.screenshot({ clip: { x: box.x + 4, y: box.y + box.height / 2 - 1, width: 2, height: 2 } });
}

/** Whether two buttons are painted alike (retried by the caller while a transition may still run). */
const paintedAlike = async (page, a, b) => (await paintedFill(page, a)).equals(await paintedFill(page, b));

test.describe('colores forzados (alto contraste)', () => {
  test('la página actual del paginador se distingue de las demás', async ({ page }) => {
    await forced(page);
    await page.goto('/noticias');
    await expectHeading(page, 'Noticias');
    const current = page.getByRole('button', { name: 'Página 1', exact: true });
    const other = page.getByRole('button', { name: 'Página 2', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => paintedAlike(page, current, other), 'la página actual se ve igual que las demás').toBe(false);
  });

  test('un campo con error tiene un borde más grueso que uno sin error', async ({ page }) => {
    await forced(page);
    await page.goto('/login');
    await expectHeading(page, 'Portal Claveúnica');
    await page.getByRole('textbox', { name: /RUN/ }).fill('55.555.555-5');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const clave = page.getByLabel(/ClaveÚnica/);
    await expect(clave).toHaveAttribute('aria-invalid', 'true');
    const run = page.getByRole('textbox', { name: /RUN/ });
    await expect(run).not.toHaveAttribute('aria-invalid');
    await expect.poll(async () => (await width(clave, 'border-top-width')) - (await width(run, 'border-top-width'))).toBeGreaterThan(0);
  });

  test('en el editor de noticias, un botón activo (Negrita) se distingue de los inactivos; los avisos y las insignias conservan su borde', async ({ pageAs, apiUrl }) => {
    const { page } = await pageAs('admin');
    await forced(page);
    const news = await (await fetch(new URL('noticias', apiUrl))).json();
    await page.goto(`/admin/panel/noticias/${news.data[0].url}`);
    await expectHeading(page);
    await page.getByRole('textbox', { name: 'Cuerpo de la noticia' }).click();
    await page.keyboard.press('Control+b');
    const bold = page.getByRole('button', { name: 'Negrita' });
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    const italic = page.getByRole('button', { name: 'Cursiva' });
    await expect(italic).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => paintedAlike(page, bold, italic), 'Negrita activa se ve igual que Cursiva inactiva').toBe(false);

    // A toast (here the spec's 'Imagen no válida' for a wrong-size image; nothing is saved) keeps its outline.
    await page.getByLabel('Imagen de escritorio', { exact: false }).first().setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: makePng(1500, 600) });
    const toast = page.locator('.chakra-toast__root').filter({ hasText: 'Imagen no válida' }).first();
    await expect(toast).toBeVisible();
    await expect.poll(() => width(toast, 'border-top-width'), 'el aviso no tiene borde').toBeGreaterThanOrEqual(1);

    await page.goto('/admin/panel/postulaciones');
    await expectHeading(page, 'Postulaciones');
    const badge = page.locator('main .chakra-badge').first();
    await expect(badge).toBeVisible();
    await expect(badge).toHaveCSS('border-top-style', 'solid');
    await expect.poll(() => width(badge, 'border-top-width'), 'la insignia no tiene borde').toBeGreaterThanOrEqual(1);
  });
});
