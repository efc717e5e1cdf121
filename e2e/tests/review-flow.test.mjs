// Acceptance 1 of issue 9 (and the keyboard part of acceptance 6): the whole review workflow in
// Chromium on the real API. The applicant sends an application → the admin assigns reviewers 1 and
// 2 with a due date → reviewer 2 recuses → the admin reassigns to reviewer 3 → reviewers 1 and 3
// declare no conflict, score every requirement and send (reviewer 3 with the keyboard only; before
// sending, reviewer 1 cannot see reviewer 3's scores) → the admin consolidates, approves, edits and
// sends the letter → the applicant sees Aprobada and the letter, the local SMTP server received it →
// the admin publishes with a logo and alternative text → the institution is on /instituciones-reconocidas.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolations } from '../lib/axe.mjs';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { waitForMail } from '../lib/mailbox.mjs';
import { signInVia } from './applicant-helpers.mjs';
import {
  ADMIN, adminApi, APPLICANT, apiStatus, createSentApplication, makePng, REVIEWER_1, REVIEWER_2, REVIEWER_3, reviewerApi, staffSignIn, staffToken,
  tokenOf,
} from './review-helpers.mjs';

const { baseUrl, apiUrl, mailDir } = suiteEnv();
const browser = useBrowser();
const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');
mkdirSync(RESULTS, { recursive: true });

const stamp = `${Date.now()}`.slice(-6);
const NAME = `Fundación Flujo Completo ${stamp}`;
const EMAIL = `resultado.${stamp}@ejemplo.cl`;

/**
 * Presses Enter on an action of the admin's application page and, once `done` has come (or gone, with
 * `state` 'detached'), expects focus on `heading` ('h2: …' of the panel, or 'h1: …' when the panel is
 * gone). It fell to <body>: the page reloaded behind a loading state, taking the panel and its button with it.
 */
async function pressAndExpectFocus(page, button, done, heading, state = 'visible') {
  await button.press('Enter');
  await done.first().waitFor({ state, timeout: 20_000 });
  const focused = () => page.evaluate(() => {
    const el = document.activeElement;
    return !el || el === document.body ? 'body' : `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim()}`;
  });
  await page.waitForFunction((expected) => {
    const el = document.activeElement;
    return !!el && `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim()}` === expected;
  }, heading, { timeout: 5000 }).catch(() => {});
  assert.equal(await focused(), heading, `el foco tras la acción (se esperaba ${heading})`);
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
  await page.getByRole('heading', { level: 2, name: 'Requisitos' }).waitFor({ timeout: 20_000 });
  for (const requisito of app.requisitos) {
    await page.locator(`[id="req-${requisito.id}-puntaje"]`).fill(String(points(requisito)));
    await page.locator(`[id="req-${requisito.id}-cumple"]`).check();
    await page.locator(`[id="req-${requisito.id}-comentario"]`).fill('Cumple con lo solicitado.');
  }
  await page.locator(`[id="req-${app.requisitos[0].id}-puntaje"]`).focus();
  const total = app.requisitos.reduce((sum, r) => sum + points(r), 0);
  await page.getByText(`Puntaje total: ${total} de `).waitFor({ timeout: 20_000 });
}

test('review workflow: assign, recuse, reassign, independent scoring, decision, letter by e-mail, publication', { timeout: 600_000 }, async () => {
  assert.ok(apiUrl && mailDir, 'esta prueba necesita la API y el servidor SMTP local de e2e/run.mjs');
  const app = await createSentApplication(apiUrl, { name: NAME, email: EMAIL });

  // --- Admin: assign reviewers 1 and 2 with a due date, then declare the application admissible.
  const admin = await newPage(browser());
  try {
    await flow(app, admin);
  } catch (error) {
    // What the admin saw when it failed, for the person reading the failure.
    await admin.page.screenshot({ path: path.join(RESULTS, 'review-flow-admin.png'), fullPage: true }).catch(() => {});
    throw error;
  }
});

