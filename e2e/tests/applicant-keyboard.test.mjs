// Acceptance 4 of issue 5: the whole wizard with the keyboard only. The page counts pointer and
// mouse events; the test fails if any happened.
import { test, expect } from '../fixtures.mjs';
import { APPLICANT_B, encargado, expectPath, institution, repLegal } from './applicant-helpers.mjs';

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

test('the wizard can be completed with the keyboard only', async ({ page }) => {
  await page.addInitScript(() => {
    window.__pointerEvents = 0;
    for (const type of ['mousedown', 'mouseup', 'pointerdown', 'pointerup']) {
      window.addEventListener(type, () => { window.__pointerEvents += 1; }, true);
    }
  });
  await page.goto('/proceso-de-postulacion');
  await expect(page).toHaveURL(/\/login\?volver=/);
  await expect(page.locator('#run')).toBeVisible();
  await typeInto(page, { run: APPLICANT_B.run, clave_unica: APPLICANT_B.clave });
  await page.keyboard.press('Enter');
  await expectPath(page, '/proceso-de-postulacion');
  await expect(page.getByRole('heading', { name: 'Datos de la institución' })).toBeVisible();

  // An institution of its own: one RUT may have only one live application.
  const data = institution({ nombre_institucion: 'Corporación Teclado', rut_institucion: '76.543.210-3' });
  await typeInto(page, {
    nombre_institucion: data.nombre_institucion, rut_institucion: data.rut_institucion, rubro_institucion: data.rubro_institucion,
  });
  await chooseWithKeys(page, 'tipo_institucion_id');
  await typeInto(page, { direccion_fisica: data.direccion_fisica });
  await chooseWithKeys(page, 'region_id');
  // The region's communes load, then the select is enabled.
  await expect(page.locator('#comuna_id option').nth(1)).toBeAttached();
  await expect(page.locator('#comuna_id')).toBeEnabled();
  await chooseWithKeys(page, 'comuna_id');
  await typeInto(page, { cant_trabajadores: data.cant_trabajadores, cant_trabajadores_discapacidad: data.cant_trabajadores_discapacidad });
  await pressButton(page, 'Guardar y continuar');
  await expectPath(page, '/proceso-de-postulacion/representante-legal');

  await expect(page.locator('#nombre_rep_legal')).toBeVisible();
  await typeInto(page, repLegal);
  await page.keyboard.press('Enter');
  await expectPath(page, '/proceso-de-postulacion/encargado-de-postular');

  await expect(page.locator('#nombre_encargado')).toBeVisible();
  await typeInto(page, encargado);
  // Cancelar with what was just typed asks first, focus on Seguir editando; Enter keeps it all.
  await pressButton(page, 'Cancelar');
  const question = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Seguir editando', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).not.toBeAttached();
  await expectPath(page, '/proceso-de-postulacion/encargado-de-postular');
  await expect(page.locator('#nombre_encargado')).toHaveValue(encargado.nombre_encargado);
  await pressButton(page, 'Guardar y continuar');
  await expectPath(page, '/proceso-de-postulacion/sello-chile-inclusivo-step');

  await expect(page.locator('#categoria_id')).toBeVisible();
  await chooseWithKeys(page, 'categoria_id');
  await pressButton(page, 'Finalizar registro');
  await expectPath(page, '/postulante/postulaciones');
  await expect(page.getByRole('heading', { name: /Corporación Teclado/ }).first()).toBeVisible();

  expect(await page.evaluate(() => window.__pointerEvents), 'no mouse or pointer events').toBe(0);
});
