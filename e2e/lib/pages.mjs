// The pages that exist at this stage, by area. Later issues add theirs here (or in their own lists).
import { remotes } from '../../scripts/lib/apps.mjs';

export const PUBLIC_MENU = [
  { path: '/', label: 'Inicio' },
  { path: '/sello-chile-inclusivo', label: 'Sello Chile Inclusivo' },
  { path: '/quienes-somos', label: 'Quiénes somos' },
  { path: '/como-postular', label: '¿Cómo postular?' },
  { path: '/noticias', label: 'Noticias' },
  { path: '/preguntas-frecuentes', label: 'Preguntas frecuentes' },
  { path: '/instituciones-reconocidas', label: 'Instituciones reconocidas' },
];

/** An address no page has: the 404 page is audited like the others. */
export const MISSING_PAGE = '/pagina-que-no-existe';
export const PUBLIC_PAGES = [...PUBLIC_MENU.map((item) => item.path), '/login', MISSING_PAGE];
export const PRIVATE_PAGES = ['/proceso-de-postulacion', '/postulante', '/revisor', '/admin'];

/** Remote folder (as served under /mf/<folder>/) of each federation name, from the registry (apps.json). */
export const REMOTE_FOLDERS = Object.fromEntries(remotes.map((app) => [app.name, app.dir]));

/** Sets theme and font scale in localStorage before any page script runs (the store's keys). */
export async function presetDisplay(context, { theme = 'Light', fs = 1 } = {}) {
  await context.addInitScript(
    ([t, f]) => {
      window.localStorage.setItem('theme', t);
      window.localStorage.setItem('fs', String(f));
    },
    [theme, fs],
  );
}

/** Client-side navigation through the one router (as a link would do), without a page load. */
export async function clientNavigate(page, path) {
  const title = await page.title();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // A popstate that arrives while React is still hydrating the page can reach the router before it
  // listens. If the page has not moved on after a moment, tell it again (the same address: a no-op
  // for a router that already followed).
  const moved = await page.waitForFunction((before) => document.title !== before, title, { timeout: 3_000 }).then(() => true, () => false);
  if (!moved) await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
}
