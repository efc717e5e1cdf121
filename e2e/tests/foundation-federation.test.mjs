import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newPage, recordRequests, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { clientNavigate, REMOTE_FOLDERS } from '../lib/pages.mjs';

const { baseUrl } = suiteEnv();
const browser = useBrowser();

/** URLs of the chunk files that carry a shared package, in the shell and in every remote. */
async function sharedAssetUrls(name) {
  const sources = [['shell', `${baseUrl}/mf-manifest.json`, `${baseUrl}/`]];
  for (const folder of Object.values(REMOTE_FOLDERS)) {
    sources.push([folder, `${baseUrl}/mf/${folder}/mf-manifest.json`, `${baseUrl}/mf/${folder}/`]);
  }
  const urls = [];
  for (const [, manifestUrl, prefix] of sources) {
    const manifest = await (await fetch(manifestUrl)).json();
    const shared = manifest.shared.find((entry) => entry.name === name);
    for (const file of shared?.assets.js.sync ?? []) urls.push(prefix + file);
  }
  return urls;
}

describe('federation', () => {
  it('on / downloads nothing of mf-applicant, mf-reviewer or mf-admin', async () => {
    const { context, page } = await newPage(browser());
    const requests = recordRequests(page);
    await page.goto(`${baseUrl}/`);
    await waitForHeading(page);
    await page.waitForLoadState('networkidle');
    assert.ok(requests.some((url) => url.includes('/mf/mf-public/')), 'mf-public se carga');
    for (const folder of ['mf-applicant', 'mf-reviewer', 'mf-admin']) {
      assert.deepEqual(requests.filter((url) => url.includes(`/mf/${folder}/`)), [], `nada de ${folder} en /`);
    }
    await context.close();
  });

  it('downloads react and react-dom once while visiting every remote', async () => {
    const reactFiles = await sharedAssetUrls('react');
    const reactDomFiles = await sharedAssetUrls('react-dom/client');
    assert.ok(reactFiles.length >= 5 && reactDomFiles.length >= 5, 'cada app declara react y react-dom');
    const { context, page } = await newPage(browser());
    const requests = recordRequests(page);
    await page.goto(`${baseUrl}/`);
    await waitForHeading(page);
    // Each area's own pages change with later issues: wait for its remote, then for any page heading.
    for (const [path, folder] of [
      ['/admin', 'mf-admin'],
      ['/revisor', 'mf-reviewer'],
      ['/proceso-de-postulacion', 'mf-applicant'],
      ['/preguntas-frecuentes', 'mf-public'],
    ]) {
      const loaded = page.waitForResponse((response) => response.url().includes(`/mf/${folder}/`), { timeout: 20_000 });
      await clientNavigate(page, path);
      if (folder !== 'mf-public') await loaded;
      await waitForHeading(page);
    }
    await page.waitForLoadState('networkidle');
    for (const folder of Object.values(REMOTE_FOLDERS)) {
      assert.ok(requests.some((url) => url.includes(`/mf/${folder}/`)), `${folder} visitado`);
    }
    const count = (files) => requests.filter((url) => files.includes(url)).length;
    assert.equal(count(reactFiles), 1, 'react se descarga una vez');
    assert.equal(count(reactDomFiles), 1, 'react-dom se descarga una vez');
    await context.close();
  });

  it('theme and font size persist across a reload and a remote follows them', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/preguntas-frecuentes`);
    await waitForHeading(page, 'Preguntas frecuentes');
    const paragraph = page.getByRole('main').locator('p').first();
    const before = await paragraph.evaluate((el) => ({ color: getComputedStyle(el).color, size: parseFloat(getComputedStyle(el).fontSize) }));

    await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click();
    await page.getByRole('button', { name: 'Aumentar tamaño de letra' }).click();
    await page.getByRole('button', { name: 'Aumentar tamaño de letra' }).click();
    await page.reload();
    await waitForHeading(page, 'Preguntas frecuentes');

    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'Dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('fs')), '1.4');
    assert.ok(await page.getByRole('button', { name: 'Cambiar a tema claro' }).isVisible());
    assert.equal(await page.getByRole('button', { name: 'Aumentar tamaño de letra' }).isDisabled(), true);
    const afterReload = await paragraph.evaluate((el) => ({ color: getComputedStyle(el).color, size: parseFloat(getComputedStyle(el).fontSize) }));
    assert.notEqual(afterReload.color, before.color, 'el texto del remoto cambia de color con el tema');
    assert.ok(Math.abs(afterReload.size / before.size - 1.4) < 0.02, `letra x1.4 (${before.size} -> ${afterReload.size})`);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(background, 'rgb(18, 18, 18)');
    await context.close();
  });

  it('a blocked remote shows the Spanish fallback while the layout and other areas work', async () => {
    const { context, page } = await newPage(browser());
    await page.route('**/mf/mf-admin/**', (route) => route.abort());
    await page.goto(`${baseUrl}/admin`);
    await page.getByText('Esta sección no está disponible en este momento').waitFor({ timeout: 20_000 });
    assert.ok(await page.getByRole('button', { name: 'Reintentar' }).isVisible());
    assert.ok(await page.getByRole('navigation', { name: 'Menú principal', exact: true }).isVisible());
    assert.ok(await page.getByRole('contentinfo').isVisible());
    await page.getByRole('navigation', { name: 'Menú principal', exact: true }).getByRole('link', { name: 'Quiénes somos' }).click();
    await waitForHeading(page, 'Quiénes somos');
    await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click();
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
    await context.close();
  });
});
