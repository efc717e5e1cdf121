// Shared by the public e2e specs: the public routes and how to open one in a given display setup.
import { expect } from '../fixtures.mjs';
import { expectHeading, twoFrames } from '../lib/page.mjs';
import { MISSING_PAGE } from '../lib/pages.mjs';
export { presetDisplay as useDisplay } from '../lib/page.mjs';

/** A slug that exists in the demo data (the first item of page 2, so it is not on the home). */
export async function demoSlug(apiUrl, { withImage = false } = {}) {
  const response = await fetch(new URL('noticias?page=2', apiUrl));
  const page = await response.json();
  // Earlier suites publish news of their own, some without a picture: page 2 holds seeded ones.
  return (withImage ? page.data.find((item) => item.image_url) : page.data[0]).url;
}

export function publicRoutes(slug) {
  return [
    '/',
    '/sello-chile-inclusivo',
    '/sello-chile-inclusivo/gestion-institucional-inclusiva',
    '/sello-chile-inclusivo/espacios-publicos-inclusivos',
    '/quienes-somos',
    '/como-postular',
    '/noticias',
    '/noticias?page=2',
    `/noticias/detail/${slug}`,
    '/preguntas-frecuentes',
    '/instituciones-reconocidas',
    '/instituciones-reconocidas?anno=2024',
    '/login',
  ];
}

/**
 * Opens a route and waits until its data has arrived (no loading status left in main). Fails when
 * the page went elsewhere (a sign-in page, say) or is a "not found" page (but for MISSING_PAGE): what
 * follows must check the page it was given.
 */
export async function openSettled(page, baseUrl, route) {
  const target = new URL(route, baseUrl);
  await page.goto(target.href);
  const heading = await expectHeading(page);
  expect(new URL(page.url()).pathname, `${route} se abrió en su propia dirección`).toBe(target.pathname);
  if (target.pathname !== MISSING_PAGE) await expect(heading, `${route} existe`).not.toHaveText(/404|no encontrad/i);
  await expect(page.locator('main [role="status"]').filter({ hasText: 'Cargando' })).toHaveCount(0);
  // Images decide the final layout width; wait for them before measuring.
  await page.waitForLoadState('load');
}

/** WCAG 1.4.12's text spacing: a page must lose nothing when a reader's style sets these. */
const TEXT_SPACING = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** The page's width once the reader's text spacing (WCAG 1.4.12) is applied to it. */
export async function widthWithTextSpacing(page) {
  await page.addStyleTag({ content: TEXT_SPACING });
  return page.evaluate(() => document.documentElement.scrollWidth);
}

const decode = (value) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The `<title>` of a server-rendered document, entities decoded. */
export const titleOf = (document) => decode(/<title>([^<]*)<\/title>/.exec(document)?.[1] ?? '');

/** The content of `<meta name|property=key>` (or `<link rel=canonical>`) in a document. */
export function meta(document, key) {
  const pattern = key === 'canonical'
    ? /<link rel="canonical" href="([^"]*)"/
    : new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`);
  const match = pattern.exec(document);
  return match ? decode(match[1]) : null;
}

/**
 * After a failed submit, the error summary has focus and keeps it: checked again two frames later,
 * after any later focus move (react-hook-form's own, to the first field) would have happened.
 */
export async function expectSummaryKeepsFocus(page) {
  await expect(page.getByRole('alert').filter({ hasText: 'Hay errores en el formulario' })).toBeVisible();
  const summary = page.locator('[aria-labelledby="error-summary-title"]');
  await expect(summary).toBeFocused();
  await twoFrames(page);
  await expect(summary).toBeFocused();
}
