// axe (WCAG 2.2 AA tags) on every public route in both themes at font 1, 1.2 and 1.4, and no
// horizontal scroll at 320 px. Runs on the real API with the demo data.
import { test, expect } from '../fixtures.mjs';
import { expectNoAxeViolations } from '../lib/axe.mjs';
import { demoSlug, openSettled, publicRoutes, useDisplay, widthWithTextSpacing } from './public-helpers.mjs';

let routes = [];

test.describe('accesibilidad del sitio público', () => {
  test.beforeAll(async ({ apiUrl }) => {
    routes = publicRoutes(await demoSlug(apiUrl));
  });

  for (const theme of ['Light', 'Dark']) {
    for (const fontScale of [1, 1.2, 1.4]) {
      test(`axe sin violaciones, tema ${theme}, letra ${fontScale}`, async ({ newPage, baseURL }) => {
        // Every public route audited in one test: 1.5 min on a quiet machine, more beside other workers.
        test.setTimeout(300_000);
        const { context, page } = await newPage();
        await useDisplay(context, { theme, fontScale });
        for (const route of routes) {
          await openSettled(page, baseURL, route);
          await expectNoAxeViolations(page, { label: `${route} (${theme}, ${fontScale})` });
        }
      });
    }
  }

  for (const fontScale of [1, 1.2, 1.4]) {
    test(`a 320 px, con el espaciado de texto de WCAG 1.4.12, ninguna página se desplaza en horizontal (letra ${fontScale})`, async ({ newPage, baseURL }) => {
      const { context, page } = await newPage({ viewport: { width: 320, height: 640 } });
      await useDisplay(context, { fontScale });
      const wide = [];
      for (const route of routes) {
        await openSettled(page, baseURL, route);
        const width = await widthWithTextSpacing(page);
        if (width > 320) wide.push(`${route}: ${width}px`);
      }
      expect(wide).toEqual([]);
    });
  }
});
