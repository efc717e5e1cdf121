// Shared steps of the admin e2e files (not a test file: the suite runs only *.test.mjs).
import { expect } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/accounts.mjs';
import { expectHeading } from '../lib/page.mjs';
export { makePng } from './review-helpers.mjs';

export const ADMIN = ACCOUNTS.admin;

/** A name no other test (or earlier run) uses. */
export const unique = (prefix) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs in through /admin/login; answers where the browser landed. */
export async function signInUi(page, baseUrl, { email, password } = ADMIN, { expectWelcome } = {}) {
  await page.goto(new URL('/admin/login', baseUrl).href);
  await expectHeading(page, 'Iniciar sesión');
  await page.getByLabel('Correo').fill(email);
  await page.getByLabel('Clave', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  if (expectWelcome) await expect(page.getByText(`¡Bienvenido/a, ${expectWelcome}!`)).toBeVisible();
}

/** An admin token straight from the API, for arranging data quickly. */
export async function apiToken(apiUrl, { email, password } = ADMIN) {
  const response = await fetch(new URL('/api/login', apiUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const body = await response.json();
  expect(body.paso, `inicio de sesión de ${email}: ${JSON.stringify(body)}`).toBe('sesion');
  return body.token;
}
