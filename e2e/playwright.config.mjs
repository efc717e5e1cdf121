// Playwright Test for the portal's end-to-end suite (see README.md in this folder).
// Debian's Chromium, never a downloaded browser; each worker starts its own portal stack (fixtures.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser.mjs';

// Files that start, stop or restart servers of their own, or time them: one at a time, beside at
// most one worker of the other project.
// Absolute paths: the repository's root config re-exports this one.
const here = path.dirname(fileURLToPath(import.meta.url));

const SERIAL = /(portal-restart|portal-server|foundation-delivery|html-first-edges|html-first-ssr|session-idle|public-claveunica)\.test\.mjs$/;

export default defineConfig({
  testDir: path.join(here, 'tests'),
  testMatch: /\.test\.mjs$/,
  outputDir: path.join(here, 'results/artifacts'),
  globalSetup: path.join(here, 'global-setup.mjs'),
  // The portal servers run inside the workers and load the apps' server bundles: Playwright's own
  // transpiler would rewrite those megabytes (seconds of a frozen worker) for nothing.
  build: { external: ['**/dist/**'] },
  // Two cores in CI: a browser, an API and a portal per worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { outputFolder: path.join(here, 'results/report'), open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'es-CL',
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'parallel', testIgnore: SERIAL },
    { name: 'serial', testMatch: SERIAL, workers: 1 },
  ],
});
