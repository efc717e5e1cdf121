// Acceptance 1 of issue 9 (and the keyboard part of acceptance 6): the whole review workflow in
// Chromium on the real API. The applicant sends an application → the admin assigns reviewers 1 and
// 2 with a due date → reviewer 2 recuses → the admin reassigns to reviewer 3 → reviewers 1 and 3
// declare no conflict, score every requirement and send (reviewer 3 with the keyboard only; before
// sending, reviewer 1 cannot see reviewer 3's scores) → the admin consolidates, approves, edits and
// sends the letter → the applicant sees Aprobada and the letter, the local SMTP server received it →
// the admin publishes with a logo and alternative text → the institution is on /instituciones-reconocidas.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.mjs';
import { expectNoAxeViolations } from '../lib/axe.mjs';
import { expectHeading } from '../lib/page.mjs';
import { signInVia } from './applicant-helpers.mjs';
import {
  ADMIN, adminApi, APPLICANT, apiStatus, createSentApplication, makePng, REVIEWER_1, REVIEWER_2, REVIEWER_3, reviewerApi, staffSignIn, staffToken,
  tokenOf,
} from './review-helpers.mjs';

const stamp = `${Date.now()}`.slice(-6);
const NAME = `Fundación Flujo Completo ${stamp}`;
const EMAIL = `resultado.${stamp}@ejemplo.cl`;

/** Where focus is: '<tag>: <its text>', or 'body'. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return !el || el === document.body ? 'body' : `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim()}`;
  });
}

/**
 * Presses Enter on an action of the admin's application page and, once `done` has come (or gone, with
 * `state` 'detached'), expects focus on `heading` ('h2: …' of the panel, or 'h1: …' when the panel is
 * gone). It fell to <body>: the page reloaded behind a loading state, taking the panel and its button with it.
 */
async function pressAndExpectFocus(page, button, done, heading, state = 'visible') {
  await button.press('Enter');
  if (state === 'detached') await expect(done.first()).not.toBeAttached();
  else await expect(done.first()).toBeVisible();
  await expect.poll(() => focused(page), { message: `el foco tras la acción (se esperaba ${heading})` }).toBe(heading);
}

async function tabTo(page, id) {
  for (let i = 0; i < 400; i += 1) {
    if ((await page.evaluate(() => document.activeElement?.id ?? '')) === id) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`No se alcanzó #${id} con Tab`);
}

