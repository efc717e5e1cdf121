// Shared steps of the applicant e2e files (not a test file: the suite runs only *.test.mjs).
import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/accounts.mjs';
import { expectNoAxeViolations } from '../lib/axe.mjs';
import { expectHeading } from '../lib/page.mjs';
import { addressFor, uniqueRut } from '../lib/unique.mjs';

/** A small but real PDF (header, catalog, page, xref, trailer): the API checks magic bytes. */
export function makePdf(title) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const text = `BT /F1 18 Tf 72 760 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  objects[3] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

export const APPLICANT_A = ACCOUNTS.postulanteA;
export const APPLICANT_B = ACCOUNTS.postulanteB;

/** Opens a private page: the guard sends the visitor to /login?volver=…, the form brings them back. */
export async function signInVia(page, baseUrl, path, { run, clave }) {
  // Resolved, not joined: a portal's URL ends in '/', and '//postulante' is another address.
  await page.goto(baseUrl ? new URL(path, baseUrl).href : path);
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('volver') === path);
  await expectHeading(page, 'Portal Claveúnica');
  await page.getByLabel('RUN', { exact: false }).first().fill(run);
  await page.getByLabel('ClaveÚnica').fill(clave);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).not.toHaveURL((url) => url.pathname === '/login');
}

/**
 * A page the tests of a serial describe share (the `page` fixture lasts one test): for its
 * `test.beforeAll`, with the project's locale and viewport, on `baseUrl` (the worker's
 * `stack.baseUrl`). The caller closes `context` in its `test.afterAll`.
 */
export async function openSharedPage(browser, baseUrl) {
  const { locale, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL: baseUrl, locale, viewport });
  return { context, page: await context.newPage() };
}

export async function signOut(page) {
  // By keyboard, as the toolbar below: a pointer resting on a toast pauses it (spec section 8).
  // Pressed right after a client navigation, the key can arrive just as the shell moves focus to the
  // new page's h1 (Playwright focuses, then presses): it then reaches the h1 and nothing happens (seen
  // in CI: no logout request). So the button is pressed again while the session is still there.
  await expect(async () => {
    await page.getByRole('button', { name: 'Cerrar sesión' }).first().press('Enter');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user') ?? 'null'), { timeout: 5_000 }).toBe('null');
  }, "'Cerrar sesión' cierra la sesión").toPass({ timeout: 25_000 });
}

async function themeIs(page, theme) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

export async function fontScaleIs(page, scale) {
  await expect(page.locator('html')).toHaveCSS('--sello-font-scale', scale);
}

/** Presses a button of the accessibility toolbar with the keyboard, for the reason given in signOut. */
export const pressTool = (page, name) => page.getByRole('toolbar', { name: 'Herramientas de accesibilidad' }).getByRole('button', { name }).press('Enter');

/**
 * Nothing makes the page scroll sideways; with `tables`, no table hides columns behind its own scroll
 * either (at the default size a staff table fits a 1280 px screen: its cells wrap).
 */
export async function expectFits(page, label, { tables = false } = {}) {
  const { page: scroll, width, hidden } = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    width: window.innerWidth,
    hidden: [...document.querySelectorAll('main table')]
      .filter((table) => table.parentElement && table.parentElement.scrollWidth > table.parentElement.clientWidth + 1)
      .map((table) => table.caption?.textContent ?? '(sin título)'),
  }));
  expect(scroll, `${label}: la página se desplaza de lado (${scroll} > ${width})`).toBeLessThanOrEqual(width);
  if (tables) expect(hidden, `${label}: tablas con columnas fuera de la vista`).toEqual([]);
}

/** axe on the current page in both themes at every font scale (1, 1.2, 1.4), back to light/1 at the end. */
export async function auditAllModes(page, label) {
  // One toolbar key: wait for its effect, then audit the mode it reached (axe waits for the colour transitions).
  const step = async (button, reached, mode) => {
    await pressTool(page, button);
    await reached();
    if (mode) {
      await expectNoAxeViolations(page, { label: `${label} (${mode})` });
      await expectFits(page, `${label} (${mode})`);
    }
  };
  await expectNoAxeViolations(page, { label: `${label} (claro, 1)` });
  await expectFits(page, `${label} (claro, 1)`, { tables: true });
  await step('Aumentar tamaño de letra', () => fontScaleIs(page, '1.2'), 'claro, 1.2');
  await step('Aumentar tamaño de letra', () => fontScaleIs(page, '1.4'), 'claro, 1.4');
  await step('Cambiar a tema oscuro', () => themeIs(page, 'dark'), 'oscuro, 1.4');
  await step('Disminuir tamaño de letra', () => fontScaleIs(page, '1.2'), 'oscuro, 1.2');
  await step('Disminuir tamaño de letra', () => fontScaleIs(page, '1'), 'oscuro, 1');
  await step('Cambiar a tema claro', () => themeIs(page, 'light'));
}

export async function expectPath(page, pathname) {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}

/** An institution of its own for each call (one live application per RUT and address). */
export const institution = (overrides = {}) => {
  const rut = overrides.rut_institucion ?? uniqueRut();
  return {
    nombre_institucion: 'Municipalidad de Ejemplo',
    rut_institucion: rut,
    rubro_institucion: 'Administración pública',
    direccion_fisica: addressFor('Plaza de Armas', rut),
    cant_trabajadores: '250',
    cant_trabajadores_discapacidad: '5',
    ...overrides,
  };
};
export const repLegal = {
  nombre_rep_legal: 'María Soto Pérez', cargo_rep_legal: 'Alcaldesa', rut_rep_legal: '12.345.678-5',
  telefono_rep_legal: '912-345-678', correo_rep_legal: 'maria.soto@example.cl',
};
export const encargado = {
  nombre_encargado: 'Jorge Díaz Rojas', cargo_encargado: 'Jefe de personas', rut_encargado: '11.111.111-1',
  telefono_encargado: '987-654-321', correo_encargado: 'jorge.diaz@example.cl',
};

export async function fillById(page, values) {
  for (const [id, value] of Object.entries(values)) await page.locator(`[id="${id}"]`).fill(value);
}

/** Step 1 with the mouse allowed: the selects take their first real option. */
export async function completeInstitutionStep(page, values) {
  await fillById(page, values);
  await page.locator('#tipo_institucion_id').selectOption({ index: 1 });
  await page.locator('#region_id').selectOption({ index: 1 });
  await expect(page.locator('#comuna_id option').nth(1)).toBeAttached();
  await page.locator('#comuna_id').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
}
