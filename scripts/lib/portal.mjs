// Serves the production builds on one port (shell at /, remotes under /mf/<folder>/, /runtime.json)
// and, when the API exists, runs it as a child process. Used by `npm start` and the e2e suite.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apps, remoteEnvName, remotes, repoRoot } from './apps.mjs';
import { startStaticServer } from './static-server.mjs';

export const apiEntry = path.join(repoRoot, 'api', 'src', 'main.ts');

/**
 * The remotes manifest the shell reads before it boots. Env overrides: API_BASE and
 * REMOTE_<NAME>_URL (e.g. REMOTE_MF_ADMIN_URL=https://cdn.example/mf-admin/mf-manifest.json).
 */
export function runtimeConfig({ origin, apiBase, env = process.env, overrides = {} }) {
  const entries = remotes.map((app) => [
    app.name,
    overrides[app.name] ?? env[remoteEnvName(app)] ?? `${origin}/mf/${app.dir}/mf-manifest.json`,
  ]);
  return { apiBase: env.API_BASE ?? apiBase, remotes: Object.fromEntries(entries) };
}

/**
 * The shell's page with runtime.json inlined (the shell then needs no request before registering
 * the remotes) and preconnects to the API. `<` is escaped so no value can close the script.
 */
export function inlineRuntimeConfig(document, config) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  let apiOrigin = null;
  try {
    apiOrigin = new URL(config.apiBase).origin;
  } catch {
    // A relative or broken apiBase: no preconnect.
  }
  // Two connections: images from the API are fetched with credentials, its JSON without (CORS).
  const preconnect = apiOrigin
    ? `<link rel="preconnect" href="${apiOrigin}" /><link rel="preconnect" href="${apiOrigin}" crossorigin />`
    : '';
  return document.replace('</head>', `${preconnect}<script id="sello-runtime" type="application/json">${json}</script></head>`);
}

/**
 * Starts the API (`node --import tsx api/src/main.ts`) and waits until it answers. `env` adds
 * settings (e.g. the CLAVEUNICA_* of a test provider).
 */
export async function startApi({ port, dataDir, origins, env = {}, log = (line) => process.stdout.write(line) }) {
  // The API finds its migrations relative to its own folder (as `npm start -w @sello/api` runs it).
  const child = spawn(process.execPath, ['--import', 'tsx', apiEntry], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, ...env, API_PORT: String(port), DATA_DIR: dataDir, PORTAL_ORIGINS: origins.join(',') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => log(chunk.toString()));
  child.stderr.on('data', (chunk) => log(chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`La API terminó al iniciar (código ${child.exitCode}).`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  if (Date.now() >= deadline) {
    child.kill('SIGTERM');
    throw new Error('La API no respondió a tiempo.');
  }
  return {
    child,
    url: `http://localhost:${port}/`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Serves the portal. `dists` maps a folder name to another dist folder (independent delivery tests);
 * `overrides` maps a federation name to another manifest URL; `port` 0 picks a free one.
 */
export async function startPortal({ port, apiBase, overrides = {}, dists = {}, env = process.env }) {
  let origin = '';
  const state = { overrides: { ...overrides } };
  const mounts = apps.map((app) => ({
    prefix: app.remote ? `/mf/${app.dir}/` : '/',
    dir: dists[app.dir] ?? path.join(repoRoot, app.dir, 'dist'),
    cors: app.remote,
    spa: !app.remote,
    html: app.remote ? undefined : (document) => inlineRuntimeConfig(document, runtimeConfig({ origin, apiBase, env, overrides: state.overrides })),
  }));
  for (const mount of mounts) {
    if (!existsSync(path.join(mount.dir))) throw new Error(`Falta la compilación en ${mount.dir}: ejecuta npm run build.`);
  }
  const server = await startStaticServer({
    port,
    mounts,
    dynamic: { '/runtime.json': () => runtimeConfig({ origin, apiBase, env, overrides: state.overrides }) },
  });
  origin = server.url;
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
