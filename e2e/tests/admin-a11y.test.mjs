// Issue 10, acceptance 5: the news form completed with the keyboard only (no mouse events), axe with
// no violations on every admin page in both themes at font 1, 1.2 and 1.4, nothing scrolls sideways at 320 px
// nor at 1280 px, where at font 1 every table shows all its columns.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { expectNoAxeViolations } from '../lib/axe.mjs';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { ADMIN, makePng, signInUi, unique } from './admin-helpers.mjs';
import { expectFits } from './applicant-helpers.mjs';
import { expectSummaryKeepsFocus, openSettled, useDisplay, widthWithTextSpacing } from './public-helpers.mjs';

const { baseUrl, apiUrl } = suiteEnv();
const url = (p) => new URL(p, baseUrl).href;
const browser = useBrowser();
let session = null;
let routes = [];

const get = async (path) => (await fetch(new URL(path, apiUrl), { headers: { authorization: `Bearer ${session.token}` } })).json();

before(async () => {
  const response = await fetch(new URL('/api/login', apiUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const body = await response.json();
  session = { token: body.token, user: body.user };
  const news = (await get('/api/admin/noticias')).data[0];
  const institution = (await get('/api/admin/instituciones'))[0];
  const downloadable = (await get('/api/admin/descargables'))[0];
  routes = [
    '/admin/panel/noticias', '/admin/panel/noticias/crear', `/admin/panel/noticias/${news.url}`,
    '/admin/panel/instituciones', '/admin/panel/instituciones/crear', `/admin/panel/instituciones/${institution.id}`,
    '/admin/panel/descargables', '/admin/panel/descargables/crear', `/admin/panel/descargables/${downloadable.id}`,
    '/admin/home-editar', '/admin/panel/usuarios', '/admin/panel/auditoria', '/admin/cuenta',
  ];
});

/** The admin's session in the page's storage before any script runs (as after signing in). */
async function useSession(context) {
  await context.addInitScript((value) => window.localStorage.setItem('user', value), JSON.stringify(session));
}

/** Presses Tab until the focused element satisfies `matches` (a function run in the page). */
async function tabTo(page, matches, label, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(matches)) return;
  }
  assert.fail(`no se llegó con Tab a ${label}`);
}
const focusedLabel = (text) => new Function(`const el = document.activeElement; const id = el && el.id; const label = id && document.querySelector('label[for="' + id + '"]'); return !!label && label.textContent.includes(${JSON.stringify(text)});`);
const focusedButton = (name) => new Function(`const el = document.activeElement; return !!el && el.tagName === 'BUTTON' && ((el.getAttribute('aria-label') || el.textContent || '').trim() === ${JSON.stringify(name)});`);

