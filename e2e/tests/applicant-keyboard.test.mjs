// Acceptance 4 of issue 5: the whole wizard with the keyboard only. The page counts pointer and
// mouse events; the test fails if any happened.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPage, useBrowser } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { encargado, expectPath, institution, repLegal } from './applicant-helpers.mjs';

const { baseUrl } = suiteEnv();
const browser = useBrowser();

/** Presses Tab until the element with this id (or the button with this text) has focus. */
async function tabTo(page, { id, button }) {
  for (let i = 0; i < 80; i += 1) {
    const here = await page.evaluate(() => ({ id: document.activeElement?.id ?? '', tag: document.activeElement?.tagName ?? '', text: document.activeElement?.textContent?.trim() ?? '' }));
    if (id && here.id === id) return;
    if (button && here.tag === 'BUTTON' && here.text === button) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`No se alcanzó ${id ?? button} con Tab`);
}

async function typeInto(page, values) {
  for (const [id, value] of Object.entries(values)) {
    await tabTo(page, { id });
    await page.keyboard.type(value);
  }
}

/** Chooses an option of a focused native select with the arrow keys, by its visible text. */
async function chooseWithKeys(page, id, predicate = (text) => text !== '') {
  await tabTo(page, { id });
  for (let i = 0; i < 400; i += 1) {
    const { text, value } = await page.evaluate((selectId) => {
      const select = document.getElementById(selectId);
      return { text: select.selectedOptions[0]?.textContent ?? '', value: select.value };
    }, id);
    if (value !== '' && predicate(text)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`No se pudo elegir una opción en ${id}`);
}

async function pressButton(page, name) {
  await tabTo(page, { button: name });
  await page.keyboard.press('Enter');
}

test('the wizard can be completed with the keyboard only', async () => {
  const { context, page } = await newPage(browser());
  await page.addInitScript(() => {
    window.__pointerEvents = 0;
    for (const type of ['mousedown', 'mouseup', 'pointerdown', 'pointerup']) {
      window.addEventListener(type, () => { window.__pointerEvents += 1; }, true);
    }
  });
  try {
    await page.goto(`${baseUrl}/proceso-de-postulacion`);
    await page.waitForURL(/\/login\?volver=/);
    await page.locator('#run').waitFor();
    await typeInto(page, { run: '55.555.555-5', clave_unica: 'testing' });
    await page.keyboard.press('Enter');
    await expectPath(page, '/proceso-de-postulacion');
    await page.getByRole('heading', { name: 'Datos de la institución' }).waitFor();

    // An institution of its own: one RUT may have only one live application.
    const data = institution({ nombre_institucion: 'Corporación Teclado', rut_institucion: '76.543.210-3' });
    await typeInto(page, {
      nombre_institucion: data.nombre_institucion, rut_institucion: data.rut_institucion, rubro_institucion: data.rubro_institucion,
    });
    await chooseWithKeys(page, 'tipo_institucion_id');
    await typeInto(page, { direccion_fisica: data.direccion_fisica });
    await chooseWithKeys(page, 'region_id');
    await page.waitForFunction(() => document.querySelectorAll('#comuna_id option').length > 1 && !document.querySelector('#comuna_id').disabled);
    await chooseWithKeys(page, 'comuna_id');
    await typeInto(page, { cant_trabajadores: data.cant_trabajadores, cant_trabajadores_discapacidad: data.cant_trabajadores_discapacidad });
    await pressButton(page, 'Guardar y continuar');
    await expectPath(page, '/proceso-de-postulacion/representante-legal');

    await page.locator('#nombre_rep_legal').waitFor();
    await typeInto(page, repLegal);
    await page.keyboard.press('Enter');
    await expectPath(page, '/proceso-de-postulacion/encargado-de-postular');

    await page.locator('#nombre_encargado').waitFor();
    await typeInto(page, encargado);
    // Cancelar with what was just typed asks first, focus on Seguir editando; Enter keeps it all.
    await pressButton(page, 'Cancelar');
    await page.getByRole('alertdialog', { name: '¿Descartar los cambios?' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Seguir editando');
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expectPath(page, '/proceso-de-postulacion/encargado-de-postular');
    assert.equal(await page.locator('#nombre_encargado').inputValue(), encargado.nombre_encargado);
    await pressButton(page, 'Guardar y continuar');
    await expectPath(page, '/proceso-de-postulacion/sello-chile-inclusivo-step');

    await page.locator('#categoria_id').waitFor();
    await chooseWithKeys(page, 'categoria_id');
    await pressButton(page, 'Finalizar registro');
    await expectPath(page, '/postulante/postulaciones');
    await page.getByRole('heading', { name: /Corporación Teclado/ }).first().waitFor();

    assert.equal(await page.evaluate(() => window.__pointerEvents), 0, 'no mouse or pointer events');
  } finally {
    await context.close();
  }
});
