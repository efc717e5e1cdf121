import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { PUBLIC_MENU } from '../lib/pages.mjs';

const { baseUrl } = suiteEnv();
const browser = useBrowser();

describe('public menu and layout', () => {
  it('every public menu link navigates and only the current one is underlined', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/`);
    await waitForHeading(page);
    const menu = page.getByRole('navigation', { name: 'Menú principal', exact: true });
    for (const item of PUBLIC_MENU) {
      await menu.getByRole('link', { name: item.label, exact: true }).click();
      await page.waitForURL(`${baseUrl}${item.path}`);
      const heading = await waitForHeading(page);
      assert.doesNotMatch((await heading.textContent()) ?? '', /404|no encontrad/i, `${item.path} existe`);
      await menu.locator('a[aria-current="page"]', { hasText: item.label }).waitFor();
      const current = menu.locator('a[aria-current="page"]');
      assert.equal(await current.count(), 1, `un solo enlace actual en ${item.path}`);
      assert.equal((await current.textContent())?.trim(), item.label);
      const decoration = await current.evaluate((el) => getComputedStyle(el).textDecorationLine);
      assert.match(decoration, /underline/, `${item.label} subrayado`);
      const other = menu.locator('a:not([aria-current])').first();
      assert.doesNotMatch(await other.evaluate((el) => getComputedStyle(el).textDecorationLine), /underline/);
      assert.match(await page.title(), / - Sello$/);
    }
    await context.close();
  });

  it('moves focus to the new page heading after a navigation', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/`);
    await waitForHeading(page);
    await page.getByRole('navigation', { name: 'Menú principal', exact: true }).getByRole('link', { name: 'Quiénes somos' }).click();
    await waitForHeading(page, 'Quiénes somos');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    assert.equal(await page.title(), 'Quiénes somos - Sello');
    await context.close();
  });

  it('starts with the skip link and has no positive tabindex', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/preguntas-frecuentes`);
    await waitForHeading(page, 'Preguntas frecuentes');
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => document.activeElement?.textContent?.trim());
    assert.equal(first, 'Saltar al contenido principal');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'contenido');
    assert.equal(await page.locator('[tabindex]:not([tabindex="-1"]):not([tabindex="0"])').count(), 0);
    assert.equal(await page.locator('html').getAttribute('lang'), 'es-CL');
    await context.close();
  });

  it('shows the 404 page inside the layout for an unknown address', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/esto-no-existe`);
    await waitForHeading(page, '404 under construction');
    assert.ok(await page.getByRole('banner').isVisible());
    await page.getByRole('main').getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it('on a phone, the hamburger opens the same menu', async () => {
    const { context, page } = await newPage(browser(), { viewport: { width: 360, height: 740 } });
    await page.goto(`${baseUrl}/`);
    await waitForHeading(page);
    assert.equal(await page.getByRole('navigation', { name: 'Menú principal', exact: true }).isVisible(), false);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Menú principal móvil' });
    assert.equal(await mobile.getByRole('link').count(), 7);
    await mobile.getByRole('link', { name: 'Noticias' }).click();
    await page.waitForURL(`${baseUrl}/noticias`);
    assert.equal(await page.getByRole('button', { name: 'Abrir menú' }).getAttribute('aria-expanded'), 'false');
    const barHeight = await page.getByTestId('brand-bar').evaluate((el) => el.getBoundingClientRect().height);
    assert.equal(barHeight, 8);
    await context.close();
  });
});
