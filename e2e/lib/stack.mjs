// A portal stack for tests and benchmarks: the API (embedded PostgreSQL in a temporary DATA_DIR), a
// local SMTP mailbox it sends through, and one portal server, all on free ports.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiEntry, startApi, startPortal } from '../../scripts/lib/portal.mjs';
import { startMailbox } from './mailbox.mjs';

/**
 * A port the OS says is free right now, other than `taken`: the API must be told its port before it
 * listens (the portal takes port 0 itself).
 */
export async function freePort(taken = []) {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const server = net.createServer();
      server.unref();
      server.once('error', reject);
      server.listen(0, () => {
        const { port: given } = server.address();
        server.close(() => resolve(given));
      });
    });
    if (!taken.includes(port)) return port;
  }
}

/**
 * Starts the mailbox, the API (if `api/src/main.ts` exists) and one portal server. `apiEnv` adds to
 * the API's environment, `portalOptions` go to startPortal. Returns URLs, the mailbox and `stop()`.
 */
export async function startStack({ withApi = existsSync(apiEntry), apiEnv = {}, portalOptions = {}, log = () => {} } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sello-e2e-data-'));
  let api = null;
  let mailbox = null;
  let portal = null;
  const stop = async () => {
    await Promise.allSettled([portal?.close(), api?.stop()]);
    await mailbox?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The portal takes its port first: the API's CORS origins name it.
    const portalPort = await freePort();
    if (withApi) {
      mailbox = await startMailbox();
      api = await startApi({
        port: await freePort([portalPort]),
        dataDir,
        origins: [`http://localhost:${portalPort}`, `http://127.0.0.1:${portalPort}`],
        env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Sello Chile Inclusivo <no-responder@sello.test>', ...apiEnv },
        log,
      });
    }
    portal = await startPortal({ port: portalPort, apiBase: api?.url ?? 'http://localhost:4000/', ...portalOptions });
  } catch (error) {
    await stop();
    throw error;
  }
  return { portal, api, baseUrl: portal.url, apiUrl: api?.url ?? null, dataDir, mailbox, stop };
}
