// Acceptance 8 of issue 9: the header's staff links lead only to pages that exist. An admin and a
// reviewer sign in on /admin/login and open every link of their menu and the header's panel button.
// Then the pages of one application, followed with the keyboard: focus on their h1 and their own
// title, whether their data or the shell's title frame comes first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { ADMIN, adminApi, createSentApplication, REVIEWER_1, staffSignIn, staffToken } from './review-helpers.mjs';

const { baseUrl, apiUrl } = suiteEnv();
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
    // The staff pages the five links do not name are linked from pages they do, and keep the panel's menu.
    for (const [from, name, heading] of [
      ['/admin/panel/usuarios', 'Registro de auditoría', 'Auditoría'],
      ['/admin/panel/usuarios', 'Mi cuenta: clave y verificación en dos pasos', 'Mi cuenta'],
      ['/admin/panel/noticias', 'Editar página de inicio', 'Editar página de inicio'],
    ]) {
      await page.goto(`${baseUrl}${from}`);
      await waitForHeading(page);
      await page.getByRole('main').getByRole('link', { name }).click();
      await waitForHeading(page, heading);
      assert.deepEqual(await menuLinks(page, '/admin/panel/postulaciones'), links, `menú en «${heading}»`);
    }
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
    // Their own account (password, second factor), from the queue, in the same area's menu.
    await page.getByRole('main').getByRole('link', { name: 'Mi cuenta: clave y verificación en dos pasos' }).click();
    await waitForHeading(page, 'Mi cuenta');
    assert.deepEqual(await menuLinks(page, '/revisor/postulaciones'), ['/revisor/postulaciones']);
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

/**
 * Follows the visible link of main to `href` with the keyboard (a client-side navigation). Pressed
 * right after a client navigation (e.g. to the list), the key may come before the shell's frame for
 * that page: focus put in the page first stays there (shell/src/focus/page-shown.tsx).
 */
async function follow(page, href) {
  await page.locator(`main a[href="${href}"]:visible`).first().press('Enter');
  await page.waitForURL((url) => url.pathname === href, { timeout: 20_000 });
}

/** The API answer whose URL ends with `path` comes 800 ms late: the page is shown loading first. */
async function slowData(page, path) {
  const pattern = (url) => url.pathname.endsWith(path);
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue().catch(() => {});
  });
  return () => page.unroute(pattern);
}

/** Animation frames come 600 ms late (a busy or background tab): the page's data is there before the shell's frame. */
async function slowFrames(page) {
  await page.evaluate(() => {
    const raf = window.requestAnimationFrame.bind(window);
    const caf = window.cancelAnimationFrame.bind(window);
    const timers = new Map();
    let next = 1e6;
    window.__restoreFrames = () => { window.requestAnimationFrame = raf; window.cancelAnimationFrame = caf; };
    window.requestAnimationFrame = (callback) => {
      const id = next++;
      timers.set(id, setTimeout(() => timers.set(id, -raf(callback)), 600));
      return id;
    };
    window.cancelAnimationFrame = (id) => {
      const timer = timers.get(id);
      if (timer === undefined) caf(id);
      else if (timer < 0) caf(-timer);
      else clearTimeout(timer);
      timers.delete(id);
    };
  });
  return () => page.evaluate(() => window.__restoreFrames());
}

/** The page names `name` in its h1, which has focus (after the shell's frame), and is titled `title`. */
async function expectLanded(page, name, title, label) {
  await page.locator('main h1', { hasText: name }).waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('main [role="status"]')?.textContent?.includes('Cargando'), null, { timeout: 20_000 });
  // One more frame (as late as the shell's own) so its title and focus have been applied.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
  const state = await page.evaluate(() => {
    const active = document.activeElement;
    return {
      title: document.title,
      focus: active === document.querySelector('main h1') ? 'h1' : `${active?.tagName.toLowerCase()}: ${(active?.textContent ?? '').trim().slice(0, 40)}`,
    };
  });
  assert.deepEqual(state, { title, focus: 'h1' }, label);
}

