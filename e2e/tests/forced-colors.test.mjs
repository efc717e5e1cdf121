// Forced colours (Windows high contrast): the system's colours replace the page's, backgrounds are
// dropped and every border takes the text colour. A state the page shows only by a fill or a border
// colour must still be seen there (found by a forced-colours audit of the portal in Chromium).
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { ADMIN, makePng, presetSession } from './review-helpers.mjs';

const { baseUrl, apiUrl } = suiteEnv();
const url = (p) => new URL(p, baseUrl).href;
const browser = useBrowser();

async function forcedPage(options) {
  const { context, page } = await newPage(browser(), options);
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
  return { context, page };
}

const style = (locator, property) => locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

/**
 * The colour a button is painted with, as the person sees it: a 2×2 px screenshot of its padding, left
 * of its text (computed styles report the page's colours, not the forced ones). Two areas painted
 * alike give the same PNG bytes.
 */
async function paintedFill(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  assert.ok(box, 'el botón no está en pantalla');
  return page.screenshot({ clip: { x: box.x + 4, y: box.y + box.height / 2 - 1, width: 2, height: 2 } });
}

describe('colores forzados (alto contraste)', () => {
  it('la página actual del paginador se distingue de las demás', async () => {
    const { context, page } = await forcedPage();
    await page.goto(url('/noticias'));
    await waitForHeading(page, 'Noticias');
    const current = page.getByRole('button', { name: 'Página 1', exact: true });
    const other = page.getByRole('button', { name: 'Página 2', exact: true });
    assert.equal(await current.getAttribute('aria-current'), 'page');
    assert.ok(!(await paintedFill(page, current)).equals(await paintedFill(page, other)), 'la página actual se ve igual que las demás');
    await context.close();
  });

  it('un campo con error tiene un borde más grueso que uno sin error', async () => {
    const { context, page } = await forcedPage();
    await page.goto(url('/login'));
    await waitForHeading(page, 'Portal Claveúnica');
    await page.getByRole('textbox', { name: /RUN/ }).fill('55.555.555-5');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const clave = page.getByLabel(/ClaveÚnica/);
    await page.waitForFunction(() => document.querySelector('[aria-invalid="true"]') !== null);
    assert.equal(await clave.getAttribute('aria-invalid'), 'true');
    const run = page.getByRole('textbox', { name: /RUN/ });
    assert.equal(await run.getAttribute('aria-invalid'), null);
    assert.ok(parseFloat(await style(clave, 'border-top-width')) > parseFloat(await style(run, 'border-top-width')));
    await context.close();
  });

  it('en el editor de noticias, un botón activo (Negrita) se distingue de los inactivos; los avisos y las insignias conservan su borde', async () => {
    const { context, page } = await forcedPage();
    await presetSession(context, apiUrl, ADMIN);
    const news = await (await fetch(new URL('noticias', apiUrl))).json();
    await page.goto(url(`/admin/panel/noticias/${news.data[0].url}`));
    await waitForHeading(page);
    await page.getByRole('textbox', { name: 'Cuerpo de la noticia' }).click();
    await page.keyboard.press('Control+b');
    const bold = page.getByRole('button', { name: 'Negrita' });
    await page.waitForFunction(() => document.querySelector('[aria-label="Negrita"][aria-pressed="true"]') !== null);
    const italic = page.getByRole('button', { name: 'Cursiva' });
    assert.equal(await italic.getAttribute('aria-pressed'), 'false');
    assert.ok(!(await paintedFill(page, bold)).equals(await paintedFill(page, italic)), 'Negrita activa se ve igual que Cursiva inactiva');

    // A toast (here the spec's 'Imagen no válida' for a wrong-size image; nothing is saved) keeps its outline.
    const tooBig = path.join(mkdtempSync(path.join(tmpdir(), 'sello-forced-colors-')), 'grande.png');
    writeFileSync(tooBig, makePng(1500, 600));
    await page.getByLabel('Imagen de escritorio', { exact: false }).first().setInputFiles(tooBig);
    const toast = page.locator('.chakra-toast__root').filter({ hasText: 'Imagen no válida' }).first();
    await toast.waitFor();
    assert.ok(parseFloat(await style(toast, 'border-top-width')) >= 1, 'el aviso no tiene borde');

    await page.goto(url('/admin/panel/postulaciones'));
    await waitForHeading(page, 'Postulaciones');
    const badge = page.locator('main .chakra-badge').first();
    await badge.waitFor();
    assert.equal(await style(badge, 'border-top-style'), 'solid');
    assert.ok(parseFloat(await style(badge, 'border-top-width')) >= 1, 'la insignia no tiene borde');
    await context.close();
  });
});
