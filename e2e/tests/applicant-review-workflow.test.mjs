// The applicant's side of the review workflow (issue 9) on the real API, in Chromium:
// acceptance 2 — admissibility sends one document back, the applicant replaces it in the browser, the
// application returns to review and the staff see both versions;
// acceptance 3 — Inadmisible with a reason, the applicant files a reposición inside the window in the
// browser, a second admin resolves it; a reposición after the window is refused in Spanish.
// The staff steps go through the API (admin tokens), so this file does not depend on the staff UI.
import { test, expect } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/accounts.mjs';
import { expectNoAxeViolations } from '../lib/axe.mjs';
import { expectHeading } from '../lib/page.mjs';
import {
  APPLICANT_A, APPLICANT_B, auditAllModes, expectFits, expectPath, fontScaleIs, makePdf, openSharedPage, pressTool, signInVia,
} from './applicant-helpers.mjs';
import { addressFor, uniqueRut } from '../lib/unique.mjs';

const ADMIN = { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password };
const ADMIN_2 = { email: ACCOUNTS.admin2.email, password: ACCOUNTS.admin2.password };
// The seeded demo applicant whose 'Universidad del Pacífico Sur' was rejected 420 days ago.
const APPLICANT_REVIEWED = ACCOUNTS.postulanteC;
const OLD_REJECTION = 'Universidad del Pacífico Sur';
const suffix = `${Date.now().toString(36)}`;

// ---- The API, as a client would call it -----------------------------------------------------------
// The worker's API (each worker has its own stack), set before this file's tests.
let apiUrl;
test.beforeAll(({ apiUrl: url }) => {
  apiUrl = url;
});

async function call(token, method, path, body) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  let payload;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(new URL(path, apiUrl), { method, headers, body: payload });
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json, text };
}

async function ok(token, method, path, body, expected = [200, 201]) {
  const res = await call(token, method, path, body);
  expect(expected, `${method} ${path}: ${res.status} ${res.text.slice(0, 500)}`).toContain(res.status);
  return res.json;
}

const staffToken = async (account) => (await ok(null, 'POST', 'api/login', account)).token;
const applicantToken = async ({ run, clave }) => (await ok(null, 'POST', 'api/claveunica/login', { run, clave_unica: clave })).token;

function form(fields) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value && typeof value === 'object' && 'buffer' in value) data.append(key, new Blob([value.buffer], { type: value.mimeType }), value.name);
    else data.append(key, String(value));
  }
  return data;
}

/** Registers, uploads the stage-1 documents and every requirement's file, and sends an application; returns its id. */
async function sentApplication(token, nombre) {
  const [tipo] = await ok(null, 'GET', 'api/tipo-instituciones');
  const [region] = await ok(null, 'GET', 'api/regiones');
  const [comuna] = await ok(null, 'GET', `api/comunas/region/${region.id}`);
  const categoria = (await ok(null, 'GET', 'api/categoria-postulaciones'))[0];
  const rut = uniqueRut();
  const created = await ok(token, 'POST', 'api/institucion/postulacion_sellos/store', {
    nombre_institucion: nombre, rut_institucion: rut, rubro_institucion: 'Servicios públicos', tipo_institucion_id: tipo.id,
    direccion_fisica: addressFor('Calle Larga', rut), region_id: region.id, comuna_id: comuna.id, cant_trabajadores: '120', cant_trabajadores_discapacidad: '4',
  });
  const id = created.id;
  await ok(token, 'POST', 'api/institucion/postulacion_sellos/rep_legal/store', {
    nombre_rep_legal: 'Rosa Representante', cargo_rep_legal: 'Directora', rut_rep_legal: '12.345.678-5',
    telefono_rep_legal: '912-345-678', correo_rep_legal: 'rosa@example.cl', postulacion_sello_id: id,
  });
  await ok(token, 'POST', 'api/institucion/postulacion_sellos/encargado/store', {
    nombre_encargado: 'Ernesto Encargado', cargo_encargado: 'Jefe de personas', rut_encargado: '11.111.111-1',
    telefono_encargado: '987-654-321', correo_encargado: 'ernesto@example.cl', postulacion_sello_id: id,
  });
  await ok(token, 'PUT', `institucion/postulacion_sellos/update/${id}`, { categoria_id: String(categoria.id), year: '2024' });
  const p1 = await ok(token, 'POST', 'api/obtencion_sello_p1/store', form({
    postulacion_sello_id: id, bitacora: makePdf('Bitacora original'), declaracion_autoridad: makePdf('Declaracion original'),
  }));
  const [medio] = await ok(null, 'GET', `api/medios-verificacion?categoria_id=${categoria.id}`);
  await ok(token, 'POST', 'api/obtencion_sello_p2/store', form({
    obtencion_sello_p1_id: p1.id, archivo_verificacion: makePdf('Certificado dotacion'), ...(medio ? { medio_verificacion_id: medio.id } : {}),
  }));
  for (const requisito of await ok(null, 'GET', `api/requisitos?categoria_id=${categoria.id}`)) {
    await ok(token, 'POST', 'api/requisitos/store', form({ requisito_id: requisito.id, obtencion_sello_p1_id: p1.id, requisito: makePdf(`Requisito ${requisito.id}`) }));
  }
  const sent = await ok(token, 'POST', `api/postulante/postulaciones/${id}/enviar`);
  expect(sent.estado).toBe('Enviada');
  return id;
}

