// Acceptance 8 of issue 9: the header's staff links lead only to pages that exist. An admin and a
// reviewer sign in on /admin/login and open every link of their menu and the header's panel button.
// Then the pages of one application, followed with the keyboard: focus on their h1 and their own
// title, whether their data or the shell's title frame comes first.
import { expect, test } from '../fixtures.mjs';
import { expectHeading } from '../lib/page.mjs';
import { ADMIN, adminApi, createSentApplication, REVIEWER_1, staffSignIn, staffToken } from './review-helpers.mjs';

/** The hrefs of the menu's links. */
function menuHrefs(page) {
  return page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

/** The menu's links once it shows the staff area's first link (the header follows the URL a tick later). */
async function menuLinks(page, first) {
  await expect(page.getByRole('navigation', { name: 'Menú principal' }).locator(`a[href="${first}"]`)).toBeVisible();
  return menuHrefs(page);
}

/** Opens each path and checks that the page is not the 404 page and stays where it was sent. */
async function expectAllExist(page, paths) {
  for (const path of paths) {
    await page.goto(path);
    const heading = await expectHeading(page);
    await expect(heading, `${path} muestra la página 404`).not.toHaveText(/404/);
    await expect(page, `${path} redirigió a otra página`).toHaveURL((url) => url.pathname === path);
  }
}

test('every link of the admin panel menu and the header buttons lead to existing pages', async ({ page, baseURL }) => {
  await staffSignIn(page, baseURL, ADMIN, '/admin/panel/postulaciones');
  const links = await menuLinks(page, '/admin/panel/postulaciones');
  expect(links.length, `menú del panel: ${links.join(', ')}`).toBeGreaterThanOrEqual(5);
  expect(links.every((href) => href.startsWith('/admin/panel/')), links.join(', ')).toBe(true);
  await expectAllExist(page, links);
  // The staff pages the five links do not name are linked from pages they do, and keep the panel's menu.
  for (const [from, name, heading] of [
    ['/admin/panel/usuarios', 'Registro de auditoría', 'Auditoría'],
    ['/admin/panel/usuarios', 'Mi cuenta: clave y verificación en dos pasos', 'Mi cuenta'],
    ['/admin/panel/noticias', 'Editar página de inicio', 'Editar página de inicio'],
  ]) {
    await page.goto(from);
    await expectHeading(page);
    await page.getByRole('main').getByRole('link', { name }).click();
    await expectHeading(page, heading);
    await menuLinks(page, '/admin/panel/postulaciones');
    await expect.poll(() => menuHrefs(page), { message: `menú en «${heading}»` }).toEqual(links);
  }
  // Outside the panel, the header's 'Panel de administración' leads back in.
  await page.goto('/noticias');
  await expectHeading(page);
  await expect(page.getByRole('link', { name: 'Panel de administración' })).toHaveAttribute('href', '/admin/panel/postulaciones');
});

test('a reviewer’s Panel de administración and menu lead to their own pages, none answering 404', async ({ page, baseURL }) => {
  await staffSignIn(page, baseURL, REVIEWER_1, '/revisor/postulaciones');
  const links = await menuLinks(page, '/revisor/postulaciones');
  expect(links).toEqual(['/revisor/postulaciones']);
  await expectAllExist(page, links);
  // Their own account (password, second factor), from the queue, in the same area's menu.
  await page.getByRole('main').getByRole('link', { name: 'Mi cuenta: clave y verificación en dos pasos' }).click();
  await expectHeading(page, 'Mi cuenta');
  await menuLinks(page, '/revisor/postulaciones');
  await expect.poll(() => menuHrefs(page)).toEqual(['/revisor/postulaciones']);
  await page.goto('/');
  await expectHeading(page);
  const panel = page.getByRole('link', { name: 'Panel de administración' });
  await expect(panel).toHaveAttribute('href', '/revisor/postulaciones');
  await panel.click();
  await expect(page).toHaveURL((url) => url.pathname === '/revisor/postulaciones');
  await expectHeading(page, 'Postulaciones asignadas');
});

/**
 * Follows the visible link of main to `href` with the keyboard (a client-side navigation). Pressed
 * right after a client navigation (e.g. to the list), the key may come before the shell's frame for
 * that page: focus put in the page first stays there (shell/src/focus/page-shown.tsx).
 */
async function follow(page, href) {
  await page.locator(`main a[href="${href}"]:visible`).first().press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === href);
}

/** Resolves after `count` animation frames of the page (the shell moves focus and sets the title in one). */
function frames(page, count = 1) {
  return page.evaluate((n) => new Promise((resolve) => {
    const step = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(n);
  }), count);
}

/**
 * Holds the API answer whose URL ends with `path` until the page shows its loading state and the
 * shell's frame for the new page has run (the page is shown loading first); `navigate` leads there.
 */
