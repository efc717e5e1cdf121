// Acceptance 6 of issue 9 (the keyboard-only scoring is in review-flow.test.mjs): axe reports no
// WCAG 2.2 AA violation on any reviewer or admin-applications page, in both themes at font scale 1,
// 1.2 and 1.4, and none of them scrolls sideways at 320 px (tables become lists at 570 px) or at 1280 px,
// where at font 1 every table shows all its columns (auditAllModes).
import { expect, test } from '../fixtures.mjs';
import { expectHeading } from '../lib/page.mjs';
import { auditAllModes } from './applicant-helpers.mjs';
import { ADMIN, adminApi, createSentApplication, REVIEWER_1, staffSignIn, staffToken } from './review-helpers.mjs';

const stamp = `${Date.now()}`.slice(-6);
const NAME = `Corporación Accesible ${stamp}`;

/** Opens `path` as the signed-in person and waits until its h1 and (if given) a text are shown. */
async function open(page, path, text) {
  await page.goto(path);
  await expectHeading(page);
  if (text) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  // The loading states are gone (axe must see the page as people do).
  await expect(page.locator('[role="status"]').filter({ hasText: /Cargando/ })).toHaveCount(0);
}

async function noSidewaysScroll(page, label) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${label}: la página se desplaza de lado a 320 px (${scroll} > ${width})`).toBeLessThanOrEqual(width);
}

test('reviewer and admin-applications pages: axe in both themes at 1, 1.2 and 1.4, no sideways scroll at 320 or 1280 px', async ({ apiUrl, baseURL, newPage }) => {
  test.setTimeout(900_000);
  expect(apiUrl, 'esta prueba necesita la API').toBeTruthy();
  const app = await createSentApplication(apiUrl, { name: NAME, email: `accesible.${stamp}@ejemplo.cl` });
  const adminToken = await staffToken(apiUrl, ADMIN);
  const reviewerSession = await fetch(new URL('api/login', apiUrl), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: REVIEWER_1.email, password: REVIEWER_1.password }),
  }).then((r) => r.json());
  const [approved] = await adminApi.pendientes(apiUrl, adminToken);
  expect(approved, 'los datos de demostración incluyen una postulación aprobada pendiente de publicación').toBeTruthy();

  const { page: admin } = await newPage();
  const adminPages = [];
  await staffSignIn(admin, baseURL, ADMIN, `/admin/panel/postulaciones?institucion=${encodeURIComponent(NAME)}`);
  // Stage 1 is open on a sent application: the admissibility form is part of the page.
  await open(admin, `/admin/panel/postulaciones/${app.id}`, 'Revisión de admisibilidad');
  await auditAllModes(admin, 'postulación enviada (admin)');

  await adminApi.admitir(apiUrl, adminToken, app.id);
  await adminApi.asignar(apiUrl, adminToken, { postulacion_ids: [app.id], revisor_ids: [reviewerSession.user.id], fecha_limite: '2026-12-31' });
  // The admissibility decision left its letter in the outbox: one message's page is audited too.
  const { data: [letter] } = await adminApi.correos(apiUrl, adminToken, app.id);
  expect(letter, 'la admisibilidad deja una carta en la bandeja de correos').toBeTruthy();

  const more = [
    ['/admin/panel/postulaciones', 'Mostrando'],
    [`/admin/panel/postulaciones?institucion=${encodeURIComponent(NAME)}`, NAME],
    [`/admin/panel/postulaciones/${app.id}`, 'Revisores y declaraciones'],
    [`/admin/panel/postulaciones/${approved.id}`, 'Consolidación de puntajes'],
    [`/admin/panel/postulaciones/${app.id}/requisito/${app.requisitos[0].id}`, 'Evaluaciones'],
    ['/admin/panel/correos', 'Enviar seleccionados'],
    [`/admin/panel/correos/${letter.id}`, 'Texto del mensaje'],
    ['/admin/panel/umbrales', 'Puntaje mínimo actual'],
    ['/admin/panel/publicaciones', approved.nombre_institucion],
    [`/admin/panel/publicaciones/${approved.id}`, 'Texto alternativo de logo'],
  ];
  for (const [path, text] of more) {
    adminPages.push([path, text]);
    await open(admin, path, text);
    await auditAllModes(admin, `${path} (admin)`);
  }
  await admin.setViewportSize({ width: 320, height: 800 });
  for (const [path, text] of adminPages) {
    await open(admin, path, text);
    await noSidewaysScroll(admin, path);
  }

  const { page: reviewer } = await newPage();
  await staffSignIn(reviewer, baseURL, REVIEWER_1, '/revisor/postulaciones');
  await open(reviewer, '/revisor/postulaciones', 'Pendientes:');
  await auditAllModes(reviewer, 'cola del revisor');
  await open(reviewer, `/revisor/postulaciones/${app.id}`, 'Declaración de conflicto de interés');
  await auditAllModes(reviewer, 'declaración de conflicto de interés');
  await reviewer.setViewportSize({ width: 320, height: 800 });
  await noSidewaysScroll(reviewer, 'declaración (320 px)');
  await reviewer.setViewportSize({ width: 1280, height: 900 });
  await reviewer.getByLabel('No tengo conflicto de interés con esta institución').check();
  await reviewer.getByRole('button', { name: 'Enviar declaración' }).click();
  await expect(reviewer.getByRole('heading', { level: 2, name: 'Requisitos' })).toBeVisible();
  // One score typed, so the page shows a saved requirement next to empty ones.
  await reviewer.locator(`[id="req-${app.requisitos[0].id}-puntaje"]`).fill('1');
  await reviewer.locator(`[id="req-${app.requisitos[0].id}-comentario"]`).focus();
  await expect(reviewer.getByText('Guardado a las').first()).toBeVisible();
  await auditAllModes(reviewer, 'evaluación del revisor');
  await reviewer.setViewportSize({ width: 320, height: 800 });
  for (const [path, text] of [['/revisor/postulaciones', 'Pendientes:'], [`/revisor/postulaciones/${app.id}`, 'Mi evaluación:']]) {
    await open(reviewer, path, text);
    await noSidewaysScroll(reviewer, path);
  }
});
