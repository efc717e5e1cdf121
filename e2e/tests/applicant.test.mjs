// The applicant journey on the real API with demo data (issue 5, acceptance 2, 3 and 5):
// 44.444.444-4 registers, uploads, completes every requirement and sends; 55.555.555-5 cannot see it;
// 55.555.555-5 signs out mid-wizard (what it typed and did not save is kept over a reload, dropped at
// sign-out) and resumes. axe runs on every applicant page in four modes.
import { test, expect } from '../fixtures.mjs';
import { expectNoAxeViolations } from '../lib/axe.mjs';
import { expectHeading } from '../lib/page.mjs';
import {
  APPLICANT_A, APPLICANT_B, auditAllModes, completeInstitutionStep, encargado, expectPath, fillById, institution, makePdf,
  openSharedPage, repLegal, signInVia, signOut,
} from './applicant-helpers.mjs';

// Other suites may give the demo applicants applications of their own: always look at ours.
const cardOf = (page, institutionName) => page.locator('section').filter({ hasText: institutionName });
const statusOf = (page, institutionName) => cardOf(page, institutionName).getByTestId('estado-postulacion');
let firstApplicationId;

/**
 * From now on, where focus goes: 'Finalizar', 'resumen' (inside the alert that says `message`) or
 * the element's tag. Returns a function that reads the trail.
 */
async function recordFocus(page, message) {
  await page.evaluate((text) => {
    window.__focusTrail = [];
    document.addEventListener('focusin', (event) => {
      const el = event.target;
      const where = el.id === 'finalizar' ? 'Finalizar'
        : el.closest('[role="alert"]')?.textContent?.includes(text) ? 'resumen' : el.tagName;
      window.__focusTrail.push(where);
    }, true);
  }, message);
  return () => page.evaluate(() => window.__focusTrail);
}