async function loadingFirst(page, path, navigate) {
  const pattern = (url) => url.pathname.endsWith(path);
  const held = [];
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  const handler = (route) => {
    held.push(released.then(() => route.continue().catch(() => {})));
  };
  await page.route(pattern, handler);
  await navigate();
  await expect(page.locator('main [role="status"]').filter({ hasText: 'Cargando' }).first()).toBeVisible();
  await expect.poll(() => held.length, { message: `la petición a ${path}` }).toBeGreaterThan(0);
  await frames(page, 2);
  release();
  await Promise.all(held);
  await page.unroute(pattern, handler);
}

/**
 * Holds the page's animation frames (a busy or background tab) while `navigate` leads to a page and
 * until its h1 names `name` (its data is there before the shell's frame); then lets them run.
 */
async function frameLast(page, name, navigate) {
  await page.evaluate(() => {
    const raf = window.requestAnimationFrame.bind(window);
    const caf = window.cancelAnimationFrame.bind(window);
    const held = new Map();
    let next = 1e6;
    window.requestAnimationFrame = (callback) => {
      const id = next++;
      held.set(id, callback);
      return id;
    };
    window.cancelAnimationFrame = (id) => {
      if (held.has(id)) held.delete(id);
      else caf(id);
    };
    // Back to the browser's own frames: what was held runs in the next one, then the promise resolves (with how many).
    window.__releaseFrames = () => new Promise((resolve) => {
      window.requestAnimationFrame = raf;
      window.cancelAnimationFrame = caf;
      const count = held.size;
      for (const callback of held.values()) raf(callback);
      held.clear();
      raf(() => resolve(count));
    });
  });
  await navigate();
  await expect(page.locator('main h1', { hasText: name })).toBeVisible();
  expect(await page.evaluate(() => window.__releaseFrames()), 'frames held until the data came (the shell\'s among them)').toBeGreaterThan(0);
}

/** The page names `name` in its h1, which has focus (after the shell's frame), and is titled `title`. */
async function expectLanded(page, name, title, label) {
  const heading = page.locator('main h1', { hasText: name });
  await expect(heading).toBeVisible();
  await expect(page.locator('main [role="status"]').filter({ hasText: 'Cargando' })).toHaveCount(0);
  // One more frame (as late as the shell's own) so its title and focus have been applied.
  await frames(page);
  await expect(page, label).toHaveTitle(title);
  await expect(page.locator('main h1'), label).toBeFocused();
}

/** A sent application of a new institution, admitted and assigned to REVIEWER_1; `reviewer` is their session. */
async function admittedAndAssigned(apiUrl, label) {
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

test('the pages of one application take focus on their h1 and keep their own title, data first or frame first', async ({ apiUrl, baseURL, newPage }) => {
  test.setTimeout(300_000);
  const { name, app } = await admittedAndAssigned(apiUrl, 'Navegable');
  const requisito = app.requisitos[0];

  const { page: admin } = await newPage();
  const list = `/admin/panel/postulaciones?institucion=${encodeURIComponent(name)}`;
  const detail = `/admin/panel/postulaciones/${app.id}`;
  await staffSignIn(admin, baseURL, ADMIN, list);
  await expectHeading(admin, 'Postulaciones');
  await expect(admin.getByText(name).first()).toBeVisible();
  // Loading first: the h1 was missing until the data came, so focus fell on <main>.
  await loadingFirst(admin, `/api/admin/postulaciones/${app.id}`, () => follow(admin, detail));
  await expectLanded(admin, name, `Postulación de ${name} - Sello`, 'postulación, datos lentos');
  // (The API's address: …/requisitos/<id>; the page's is …/requisito/<id>.)
  await loadingFirst(admin, `/api/admin/postulaciones/${app.id}/requisitos/${requisito.id}`, () => follow(admin, `${detail}/requisito/${requisito.id}`));
  await expectLanded(admin, requisito.nombre, `${requisito.nombre} - Sello`, 'requisito, datos lentos');
  // Data first: the route's generic 'Postulación' (or 'Requisito') replaced the page's own title.
  await frameLast(admin, name, () => follow(admin, detail));
  await expectLanded(admin, name, `Postulación de ${name} - Sello`, 'postulación, cuadro lento');
  await frameLast(admin, requisito.nombre, () => follow(admin, `${detail}/requisito/${requisito.id}`));
  await expectLanded(admin, requisito.nombre, `${requisito.nombre} - Sello`, 'requisito, cuadro lento');

  const { page: rev } = await newPage();
  const path = `/revisor/postulaciones/${app.id}`;
  await staffSignIn(rev, baseURL, REVIEWER_1, '/revisor/postulaciones');
  await expectHeading(rev, 'Postulaciones asignadas');
  await expect(rev.locator(`main a[href="${path}"]:visible`).first()).toBeVisible();
  await loadingFirst(rev, `/api/revisor/postulaciones/${app.id}`, () => follow(rev, path));
  await expectLanded(rev, name, `Evaluar postulación de ${name} - Sello`, 'evaluación, datos lentos');
  // The declaration sent with the keyboard: its form gives way to the evaluation, focus to the h1 (it fell to <body>).
  await rev.getByLabel('No tengo conflicto de interés con esta institución').focus();
  await rev.keyboard.press('Space');
  await rev.getByRole('button', { name: 'Enviar declaración' }).focus();
  await rev.keyboard.press('Enter');
  await expect(rev.getByRole('heading', { level: 2, name: 'Requisitos' })).toBeVisible();
  await expect(rev.locator('main h1'), 'tras enviar la declaración').toBeFocused();
  // Data first, as for the admin.
  await rev.getByRole('link', { name: 'Postulaciones asignadas' }).first().focus();
  await rev.keyboard.press('Enter');
  await expect(rev).toHaveURL((url) => url.pathname === '/revisor/postulaciones');
  await expect(rev.locator(`main a[href="${path}"]:visible`).first()).toBeVisible();
  await frameLast(rev, name, () => follow(rev, path));
  await expectLanded(rev, name, `Evaluar postulación de ${name} - Sello`, 'evaluación, cuadro lento');
});

/** Whether the top of the element with `id` is on screen. */
function onScreen(page, id) {
  return page.evaluate((targetId) => {
    const target = document.getElementById(targetId);
    const top = target ? target.getBoundingClientRect().top : Number.NaN;
    return top >= -1 && top < window.innerHeight;
  }, id);
}

/** Where focus is: 'h1', 'main', a fragment's target by its id, else the tag. */
function focusOf(page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active === document.querySelector('main h1') ? 'h1' : active?.id || active?.tagName.toLowerCase();
  });
}

