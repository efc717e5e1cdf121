// axe (WCAG 2.2 AA tags) on every public route in both themes at font 1, 1.2 and 1.4, and no
// horizontal scroll at 320 px. Runs on the real API with the demo data.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { expectNoAxeViolations } from '../lib/axe.mjs';
import { newPage, useBrowser } from '../lib/browser.mjs';
import { suiteEnv } from '../lib/env.mjs';
import { demoSlug, openSettled, publicRoutes, useDisplay, widthWithTextSpacing } from './public-helpers.mjs';

const { baseUrl, apiUrl } = suiteEnv();
const browser = useBrowser();
let routes = [];

before(async () => {
  routes = publicRoutes(await demoSlug(apiUrl));
});

describe('accesibilidad del sitio público', () => {
  for (const theme of ['Light', 'Dark']) {
    for (const fontScale of [1, 1.2, 1.4]) {
      it(`axe sin violaciones, tema ${theme}, letra ${fontScale}`, async () => {
        const { context, page } = await newPage(browser());
        await useDisplay(context, { theme, fontScale });
        for (const route of routes) {
          await openSettled(page, baseUrl, route);
          await expectNoAxeViolations(page, { label: `${route} (${theme}, ${fontScale})` });
        }
        await context.close();
      });
    }
  }

  for (const fontScale of [1, 1.2, 1.4]) {
    it(`a 320 px, con el espaciado de texto de WCAG 1.4.12, ninguna página se desplaza en horizontal (letra ${fontScale})`, async () => {
      const { context, page } = await newPage(browser(), { viewport: { width: 320, height: 640 } });
      await useDisplay(context, { fontScale });
      const wide = [];
      for (const route of routes) {
        await openSettled(page, baseUrl, route);
        const width = await widthWithTextSpacing(page);
        if (width > 320) wide.push(`${route}: ${width}px`);
      }
      assert.deepEqual(wide, []);
      await context.close();
    });
  }
});