/** Stage 1 by an admin: the logbook gets `observacion` (or every document passes) with the given outcome. */
async function admissibility(adminToken, id, { resultado, observacion, motivo }) {
  const detail = await ok(adminToken, 'GET', `api/admin/postulaciones/${id}`);
  const documentos = detail.documentos.map((doc) => (doc.clave === 'bitacora' && observacion
    ? { clave: doc.clave, cumple: false, observacion }
    : { clave: doc.clave, cumple: true }));
  const plazo = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  return ok(adminToken, 'POST', `api/admin/postulaciones/${id}/admisibilidad`, {
    resultado, documentos, ...(motivo ? { motivo } : {}), ...(resultado === 'Observada' ? { plazo_respuesta: plazo } : {}),
  });
}

/** Sends the decision letters waiting as drafts for this application (the outbox). */
async function sendLetters(adminToken, id) {
  const drafts = await ok(adminToken, 'GET', `api/admin/correos?postulacion_id=${id}&estado=borrador`);
  const ids = drafts.data.map((mail) => mail.id);
  if (ids.length > 0) await ok(adminToken, 'POST', 'api/admin/correos/enviar', { ids });
  return drafts.data;
}

/**
 * From now on, each toast as it enters the page: its words and whether it was hidden from screen
 * readers then (inside aria-hidden). Returns a function that reads the list.
 */
async function recordToasts(page) {
  await page.evaluate(() => {
    window.__toasts = [];
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node.nodeType !== 1) continue;
          const toasts = [node, ...node.querySelectorAll('[data-scope="toast"][data-part="root"]')].filter((el) => el.matches('[data-scope="toast"][data-part="root"]'));
          for (const toast of toasts) {
            const title = toast.querySelector('[data-part="title"]')?.textContent ?? '';
            window.__toasts.push({ text: title, hidden: toast.closest('[aria-hidden="true"]') !== null });
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => window.__toasts);
}

const cardOf = (page, name) => page.locator('section').filter({ has: page.getByText(name, { exact: true }) });

/** At 320 px (WCAG 1.4.10), with the default letter and the largest (1.4), nothing scrolls sideways. */
async function noSidewaysScroll(page, label) {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const scale of ['1', '1.4']) {
    if (scale === '1.4') {
      await pressTool(page, 'Aumentar tamaño de letra');
      await pressTool(page, 'Aumentar tamaño de letra');
      await fontScaleIs(page, '1.4');
    }
    // The page settles into the new width or letter (a layout chosen by script, a transition):
    // measured until it fits, within the assertion's timeout.
    await expect(async () => expectFits(page, `${label}, letra ${scale}`)).toPass();
  }
  await pressTool(page, 'Disminuir tamaño de letra');
  await pressTool(page, 'Disminuir tamaño de letra');
  await fontScaleIs(page, '1');
  await page.setViewportSize({ width: 1280, height: 900 });
}