/** Opens the evaluation from the list (a client-side navigation), then reloads it: its history entry carries the router's key. */
async function openAndReload(page, path, name) {
  await page.getByRole('link', { name: 'Postulaciones asignadas' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/revisor/postulaciones');
  await follow(page, path);
  await page.reload();
  await expectHeading(page, name);
  await expect(page.getByRole('heading', { level: 2, name: 'Requisitos' })).toBeVisible();
}

test('a fragment leads to its target, not to the h1: in-page links, the skip link, back to it, and a full load', async ({ page, apiUrl, baseURL }) => {
  test.setTimeout(300_000);
  const { name, app, reviewer } = await admittedAndAssigned(apiUrl, 'Fragmento');
  const declared = await fetch(new URL(`api/revisor/postulaciones/${app.id}/declaracion`, apiUrl), {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${reviewer.token}` }, body: JSON.stringify({ tipo: 'sin_conflicto' }),
  });
  expect(declared.status).toBe(200);
  const path = `/revisor/postulaciones/${app.id}`;
  const requisito = app.requisitos[app.requisitos.length - 1];
  const fragment = `requisito-${requisito.id}`;
  const target = page.locator(`[id="${fragment}"]`);

  await staffSignIn(page, baseURL, REVIEWER_1, '/revisor/postulaciones');
  await expectHeading(page, 'Postulaciones asignadas');
  // The skip link after a reload: focus stayed on <main> (it was pulled to the h1).
  await openAndReload(page, path, name);
  await page.locator('a[href="#contenido"]').focus();
  await page.keyboard.press('Enter');
  // Once the shell's frame has passed: it is what pulled focus away.
  await frames(page, 2);
  await expect.poll(() => focusOf(page), { message: 'enlace para saltar al contenido' }).toBe('contenido');
  // 'Evaluar …' (an in-page link) after a reload: focus and scroll went back to the h1.
  await openAndReload(page, path, name);
  await page.locator(`main a[href="#${fragment}"]`).focus();
  await page.keyboard.press('Enter');
  await frames(page, 2);
  await expect.poll(() => focusOf(page), { message: `Evaluar ${requisito.nombre}` }).toBe(fragment);
  await expect.poll(() => onScreen(page, fragment), { message: `Evaluar ${requisito.nombre}: el requisito en pantalla` }).toBe(true);
  // Back to that address from another page: the page is announced, focus lands on the requirement once drawn.
  await page.getByRole('link', { name: 'Volver' }).click();
  await expectHeading(page, 'Postulaciones asignadas');
  await page.goBack();
  await expect(target).toBeVisible();
  await expect(target, 'atrás, a la dirección con fragmento').toBeFocused();
  await frames(page, 2);
  await expect.poll(() => focusOf(page), { message: 'atrás, a la dirección con fragmento' }).toBe(fragment);
  await expect.poll(() => onScreen(page, fragment), { message: 'atrás, a la dirección con fragmento: el requisito en pantalla' }).toBe(true);
  await expect(page.getByTestId('anunciador-de-ruta'), 'la página se anuncia').toHaveText(/^Evaluar postulación/);
  // A full load of the address: the requirement (drawn once the data came) is scrolled to; focus stays put.
  await page.goto('/revisor/postulaciones');
  await expectHeading(page, 'Postulaciones asignadas');
  await page.goto(`${path}#${fragment}`);
  await expectHeading(page, name);
  await expect(target).toBeVisible();
  await expect.poll(() => onScreen(page, fragment), { message: 'carga completa con fragmento: el requisito en pantalla' }).toBe(true);
  await frames(page, 2);
  expect(await focusOf(page), 'carga completa con fragmento: el foco no se mueve').toBe('body');
});
