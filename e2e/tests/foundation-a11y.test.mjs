// axe on the pages and states the shell owns (404, a remote's fallback, the open mobile menu) and
// on the reviewer and admin areas, in both themes at every font scale (1, 1.2, 1.4;
// public-a11y.test.mjs walks the public site itself).
import { test, expect } from '../fixtures.mjs';
import { expectNoAxeViolations } from '../lib/axe.mjs';
import { expectHeading, presetDisplay } from '../lib/page.mjs';

async function settle(page, heading) {
  await expectHeading(page, heading);
  await page.waitForLoadState('networkidle');
}

test.describe('accessibility of the shell states', () => {
  for (const theme of ['Light', 'Dark']) {
    for (const fs of [1, 1.2, 1.4]) {
      test(`404 page and open mobile menu: ${theme}, font ${fs}`, async ({ newPage }) => {
        const { context, page } = await newPage();
        await presetDisplay(context, { theme, fontScale: fs });
        const response = await page.goto('/esta-pagina-no-existe');
        expect(response?.status()).toBe(404);
        // mf-public's not-found page, not some other page that happened to load.
        await settle(page, '404 under construction');
        await expectNoAxeViolations(page, { label: `404 (${theme}, ${fs})` });

        await page.setViewportSize({ width: 360, height: 740 });
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await expect(page.getByRole('navigation', { name: 'Menú principal móvil' })).toBeVisible();
        await expectNoAxeViolations(page, { label: `menú móvil (${theme}, ${fs})` });
      });
    }

    for (const fs of [1, 1.2, 1.4]) {
      test(`reviewer and admin areas and a remote's fallback: ${theme}, font ${fs}`, async ({ pageAs, newPage }) => {
        // Each area with its own staff session, so the area itself is audited, not the sign-in page.
        for (const [path, role] of [['/revisor', 'revisor'], ['/admin', 'admin']]) {
          const signedIn = await pageAs(role);
          await presetDisplay(signedIn.context, { theme, fontScale: fs });
          await signedIn.page.goto(path);
          await settle(signedIn.page);
          const landed = new URL(signedIn.page.url()).pathname;
          expect(landed.startsWith(path) && landed !== '/admin/login', `${path} abre su área (quedó en ${landed})`).toBe(true);
          await expectNoAxeViolations(signedIn.page, { label: `${landed} (${theme}, ${fs})` });
        }
        const { context, page } = await newPage();
        await presetDisplay(context, { theme, fontScale: fs });
        await page.route('**/mf/mf-reviewer/**', (route) => route.abort());
        await page.goto('/revisor');
        await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
        await expectNoAxeViolations(page, { label: `remoto no disponible (${theme}, ${fs})` });
      });
    }
  }
});
