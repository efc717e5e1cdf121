import { test, expect } from '../fixtures.mjs';
import { clientNavigate, expectHeading, recordRequests } from '../lib/page.mjs';
import { REMOTE_FOLDERS } from '../lib/pages.mjs';

/** URLs of the chunk files that carry a shared package, in the shell and in every remote. */
async function sharedAssetUrls(baseURL, name) {
  const sources = [['shell', new URL('/mf-manifest.json', baseURL).href, new URL('/', baseURL).href]];
  for (const folder of Object.values(REMOTE_FOLDERS)) {
    sources.push([folder, new URL(`/mf/${folder}/mf-manifest.json`, baseURL).href, new URL(`/mf/${folder}/`, baseURL).href]);
  }
  const urls = [];
  for (const [, manifestUrl, prefix] of sources) {
    const manifest = await (await fetch(manifestUrl)).json();
    const shared = manifest.shared.find((entry) => entry.name === name);
    for (const file of shared?.assets.js.sync ?? []) urls.push(prefix + file);
  }
  return urls;
}

test.describe('federation', () => {
  test('on / downloads nothing of mf-applicant, mf-reviewer or mf-admin', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await expectHeading(page);
    await page.waitForLoadState('networkidle');
    expect(requests.some((url) => url.includes('/mf/mf-public/')), 'mf-public se carga').toBe(true);
    for (const folder of ['mf-applicant', 'mf-reviewer', 'mf-admin']) {
      expect(requests.filter((url) => url.includes(`/mf/${folder}/`)), `nada de ${folder} en /`).toEqual([]);
    }
  });

  test('downloads react and react-dom once while visiting every remote', async ({ page, baseURL }) => {
    const reactFiles = await sharedAssetUrls(baseURL, 'react');
    const reactDomFiles = await sharedAssetUrls(baseURL, 'react-dom/client');
    expect(reactFiles.length >= 5 && reactDomFiles.length >= 5, 'cada app declara react y react-dom').toBe(true);
    const requests = recordRequests(page);
    await page.goto('/');
    await expectHeading(page);
    // Each area's own pages change with later issues: wait for its remote, then for any page heading.
    for (const [path, folder] of [
      ['/admin', 'mf-admin'],
      ['/revisor', 'mf-reviewer'],
      ['/proceso-de-postulacion', 'mf-applicant'],
      ['/preguntas-frecuentes', 'mf-public'],
    ]) {
      // mf-public is loaded already: nothing of it to wait for.
      const loaded = folder === 'mf-public' ? null : page.waitForResponse((response) => response.url().includes(`/mf/${folder}/`));
      await clientNavigate(page, path);
      await loaded;
      await expectHeading(page);
    }
    await page.waitForLoadState('networkidle');
    for (const folder of Object.values(REMOTE_FOLDERS)) {
      expect(requests.some((url) => url.includes(`/mf/${folder}/`)), `${folder} visitado`).toBe(true);
    }
    const count = (files) => requests.filter((url) => files.includes(url)).length;
    expect(count(reactFiles), 'react se descarga una vez').toBe(1);
    expect(count(reactDomFiles), 'react-dom se descarga una vez').toBe(1);
  });

  test('theme and font size persist across a reload and a remote follows them', async ({ page }) => {
    await page.goto('/preguntas-frecuentes');
    await expectHeading(page, 'Preguntas frecuentes');
    const paragraph = page.getByRole('main').locator('p').first();
    const before = await paragraph.evaluate((el) => ({ color: getComputedStyle(el).color, size: parseFloat(getComputedStyle(el).fontSize) }));

    await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click();
    await page.getByRole('button', { name: 'Aumentar tamaño de letra' }).click();
    await page.getByRole('button', { name: 'Aumentar tamaño de letra' }).click();
    await page.reload();
    await expectHeading(page, 'Preguntas frecuentes');

    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('Dark');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fs'))).toBe('1.4');
    await expect(page.getByRole('button', { name: 'Cambiar a tema claro' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aumentar tamaño de letra' })).toBeDisabled();
    await expect(paragraph, 'el texto del remoto cambia de color con el tema').not.toHaveCSS('color', before.color);
    await expect
      .poll(async () => Math.abs((await paragraph.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))) / before.size - 1.4), `letra x1.4 (antes ${before.size} px)`)
      .toBeLessThan(0.02);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 18, 18)');
  });

  test('a blocked remote shows the Spanish fallback while the layout and other areas work', async ({ page }) => {
    await page.route('**/mf/mf-admin/**', (route) => route.abort());
    await page.goto('/admin');
    await expect(page.getByText('Esta sección no está disponible en este momento')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('navigation', { name: 'Menú principal', exact: true }).getByRole('link', { name: 'Quiénes somos' }).click();
    await expectHeading(page, 'Quiénes somos');
    await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  });
});