test("removing a reviewer who saved scores asks first; with the keyboard, Cancelar keeps them and Quitar removes them", { timeout: 300_000 }, async () => {
  const name = `Fundación Quitar Revisor ${stamp}`;
  const app = await createSentApplication(apiUrl, { name, email: `quitar.${stamp}@ejemplo.cl` });
  const adminToken = await staffToken(apiUrl, ADMIN);
  const reviewerToken = await staffToken(apiUrl, REVIEWER_1);
  const [reviewer] = (await adminApi.revisores(apiUrl, adminToken)).filter((r) => r.email === REVIEWER_1.email);
  await adminApi.admitir(apiUrl, adminToken, app.id);
  await adminApi.asignar(apiUrl, adminToken, { postulacion_ids: [app.id], revisor_ids: [reviewer.id], fecha_limite: '2026-12-31' });
  await reviewerApi.declararSinConflicto(apiUrl, reviewerToken, app.id);
  await reviewerApi.puntuar(apiUrl, reviewerToken, app.id, app.requisitos[0].id, 1);

  const admin = await newPage(browser());
  await staffSignIn(admin.page, baseUrl, ADMIN, `/admin/panel/postulaciones/${app.id}`);
  await waitForHeading(admin.page, name);
  const quitar = admin.page.getByRole('button', { name: `Quitar a ${REVIEWER_1.name}` });
  const ask = admin.page.getByRole('alertdialog', { name: `¿Quitar a ${REVIEWER_1.name}?` });
  await quitar.press('Enter');
  await ask.waitFor();
  await admin.page.waitForFunction(() => document.activeElement?.textContent === 'Cancelar');
  await expectNoAxeViolations(admin.page, { label: '¿Quitar a …? abierto' });
  await admin.page.keyboard.press('Enter');
  await ask.waitFor({ state: 'detached' });
  assert.equal((await adminApi.detalle(apiUrl, adminToken, app.id)).asignaciones.length, 1, 'Cancelar no quita a nadie');
  await quitar.press('Enter');
  await ask.waitFor();
  await admin.page.waitForFunction(() => document.activeElement?.textContent === 'Cancelar');
  await admin.page.keyboard.press('Tab');
  await pressAndExpectFocus(admin.page, ask.getByRole('button', { name: 'Quitar' }), admin.page.getByRole('rowheader', { name: REVIEWER_1.name, exact: true }), 'h2: Revisores y declaraciones', 'detached');
  assert.equal((await adminApi.detalle(apiUrl, adminToken, app.id)).asignaciones.length, 0);
  await admin.context.close();
});

test('a refused consolidated score at 390 px opens its closed row and focuses the input; the title says Error', { timeout: 300_000 }, async () => {
  const name = 'Hospital Comunitario Los Aromos';
  const adminToken = await staffToken(apiUrl, ADMIN);
  const list = await fetch(new URL(`api/admin/postulaciones?institucion=${encodeURIComponent(name)}`, apiUrl), { headers: { authorization: `Bearer ${adminToken}` } }).then((r) => r.json());
  const [row] = list.data;
  assert.ok(row, `los datos de demostración incluyen ${name}`);
  const admin = await newPage(browser(), { viewport: { width: 390, height: 844 } });
  await staffSignIn(admin.page, baseUrl, ADMIN, `/admin/panel/postulaciones/${row.id}`);
  await waitForHeading(admin.page, name);
  const scores = admin.page.getByRole('region', { name: 'Puntajes por revisor' });
  const firstRow = scores.getByRole('button').first();
  const input = scores.getByRole('textbox').first();
  // A value that cannot be saved, typed in the first row, which is then closed again.
  await firstRow.click();
  await input.fill('999');
  await firstRow.click();
  assert.equal(await firstRow.getAttribute('aria-expanded'), 'false');
  await admin.page.getByRole('button', { name: 'Guardar puntajes consolidados' }).click();
  await admin.page.waitForFunction(() => document.activeElement?.id?.startsWith('consolidado-'), null, { timeout: 5000 }).catch(() => {});
  assert.equal(await firstRow.getAttribute('aria-expanded'), 'true');
  assert.equal(await input.evaluate((el) => el === document.activeElement), true, 'el foco está en el puntaje rechazado');
  assert.ok(await input.isVisible());
  assert.match(await admin.page.title(), /^Error: /);
  await admin.context.close();
});

