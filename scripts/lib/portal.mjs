// Serves the production builds on one port (shell at /, remotes under /mf/<folder>/, the API under
// /api/, /runtime.json, /health, /ready) and runs the API as a child process, supervised by
// `npm start`. Used by `npm start` and the e2e suite.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apps, remoteEnvName, remotes, repoRoot } from './apps.mjs';
import { portalMode } from './mode.mjs';
import { crawlerRoutes, documentRenderer } from './ssr/index.mjs';
import { HYDRATE_SCRIPT_SOURCE } from './ssr/hydrate.mjs';
import { PRE_PAINT_SCRIPT_SOURCE } from './ssr/pre-paint.mjs';
import { parseTrustProxy, startStaticServer } from './static-server.mjs';

export const apiEntry = path.join(repoRoot, 'api', 'src', 'main.ts');
/** Where the portal serves the API (same origin: no CORS, no absolute address in the page). */
export const API_PREFIX = '/api/';

/**
 * The remotes manifest the shell reads before it boots. Addresses are relative to the portal
 * (the shell resolves them against the page) unless configured: PUBLIC_API_BASE for the API as
 * browsers reach it, REMOTE_<NAME>_URL (e.g. REMOTE_MF_ADMIN_URL=https://cdn.example/mf-admin/mf-manifest.json).
 */
export function runtimeConfig({ publicApiBase, env = process.env, overrides = {}, mode = portalMode(env) }) {
  const entries = remotes.map((app) => [
    app.name,
    overrides[app.name] ?? env[remoteEnvName(app)] ?? `/mf/${app.dir}/mf-manifest.json`,
  ]);
  return { apiBase: publicApiBase ?? env.PUBLIC_API_BASE ?? API_PREFIX, mode, remotes: Object.fromEntries(entries) };
}

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null; // relative: the portal's own origin
  }
}

/**
 * The shell's page with runtime.json inlined (the shell then needs no request before registering
 * the remotes), as a JSON block that no browser runs. `<` is escaped so no value can close it.
 */
export function inlineRuntimeConfig(document, config) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const apiOrigin = originOf(config.apiBase);
  // Two connections: images from the API are fetched with credentials, its JSON without (CORS).
  const preconnect = apiOrigin
    ? `<link rel="preconnect" href="${apiOrigin}" /><link rel="preconnect" href="${apiOrigin}" crossorigin />`
    : '';
  return document.replace('</head>', `${preconnect}<script id="sello-runtime" type="application/json">${json}</script></head>`);
}

/** Whether the API at `url` is ready: its /ready (database answers, migrations applied), or /health before /ready existed. */
export async function apiReady(url, timeout = 2000) {
  for (const probe of ['ready', 'health']) {
    try {
      const response = await fetch(new URL(probe, url), { signal: AbortSignal.timeout(timeout) });
      if (response.status === 404 && probe === 'ready') continue;
      return response.ok;
    } catch {
      return false;
    }
  }
  return false;
}

/** Spawns the API process (`node --import tsx api/src/main.ts`); a `standby` one waits for a line on stdin. */
function spawnApi({ port, dataDir, origins, env = {}, log = (line) => process.stdout.write(line), standby = false }) {
  // The API resolves its migrations and data folder against its working directory: run it from api/,
  // as `npm start -w @sello/api` does.
  const child = spawn(process.execPath, ['--import', 'tsx', apiEntry], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      // The URLs the API writes (images, downloads, pagination, a renamed item's Location) name the
      // API under the portal's /api/ unless configured: a path, so they work on whatever host the
      // visitor used (the API itself listens on loopback, out of other machines' reach).
      PUBLIC_BASE_URL: API_PREFIX.replace(/\/$/, ''),
      ...process.env, ...env, API_PORT: String(port), DATA_DIR: dataDir, PORTAL_ORIGINS: origins.join(','),
      ...(standby ? { SELLO_API_STANDBY: '1' } : {}),
    },
    stdio: [standby ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => log(chunk.toString()));
  child.stderr.on('data', (chunk) => log(chunk.toString()));
  child.stdin?.on('error', () => {}); // a standby that died before being called
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  return { child, exited };
}

