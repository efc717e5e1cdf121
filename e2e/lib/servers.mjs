// Start the portal (and the API when it exists) for a test run: free ports, temporary DATA_DIR.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from '../../scripts/lib/build.mjs';
import { apiEntry, startApi, startPortal } from '../../scripts/lib/portal.mjs';
import { startMailbox } from './mailbox.mjs';
import { freePort } from './ports.mjs';

export { buildAll };

/**
 * Starts the API (if `api/src/main.ts` exists) and one portal server. Returns URLs and `stop()`.
 * `portalOptions` go to startPortal (`overrides`, `dists`). With the API, a local SMTP server
 * receives what it sends (SMTP_URL) and writes each message as JSON to `mailDir`.
 */
export async function startStack({ withApi = existsSync(apiEntry), portalOptions = {}, log = () => {} } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sello-e2e-data-'));
  const portalPort = await freePort();
  let api = null;
  let mailbox = null;
  let apiBase = 'http://localhost:4000/';
  if (withApi) {
    const apiPort = await freePort([portalPort]);
    mailbox = await startMailbox({ dir: mkdtempSync(path.join(os.tmpdir(), 'sello-e2e-mail-')) });
    api = await startApi({
      port: apiPort,
      dataDir,
      origins: [`http://localhost:${portalPort}`, `http://127.0.0.1:${portalPort}`],
      env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Sello Chile Inclusivo <no-responder@sello.test>' },
      log,
    });
    apiBase = api.url;
  }
  let portal;
  try {
    portal = await startPortal({ port: portalPort, apiBase, ...portalOptions });
  } catch (error) {
    // The API and the mailbox started already: not left running after the run that failed.
    await Promise.allSettled([api?.stop(), mailbox?.stop()]);
    throw error;
  }
  return {
    portal,
    api,
    baseUrl: portal.url,
    apiUrl: api ? api.url : null,
    dataDir,
    mailDir: mailbox ? mailbox.dir : null,
    async stop() {
      await Promise.allSettled([portal.close(), api?.stop()]);
      await mailbox?.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (mailbox) rmSync(mailbox.dir, { recursive: true, force: true });
    },
  };
}