test.describe('postulante 44.444.444-4: del registro al envío', () => {
  // Each page is audited six times (auditAllModes), about ten pages a test: some 100 s on a quiet
  // machine, several minutes on a busy one.
  test.describe.configure({ mode: 'serial', timeout: 600_000 });
  let context;
  let page;
  let baseUrl;
  test.beforeAll(async ({ browser, stack }) => {
    baseUrl = stack.baseUrl;
    ({ context, page } = await openSharedPage(browser, baseUrl));
  });
  test.afterAll(async () => {
    await context?.close();
  });

  test('signs in through the guard and completes the 4-step wizard', async () => {
    await signInVia(page, baseUrl, '/postulante/postulaciones', APPLICANT_A);
    await expectPath(page, '/postulante/postulaciones');
    await expectHeading(page);
    await auditAllModes(page, '/postulante/postulaciones (antes del registro)');

    await page.goto('/proceso-de-postulacion');
    await expect(page.getByRole('heading', { name: 'Datos de la institución' })).toBeVisible();
    await auditAllModes(page, 'paso 1');
    // A failed submit: summary above the form, linked to the fields, and 'Error: ' in the title.
    await page.locator('#tipo_institucion_id').selectOption({ index: 1 });
    await page.locator('#region_id').selectOption({ index: 1 });
    await expect(page.locator('#comuna_id option').nth(1)).toBeAttached();
    await page.locator('#comuna_id').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Hay errores en el formulario' });
    await expect(summary).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(summary.getByRole('link', { name: 'El nombre de la institución es requerido.' })).toBeVisible();
    await auditAllModes(page, 'paso 1 con errores');

    await completeInstitutionStep(page, institution());
    await expectPath(page, '/proceso-de-postulacion/representante-legal');
    await auditAllModes(page, 'paso 2');
    await fillById(page, repLegal);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expectPath(page, '/proceso-de-postulacion/encargado-de-postular');
    await auditAllModes(page, 'paso 3');
    await fillById(page, encargado);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expectPath(page, '/proceso-de-postulacion/sello-chile-inclusivo-step');
    await auditAllModes(page, 'paso 4');
    const finish = page.getByRole('button', { name: 'Finalizar registro' });
    await expect(finish, 'step 4 is disabled while the category is the placeholder').toBeDisabled();
    await page.locator('#categoria_id').selectOption({ index: 1 });
    await finish.click();
    await expect(page.getByText('Registro institucional completado exitosamente.').first()).toBeVisible();
    await expectPath(page, '/postulante/postulaciones');
    await expect(statusOf(page, 'Municipalidad de Ejemplo').filter({ hasText: 'Registrada' })).toBeVisible();
    await auditAllModes(page, '/postulante/postulaciones');

    // Signing in leads to step 1 (spec): with an application registered, the page says this one would be new.
    await page.goto('/proceso-de-postulacion');
    // One, or more when other suites registered applications of this applicant first.
    await expect(page.getByText(/^Ya tienes (una postulación registrada|\d+ postulaciones registradas)\.$/)).toBeVisible();
    await auditAllModes(page, 'paso 1 con una postulación registrada');
    await page.getByRole('main').getByRole('link', { name: 'Mis postulaciones' }).click();
    await expectPath(page, '/postulante/postulaciones');
  });

  test('uploads logbook, declaration, admissibility evidence and every requirement, then sends', async () => {
    await cardOf(page, 'Municipalidad de Ejemplo').getByRole('link', { name: 'Iniciar Postulación' }).click();
    await expectPath(page, '/postulante/gestion-institucional-inclusiva');
    await expectHeading(page);
    await auditAllModes(page, '/postulante/gestion-institucional-inclusiva');
    await page.getByRole('link', { name: 'Continuar' }).click();

    await expectPath(page, '/postulante/categoria-seleccionada');
    await expect(page.getByLabel('Bitácora (PDF)')).toBeVisible();
    await auditAllModes(page, '/postulante/categoria-seleccionada');
    const upload = page.getByRole('button', { name: 'Subir archivos' });
    await page.getByLabel('Bitácora (PDF)').setInputFiles(makePdf('Bitacora institucional'));
    await expect(upload, 'submit waits for both files').toBeDisabled();
    await page.getByLabel('Formulario de declaración (PDF)').setInputFiles(makePdf('Declaracion autoridad'));
    await upload.click();

    await expectPath(page, '/postulante/categoria-seleccionada/admisibilidad');
    await expect(page.getByRole('heading', { name: 'Admisibilidad' })).toBeVisible();
    await auditAllModes(page, '/postulante/categoria-seleccionada/admisibilidad');
    await page.locator('#medio_verificacion_id').selectOption({ index: 1 });
    await page.getByLabel('Archivo de verificación (PDF)').setInputFiles(makePdf('Certificado dotacion'));
    await page.getByRole('button', { name: 'Guardar' }).press('Enter');
    await expect(page.getByRole('cell', { name: 'certificado-dotacion.pdf', exact: true })).toBeVisible();
    // Sent with the keyboard, the form starts over from its first field (focus fell to <body> with
    // the page, replaced by its loading state while it reloaded).
    await expect(page.locator('#medio_verificacion_id'), 'focus after sending a file').toBeFocused();
    await page.getByRole('link', { name: 'Continuar' }).click();

    await expectPath(page, '/postulante/categoria-seleccionada/postulacion');
    const editLinks = page.getByRole('link', { name: /^Editar/ });
    await expect(editLinks.first()).toBeVisible();
    await auditAllModes(page, '/postulante/categoria-seleccionada/postulacion');
    const finalize = page.getByRole('button', { name: 'Finalizar' });
    await expect(finalize, 'Finalizar waits for every requirement').toBeDisabled();
    const hrefs = await editLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    // Each link names the application it works on (?postulacion=ID): the applicant may have several.
    const applicationId = new URL(hrefs[0], baseUrl).searchParams.get('postulacion');
    expect(applicationId ?? '').toMatch(/^\d+$/);
    for (const [index, href] of hrefs.entries()) {
      expect(href).toMatch(new RegExp(`^/postulante/requisito/\\d+\\?postulacion=${applicationId}$`));
      await page.getByRole('link', { name: /^Editar/ }).nth(index).click();
      await expectPath(page, new URL(href, baseUrl).pathname);
      await expect(page.getByLabel(/Requisito \(PDF\)/)).toBeVisible();
      if (index === 0) {
        // Continuar without a file: the spec's message under the field.
        await page.getByRole('button', { name: 'Continuar' }).click();
        await expect(page.locator('#requisito-error').filter({ hasText: 'Por favor anexa el requisito.' })).toBeVisible();
        await auditAllModes(page, `${href} con error`);
      }
      await page.getByLabel(/Requisito \(PDF\)/).setInputFiles(makePdf(`Requisito ${index + 1}`));
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expectPath(page, '/postulante/categoria-seleccionada/postulacion');
      await expect(page.getByRole('cell', { name: `requisito-${index + 1}.pdf`, exact: true })).toBeVisible();
    }
    await page.goto(`/postulante/categoria-seleccionada/requisitos?postulacion=${applicationId}`);
    await expect(page.getByRole('heading', { name: 'Requisitos', level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await auditAllModes(page, '/postulante/categoria-seleccionada/requisitos');
    await page.goto(`/postulante/categoria-seleccionada/postulacion?postulacion=${applicationId}`);
    // A refusal (here a made-up one: the server would accept) closes the question and is read from the
    // page's error summary, which has focus.
    const refusal = 'El periodo de postulación está cerrado.';
    const sendUrl = /\/api\/postulante\/postulaciones\/\d+\/enviar$/;
    await page.route(sendUrl, (route) => route.fulfill({ status: 409, json: { message: refusal } }));
    await page.getByRole('button', { name: 'Finalizar' }).click();
    const focusTrail = await recordFocus(page, refusal);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await expect(page.getByRole('alertdialog')).not.toBeAttached({ timeout: 5_000 });
    // The summary takes focus as it appears; the closing dialog then gives focus back to Finalizar,
    // which hands it on to the summary: the last moves must be those two.
    await expect.poll(async () => (await focusTrail()).slice(-2), { message: 'focus on the summary after the dialog gave it back' })
      .toEqual(['Finalizar', 'resumen']);
    expect(
      await page.evaluate((text) => document.activeElement?.closest('[role="alert"]')?.textContent?.includes(text) ?? false, refusal),
      'focus on the summary',
    ).toBe(true);
    await page.unroute(sendUrl);

    // Sending cannot be undone: Finalizar asks first, with focus on Cancelar; the keyboard sends it.
    await page.getByRole('button', { name: 'Finalizar' }).click();
    const question = page.getByRole('alertdialog', { name: '¿Enviar la postulación?' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Cancelar', exact: true })).toBeFocused();
    await expectNoAxeViolations(page, { label: 'confirmación de Finalizar' });
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Enviar postulación', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectPath(page, '/postulante/postulaciones');
    await expect(statusOf(page, 'Municipalidad de Ejemplo').filter({ hasText: 'Enviada' })).toBeVisible();
    const view = await cardOf(page, 'Municipalidad de Ejemplo').getByRole('link', { name: 'Ver postulación' }).getAttribute('href');
    firstApplicationId = Number(new URL(view, baseUrl).searchParams.get('id'));
    expect(firstApplicationId).toBeGreaterThan(0);
  });

  test('reads the whole application and downloads its own logbook', async () => {
    await page.goto(`/postulante/postulacion?id=${firstApplicationId}`);
    await expect(page.getByRole('heading', { name: 'Bitácora' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'bitacora-institucional.pdf', exact: true })).toBeVisible();
    await auditAllModes(page, '/postulante/postulacion');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar bitacora-institucional.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('bitacora-institucional.pdf');
    const firstReq = await page.getByRole('link').filter({ hasText: /./ }).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')).find((href) => href?.startsWith('/postulante/requisito/')));
    await page.goto(firstReq);
    // Sent: the reason in words and the file, no file input or Continuar that cannot be used.
    await expect(page.getByText('La postulación fue enviada y ya no se puede modificar.')).toBeVisible();
    await expect(page.getByLabel(/Requisito \(PDF\)/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
    await auditAllModes(page, `${firstReq} (enviada)`);
  });
});

test.describe('postulante 55.555.555-5', () => {
  // Each page is audited six times (auditAllModes): longer than the suite's two minutes a test.
  test.describe.configure({ mode: 'serial', timeout: 360_000 });
  let context;
  let page;
  let baseUrl;
  test.beforeAll(async ({ browser, stack }) => {
    baseUrl = stack.baseUrl;
    ({ context, page } = await openSharedPage(browser, baseUrl));
    await signInVia(page, baseUrl, '/postulante/postulaciones', APPLICANT_B);
    await expectPath(page, '/postulante/postulaciones');
  });
  test.afterAll(async () => {
    await context?.close();
  });

  test('cannot open the other applicant’s application by URL', async () => {
    expect(firstApplicationId, 'the first applicant’s journey ran').toBeTruthy();
    await page.goto(`/postulante/postulacion?id=${firstApplicationId}`);
    await expect(page.getByText('La postulación no existe.')).toBeVisible();
    await expect(page.getByText('Municipalidad de Ejemplo')).toHaveCount(0);
    await expect(page.getByRole('rowheader', { name: 'bitacora-institucional.pdf', exact: true })).toHaveCount(0);
  });

  test('save and return: signs out after step 2 and continues at step 3 with steps 1–2 filled in', async () => {
    await page.goto('/proceso-de-postulacion');
    await expect(page.getByRole('heading', { name: 'Datos de la institución' })).toBeVisible();
    const data = institution({ nombre_institucion: 'Fundación Retorno', rut_institucion: '60.910.000-1' });
    await completeInstitutionStep(page, data);
    await expectPath(page, '/proceso-de-postulacion/representante-legal');
    await fillById(page, repLegal);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expectPath(page, '/proceso-de-postulacion/encargado-de-postular');
    // Typed and not saved: a reload keeps it (this tab's sessionStorage), and says so.
    await page.locator('#nombre_encargado').fill('Nombre a medias');
    await page.reload();
    await expect(page.getByText('Recuperamos lo que escribiste en este paso y aún no guardaste.')).toBeVisible();
    await expect(page.locator('#nombre_encargado')).toHaveValue('Nombre a medias');

    // Signing out leaves nothing typed behind: after signing in again the field is empty.
    await signOut(page);
    await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('sello-paso-sin-guardar:')))).toEqual([]);
    await page.evaluate(() => localStorage.clear());
    await signInVia(page, baseUrl, '/proceso-de-postulacion', APPLICANT_B);
    await expectPath(page, '/proceso-de-postulacion/encargado-de-postular');
    await expect(page.locator('#nombre_encargado')).toHaveValue('');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expectPath(page, '/proceso-de-postulacion/representante-legal');
    await expect(page.locator('#nombre_rep_legal')).toHaveValue(repLegal.nombre_rep_legal);
    await expect(page.locator('#correo_rep_legal')).toHaveValue(repLegal.correo_rep_legal);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expectPath(page, '/proceso-de-postulacion');
    await expect(page.locator('#nombre_institucion')).toHaveValue('Fundación Retorno');
    await expect(page.locator('#comuna_id')).not.toHaveValue('');

    // Opening step 4 by URL lands on the earliest incomplete step.
    await page.goto('/proceso-de-postulacion/sello-chile-inclusivo-step');
    await expectPath(page, '/proceso-de-postulacion/encargado-de-postular');
    await fillById(page, encargado);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expectPath(page, '/proceso-de-postulacion/sello-chile-inclusivo-step');
    await page.locator('#categoria_id').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Finalizar registro' }).click();
    await expectPath(page, '/postulante/postulaciones');
    await expect(statusOf(page, 'Fundación Retorno').filter({ hasText: 'Registrada' })).toBeVisible();
  });

  test('a session ended elsewhere: the next request leads to sign-in and says why (it said nothing)', async () => {
    const { token } = JSON.parse(await page.evaluate(() => localStorage.getItem('user')));
    const revoked = await fetch(new URL('api/api/logout', baseUrl), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(revoked.status).toBe(200);
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('volver') === '/postulante/postulaciones');
    await expect(page.getByRole('status').filter({ hasText: 'Tu sesión terminó.' })).toBeVisible();
    await expectHeading(page, 'Portal Claveúnica');
  });
});