describe('accesibilidad de la administración', () => {
  it('el formulario de noticias se completa solo con el teclado', async () => {
    const { context, page } = await newPage(browser());
    await useSession(context);
    // Any mouse event in the page fails the test.
    await page.addInitScript(() => {
      for (const type of ['mousedown', 'mouseup', 'click', 'pointerdown']) {
        window.addEventListener(type, (event) => {
          if (event.isTrusted && event.detail > 0) window.__mouse = (window.__mouse ?? 0) + 1;
        }, true);
      }
    });
    // One file-chooser handler for the whole test, not a waitForEvent per key press: Playwright
    // asks the browser to intercept choosers without waiting for it, so a key pressed right after
    // waitForEvent could open the chooser first, and headless Chromium cancels an unintercepted
    // chooser at once (the input's click came, then its cancel 2 ms later; seen in CI).
    let chooserOpened;
    page.on('filechooser', (chooser) => chooserOpened(chooser));
    await page.goto(url('/admin/panel/noticias/crear'));
    await waitForHeading(page, 'Agregar noticia');
    const title = unique('Teclado');

    await tabTo(page, focusedLabel('Título de la noticia'), 'el título');
    await page.keyboard.type(title);
    for (const [label, width, height, alt] of [['Imagen de escritorio', 1110, 336, 'Foto de escritorio'], ['Imagen para móviles', 290, 88, 'Foto para móviles']]) {
      await tabTo(page, focusedLabel(label), label);
      const chooser = new Promise((resolve) => { chooserOpened = resolve; });
      await page.keyboard.press('Space');
      await (await chooser).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: makePng(width, height) });
      await tabTo(page, focusedLabel(`Texto alternativo de ${label.toLowerCase()}`), `alt de ${label}`);
      await page.keyboard.type(alt);
    }
    // Into the toolbar (one Tab stop), then the editor.
    await tabTo(page, focusedButton('Negrita'), 'la barra de formato');
    await page.keyboard.press('ArrowRight');
    assert.ok(await page.evaluate(focusedButton('Cursiva')), 'las flechas recorren la barra');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'textbox', 'el editor sigue a la barra');
    await page.keyboard.type('Escrito con el ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('teclado');
    await page.keyboard.press('Control+b');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- un punto');
    await tabTo(page, focusedButton('Guardar'), 'Guardar');
    await page.keyboard.press('Enter');
    // When the save does not come, say what the page showed instead (an error summary, a toast).
    await page.getByText('¡Noticia creada con éxito!').waitFor().catch(async (error) => {
      const shown = await page.locator('[role="alert"], [role="status"]').allInnerTexts();
      throw new Error(`${error.message}\nLa página mostraba: ${JSON.stringify(shown)}`);
    });
    await page.waitForURL((u) => u.pathname === '/admin/panel/noticias');
    assert.equal(await page.evaluate(() => window.__mouse ?? 0), 0, 'sin eventos de ratón');
    const created = (await get('/api/admin/noticias')).data.find((n) => n.titulo === title);
    assert.ok(created, 'la noticia se guardó');
    assert.match(created.cuerpo, /<strong>teclado<\/strong>/);
    assert.match(created.cuerpo, /<li>/);
    assert.equal(created.imagen_alt, 'Foto de escritorio');
    await context.close();
  });

  it("una clave equivocada enviada con el teclado deja el foco en 'Continuar' y anuncia el aviso", async () => {
    const { context, page } = await newPage(browser());
    await page.goto(url('/admin/login'));
    await waitForHeading(page, 'Iniciar sesión');
    await page.locator('#email').fill(ADMIN.email);
    await page.locator('#password').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Continuar' }).press('Enter');
    const alert = page.locator('#login-error[role="alert"]');
    await alert.waitFor();
    // Busy, 'Continuar' was once disabled: focus fell to <body>, and Tab started over from the top.
    const focused = await page.evaluate(() => (document.activeElement === document.body ? 'body' : document.activeElement?.textContent?.trim()));
    assert.equal(focused, 'Continuar');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'password', 'Mayús+Tab vuelve a la clave');
    // The spec's toast says 'Ha ocurrido un error inesperado.'; the reason is said once, by the alert.
    await page.locator('[data-scope="toast"]').getByText('Ha ocurrido un error inesperado.').waitFor();
    assert.equal(await page.getByText('Correo o clave incorrectos.').count(), 1, 'el motivo se anuncia una sola vez');
    await expectNoAxeViolations(page, { label: 'inicio de sesión con clave equivocada', exclude: ['[data-scope="toast"]'] });
    await context.close();
  });

  it('en un teléfono, la bienvenida no tapa lo que el teclado enfoca después de iniciar sesión (WCAG 2.4.11)', async () => {
    const { context, page } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await signInUi(page, baseUrl, ADMIN, { expectWelcome: ADMIN.name });
    await waitForHeading(page, 'Postulaciones');
    // Under the header and as wide as the screen, the toast covered the page's first links.
    const covered = () => {
      const box = document.activeElement?.getBoundingClientRect();
      if (!box) return false;
      const points = [[box.left + 1, box.top + 1], [box.right - 1, box.bottom - 1], [(box.left + box.right) / 2, (box.top + box.bottom) / 2]];
      // A toast on its way out (data-state closed, fading) no longer counts.
      return points.some(([x, y]) => document.elementsFromPoint(x, y)[0]?.closest('[data-scope="toast"][data-state="open"]'));
    };
    // Still up when the keyboard starts (it lasts 1.5 s): the h1 that took focus is not under it.
    assert.equal(await page.locator('[data-scope="toast"][data-part="root"]').count(), 1, 'la bienvenida sigue a la vista');
    // Its close button is a target of at least 24 px (WCAG 2.5.8; Chakra's was 21 px on a phone).
    const close = await page.getByRole('button', { name: 'Cerrar notificación' }).boundingBox();
    // Rounded: layout gives 23.99998 for 24 px.
    assert.ok(close && Math.round(close.width) >= 24 && Math.round(close.height) >= 24, `botón de cierre de ${close?.width}×${close?.height} px`);
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(covered), false, `el elemento ${i + 1} que enfoca Tab queda a la vista`);
    }
    await context.close();
  });

  it('un inicio de sesión enviado vacío deja el foco en el resumen de errores', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(url('/admin/login'));
    await waitForHeading(page, 'Iniciar sesión');
    await page.getByRole('button', { name: 'Continuar' }).press('Enter');
    await expectSummaryKeepsFocus(page);
    await context.close();
  });

  it('una eliminación rechazada deja el foco en el resumen de errores, no en el botón al que vuelve el diálogo', async () => {
    const { context, page } = await newPage(browser());
    await useSession(context);
    // Refused as the API refuses an item deleted meanwhile; nothing is deleted.
    await page.route(/\/api\/admin\/noticias\/\d+$/, (route) => (route.request().method() === 'DELETE'
      ? route.fulfill({ status: 404, json: { message: 'La noticia no existe.' } })
      : route.continue()));
    await openSettled(page, baseUrl, routes[2]);
    await page.getByRole('button', { name: 'Eliminar noticia' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar noticia' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'La noticia no existe.' });
    await summary.waitFor();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    // The dialog gives focus back to its opener a moment after closing.
    await page.waitForTimeout(500);
    assert.ok(await summary.evaluate((node) => node.contains(document.activeElement)), 'el foco está en el resumen');
    await context.close();
  });

  it('en un teléfono, las filas abiertas de las tablas caben en la pantalla (correos y nombres largos se cortan en líneas)', async () => {
    // A demo application whose logbook was replaced: its earlier version's download button must wrap too.
    const list = (await get('/api/admin/postulaciones')).data;
    let replaced = null;
    for (const row of list) {
      const detail = await get(`/api/admin/postulaciones/${row.id}`);
      if (detail.documentos.some((doc) => doc.versiones.length > 1)) { replaced = row.id; break; }
    }
    assert.ok(replaced, 'una postulación de demostración con una versión anterior de un documento');
    for (const [width, fontScale] of [[320, 1], [390, 1.4]]) {
      const { context, page } = await newPage(browser(), { viewport: { width, height: 800 } });
      await useDisplay(context, { theme: 'Light', fontScale });
      await useSession(context);
      for (const route of ['/admin/panel/correos', '/admin/panel/usuarios', '/admin/panel/auditoria', `/admin/panel/postulaciones/${replaced}`]) {
        await openSettled(page, baseUrl, route);
        const toggles = page.locator('main button[aria-expanded="false"][aria-controls]');
        assert.ok(await toggles.count() > 0, `${route}: filas que abrir`);
        while (await toggles.count() > 0) await toggles.first().click();
        await expectFits(page, `${route} con sus filas abiertas (${width} px, letra ${fontScale})`);
      }
      await context.close();
    }
  });

  for (const theme of ['Light', 'Dark']) {
    for (const fontScale of [1, 1.2, 1.4]) {
      it(`axe sin violaciones en cada página, tema ${theme}, letra ${fontScale}`, async () => {
        const signedOut = await newPage(browser());
        await useDisplay(signedOut.context, { theme, fontScale });
        for (const route of ['/admin/login', '/admin/activar-cuenta?token=enlace-que-no-existe-0000000000']) {
          await openSettled(signedOut.page, baseUrl, route);
          await expectNoAxeViolations(signedOut.page, { label: `${route} (${theme}, ${fontScale})` });
        }
        await signedOut.context.close();
        const { context, page } = await newPage(browser());
        await useDisplay(context, { theme, fontScale });
        await useSession(context);
        for (const route of routes) {
          await openSettled(page, baseUrl, route);
          await expectNoAxeViolations(page, { label: `${route} (${theme}, ${fontScale})` });
          await expectFits(page, `${route} (${theme}, ${fontScale})`, { tables: fontScale === 1 });
        }
        // The confirmation dialog too.
        await openSettled(page, baseUrl, routes[2]);
        await page.getByRole('button', { name: 'Eliminar noticia' }).press('Enter');
        await page.getByRole('alertdialog').waitFor();
        assert.ok(await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Cancelar'), 'el foco empieza en Cancelar');
        await expectNoAxeViolations(page, { label: `diálogo de eliminar (${theme}, ${fontScale})` });
        await page.keyboard.press('Escape');
        await page.getByRole('alertdialog').waitFor({ state: 'detached' });
        await context.close();
      });
    }
  }

  for (const fontScale of [1, 1.2, 1.4]) {
    it(`a 320 px, con el espaciado de texto de WCAG 1.4.12, ninguna página de la administración se desplaza en horizontal (letra ${fontScale})`, async () => {
      const { context, page } = await newPage(browser(), { viewport: { width: 320, height: 640 } });
      await useDisplay(context, { fontScale });
      await useSession(context);
      const wide = [];
      for (const route of routes) {
        await openSettled(page, baseUrl, route);
        const width = await widthWithTextSpacing(page);
        if (width > 320) wide.push(`${route}: ${width}px`);
      }
      assert.deepEqual(wide, []);
      await context.close();
    });
  }
});