async function flow(app, admin) {
  await staffSignIn(admin.page, baseUrl, ADMIN, `/admin/panel/postulaciones?institucion=${encodeURIComponent(NAME)}`);
  await admin.page.getByRole('checkbox', { name: `Seleccionar ${NAME}` }).check();
  await admin.page.getByRole('heading', { name: 'Asignar revisores' }).waitFor();
  await admin.page.getByLabel(new RegExp(REVIEWER_1.name)).check();
  await admin.page.getByLabel(new RegExp(REVIEWER_2.name)).check();
  await admin.page.locator('#asignar-fecha').fill('2026-12-15');
  await admin.page.getByRole('button', { name: 'Asignar' }).click();
  await admin.page.getByRole('table', { name: 'Postulaciones' }).getByText(REVIEWER_2.name).waitFor({ timeout: 20_000 });

  await admin.page.getByRole('link', { name: `Ver la postulación de ${NAME}` }).click();
  await waitForHeading(admin.page, NAME);
  await admin.page.getByLabel('Admisible', { exact: true }).check();
  await pressAndExpectFocus(admin.page, admin.page.getByRole('button', { name: 'Registrar admisibilidad' }), admin.page.getByText('Estado: Admisible'), `h1: ${NAME}`);

  // --- Reviewer 2 recuses with a reason, and then cannot reach the application.
  const r2 = await newPage(browser());
  await staffSignIn(r2.page, baseUrl, REVIEWER_2, `/revisor/postulaciones/${app.id}`);
  await r2.page.getByRole('heading', { name: 'Declaración de conflicto de interés' }).waitFor();
  await r2.page.getByLabel('Tengo conflicto de interés y me inhabilito').check();
  await r2.page.getByLabel(/Motivo de la inhabilitación/).fill('Fui asesora de esta fundación el año pasado.');
  await r2.page.getByRole('button', { name: 'Enviar declaración' }).click();
  await r2.page.waitForURL((url) => url.pathname === '/revisor/postulaciones');
  assert.equal(await apiStatus(apiUrl, await tokenOf(r2.page), `api/revisor/postulaciones/${app.id}`), 404);
  await r2.context.close();

  // --- Admin sees the declaration, removes reviewer 2 and assigns reviewer 3.
  await admin.page.reload();
  await waitForHeading(admin.page, NAME);
  await admin.page.getByText(/Inhabilitado\/a: Fui asesora/).waitFor();
  await pressAndExpectFocus(admin.page, admin.page.getByRole('button', { name: `Quitar a ${REVIEWER_2.name}` }), admin.page.getByRole('rowheader', { name: REVIEWER_2.name, exact: true }), 'h2: Revisores y declaraciones', 'detached');
  await admin.page.getByLabel(new RegExp(REVIEWER_3.name)).check();
  await admin.page.locator('#asignar-fecha').fill('2026-12-20');
  await admin.page.getByRole('button', { name: 'Asignar' }).click();
  await admin.page.getByRole('rowheader', { name: REVIEWER_3.name, exact: true }).waitFor({ timeout: 20_000 });

  // --- Reviewer 1 declares and scores, but does not send yet.
  const r1 = await newPage(browser());
  await staffSignIn(r1.page, baseUrl, REVIEWER_1, '/revisor/postulaciones');
  await r1.page.getByRole('link', { name: `Ver y evaluar la postulación de ${NAME}` }).click();
  await r1.page.getByRole('heading', { name: 'Declaración de conflicto de interés' }).waitFor();
  await declareAndScore(r1.page, app, (r) => r.ptje_total);
  // The applicant's files: shown inside the page and downloaded (the API lets an assigned, declared reviewer read them).
  // The portal's CSP must let the page frame the file it fetched (a blob: URL): blocked, the frame showed
  // Chromium's 'blocked' icon and no reviewer could read a document in the page.
  await r1.page.evaluate(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await r1.page.getByRole('button', { name: 'Ver Bitácora' }).click();
  const viewer = r1.page.locator('iframe[title^="Bitácora"]');
  await viewer.waitFor({ timeout: 20_000 });
  const shown = await (await viewer.elementHandle()).contentFrame();
  await r1.page.waitForFunction((frame) => frame.contentWindow !== null, await viewer.elementHandle());
  await r1.page.waitForTimeout(500);
  assert.deepEqual(await r1.page.evaluate(() => window.__cspViolations), [], 'la política de contenido deja mostrar el archivo');
  assert.match(shown.url(), /^blob:/, `el marco muestra el archivo, no una página de error (${shown.url()})`);
  const [logbook] = await Promise.all([r1.page.waitForEvent('download'), r1.page.getByRole('button', { name: 'Descargar Bitácora' }).click()]);
  assert.match(logbook.suggestedFilename(), /\.pdf$/);
  // A reload loses nothing: every score was saved as it was typed.
  await r1.page.reload();
  await r1.page.getByText(`Puntaje total: ${app.requisitos.reduce((s, r) => s + r.ptje_total, 0)} de `).waitFor({ timeout: 20_000 });

  // --- Reviewer 3, keyboard only: declare, score every requirement, send.
  const r3 = await newPage(browser());
  await r3.page.addInitScript(() => {
    window.__pointerEvents = 0;
    for (const type of ['mousedown', 'mouseup', 'pointerdown', 'pointerup', 'click']) {
      window.addEventListener(type, (event) => { if (event.detail > 0 || type !== 'click') window.__pointerEvents += 1; }, true);
    }
  });
  await r3.page.goto(`${baseUrl}/admin/login?volver=${encodeURIComponent(`/revisor/postulaciones/${app.id}`)}`);
  await r3.page.locator('#email').waitFor();
  await tabTo(r3.page, 'email');
  await r3.page.keyboard.type(REVIEWER_3.email);
  await tabTo(r3.page, 'password');
  await r3.page.keyboard.type(REVIEWER_3.password);
  await r3.page.keyboard.press('Enter');
  await r3.page.getByRole('heading', { name: 'Declaración de conflicto de interés' }).waitFor({ timeout: 20_000 });
  await tabTo(r3.page, 'declaracion-sin-conflicto');
  await r3.page.keyboard.press('Space');
  await tabToButton(r3.page, 'Enviar declaración');
  await r3.page.keyboard.press('Enter');
  await r3.page.getByRole('heading', { level: 2, name: 'Requisitos' }).waitFor({ timeout: 20_000 });
  const r3Points = (r) => Math.max(0, r.ptje_total - 1);
  for (const requisito of app.requisitos) {
    await tabTo(r3.page, `req-${requisito.id}-puntaje`);
    await r3.page.keyboard.type(String(r3Points(requisito)));
    await tabTo(r3.page, `req-${requisito.id}-cumple`);
    await r3.page.keyboard.press('Space');
  }
  await r3.page.keyboard.press('Tab');
  const r3Total = app.requisitos.reduce((s, r) => s + r3Points(r), 0);
  await r3.page.getByText(`Puntaje total: ${r3Total} de `).waitFor({ timeout: 20_000 });
  await r3.page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Enviar evaluación' && !b.disabled), null, { timeout: 20_000 });
  await tabToButton(r3.page, 'Enviar evaluación');
  await r3.page.keyboard.press('Enter');
  // Sending cannot be undone: it asks first, focus on Cancelar; Tab, Enter sends.
  const confirmSend = r3.page.getByRole('alertdialog', { name: '¿Enviar la evaluación?' });
  await confirmSend.waitFor();
  await r3.page.waitForFunction(() => document.activeElement?.textContent === 'Cancelar');
  await r3.page.keyboard.press('Tab');
  assert.equal(await r3.page.evaluate(() => document.activeElement?.textContent), 'Enviar evaluación');
  await r3.page.keyboard.press('Enter');
  await r3.page.getByRole('heading', { name: 'Puntajes de todos los revisores' }).waitFor({ timeout: 20_000 });
  // The button is gone once sent: focus is on the Total section, which says so (it fell to <body>).
  await r3.page.waitForFunction(() => document.activeElement !== document.body, null, { timeout: 5000 }).catch(() => {});
  assert.equal(await r3.page.evaluate(() => document.activeElement?.id), 'total-titulo', 'foco tras enviar la evaluación');
  assert.equal(await r3.page.evaluate(() => window.__pointerEvents), 0, 'reviewer 3 used only the keyboard');
  await r3.context.close();

  // --- Before sending, reviewer 1 cannot see reviewer 3's scores (page nor API); after sending, can.
  await r1.page.reload();
  await r1.page.getByText('Los puntajes de los demás revisores se muestran después de enviar tu evaluación.').waitFor({ timeout: 20_000 });
  assert.equal(await r1.page.getByText(REVIEWER_3.name).count(), 0);
  const r1Token = await tokenOf(r1.page);
  assert.equal(await apiStatus(apiUrl, r1Token, `api/revisor/postulaciones/${app.id}/puntajes`), 409);
  await r1.page.getByRole('button', { name: 'Enviar evaluación' }).click();
  await r1.page.getByRole('alertdialog', { name: '¿Enviar la evaluación?' }).getByRole('button', { name: 'Enviar evaluación' }).click();
  await r1.page.getByRole('heading', { name: 'Puntajes de todos los revisores' }).waitFor({ timeout: 20_000 });
  await r1.page.getByText(new RegExp(`${REVIEWER_3.name}: `)).first().waitFor();
  assert.equal(await apiStatus(apiUrl, r1Token, `api/revisor/postulaciones/${app.id}/puntajes`), 200);
  await r1.context.close();

  // --- Admin consolidates, approves, edits and sends the letter.
  await admin.page.reload();
  await waitForHeading(admin.page, NAME);
  await admin.page.getByRole('heading', { name: 'Consolidación de puntajes' }).waitFor();
  await admin.page.getByText(/Umbral de aprobación de/).waitFor();
  await pressAndExpectFocus(admin.page, admin.page.getByRole('button', { name: 'Guardar puntajes consolidados' }), admin.page.getByText(/Total consolidado: \d+ de \d+ \(alcanza el umbral\)/), 'h2: Consolidación de puntajes');
  await admin.page.getByLabel('Aprobada', { exact: true }).check();
  // A decision cannot be changed: Enter asks first (focus on Cancelar), Tab and Enter record it.
  await admin.page.getByRole('button', { name: 'Registrar decisión' }).press('Enter');
  const decide = admin.page.getByRole('alertdialog', { name: '¿Registrar la decisión?' });
  await decide.waitFor();
  await admin.page.waitForFunction(() => document.activeElement?.textContent === 'Cancelar');
  await admin.page.keyboard.press('Tab');
  await pressAndExpectFocus(admin.page, decide.getByRole('button', { name: 'Registrar decisión' }), admin.page.getByText('Estado: Aprobada'), `h1: ${NAME}`);
  const draft = admin.page.getByRole('form', { name: 'Borrador: Postulación aprobada - Sello Chile Inclusivo' });
  const body = draft.getByLabel(/Texto de la carta/);
  await body.waitFor({ timeout: 20_000 });
  const letter = `${await body.inputValue()}\n\nNota de la coordinación ${stamp}: felicitaciones a todo el equipo.`;
  await body.fill(letter);
  // Enter in Asunto saves the draft; it does not send it.
  await draft.getByLabel(/Asunto/).press('Enter');
  await admin.page.getByText('Carta guardada.').first().waitFor({ timeout: 20_000 });
  assert.equal(await draft.count(), 1, 'la carta sigue siendo un borrador');
  // 'Enviar carta' asks first, with focus on Cancelar; Tab and Enter send.
  await draft.getByRole('button', { name: 'Enviar carta' }).press('Enter');
  const ask = admin.page.getByRole('alertdialog', { name: '¿Enviar la carta?' });
  await ask.waitFor();
  await admin.page.waitForFunction(() => document.activeElement?.textContent === 'Cancelar');
  await admin.page.keyboard.press('Tab');
  await pressAndExpectFocus(admin.page, ask.getByRole('button', { name: 'Enviar carta' }), admin.page.getByText(new RegExp(`Para ${EMAIL.replace('.', '\\.')} · Enviado`)), 'h2: Cartas');

  const mail = await waitForMail({ to: EMAIL, text: `Nota de la coordinación ${stamp}` }, { dir: mailDir });
  assert.match(mail.text, /felicitaciones a todo el equipo/);

  // --- The applicant sees Aprobada and the letter.
  const applicant = await newPage(browser());
  await signInVia(applicant.page, baseUrl, '/postulante/postulaciones', APPLICANT);
  await applicant.page.goto(`${baseUrl}/postulante/postulacion?id=${app.id}`);
  await waitForHeading(applicant.page, NAME);
  await applicant.page.getByText('Aprobada').first().waitFor({ timeout: 20_000 });
  await applicant.page.getByText(`Nota de la coordinación ${stamp}`, { exact: false }).waitFor({ timeout: 20_000 });
  await applicant.context.close();

  // --- Admin publishes with a logo and its alternative text; the institution is public.
  await admin.page.goto(`${baseUrl}/admin/panel/publicaciones`);
  await admin.page.getByRole('link', { name: `Publicar ${NAME}` }).click();
  await waitForHeading(admin.page, `Publicar ${NAME}`);
  await admin.page.locator('#logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(200, 60) });
  await admin.page.locator('#logo_alt').fill(`Logo de ${NAME}: letras blancas sobre fondo azul`);
  await admin.page.getByRole('button', { name: 'Publicar' }).click();
  await admin.page.waitForURL((url) => url.pathname === `/admin/panel/postulaciones/${app.id}`, { timeout: 20_000 });
  await admin.page.getByText('Estado: Publicada').waitFor({ timeout: 20_000 });

  // The CSV export of the filtered list (Excel es-CL: UTF-8 with BOM, ';'): this one application.
  await admin.page.goto(`${baseUrl}/admin/panel/postulaciones?institucion=${encodeURIComponent(NAME)}`);
  await admin.page.getByText('Mostrando 1 - 1 de 1').waitFor({ timeout: 20_000 });
  const [download] = await Promise.all([admin.page.waitForEvent('download'), admin.page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  const csv = await readFile(await download.path());
  assert.deepEqual([...csv.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'el CSV empieza con el BOM de UTF-8');
  const lines = csv.toString('utf8').slice(1).trim().split(/\r?\n/);
  assert.equal(lines.length, 2, lines.join('\n'));
  assert.ok(lines[0].includes(';'));
  assert.ok(lines[1].includes(NAME) && lines[1].includes('Publicada'), lines[1]);
  await admin.context.close();

  const visitor = await newPage(browser());
  await visitor.page.goto(`${baseUrl}/instituciones-reconocidas`);
  await waitForHeading(visitor.page);
  await visitor.page.getByText(NAME, { exact: false }).first().waitFor({ timeout: 20_000 });
  await visitor.context.close();
}