/** Waits until the spawned API's /ready answers 200 (a listener on the port is not enough: the database may still be opening). */
async function awaitReady({ child, exited }, { port, timeoutMs = 120_000 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`La API terminó al iniciar (${child.signalCode ?? `código ${child.exitCode}`}).`);
    if (await apiReady(`http://127.0.0.1:${port}/`, 1000)) break;
    if (Date.now() >= deadline) {
      child.kill('SIGKILL');
      throw new Error('La API no estuvo lista a tiempo.');
    }
    await sleep(100);
  }
  return {
    child,
    url: `http://localhost:${port}/`,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Starts the API and waits until its /ready answers 200. `env` adds settings (e.g. the
 * CLAVEUNICA_* of a test provider).
 */
export async function startApi(options) {
  return awaitReady(spawnApi(options), options);
}

/** Lets a standby API start. Its stdin is kept open: if the supervisor dies, the API sees it end and stops (no orphan). */
function callUp(standby) {
  standby.child.stdin.write('arriba\n');
  return standby;
}

/**
 * The API under supervision (`npm start`): started and awaited like `startApi`; when it ends
 * without being asked to (a crash, `kill -9`), it is started again after a growing pause
 * (0.25 s, 0.5 s, 1 s… at most 10 s; back to the shortest after a minute of good health).
 * A warm standby (code loaded, database untouched) takes over first, so a restart costs only
 * opening the database. `onStart(api)` hears of every new process.
 */
export async function superviseApi(options, { onStart = () => {}, log = options.log ?? ((line) => process.stdout.write(line)) } = {}) {
  // Every supervised process, the first too, is a standby called up at once: it then stops when
  // its stdin ends, so a supervisor killed outright (kill -9) leaves no API behind.
  let current = await awaitReady(callUp(spawnApi({ ...options, standby: true })), options);
  let stopping = false;
  let failures = 0;
  let startedAt = Date.now();
  let loop = Promise.resolve();
  let standby = null;
  const prepareStandby = () => {
    if (!stopping) standby = spawnApi({ ...options, standby: true });
  };
  onStart(current);
  prepareStandby();

  /** The standby, called up; or a fresh process when there is none alive. */
  function nextProcess() {
    const ready = standby && standby.child.exitCode === null && standby.child.signalCode === null ? standby : null;
    standby = null;
    return callUp(ready ?? spawnApi({ ...options, standby: true }));
  }

  async function restartAfterExit(api) {
    const reason = await api.exited;
    if (stopping) return;
    if (Date.now() - startedAt > 60_000) failures = 0;
    while (!stopping) {
      const pause = Math.min(250 * 2 ** failures, 10_000);
      failures += 1;
      log(`La API terminó (${reason}); se reinicia en ${pause} ms…\n`);
      await sleep(pause);
      if (stopping) return;
      try {
        startedAt = Date.now();
        current = await awaitReady(nextProcess(), options);
        onStart(current);
        prepareStandby();
        loop = restartAfterExit(current);
        return;
      } catch (error) {
        log(`${error instanceof Error ? error.message : error}\n`);
      }
    }
  }
  loop = restartAfterExit(current);

  return {
    get child() {
      return current.child;
    },
    url: current.url,
    async stop() {
      stopping = true;
      standby?.child.kill('SIGTERM');
      await current.stop();
      await loop;
    },
  };
}

/**
 * Serves the portal. `apiBase` is the API as the portal reaches it (served under /api/);
 * `publicApiBase` what browsers are told (default `/api/`). `dists` maps a folder name to another
 * dist folder (independent delivery tests); `overrides` maps a federation name to another
 * manifest URL; `port` 0 picks a free one.
 */
export async function startPortal({ port, host, apiBase, publicApiBase, overrides = {}, dists = {}, env = process.env, mode = portalMode(env) }) {
  const state = { overrides: { ...overrides } };
  const config = () => runtimeConfig({ publicApiBase, env, overrides: state.overrides, mode });
  const mounts = apps.map((app) => ({
    prefix: app.remote ? `/mf/${app.dir}/` : '/',
    dir: dists[app.dir] ?? path.join(repoRoot, app.dir, 'dist'),
    cors: app.remote,
    spa: !app.remote,
    html: app.remote ? undefined : (document, context) => renderDocument(inlineRuntimeConfig(document, config()), context),
  }));
  for (const mount of mounts) {
    if (!existsSync(path.join(mount.dir))) throw new Error(`Falta la compilación en ${mount.dir}: ejecuta npm run build.`);
  }
  // HTML first (issue 11, scripts/lib/ssr): pre-paint theme, per-page head, server rendering of
  // public pages from the remotes' current releases, robots.txt, sitemap.xml.
  const renderDocument = documentRenderer({
    apiBase,
    env,
    config,
    shellDir: () => mounts.find((mount) => mount.prefix === '/').dir,
    localFile: (urlPath) => {
      const mount = [...mounts].sort((a, b) => b.prefix.length - a.prefix.length).find((candidate) => urlPath.startsWith(candidate.prefix));
      if (!mount) return null;
      const file = path.resolve(mount.dir, `.${urlPath.slice(mount.prefix.length - 1)}`);
      return file.startsWith(path.resolve(mount.dir) + path.sep) ? file : null;
    },
    log: (line) => process.stderr.write(`${line}\n`),
  });
  const server = await startStaticServer({
    port,
    host,
    mounts,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    proxy: apiBase ? { prefix: API_PREFIX, upstream: apiBase.replace(/\/+$/, '') } : null,
    dynamic: { '/runtime.json': config, ...crawlerRoutes({ apiBase, env }) },
    probes: {
      '/health': async () => ({ ok: true }),
      // Ready when the API behind it is: a portal without its API cannot serve a single form.
      '/ready': async () => (apiBase ? { ok: await apiReady(apiBase) } : { ok: true }),
    },
    // Besides its own origin, the page talks to the API (when addressed absolutely, and for the
    // media URLs it writes) and loads remotes from wherever runtime.json puts them.
    cspSources: () => {
      const current = config();
      const remoteOrigins = Object.values(current.remotes).map(originOf);
      const apiOrigins = [originOf(current.apiBase), apiBase && originOf(apiBase), env.PUBLIC_BASE_URL && originOf(env.PUBLIC_BASE_URL)];
      return { scripts: [PRE_PAINT_SCRIPT_SOURCE, HYDRATE_SCRIPT_SOURCE, ...remoteOrigins], connect: [...remoteOrigins, ...apiOrigins], images: [...remoteOrigins, ...apiOrigins] };
    },
  });
  return {
    ...server,
    /** Serves another build of an app (by folder) from the next request on: a redeploy. */
    redeploy(appDir, dir) {
      const app = apps.find((candidate) => candidate.dir === appDir);
      const mount = mounts.find((candidate) => candidate.prefix === (app?.remote ? `/mf/${appDir}/` : '/'));
      if (!app || !mount) throw new Error(`App desconocida: ${appDir}`);
      mount.dir = dir;
    },
    /** Points a remote at another manifest URL from the next page load on (no rebuild). */
    setRemoteUrl(name, url) {
      if (url) state.overrides[name] = url;
      else delete state.overrides[name];
    },
  };
}
