// The idle timeout (WCAG 2.2.1) for an applicant, on a portal whose sessions end after one minute
// without requests: the warning comes half a minute before the end, is reachable and usable by
// keyboard, keeps the person signed in, or signs them out on the server when they choose so.
import { test, expect } from '../fixtures.mjs';
import { expectNoAxeViolations } from '../lib/axe.mjs';
import { expectHeading } from '../lib/page.mjs';
import { APPLICANT_A, signInVia } from './applicant-helpers.mjs';

const LIST = '/postulante/postulaciones';
// Half a minute without activity brings the warning; the rest is a margin for a busy machine.
const WARNING_TIMEOUT = 60_000;

test.describe('idle timeout of an applicant session', () => {
  test('warns before the end; Seguir conectado keeps the session, Cerrar sesión ahora ends it on the server', async ({ startStack, browser }, testInfo) => {
    // A stack of its own to start, then two half-minute waits for the warning.
    test.setTimeout(420_000);
    const idle = await startStack({ apiEnv: { SESSION_IDLE_MINUTES: '1' } });
    // A context straight from the browser rather than `newPage`, which would start the worker's own
    // stack for nothing (its baseURL): so this test closes it.
    const { locale, viewport } = testInfo.project.use;
    const context = await browser.newContext({ baseURL: idle.baseUrl, locale, viewport });
    try {
      const page = await context.newPage();
      await signInVia(page, idle.baseUrl, LIST, APPLICANT_A);
      await expectHeading(page, 'Mis postulaciones');
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.token);

      // No key or pointer after signing in: the warning comes half a minute before the end.
      const dialog = page.getByRole('alertdialog', { name: 'Tu sesión está por cerrarse' });
      const stay = dialog.getByRole('button', { name: 'Seguir conectado', exact: true });
      await expect(dialog).toBeVisible({ timeout: WARNING_TIMEOUT });
      await expect(stay).toBeFocused();
      await expectNoAxeViolations(page, { label: 'aviso de inactividad (postulante)' });
      const renewed = page.waitForResponse((response) => response.url().endsWith('/api/sesion/renovar'));
      await page.keyboard.press('Enter');
      expect((await renewed).status()).toBe(200);
      await expect(dialog).toBeHidden();
      await expectHeading(page, 'Mis postulaciones');

      // The next warning: this time the person leaves.
      await expect(dialog).toBeVisible({ timeout: WARNING_TIMEOUT });
      await expect(stay).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: 'Cerrar sesión ahora', exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
      const refused = await fetch(new URL('api/me', idle.apiUrl), { headers: { authorization: `Bearer ${token}` } });
      expect(refused.status, 'the token no longer works on the server').toBe(401);
    } finally {
      await context.close();
    }
  });
});
