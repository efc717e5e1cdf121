// The applicant journey on the real API with demo data (issue 5, acceptance 2, 3 and 5):
// 44.444.444-4 registers, uploads, completes every requirement and sends; 55.555.555-5 cannot see it;
// 55.555.555-5 signs out mid-wizard (what it typed and did not save is kept over a reload, dropped at
// sign-out) and resumes. axe runs on every applicant page in four modes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectNoAxeViolations } from '../lib/axe.mjs';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import {
  APPLICANT_A, APPLICANT_B, auditAllModes, completeInstitutionStep, encargado, expectPath, fillById, institution, makePdf,
  repLegal, signInVia, signOut,
} from './applicant-helpers.mjs';

const { baseUrl } = suiteEnv();
// Other suites may give the demo applicants applications of their own: always look at ours.
const cardOf = (page, institutionName) => page.locator('section').filter({ hasText: institutionName });
const statusOf = (page, institutionName) => cardOf(page, institutionName).getByTestId('estado-postulacion');
const browser = useBrowser();
let firstApplicationId;

describe('postulante 44.444.444-4: del registro al envío', { concurrency: false }, () => {
  let context;
  let page;
  before(async () => {
    ({ context, page } = await newPage(browser()));
  });
  after(async () => {
    await context?.close();
  });

  test('signs in through the guard and completes the 4-step wizard', async () => {
    await signInVia(page, baseUrl, '/postulante/postulaciones', APPLICANT_A);
    await expectPath(page, '/postulante/postulaciones');
    await waitForHeading(page);
    await auditAllModes(page, '/postulante/postulaciones (antes del registro)');

    await page.goto(`${baseUrl}/proceso-de-postulacion`);
    await page.getByRole('heading', { name: 'Datos de la institución' }).waitFor();
    await auditAllModes(page, 'paso 1');
    // A failed submit: summary above the form, linked to the fields, and 'Error: ' in the title.
    await page.locator('#tipo_institucion_id').selectOption({ index: 1 });
    await page.locator('#region_id').selectOption({ index: 1 });
    await page.waitForFunction(() => document.querySelectorAll('#comuna_id option').length > 1);
    await page.locator('#comuna_id').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Hay errores en el formulario' });
    await summary.waitFor();
    assert.match(await page.title(), /^Error: /);
    await summary.getByRole('link', { name: 'El nombre de la institución es requerido.' }).waitFor();
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
    assert.equal(await finish.isDisabled(), true, 'step 4 is disabled while the category is the placeholder');
    await page.locator('#categoria_id').selectOption({ index: 1 });
    await finish.click();
    await page.getByText('Registro institucional completado exitosamente.').first().waitFor();
    await expectPath(page, '/postulante/postulaciones');
    await statusOf(page, 'Municipalidad de Ejemplo').filter({ hasText: 'Registrada' }).waitFor();
    await auditAllModes(page, '/postulante/postulaciones');

    // Signing in leads to step 1 (spec): with an application registered, the page says this one would be new.
    await page.goto(`${baseUrl}/proceso-de-postulacion`);
    // One, or more when other suites registered applications of this applicant first.
    await page.getByText(/^Ya tienes (una postulación registrada|\d+ postulaciones registradas)\.$/).waitFor();
    await auditAllModes(page, 'paso 1 con una postulación registrada');
    await page.getByRole('main').getByRole('link', { name: 'Mis postulaciones' }).click();
    await expectPath(page, '/postulante/postulaciones');
  });

  test('uploads logbook, declaration, admissibility evidence and every requirement, then sends', async () => {
    await cardOf(page, 'Municipalidad de Ejemplo').getByRole('link', { name: 'Iniciar Postulación' }).click();
    await expectPath(page, '/postulante/gestion-institucional-inclusiva');
    await waitForHeading(page);
    await auditAllModes(page, '/postulante/gestion-institucional-inclusiva');
    await page.getByRole('link', { name: 'Continuar' }).click();

    await expectPath(page, '/postulante/categoria-seleccionada');
    await page.getByLabel('Bitácora (PDF)').waitFor();
    await auditAllModes(page, '/postulante/categoria-seleccionada');
    const upload = page.getByRole('button', { name: 'Subir archivos' });
    await page.getByLabel('Bitácora (PDF)').setInputFiles(makePdf('Bitacora institucional'));
    assert.equal(await upload.isDisabled(), true, 'submit waits for both files');
    await page.getByLabel('Formulario de declaración (PDF)').setInputFiles(makePdf('Declaracion autoridad'));
    await upload.click();

    await expectPath(page, '/postulante/categoria-seleccionada/admisibilidad');
    await page.getByRole('heading', { name: 'Admisibilidad' }).waitFor();
    await auditAllModes(page, '/postulante/categoria-seleccionada/admisibilidad');
    await page.locator('#medio_verificacion_id').selectOption({ index: 1 });
    await page.getByLabel('Archivo de verificación (PDF)').setInputFiles(makePdf('Certificado dotacion'));
    await page.getByRole('button', { name: 'Guardar' }).press('Enter');
    await page.getByRole('cell', { name: 'certificado-dotacion.pdf', exact: true }).waitFor();
    // Sent with the keyboard, the form starts over from its first field (focus fell to <body> with
    // the page, replaced by its loading state while it reloaded).
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'medio_verificacion_id', 'focus after sending a file');
    await page.getByRole('link', { name: 'Continuar' }).click();

    await expectPath(page, '/postulante/categoria-seleccionada/postulacion');
    const editLinks = page.getByRole('link', { name: /^Editar/ });
    await editLinks.first().waitFor();
    await auditAllModes(page, '/postulante/categoria-seleccionada/postulacion');
    const finalize = page.getByRole('button', { name: 'Finalizar' });
    assert.equal(await finalize.isDisabled(), true, 'Finalizar waits for every requirement');
    const hrefs = await editLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.ok(hrefs.length > 0);
    // Each link names the application it works on (?postulacion=ID): the applicant may have several.
    const applicationId = new URL(hrefs[0], baseUrl).searchParams.get('postulacion');
    assert.match(applicationId ?? '', /^\d+$/);
    for (const [index, href] of hrefs.entries()) {
      assert.match(href, new RegExp(`^/postulante/requisito/\\d+\\?postulacion=${applicationId}$`));
      await page.getByRole('link', { name: /^Editar/ }).nth(index).click();
      await expectPath(page, new URL(href, baseUrl).pathname);
      await page.getByLabel(/Requisito \(PDF\)/).waitFor();
      if (index === 0) {
        // Continuar without a file: the spec's message under the field.
        await page.getByRole('button', { name: 'Continuar' }).click();
        await page.locator('#requisito-error').filter({ hasText: 'Por favor anexa el requisito.' }).waitFor();
        await auditAllModes(page, `${href} con error`);
      }
      await page.getByLabel(/Requisito \(PDF\)/).setInputFiles(makePdf(`Requisito ${index + 1}`));
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expectPath(page, '/postulante/categoria-seleccionada/postulacion');
      await page.getByRole('cell', { name: `requisito-${index + 1}.pdf`, exact: true }).waitFor();
    }
    await page.goto(`${baseUrl}/postulante/categoria-seleccionada/requisitos?postulacion=${applicationId}`);
    await page.getByRole('heading', { name: 'Requisitos', level: 1 }).waitFor();
    await page.getByRole('table').waitFor();
    await auditAllModes(page, '/postulante/categoria-seleccionada/requisitos');
    await page.goto(`${baseUrl}/postulante/categoria-seleccionada/postulacion?postulacion=${applicationId}`);
    // A refusal (here a made-up one: the server would accept) closes the question and is read from the
    // page's error summary, which has focus.
    const sendUrl = /\/api\/postulante\/postulaciones\/\d+\/enviar$/;
    await page.route(sendUrl, (route) => route.fulfill({ status: 409, json: { message: 'El periodo de postulación está cerrado.' } }));
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enviar postulación' }).click();
    await page.getByRole('alert').filter({ hasText: 'El periodo de postulación está cerrado.' }).waitFor();
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 5_000 });
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(() => document.activeElement?.closest('[role="alert"]')?.textContent?.includes('El periodo de postulación está cerrado.') ?? false), true, 'focus on the summary');
    await page.unroute(sendUrl);

    // Sending cannot be undone: Finalizar asks first, with focus on Cancelar; the keyboard sends it.
    await page.getByRole('button', { name: 'Finalizar' }).click();
    const question = page.getByRole('alertdialog', { name: '¿Enviar la postulación?' });
    await question.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cancelar');
    await expectNoAxeViolations(page, { label: 'confirmación de Finalizar' });
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Enviar postulación');
    await page.keyboard.press('Enter');
    await expectPath(page, '/postulante/postulaciones');
    await statusOf(page, 'Municipalidad de Ejemplo').filter({ hasText: 'Enviada' }).waitFor();
    const view = await cardOf(page, 'Municipalidad de Ejemplo').getByRole('link', { name: 'Ver postulación' }).getAttribute('href');
    firstApplicationId = Number(new URL(view, baseUrl).searchParams.get('id'));
    assert.ok(firstApplicationId > 0);
  });

  test('reads the whole application and downloads its own logbook', async () => {
    await page.goto(`${baseUrl}/postulante/postulacion?id=${firstApplicationId}`);
    await page.getByRole('heading', { name: 'Bitácora' }).waitFor();
    await page.getByRole('rowheader', { name: 'bitacora-institucional.pdf', exact: true }).waitFor();
    await auditAllModes(page, '/postulante/postulacion');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar bitacora-institucional.pdf' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'bitacora-institucional.pdf');
    const firstReq = await page.getByRole('link').filter({ hasText: /./ }).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')).find((href) => href?.startsWith('/postulante/requisito/')));
    await page.goto(`${baseUrl}${firstReq}`);
    // Sent: the reason in words and the file, no file input or Continuar that cannot be used.
    await page.getByText('La postulación fue enviada y ya no se puede modificar.').waitFor();
    assert.equal(await page.getByLabel(/Requisito \(PDF\)/).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Continuar' }).count(), 0);
    await auditAllModes(page, `${firstReq} (enviada)`);
  });
});

