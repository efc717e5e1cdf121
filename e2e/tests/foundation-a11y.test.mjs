// axe on the pages and states the shell owns (404, a remote's fallback, the open mobile menu) and
// on the reviewer and admin areas, in both themes at every font scale (1, 1.2, 1.4;
// public-a11y.test.mjs walks the public site itself).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoAxeViolations } from '../lib/axe.mjs';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { presetDisplay } from '../lib/pages.mjs';
import { ADMIN, presetSession, REVIEWER_1 } from './review-helpers.mjs';

const { baseUrl, apiUrl } = suiteEnv();
const browser = useBrowser();

async function settle(page, heading) {
  await waitForHeading(page, heading);
  await page.waitForLoadState('networkidle');
}

describe('accessibility of the shell states', () => {
  for (const theme of ['Light', 'Dark']) {
    for (const fs of [1, 1.2, 1.4]) {
      it(`404 page and open mobile menu: ${theme}, font ${fs}`, async () => {
        const { context, page } = await newPage(browser());
        await presetDisplay(context, { theme, fs });
        const response = await page.goto(`${baseUrl}/esta-pagina-no-existe`);
        assert.equal(response?.status(), 404);
        // mf-public's not-found page, not some other page that happened to load.
        await settle(page, '404 under construction');
        await expectNoAxeViolations(page, { label: `404 (${theme}, ${fs})` });

        await page.setViewportSize({ width: 360, height: 740 });
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await expectNoAxeViolations(page, { label: `menú móvil (${theme}, ${fs})` });
        await context.close();
      });
    }

    for (const fs of [1, 1.2, 1.4]) {
      it(`reviewer and admin areas and a remote's fallback: ${theme}, font ${fs}`, async () => {
        // Each area with its own staff session, so the area itself is audited, not the sign-in page.
        for (const [path, account] of [['/revisor', REVIEWER_1], ['/admin', ADMIN]]) {
          const signedIn = await newPage(browser());
          await presetDisplay(signedIn.context, { theme, fs });
          await presetSession(signedIn.context, apiUrl, account);
          await signedIn.page.goto(`${baseUrl}${path}`);
          await settle(signedIn.page);
          const landed = new URL(signedIn.page.url()).pathname;
          assert.ok(landed.startsWith(path) && landed !== '/admin/login', `${path} abre su área (quedó en ${landed})`);
          await expectNoAxeViolations(signedIn.page, { label: `${landed} (${theme}, ${fs})` });
          await signedIn.context.close();
        }
        const { context, page } = await newPage(browser());
        await presetDisplay(context, { theme, fs });
        await page.route('**/mf/mf-reviewer/**', (route) => route.abort());
        await page.goto(`${baseUrl}/revisor`);
        await page.getByRole('button', { name: 'Reintentar' }).waitFor({ timeout: 20_000 });
        await expectNoAxeViolations(page, { label: `remoto no disponible (${theme}, ${fs})` });
        await context.close();
      });
    }
  }
});