/** A sent application of a new institution, admitted and assigned to REVIEWER_1; `reviewer` is their session. */
async function admittedAndAssigned(label) {
  const stamp = `${Date.now()}`.slice(-6);
  const name = `Fundación ${label} ${stamp}`;
  const app = await createSentApplication(apiUrl, { name, email: `${label.toLowerCase()}.${stamp}@ejemplo.cl` });
  const adminToken = await staffToken(apiUrl, ADMIN);
  const reviewer = await fetch(new URL('api/login', apiUrl), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: REVIEWER_1.email, password: REVIEWER_1.password }),
  }).then((r) => r.json());
  await adminApi.admitir(apiUrl, adminToken, app.id);
  await adminApi.asignar(apiUrl, adminToken, { postulacion_ids: [app.id], revisor_ids: [reviewer.user.id], fecha_limite: '2026-12-31' });
  return { name, app, reviewer };
}

test('the pages of one application take focus on their h1 and keep their own title, data first or frame first', { timeout: 300_000 }, async () => {
  const { name, app } = await admittedAndAssigned('Navegable');
  const requisito = app.requisitos[0];

  const admin = await newPage(browser());
  try {
    const list = `/admin/panel/postulaciones?institucion=${encodeURIComponent(name)}`;
    const detail = `/admin/panel/postulaciones/${app.id}`;
    await staffSignIn(admin.page, baseUrl, ADMIN, list);
    await waitForHeading(admin.page, 'Postulaciones');
    await admin.page.getByText(name).first().waitFor({ timeout: 20_000 });
    // Loading first: the h1 was missing until the data came, so focus fell on <main>.
    let restore = await slowData(admin.page, `/api/admin/postulaciones/${app.id}`);
    await follow(admin.page, detail);
    await expectLanded(admin.page, name, `Postulación de ${name} - Sello`, 'postulación, datos lentos');
    await restore();
    restore = await slowData(admin.page, `/requisito/${requisito.id}`);
    await follow(admin.page, `${detail}/requisito/${requisito.id}`);
    await expectLanded(admin.page, requisito.nombre, `${requisito.nombre} - Sello`, 'requisito, datos lentos');
    await restore();
    // Data first: the route's generic 'Postulación' (or 'Requisito') replaced the page's own title.
    restore = await slowFrames(admin.page);
    await follow(admin.page, detail);
    await expectLanded(admin.page, name, `Postulación de ${name} - Sello`, 'postulación, cuadro lento');
    await follow(admin.page, `${detail}/requisito/${requisito.id}`);
    await expectLanded(admin.page, requisito.nombre, `${requisito.nombre} - Sello`, 'requisito, cuadro lento');
    await restore();
  } finally {
    await admin.context.close();
  }

  const rev = await newPage(browser());
  try {
    const path = `/revisor/postulaciones/${app.id}`;
    await staffSignIn(rev.page, baseUrl, REVIEWER_1, '/revisor/postulaciones');
    await waitForHeading(rev.page, 'Postulaciones asignadas');
    await rev.page.locator(`main a[href="${path}"]:visible`).first().waitFor({ timeout: 20_000 });
    const restore = await slowData(rev.page, `/api/revisor/postulaciones/${app.id}`);
    await follow(rev.page, path);
    await expectLanded(rev.page, name, `Evaluar postulación de ${name} - Sello`, 'evaluación, datos lentos');
    await restore();
    // The declaration sent with the keyboard: its form gives way to the evaluation, focus to the h1 (it fell to <body>).
    await rev.page.getByLabel('No tengo conflicto de interés con esta institución').focus();
    await rev.page.keyboard.press('Space');
    await rev.page.getByRole('button', { name: 'Enviar declaración' }).focus();
    await rev.page.keyboard.press('Enter');
    await rev.page.getByRole('heading', { level: 2, name: 'Requisitos' }).waitFor({ timeout: 20_000 });
    await rev.page.waitForFunction(() => document.activeElement !== document.querySelector('main button[type="submit"]'), null, { timeout: 5000 }).catch(() => {});
    assert.equal(await rev.page.evaluate(() => (document.activeElement === document.querySelector('main h1') ? 'h1' : document.activeElement?.tagName.toLowerCase())), 'h1', 'tras enviar la declaración');
    // Data first, as for the admin.
    await rev.page.getByRole('link', { name: 'Postulaciones asignadas' }).first().focus();
    await rev.page.keyboard.press('Enter');
    await rev.page.waitForURL((url) => url.pathname === '/revisor/postulaciones');
    await rev.page.locator(`main a[href="${path}"]:visible`).first().waitFor({ timeout: 20_000 });
    const restoreFrames = await slowFrames(rev.page);
    await follow(rev.page, path);
    await expectLanded(rev.page, name, `Evaluar postulación de ${name} - Sello`, 'evaluación, cuadro lento');
    await restoreFrames();
  } finally {
    await rev.context.close();
  }
});