describe('postulante 55.555.555-5', { concurrency: false }, () => {
  let context;
  let page;
  before(async () => {
    ({ context, page } = await newPage(browser()));
    await signInVia(page, baseUrl, '/postulante/postulaciones', APPLICANT_B);
    await expectPath(page, '/postulante/postulaciones');
  });
  after(async () => {
    await context?.close();
  });

  test('cannot open the other applicant’s application by URL', async () => {
    assert.ok(firstApplicationId, 'the first applicant’s journey ran');
    await page.goto(`${baseUrl}/postulante/postulacion?id=${firstApplicationId}`);
    await page.getByText('La postulación no existe.').waitFor();
    assert.equal(await page.getByText('Municipalidad de Ejemplo').count(), 0);
    assert.equal(await page.getByRole('rowheader', { name: 'bitacora-institucional.pdf', exact: true }).count(), 0);
  });

  test('save and return: signs out after step 2 and continues at step 3 with steps 1–2 filled in', async () => {
    await page.goto(`${baseUrl}/proceso-de-postulacion`);
    await page.getByRole('heading', { name: 'Datos de la institución' }).waitFor();
    const data = institution({ nombre_institucion: 'Fundación Retorno', rut_institucion: '60.910.000-1' });
    await completeInstitutionStep(page, data);
    await expectPath(page, '/proceso-de-postulacion/representante-legal');
    await fillById(page, repLegal);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expectPath(page, '/proceso-de-postulacion/encargado-de-postular');
    // Typed and not saved: a reload keeps it (this tab's sessionStorage), and says so.
    await page.locator('#nombre_encargado').fill('Nombre a medias');
    await page.reload();
    await page.getByText('Recuperamos lo que escribiste en este paso y aún no guardaste.').waitFor();
    assert.equal(await page.locator('#nombre_encargado').inputValue(), 'Nombre a medias');

    // Signing out leaves nothing typed behind: after signing in again the field is empty.
    await signOut(page);
    assert.deepEqual(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('sello-paso-sin-guardar:'))), []);
    await page.evaluate(() => localStorage.clear());
    await signInVia(page, baseUrl, '/proceso-de-postulacion', APPLICANT_B);
    await expectPath(page, '/proceso-de-postulacion/encargado-de-postular');
    assert.equal(await page.locator('#nombre_encargado').inputValue(), '');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expectPath(page, '/proceso-de-postulacion/representante-legal');
    assert.equal(await page.locator('#nombre_rep_legal').inputValue(), repLegal.nombre_rep_legal);
    assert.equal(await page.locator('#correo_rep_legal').inputValue(), repLegal.correo_rep_legal);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expectPath(page, '/proceso-de-postulacion');
    assert.equal(await page.locator('#nombre_institucion').inputValue(), 'Fundación Retorno');
    await page.waitForFunction(() => document.querySelector('#comuna_id')?.value !== '');

    // Opening step 4 by URL lands on the earliest incomplete step.
    await page.goto(`${baseUrl}/proceso-de-postulacion/sello-chile-inclusivo-step`);
    await expectPath(page, '/proceso-de-postulacion/encargado-de-postular');
    await fillById(page, encargado);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expectPath(page, '/proceso-de-postulacion/sello-chile-inclusivo-step');
    await page.locator('#categoria_id').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Finalizar registro' }).click();
    await expectPath(page, '/postulante/postulaciones');
    await statusOf(page, 'Fundación Retorno').filter({ hasText: 'Registrada' }).waitFor();
  });

  test('a session ended elsewhere: the next request leads to sign-in and says why (it said nothing)', async () => {
    const { token } = JSON.parse(await page.evaluate(() => localStorage.getItem('user')));
    const revoked = await fetch(`${baseUrl}/api/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    assert.equal(revoked.status, 200);
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('volver') === '/postulante/postulaciones');
    await page.getByRole('status').filter({ hasText: 'Tu sesión terminó.' }).waitFor();
    await waitForHeading(page, 'Portal Claveúnica');
  });
});
