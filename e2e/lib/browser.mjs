import { after, before } from 'node:test';
import './record-playwright-calls.mjs'; // before playwright-core, which reads DEBUG when it loads
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the networking flags Chromium keeps retrying its own services on the closed network.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(options = {}) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, ...options });
}

/**
 * One Chromium for a test file: launched before its tests, closed after them. Call it at the top
 * level of the file; it returns a getter (the browser exists only once `before` has run).
 */
export function useBrowser() {
  let browser = null;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return () => browser;
}

/** A fresh context (empty localStorage) with a desktop viewport unless told otherwise. */
export async function newPage(browser, { viewport = { width: 1280, height: 900 }, ...options } = {}) {
  const context = await browser.newContext({ viewport, locale: 'es-CL', ...options });
  const page = await context.newPage();
  return { context, page };
}

/** Records every request URL the page makes, for "what was downloaded" assertions. */
export function recordRequests(page) {
  const urls = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * Waits until the page's h1 is rendered (the remote behind the route has loaded) and React owns it.
 * A server-rendered page shows its h1 before any script has run; until React has started hydrating
 * it, a click on one of its buttons does nothing and a link loads a whole new page.
 */
export async function waitForHeading(page, text) {
  const heading = page.locator('main h1');
  await heading.first().waitFor({ state: 'visible', timeout: 20_000 });
  if (text) await page.locator('main h1', { hasText: text }).first().waitFor({ timeout: 20_000 });
  await waitForHydration(page);
  return heading.first();
}

/** React has taken over the page's h1 (its node carries React's fiber): a click or key now reaches the app. */
export function waitForHydration(page, timeout = 20_000) {
  return page.waitForFunction(() => {
    const h1 = document.querySelector('main h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
  }, undefined, { timeout });
}