/** Where focus is ('h1', 'main', a fragment's target by its id, else the tag) and whether `id` is on screen, once the shell's frame has passed. */
async function focusAndView(page, id) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  return page.evaluate((id) => {
    const active = document.activeElement;
    const target = document.getElementById(id);
    const top = target ? target.getBoundingClientRect().top : Number.NaN;
    return {
      focus: active === document.querySelector('main h1') ? 'h1' : active?.id || active?.tagName.toLowerCase(),
      targetOnScreen: top >= -1 && top < window.innerHeight,
    };
  }, id);
}

/** Opens the evaluation from the list (a client-side navigation), then reloads it: its history entry carries the router's key. */
async function openAndReload(page, path, name) {
  await page.getByRole('link', { name: 'Postulaciones asignadas' }).first().click();
  await page.waitForURL((url) => url.pathname === '/revisor/postulaciones');
  await follow(page, path);
  await page.reload();
  await waitForHeading(page, name);
  await page.getByRole('heading', { level: 2, name: 'Requisitos' }).waitFor({ timeout: 20_000 });
}

test('a fragment leads to its target, not to the h1: in-page links, the skip link, back to it, and a full load', { timeout: 300_000 }, async () => {
  const { name, app, reviewer } = await admittedAndAssigned('Fragmento');
  const declared = await fetch(new URL(`api/revisor/postulaciones/${app.id}/declaracion`, apiUrl), {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${reviewer.token}` }, body: JSON.stringify({ tipo: 'sin_conflicto' }),
  });
  assert.equal(declared.status, 200);
  const path = `/revisor/postulaciones/${app.id}`;
  const requisito = app.requisitos[app.requisitos.length - 1];
  const fragment = `requisito-${requisito.id}`;

  const { context, page } = await newPage(browser());
  try {
    await staffSignIn(page, baseUrl, REVIEWER_1, '/revisor/postulaciones');
    await waitForHeading(page, 'Postulaciones asignadas');
    // The skip link after a reload: focus stayed on <main> (it was pulled to the h1).
    await openAndReload(page, path, name);
    await page.locator('a[href="#contenido"]').focus();
    await page.keyboard.press('Enter');
    assert.equal((await focusAndView(page, 'contenido')).focus, 'contenido', 'enlace para saltar al contenido');
    // 'Evaluar …' (an in-page link) after a reload: focus and scroll went back to the h1.
    await openAndReload(page, path, name);
    await page.locator(`main a[href="#${fragment}"]`).focus();
    await page.keyboard.press('Enter');
    assert.deepEqual(await focusAndView(page, fragment), { focus: fragment, targetOnScreen: true }, `Evaluar ${requisito.nombre}`);
    // Back to that address from another page: the page is announced, focus lands on the requirement once drawn.
    await page.getByRole('link', { name: 'Volver' }).click();
    await waitForHeading(page, 'Postulaciones asignadas');
    await page.goBack();
    await page.locator(`#${fragment}`).waitFor({ timeout: 20_000 });
    await page.waitForFunction((id) => document.activeElement?.id === id, fragment, { timeout: 5000 }).catch(() => {});
    assert.deepEqual(await focusAndView(page, fragment), { focus: fragment, targetOnScreen: true }, 'atrás, a la dirección con fragmento');
    assert.match((await page.getByTestId('anunciador-de-ruta').textContent()) ?? '', /^Evaluar postulación/, 'la página se anuncia');
    // A full load of the address: the requirement (drawn once the data came) is scrolled to; focus stays put.
    await page.goto(`${baseUrl}/revisor/postulaciones`);
    await waitForHeading(page, 'Postulaciones asignadas');
    await page.goto(`${baseUrl}${path}#${fragment}`);
    await waitForHeading(page, name);
    await page.locator(`#${fragment}`).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => window.scrollY > 0, null, { timeout: 5000 }).catch(() => {});
    assert.deepEqual(await focusAndView(page, fragment), { focus: 'body', targetOnScreen: true }, 'carga completa con fragmento');
  } finally {
    await context.close();
  }
});
