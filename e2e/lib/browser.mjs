// Debian's Chromium, as the suite (playwright.config.mjs) and the web benchmark launch it.
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

/** For the benchmark, which runs outside Playwright Test. */
export function launchBrowser(options = {}) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, ...options });
}

/** A fresh context (empty localStorage) with a desktop viewport unless told otherwise, for the benchmark. */
export async function newPage(browser, { viewport = { width: 1280, height: 900 }, ...options } = {}) {
  const context = await browser.newContext({ viewport, locale: 'es-CL', ...options });
  const page = await context.newPage();
  return { context, page };
}
