// Acceptance 8 of issue 9: the header's staff links lead only to pages that exist. An admin and a
// reviewer sign in on /admin/login and open every link of their menu and the header's panel button.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { ADMIN, REVIEWER_1, staffSignIn } from './review-helpers.mjs';

const { baseUrl } = suiteEnv();
const browser = useBrowser();

/** The menu's links once it shows the staff area's first link (the header follows the URL a tick later). */
async function menuLinks(page, first) {
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await menu.locator(`a[href="${first}"]`).waitFor({ timeout: 20_000 });
  return menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

/** Opens each path and checks that the page is not the 404 page and stays where it was sent. */
async function expectAllExist(page, paths) {
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`);
    const heading = await waitForHeading(page);
    const text = (await heading.textContent()) ?? '';
    assert.doesNotMatch(text, /404/, `${path} muestra la página 404`);
    assert.equal(new URL(page.url()).pathname, path, `${path} redirigió a ${page.url()}`);
  }
}

test('every link of the admin panel menu and the header buttons lead to existing pages', async () => {
  const { context, page } = await newPage(browser());
  try {
    await staffSignIn(page, baseUrl, ADMIN, '/admin/panel/postulaciones');
    const links = await menuLinks(page, '/admin/panel/postulaciones');
    assert.ok(links.length >= 5, `menú del panel: ${links.join(', ')}`);
    assert.ok(links.every((href) => href.startsWith('/admin/panel/')), links.join(', '));
    await expectAllExist(page, links);
    // Outside the panel, the header's 'Panel de administración' leads back in.
    await page.goto(`${baseUrl}/noticias`);
    await waitForHeading(page);
    assert.equal(await page.getByRole('link', { name: 'Panel de administración' }).getAttribute('href'), '/admin/panel/postulaciones');
  } finally {
    await context.close();
  }
});

test('a reviewer’s Panel de administración and menu lead to their own pages, none answering 404', async () => {
  const { context, page } = await newPage(browser());
  try {
    await staffSignIn(page, baseUrl, REVIEWER_1, '/revisor/postulaciones');
    const links = await menuLinks(page, '/revisor/postulaciones');
    assert.deepEqual(links, ['/revisor/postulaciones']);
    await expectAllExist(page, links);
    await page.goto(`${baseUrl}/`);
    await waitForHeading(page);
    const panel = page.getByRole('link', { name: 'Panel de administración' });
    assert.equal(await panel.getAttribute('href'), '/revisor/postulaciones');
    await panel.click();
    await page.waitForURL((url) => url.pathname === '/revisor/postulaciones');
    await waitForHeading(page, 'Postulaciones asignadas');
  } finally {
    await context.close();
  }
});
