// Page helpers every area's tests share.
import { expect } from '@playwright/test';

/**
 * Waits until the page's h1 (with `text`, when given) is visible and React owns the page: a
 * server-rendered page shows its h1 before any script has run, and until React has hydrated it a
 * click on one of its buttons does nothing and a link loads a whole new page. Returns the h1.
 */
export async function expectHeading(page, text) {
  const heading = text ? page.locator('main h1', { hasText: text }).first() : page.locator('main h1').first();
  await expect(heading).toBeVisible();
  await expectHydrated(page);
  return heading;
}

/** React has taken over the page's h1 (its node carries React's fiber): a click or key now reaches the app. */
export async function expectHydrated(page) {
  // Hydration leaves nothing a user or a locator can see: the fiber React attaches is the only sign.
  await page.waitForFunction(() => {
    const h1 = document.querySelector('main h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Resolves once the page has drawn two more frames: work the shell schedules for the next frame has run. */
export const twoFrames = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Sets theme and font scale the way the toolbar stores them, before any script of the page runs. */
export async function presetDisplay(context, { theme = 'Light', fontScale = 1 } = {}) {
  await context.addInitScript(
    ([t, fs]) => {
      window.localStorage.setItem('theme', t);
      window.localStorage.setItem('fs', String(fs));
    },
    [theme, fontScale],
  );
}

/** Records every request URL the page makes, for "what was downloaded" assertions. */
export function recordRequests(page) {
  const urls = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * Client-side navigation through the one router (as a link would do), without a page load; the
 * page's title must change.
 */
export async function clientNavigate(page, path) {
  const title = await page.title();
  await page.evaluate((to) => window.history.pushState({}, '', to), path);
  // A popstate that arrives while React is still hydrating can reach the router before it listens:
  // it is told again until the page moves (the same address: a no-op for a router that followed).
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page).not.toHaveTitle(title, { timeout: 2_000 });
  }).toPass();
}