async function tabToButton(page, name) {
  for (let i = 0; i < 400; i += 1) {
    const here = await page.evaluate(() => ({ tag: document.activeElement?.tagName ?? '', text: document.activeElement?.textContent?.trim() ?? '' }));
    if (here.tag === 'BUTTON' && here.text === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`No se alcanzó el botón ${name} con Tab`);
}

/** Declares no conflict and scores every requirement with the mouse (reviewer 1). */
async function declareAndScore(page, app, points) {
  await page.getByLabel('No tengo conflicto de interés con esta institución').check();
  await page.getByRole('button', { name: 'Enviar declaración' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Requisitos' })).toBeVisible();
  for (const requisito of app.requisitos) {
    await page.locator(`[id="req-${requisito.id}-puntaje"]`).fill(String(points(requisito)));
    await page.locator(`[id="req-${requisito.id}-cumple"]`).check();
    await page.locator(`[id="req-${requisito.id}-comentario"]`).fill('Cumple con lo solicitado.');
  }
  await page.locator(`[id="req-${app.requisitos[0].id}-puntaje"]`).focus();
  const total = app.requisitos.reduce((sum, r) => sum + points(r), 0);
  await expect(page.getByText(`Puntaje total: ${total} de `)).toBeVisible();
}

/** The confirmation dialog's Cancelar has focus (where a dialog that cannot be undone opens). */
async function expectCancelFocused(dialog) {
  await expect(dialog.getByRole('button', { name: 'Cancelar', exact: true })).toBeFocused();
}

test('review workflow: assign, recuse, reassign, independent scoring, decision, letter by e-mail, publication', async ({ apiUrl, baseURL, mailbox, newPage, page }) => {
  test.setTimeout(600_000);
  expect(apiUrl, 'esta prueba necesita la API y el servidor SMTP local').toBeTruthy();
  const app = await createSentApplication(apiUrl, { name: NAME, email: EMAIL });

  // --- Admin: assign reviewers 1 and 2 with a due date, then declare the application admissible.
  const { page: admin } = await newPage();
  await staffSignIn(admin, baseURL, ADMIN, `/admin/panel/postulaciones?institucion=${encodeURIComponent(NAME)}`);
  await admin.getByRole('checkbox', { name: `Seleccionar ${NAME}` }).check();
  await expect(admin.getByRole('heading', { name: 'Asignar revisores' })).toBeVisible();
  await admin.getByLabel(new RegExp(REVIEWER_1.name)).check();
  await admin.getByLabel(new RegExp(REVIEWER_2.name)).check();
  await admin.locator('#asignar-fecha').fill('2026-12-15');
  await admin.getByRole('button', { name: 'Asignar' }).click();
  await expect(admin.getByRole('table', { name: 'Postulaciones' }).getByText(REVIEWER_2.name)).toBeVisible();

  await admin.getByRole('link', { name: `Ver la postulación de ${NAME}` }).click();
  await expectHeading(admin, NAME);
  await admin.getByLabel('Admisible', { exact: true }).check();
  await pressAndExpectFocus(admin, admin.getByRole('button', { name: 'Registrar admisibilidad' }), admin.getByText('Estado: Admisible'), `h1: ${NAME}`);

  // --- Reviewer 2 recuses with a reason, and then cannot reach the application.
  const { page: r2 } = await newPage();
  await staffSignIn(r2, baseURL, REVIEWER_2, `/revisor/postulaciones/${app.id}`);
  await expect(r2.getByRole('heading', { name: 'Declaración de conflicto de interés' })).toBeVisible();
  await r2.getByLabel('Tengo conflicto de interés y me inhabilito').check();
  await r2.getByLabel(/Motivo de la inhabilitación/).fill('Fui asesora de esta fundación el año pasado.');
  await r2.getByRole('button', { name: 'Enviar declaración' }).click();
  await expect(r2).toHaveURL((url) => url.pathname === '/revisor/postulaciones');
  expect(await apiStatus(apiUrl, await tokenOf(r2), `api/revisor/postulaciones/${app.id}`)).toBe(404);

  // --- Admin sees the declaration, removes reviewer 2 and assigns reviewer 3.
  await admin.reload();
  await expectHeading(admin, NAME);
  await expect(admin.getByText(/Inhabilitado\/a: Fui asesora/)).toBeVisible();
  await pressAndExpectFocus(admin, admin.getByRole('button', { name: `Quitar a ${REVIEWER_2.name}` }), admin.getByRole('rowheader', { name: REVIEWER_2.name, exact: true }), 'h2: Revisores y declaraciones', 'detached');
  await admin.getByLabel(new RegExp(REVIEWER_3.name)).check();
  await admin.locator('#asignar-fecha').fill('2026-12-20');
  await admin.getByRole('button', { name: 'Asignar' }).click();
  await expect(admin.getByRole('rowheader', { name: REVIEWER_3.name, exact: true })).toBeVisible();

  // --- Reviewer 1 declares and scores, but does not send yet.
  const { page: r1 } = await newPage();
  await staffSignIn(r1, baseURL, REVIEWER_1, '/revisor/postulaciones');
  await r1.getByRole('link', { name: `Ver y evaluar la postulación de ${NAME}` }).click();
  await expect(r1.getByRole('heading', { name: 'Declaración de conflicto de interés' })).toBeVisible();
  await declareAndScore(r1, app, (r) => r.ptje_total);
  // The applicant's files: shown inside the page and downloaded (the API lets an assigned, declared reviewer read them).
  // The portal's CSP must let the page frame the file it fetched (a blob: URL): blocked, the frame showed
  // Chromium's 'blocked' icon and no reviewer could read a document in the page.
  await r1.evaluate(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await r1.getByRole('button', { name: 'Ver Bitácora' }).click();
  const viewer = r1.locator('iframe[title^="Bitácora"]');
  await expect(viewer).toBeVisible();
  const shown = await (await viewer.elementHandle()).contentFrame();
  // Blocked, the frame would commit Chromium's error page instead of the file.
  await expect.poll(() => shown.url(), { message: 'el marco muestra el archivo, no una página de error' }).toMatch(/^blob:/);
  await shown.waitForLoadState('load');
  expect(await r1.evaluate(() => window.__cspViolations), 'la política de contenido deja mostrar el archivo').toEqual([]);
  const [logbook] = await Promise.all([r1.waitForEvent('download'), r1.getByRole('button', { name: 'Descargar Bitácora' }).click()]);
  expect(logbook.suggestedFilename()).toMatch(/\.pdf$/);
  // A reload loses nothing: every score was saved as it was typed.
  await r1.reload();
  await expect(r1.getByText(`Puntaje total: ${app.requisitos.reduce((s, r) => s + r.ptje_total, 0)} de `)).toBeVisible();

  // --- Reviewer 3, keyboard only: declare, score every requirement, send.
  const { page: r3 } = await newPage();
  await r3.addInitScript(() => {
    window.__pointerEvents = 0;
    for (const type of ['mousedown', 'mouseup', 'pointerdown', 'pointerup', 'click']) {
      window.addEventListener(type, (event) => { if (event.detail > 0 || type !== 'click') window.__pointerEvents += 1; }, true);
    }
  });
  await r3.goto(`/admin/login?volver=${encodeURIComponent(`/revisor/postulaciones/${app.id}`)}`);
  await expect(r3.locator('#email')).toBeVisible();
  await expectHeading(r3);
  await tabTo(r3, 'email');
  await r3.keyboard.type(REVIEWER_3.email);
  await tabTo(r3, 'password');
  await r3.keyboard.type(REVIEWER_3.password);
  await r3.keyboard.press('Enter');
  await expect(r3.getByRole('heading', { name: 'Declaración de conflicto de interés' })).toBeVisible();
  await tabTo(r3, 'declaracion-sin-conflicto');
  await r3.keyboard.press('Space');
  await tabToButton(r3, 'Enviar declaración');
  await r3.keyboard.press('Enter');
  await expect(r3.getByRole('heading', { level: 2, name: 'Requisitos' })).toBeVisible();
  const r3Points = (r) => Math.max(0, r.ptje_total - 1);
  for (const requisito of app.requisitos) {
    await tabTo(r3, `req-${requisito.id}-puntaje`);
    await r3.keyboard.type(String(r3Points(requisito)));
    await tabTo(r3, `req-${requisito.id}-cumple`);
    await r3.keyboard.press('Space');
  }
  await r3.keyboard.press('Tab');
  const r3Total = app.requisitos.reduce((s, r) => s + r3Points(r), 0);
  await expect(r3.getByText(`Puntaje total: ${r3Total} de `)).toBeVisible();
  await expect(r3.getByRole('button', { name: 'Enviar evaluación', exact: true, disabled: false }).first()).toBeAttached();
  await tabToButton(r3, 'Enviar evaluación');
  await r3.keyboard.press('Enter');
  // Sending cannot be undone: it asks first, focus on Cancelar; Tab, Enter sends.
  const confirmSend = r3.getByRole('alertdialog', { name: '¿Enviar la evaluación?' });
  await expect(confirmSend).toBeVisible();
  await expectCancelFocused(confirmSend);
  await r3.keyboard.press('Tab');
  await expect(confirmSend.getByRole('button', { name: 'Enviar evaluación', exact: true })).toBeFocused();
  await r3.keyboard.press('Enter');
  await expect(r3.getByRole('heading', { name: 'Puntajes de todos los revisores' })).toBeVisible();
  // The button is gone once sent: focus is on the Total section, which says so (it fell to <body>).
  await expect(r3.locator('#total-titulo'), 'foco tras enviar la evaluación').toBeFocused();
  expect(await r3.evaluate(() => window.__pointerEvents), 'reviewer 3 used only the keyboard').toBe(0);

  // --- Before sending, reviewer 1 cannot see reviewer 3's scores (page nor API); after sending, can.
  await r1.reload();
  await expect(r1.getByText('Los puntajes de los demás revisores se muestran después de enviar tu evaluación.')).toBeVisible();
  await expect(r1.getByText(REVIEWER_3.name)).toHaveCount(0);
  const r1Token = await tokenOf(r1);
  expect(await apiStatus(apiUrl, r1Token, `api/revisor/postulaciones/${app.id}/puntajes`)).toBe(409);
  await r1.getByRole('button', { name: 'Enviar evaluación' }).click();
  await r1.getByRole('alertdialog', { name: '¿Enviar la evaluación?' }).getByRole('button', { name: 'Enviar evaluación' }).click();
  await expect(r1.getByRole('heading', { name: 'Puntajes de todos los revisores' })).toBeVisible();
  await expect(r1.getByText(new RegExp(`${REVIEWER_3.name}: `)).first()).toBeVisible();
  expect(await apiStatus(apiUrl, r1Token, `api/revisor/postulaciones/${app.id}/puntajes`)).toBe(200);

  // --- Admin consolidates, approves, edits and sends the letter.
  await admin.reload();
  await expectHeading(admin, NAME);
  await expect(admin.getByRole('heading', { name: 'Consolidación de puntajes' })).toBeVisible();
  await expect(admin.getByText(/Umbral de aprobación de/)).toBeVisible();
  await pressAndExpectFocus(admin, admin.getByRole('button', { name: 'Guardar puntajes consolidados' }), admin.getByText(/Total consolidado: \d+ de \d+ \(alcanza el umbral\)/), 'h2: Consolidación de puntajes');
  await admin.getByLabel('Aprobada', { exact: true }).check();
  // A decision cannot be changed: Enter asks first (focus on Cancelar), Tab and Enter record it.
  await admin.getByRole('button', { name: 'Registrar decisión' }).press('Enter');
  const decide = admin.getByRole('alertdialog', { name: '¿Registrar la decisión?' });
  await expect(decide).toBeVisible();
  await expectCancelFocused(decide);
  await admin.keyboard.press('Tab');
  await pressAndExpectFocus(admin, decide.getByRole('button', { name: 'Registrar decisión' }), admin.getByText('Estado: Aprobada'), `h1: ${NAME}`);
  const draft = admin.getByRole('form', { name: 'Borrador: Postulación aprobada - Sello Chile Inclusivo' });
  const body = draft.getByLabel(/Texto de la carta/);
  await expect(body).toBeVisible();
  const letter = `${await body.inputValue()}\n\nNota de la coordinación ${stamp}: felicitaciones a todo el equipo.`;
  await body.fill(letter);
  // Enter in Asunto saves the draft; it does not send it.
  await draft.getByLabel(/Asunto/).press('Enter');
  await expect(admin.getByText('Carta guardada.').first()).toBeVisible();
  await expect(draft, 'la carta sigue siendo un borrador').toHaveCount(1);
  // 'Enviar carta' asks first, with focus on Cancelar; Tab and Enter send.
  await draft.getByRole('button', { name: 'Enviar carta' }).press('Enter');
  const ask = admin.getByRole('alertdialog', { name: '¿Enviar la carta?' });
  await expect(ask).toBeVisible();
  await expectCancelFocused(ask);
  await admin.keyboard.press('Tab');
  await pressAndExpectFocus(admin, ask.getByRole('button', { name: 'Enviar carta' }), admin.getByText(new RegExp(`Para ${EMAIL.replace('.', '\\.')} · Enviado`)), 'h2: Cartas');

  const mail = await mailbox.waitFor({ to: EMAIL, text: `Nota de la coordinación ${stamp}` });
  expect(mail.text).toMatch(/felicitaciones a todo el equipo/);

  // --- The applicant sees Aprobada and the letter.
  const { page: applicant } = await newPage();
  await signInVia(applicant, baseURL, '/postulante/postulaciones', APPLICANT);
  await applicant.goto(`/postulante/postulacion?id=${app.id}`);
  await expectHeading(applicant, NAME);
  await expect(applicant.getByText('Aprobada').first()).toBeVisible();
  await expect(applicant.getByText(`Nota de la coordinación ${stamp}`, { exact: false })).toBeVisible();

  // --- Admin publishes with a logo and its alternative text; the institution is public.
  await admin.goto('/admin/panel/publicaciones');
  await admin.getByRole('link', { name: `Publicar ${NAME}` }).click();
  await expectHeading(admin, `Publicar ${NAME}`);
  await admin.locator('#logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(200, 60) });
  await admin.locator('#logo_alt').fill(`Logo de ${NAME}: letras blancas sobre fondo azul`);
  await admin.getByRole('button', { name: 'Publicar' }).click();
  await expect(admin).toHaveURL((url) => url.pathname === `/admin/panel/postulaciones/${app.id}`);
  await expect(admin.getByText('Estado: Publicada')).toBeVisible();

  // The CSV export of the filtered list (Excel es-CL: UTF-8 with BOM, ';'): this one application.
  await admin.goto(`/admin/panel/postulaciones?institucion=${encodeURIComponent(NAME)}`);
  await expect(admin.getByText('Mostrando 1 - 1 de 1')).toBeVisible();
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Exportar CSV' }).click()]);
  const csv = await readFile(await download.path());
  expect([...csv.subarray(0, 3)], 'el CSV empieza con el BOM de UTF-8').toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).trim().split(/\r?\n/);
  expect(lines.length, lines.join('\n')).toBe(2);
  expect(lines[0]).toContain(';');
  expect(lines[1].includes(NAME) && lines[1].includes('Publicada'), lines[1]).toBe(true);

  // A visitor, signed in as no one.
  await page.goto('/instituciones-reconocidas');
  await expectHeading(page);
  await expect(page.getByText(NAME, { exact: false }).first()).toBeVisible();
});

test("removing a reviewer who saved scores asks first; with the keyboard, Cancelar keeps them and Quitar removes them", async ({ apiUrl, baseURL, page: admin }) => {
  test.setTimeout(300_000);
  const name = `Fundación Quitar Revisor ${stamp}`;
  const app = await createSentApplication(apiUrl, { name, email: `quitar.${stamp}@ejemplo.cl` });
  const adminToken = await staffToken(apiUrl, ADMIN);
  const reviewerToken = await staffToken(apiUrl, REVIEWER_1);
  const [reviewer] = (await adminApi.revisores(apiUrl, adminToken)).filter((r) => r.email === REVIEWER_1.email);
  await adminApi.admitir(apiUrl, adminToken, app.id);
  await adminApi.asignar(apiUrl, adminToken, { postulacion_ids: [app.id], revisor_ids: [reviewer.id], fecha_limite: '2026-12-31' });
  await reviewerApi.declararSinConflicto(apiUrl, reviewerToken, app.id);
  await reviewerApi.puntuar(apiUrl, reviewerToken, app.id, app.requisitos[0].id, 1);

  await staffSignIn(admin, baseURL, ADMIN, `/admin/panel/postulaciones/${app.id}`);
  await expectHeading(admin, name);
  const quitar = admin.getByRole('button', { name: `Quitar a ${REVIEWER_1.name}` });
  const ask = admin.getByRole('alertdialog', { name: `¿Quitar a ${REVIEWER_1.name}?` });
  await quitar.press('Enter');
  await expect(ask).toBeVisible();
  await expectCancelFocused(ask);
  await expectNoAxeViolations(admin, { label: '¿Quitar a …? abierto' });
  await admin.keyboard.press('Enter');
  await expect(ask).not.toBeAttached();
  expect((await adminApi.detalle(apiUrl, adminToken, app.id)).asignaciones.length, 'Cancelar no quita a nadie').toBe(1);
  await quitar.press('Enter');
  await expect(ask).toBeVisible();
  await expectCancelFocused(ask);
  await admin.keyboard.press('Tab');
  await pressAndExpectFocus(admin, ask.getByRole('button', { name: 'Quitar' }), admin.getByRole('rowheader', { name: REVIEWER_1.name, exact: true }), 'h2: Revisores y declaraciones', 'detached');
  await expect.poll(async () => (await adminApi.detalle(apiUrl, adminToken, app.id)).asignaciones.length).toBe(0);
});

test('a refused consolidated score at 390 px opens its closed row and focuses the input; the title says Error', async ({ apiUrl, baseURL, newPage }) => {
  test.setTimeout(300_000);
  const name = 'Hospital Comunitario Los Aromos';
  const adminToken = await staffToken(apiUrl, ADMIN);
  const list = await fetch(new URL(`api/admin/postulaciones?institucion=${encodeURIComponent(name)}`, apiUrl), { headers: { authorization: `Bearer ${adminToken}` } }).then((r) => r.json());
  const [row] = list.data;
  expect(row, `los datos de demostración incluyen ${name}`).toBeTruthy();
  const { page: admin } = await newPage({ viewport: { width: 390, height: 844 } });
  await staffSignIn(admin, baseURL, ADMIN, `/admin/panel/postulaciones/${row.id}`);
  await expectHeading(admin, name);
  const scores = admin.getByRole('region', { name: 'Puntajes por revisor' });
  const firstRow = scores.getByRole('button').first();
  const input = scores.getByRole('textbox').first();
  // A value that cannot be saved, typed in the first row, which is then closed again.
  await firstRow.click();
  await input.fill('999');
  await firstRow.click();
  await expect(firstRow).toHaveAttribute('aria-expanded', 'false');
  await admin.getByRole('button', { name: 'Guardar puntajes consolidados' }).click();
  await expect(firstRow).toHaveAttribute('aria-expanded', 'true');
  await expect(input, 'el foco está en el puntaje rechazado').toBeFocused();
  await expect(input).toBeVisible();
  await expect(admin).toHaveTitle(/^Error: /);
});