// ---- Acceptance 2 -----------------------------------------------------------------------------
test.describe('observaciones: the applicant replaces the observed document and it returns to review', () => {
  // Each page is audited six times (auditAllModes): longer than the suite's two minutes a test.
  test.describe.configure({ mode: 'serial', timeout: 360_000 });
  const nombre = `Municipalidad Observada ${suffix}`;
  let context;
  let page;
  let baseUrl;
  let admin;
  let id;
  test.beforeAll(async ({ browser, stack }) => {
    admin = await staffToken(ADMIN);
    id = await sentApplication(await applicantToken(APPLICANT_A), nombre);
    await admissibility(admin, id, { resultado: 'Observada', observacion: 'La bitácora no tiene la firma de la autoridad.' });
    baseUrl = stack.baseUrl;
    ({ context, page } = await openSharedPage(browser, baseUrl));
  });
  test.afterAll(async () => {
    await context?.close();
  });

  test('the list says Observada, what it means and the deadline', async () => {
    await signInVia(page, baseUrl, '/postulante/postulaciones', APPLICANT_A);
    await expectPath(page, '/postulante/postulaciones');
    const card = cardOf(page, nombre);
    await expect(card.getByTestId('estado-postulacion').filter({ hasText: 'Observada' })).toBeVisible();
    await expect(card.getByText(/^Tienes 1 documento observado\. Plazo para responder: \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
    await expect(card.getByTestId('explicacion-estado')).toContainText(/observaciones/, { useInnerText: true });
    await auditAllModes(page, '/postulante/postulaciones (observada)');
    await card.getByRole('link', { name: 'Responder observaciones' }).click();
    await expectPath(page, '/postulante/postulacion');
    await expectHeading(page, nombre);
  });

  test('only the observed document can be replaced; a submit without it is explained', async () => {
    await expect(page.getByRole('heading', { name: 'Observaciones', level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Observaciones' }).getByText('La bitácora no tiene la firma de la autoridad.')).toBeVisible();
    await expect(page.locator('input[type="file"]'), 'one file input: the observed logbook').toHaveCount(1);
    await auditAllModes(page, '/postulante/postulacion (observada)');
    await noSidewaysScroll(page, '/postulante/postulacion (observada)');

    await page.getByRole('button', { name: 'Enviar a revisión' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Hay errores en el formulario' });
    await expect(summary.getByRole('link', { name: 'Adjunta el nuevo archivo de Bitácora.' })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(summary, 'focus moves to the summary').toBeFocused();
    await auditAllModes(page, '/postulante/postulacion (observada, con errores)');
    // The summary's link takes the keyboard to the field.
    await summary.getByRole('link', { name: 'Adjunta el nuevo archivo de Bitácora.' }).press('Enter');
    await expect(page.locator('input[type="file"]')).toBeFocused();
  });

  test('replacing it and sending returns the application to review', async () => {
    await page.getByLabel(/Nuevo archivo de Bitácora \(PDF\)/).setInputFiles(makePdf('Bitacora firmada'));
    await page.getByRole('button', { name: 'Enviar a revisión' }).click();
    // Sending back cannot be undone: a question first, with focus on Cancelar.
    const question = page.getByRole('alertdialog', { name: '¿Enviar la postulación a revisión?' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Cancelar', exact: true })).toBeFocused();
    await expectNoAxeViolations(page, { label: 'confirmación de Enviar a revisión' });
    await question.getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(page.getByText('Tu postulación volvió a revisión.').first()).toBeVisible();
    await expect(page.getByTestId('estado-postulacion').filter({ hasText: 'Enviada' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Observaciones' })).toHaveCount(0);
    await expect(page.locator('#estado-postulacion-titulo')).toBeFocused();
    await expect(page.getByRole('rowheader', { name: 'bitacora-firmada.pdf', exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Historial de la postulación' }).getByText('Respuesta a las observaciones').first()).toBeVisible();
    await auditAllModes(page, '/postulante/postulacion (reenviada)');
  });

  test('the staff see the application in review again with both versions of the logbook', async () => {
    const detail = await ok(admin, 'GET', `api/admin/postulaciones/${id}`);
    expect(detail.estado).toBe('Enviada');
    const bitacora = detail.documentos.find((doc) => doc.clave === 'bitacora');
    expect(bitacora.versiones.map((v) => [v.version, v.archivo.nombre_original])).toEqual([
      [2, 'bitacora-firmada.pdf'],
      [1, 'bitacora-original.pdf'],
    ]);
    for (const version of bitacora.versiones) {
      const res = await fetch(new URL(`api/archivos/${version.archivo.id}/descargar`, apiUrl), { headers: { authorization: `Bearer ${admin}` } });
      expect(res.status).toBe(200);
      const text = Buffer.from(await res.arrayBuffer()).toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text, `version ${version.version} holds its own file`).toContain(version.version === 2 ? 'Bitacora firmada' : 'Bitacora original');
    }
  });
});

// ---- Acceptance 3 -----------------------------------------------------------------------------
test.describe('reposición: Inadmisible, the applicant asks for reconsideration, a second admin resolves it', () => {
  // Each page is audited six times (auditAllModes): longer than the suite's two minutes a test.
  test.describe.configure({ mode: 'serial', timeout: 360_000 });
  const nombre = `Fundación Reposición ${suffix}`;
  const motivoInadmisible = 'Falta el certificado de dotación vigente.';
  let context;
  let page;
  let baseUrl;
  let admin;
  let id;
  test.beforeAll(async ({ browser, stack }) => {
    admin = await staffToken(ADMIN);
    id = await sentApplication(await applicantToken(APPLICANT_B), nombre);
    await admissibility(admin, id, { resultado: 'Inadmisible', motivo: motivoInadmisible });
    const letters = await sendLetters(admin, id);
    expect(letters.length, 'the decision left a letter in the outbox').toBeGreaterThan(0);
    baseUrl = stack.baseUrl;
    ({ context, page } = await openSharedPage(browser, baseUrl));
  });
  test.afterAll(async () => {
    await context?.close();
  });

  test('the applicant sees Inadmisible, the reason, the letter and the window', async () => {
    await signInVia(page, baseUrl, '/postulante/postulaciones', APPLICANT_B);
    await expectPath(page, '/postulante/postulaciones');
    const card = cardOf(page, nombre);
    await expect(card.getByTestId('estado-postulacion').filter({ hasText: 'Inadmisible' })).toBeVisible();
    await expect(card.getByText(`Motivo: ${motivoInadmisible}`, { exact: true })).toBeVisible();
    await expect(card.getByText(/^Puedes presentar un recurso de reposición hasta el \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
    // The letter the admin sent, folded in the card; it opens with the keyboard.
    const letter = card.getByTestId('ultima-carta');
    await letter.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(letter).toHaveAttribute('open', '');
    await expect(letter, 'the letter names the institution').toContainText(nombre, { useInnerText: true });
    await auditAllModes(page, '/postulante/postulaciones (inadmisible)');
    await noSidewaysScroll(page, '/postulante/postulaciones (inadmisible)');
    await card.getByRole('link', { name: 'Ver resultado y presentar reposición' }).click();
    await expectPath(page, '/postulante/postulacion');
    await expect(page.getByTestId('motivo-decision').filter({ hasText: motivoInadmisible })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cartas y resoluciones' })).toBeVisible();
    await expect.poll(() => page.getByRole('article').count(), { message: 'the sent letter is shown' }).toBeGreaterThanOrEqual(1);
    await auditAllModes(page, '/postulante/postulacion (inadmisible)');
    await noSidewaysScroll(page, '/postulante/postulacion (inadmisible)');
    // At 570 px or narrower the history is a list of rows that open with the keyboard.
    await page.setViewportSize({ width: 375, height: 800 });
    const row = page.getByRole('button', { name: /· Inadmisible$/ });
    await expect(row).toBeVisible();
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator(`[id="${await row.getAttribute('aria-controls')}"]`);
    await expect(details.getByText('Enviada → Inadmisible', { exact: true })).toBeVisible();
    await expect(details.getByText(`Motivo: ${motivoInadmisible}`, { exact: true })).toBeVisible();
    await auditAllModes(page, '/postulante/postulacion (inadmisible, móvil)');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('the reposición form needs a reason, then files it with a supporting PDF', async () => {
    await page.getByRole('button', { name: 'Presentar recurso de reposición' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Hay errores en el formulario' });
    await expect(summary.getByRole('link', { name: 'Indica el motivo de tu solicitud de reposición.' })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
    await auditAllModes(page, '/postulante/postulacion (reposición con errores)');
    // From the summary to the field and on to sending, with the keyboard.
    await summary.getByRole('link', { name: 'Indica el motivo de tu solicitud de reposición.' }).press('Enter');
    await expect(page.locator('#motivo')).toBeFocused();
    await page.keyboard.type('El certificado se adjuntó como medio de verificación de admisibilidad.');
    await page.getByLabel('Documento de respaldo (PDF, opcional)').setInputFiles(makePdf('Respaldo reposicion'));
    await page.getByRole('button', { name: 'Presentar recurso de reposición' }).press('Enter');
    // Only one recurso, unchangeable once filed: a question first, focus on Cancelar; Tab, Enter files it.
    const question = page.getByRole('alertdialog', { name: '¿Presentar el recurso de reposición?' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Cancelar', exact: true })).toBeFocused();
    await expectNoAxeViolations(page, { label: 'confirmación de la reposición' });
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Presentar recurso', exact: true })).toBeFocused();
    const heard = await recordToasts(page);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('estado-reposicion').filter({ hasText: 'En revisión' })).toBeVisible();
    // Raised while the dialog (which hides the page from screen readers) was still open: heard all the same.
    await expect.poll(heard).toEqual([{ text: 'Recibimos tu recurso de reposición.', hidden: false }]);
    await expect(page.getByTestId('estado-postulacion').filter({ hasText: 'En reposición' })).toBeVisible();
    await expect(page.locator('#reposicion-titulo')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Presentar recurso de reposición' })).toHaveCount(0);
    await auditAllModes(page, '/postulante/postulacion (en reposición)');
  });

  test('the admin who decided cannot resolve it; a second admin accepts it and the application returns to review', async () => {
    const detail = await ok(admin, 'GET', `api/admin/postulaciones/${id}`);
    expect(detail.estado).toBe('En reposición');
    expect(detail.reposicion.motivo).toBe('El certificado se adjuntó como medio de verificación de admisibilidad.');
    expect(detail.reposicion.archivo, 'the supporting file reached the staff').toBeTruthy();
    const same = await call(admin, 'POST', `api/admin/postulaciones/${id}/reposicion/resolver`, { aceptada: true, motivo: 'Acogida.' });
    // The reposición names the admin who declared it Inadmisible (decidida_por): that admin gets a 409.
    expect(same.status, same.text).toBe(409);
    expect(same.json).toEqual({ message: 'La reposición debe resolverla un administrador o administradora distinto de quien tomó la decisión.' });
    expect((await ok(admin, 'GET', `api/admin/postulaciones/${id}`)).estado, 'the refusal changed nothing').toBe('En reposición');

    const second = await staffToken(ADMIN_2);
    const resolved = await ok(second, 'POST', `api/admin/postulaciones/${id}/reposicion/resolver`, {
      aceptada: true, motivo: 'El certificado estaba adjunto; se revisa de nuevo la admisibilidad.',
    });
    expect(resolved.estado).toBe('Enviada');
    await sendLetters(second, id);

    await page.reload();
    await expect(page.getByTestId('estado-postulacion').filter({ hasText: 'Enviada' })).toBeVisible();
    await expect(page.getByTestId('estado-reposicion').filter({ hasText: 'Acogido' })).toBeVisible();
    await expect(page.getByText('El certificado estaba adjunto; se revisa de nuevo la admisibilidad.').first()).toBeVisible();
    await auditAllModes(page, '/postulante/postulacion (reposición acogida)');
  });
});

test.describe('reposición after the window', () => {
  test('is not offered in the browser and the API refuses it in Spanish, changing nothing', async ({ page, baseURL }) => {
    await signInVia(page, baseURL, '/postulante/postulaciones', APPLICANT_REVIEWED);
    await expectPath(page, '/postulante/postulaciones');
    const card = cardOf(page, OLD_REJECTION);
    await expect(card.getByTestId('estado-postulacion').filter({ hasText: 'Rechazada' })).toBeVisible();
    await card.getByRole('link', { name: 'Ver postulación' }).click();
    await expectPath(page, '/postulante/postulacion');
    const closed = page.getByTestId('reposicion-cerrada');
    await expect(closed).toBeVisible();
    await expect(closed).toHaveText(/^El plazo para presentar un recurso de reposición venció el \d{2}\/\d{2}\/\d{4}\. Ya no es posible presentarlo\.$/, { useInnerText: true });
    await expect(page.getByRole('button', { name: 'Presentar recurso de reposición' })).toHaveCount(0);
    await auditAllModes(page, '/postulante/postulacion (rechazada, plazo vencido)');

    // A client that sends it anyway (an old tab, a script) gets the server's sentence.
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const token = await applicantToken(APPLICANT_REVIEWED);
    const late = await call(token, 'POST', `api/postulante/postulaciones/${id}/reposicion`, form({ motivo: 'Pedimos reconsiderar la decisión.' }));
    expect(late.status).toBe(409);
    expect(late.json.message).toMatch(/^El plazo para presentar un recurso de reposición venció el \d{2}\/\d{2}\/\d{4} \(\d+ días hábiles desde la notificación de la resolución\)\.$/);
    const still = await ok(token, 'GET', `api/postulante/postulaciones/${id}/revision`);
    expect(still.estado).toBe('Rechazada');
    expect(still.reposicion.solicitud).toBeNull();
  });
});
