// The suite's fixtures. Import `test` and `expect` from here, not from @playwright/test.
//
// - `stack` (per worker): the API on its own embedded database, the SMTP `mailbox` it sends through
//   and a portal server; `baseURL` points at it, so `page.goto('/noticias')` works, and `apiUrl` is
//   the API's own address.
// - `pageAs(role)`: a fresh page signed in as a demo account (lib/accounts.mjs); each role signs in
//   once per worker. A test that signs out, or changes the account, signs in on its own instead.
// - `newPage(options)`: another fresh page (its own context, the suite's defaults plus `options`).
// - `startPortal(options)` / `startStack(options)`: servers of the test's own (another release, a
//   stopped remote, other settings), stopped when the test ends.
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { startPortal } from '../scripts/lib/portal.mjs';
import { ACCOUNTS, apiSession } from './lib/accounts.mjs';
import { startStack } from './lib/stack.mjs';

export { expect };

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

export const test = base.extend({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      mkdirSync(resultsDir, { recursive: true });
      // The API's log of each worker, for a failure's post-mortem.
      const log = createWriteStream(path.join(resultsDir, `api-${workerInfo.project.name}-${workerInfo.workerIndex}.log`));
      const stack = await startStack({ log: (text) => log.write(text) });
      await use(stack);
      await stack.stop();
      log.end();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  sessions: [
    async ({ stack }, use) => {
      const signedIn = new Map();
      await use((role) => {
        if (!ACCOUNTS[role]) throw new Error(`Rol desconocido: ${role}`);
        if (!signedIn.has(role)) signedIn.set(role, apiSession(stack.apiUrl, ACCOUNTS[role]));
        return signedIn.get(role);
      });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ stack }, use) => use(stack.baseUrl),
  apiUrl: [async ({ stack }, use) => use(stack.apiUrl), { scope: 'worker' }],
  mailbox: [async ({ stack }, use) => use(stack.mailbox), { scope: 'worker' }],
  newPage: async ({ browser, baseURL, locale, viewport }, use) => {
    const contexts = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, locale, viewport, ...options });
      contexts.push(context);
      return { context, page: await context.newPage() };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  pageAs: async ({ newPage, sessions, baseURL }, use) => {
    await use(async (role, options = {}) => {
      const session = await sessions(role);
      const storageState = { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'user', value: JSON.stringify(session) }] }] };
      return newPage({ storageState, ...options });
    });
  },
  // A server's close() waits for the connections still open to it: the test's pages go first.
  startPortal: async ({ stack, browser }, use) => {
    const portals = [];
    await use(async (options = {}) => {
      const portal = await startPortal({ port: 0, apiBase: stack.apiUrl, ...options });
      portals.push(portal);
      return portal;
    });
    await Promise.all(browser.contexts().map((context) => context.close()));
    await Promise.allSettled(portals.map((portal) => portal.close()));
  },
  startStack: async ({ browser }, use) => {
    const stacks = [];
    await use(async (options = {}) => {
      const stack = await startStack(options);
      stacks.push(stack);
      return stack;
    });
    await Promise.all(browser.contexts().map((context) => context.close()));
    await Promise.allSettled(stacks.map((stack) => stack.stop()));
  },
});
