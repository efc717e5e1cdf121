// Server rendering of the public pages (issue 11). For each request the portal server:
//   1. reads the current release of the page's remote from the runtime configuration (the same
//      manifest URL it inlines for the browser in that answer, so HTML and hydrating code belong to
//      the same release);
//   2. loads that release's server bundle, named in its mf-manifest.json (`metaData.ssrRemoteEntry`),
//      once per file (file names carry a content hash; a new release is a new file, no restart);
//   3. renders the page with the shell's server bundle (shell/src/server/render.tsx), which loads
//      the page's data from the API and extracts emotion's CSS for exactly this page.
// Any failure (remote unreachable, no server bundle, a page that throws, too slow) returns null and
// the page is served as before: client-rendered.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { normalisePath } from './address.mjs';
import { isPrivatePath } from './public-pages.mjs';

const require = createRequire(import.meta.url);
const MANIFEST_TTL_MS = 1000;
/** Rendered pages kept, most recent last (a page is a few hundred KB at most). */
const RENDER_CACHE_SIZE = 100;
/** Server bundles of remote releases kept loaded. */
const REMOTE_BUNDLES_KEPT = 4;
const FETCH_TIMEOUT_MS = 3000;
/**
 * How long a server render waits for its page's data from the API (SSR_DATA_TIMEOUT_MS, in ms):
 * past it the page is served client-rendered at once instead of after the API client's own 30 s.
 */
export const DATA_TIMEOUT_MS = 2000;

/**
 * `load(signal)`, or a rejection after `ms`; then `signal` aborts too, so the API calls the load
 * started stop with the budget instead of running on to the API client's 30 s and piling onto an
 * API that is already slow. A remote that ignores the signal is still cut off by the rejection.
 */
function within(load, ms, what) {
  const controller = new AbortController();
  let timer;
  const late = new Promise((resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`${what} tardó más de ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  return Promise.race([load(controller.signal), late]).finally(() => clearTimeout(timer));
}

/**
 * The remote's `./routes` whose `loadPageData(location)` also gets `{ signal }`: the shell's
 * `loadData` (shell/src/server/render.tsx) passes the location only. A remote that takes one
 * argument ignores the second.
 */
function withSignal(routesModule, signal) {
  const { loadPageData } = routesModule;
  if (typeof loadPageData !== 'function') return routesModule;
  return { ...routesModule, loadPageData: (location) => loadPageData(location, { signal }) };
}

/** The shell's server bundle in `shellDir`/server, loaded once per file. */
const shellBundles = new Map();
let shellKey = '';
function shellServer(shellDir) {
  const dir = path.join(shellDir, 'server');
  if (!existsSync(dir)) return null;
  const file = readdirSync(dir).find((name) => /^render(\.[0-9a-f]+)?\.js$/.test(name));
  if (!file) return null;
  const full = path.join(dir, file);
  const key = `${full}:${statSync(full).mtimeMs}`;
  if (!shellBundles.has(key)) shellBundles.set(key, require(full));
  shellKey = key;
  return shellBundles.get(key);
}

/** Loads the shell's server bundle ahead of the first request (its code takes a while to load). */
export function warmUp(shellDir) {
  try {
    shellServer(shellDir);
  } catch {
    // The first request tries again and falls back to client rendering if it must.
  }
}

/**
 * Reads a release file: from the portal's own folders when the address is the portal's
 * (`/mf/mf-public/…`, through `localFile`), over HTTP when a remote is served from elsewhere.
 */
async function readRelease(url, localFile) {
  if (url.startsWith('/')) {
    const file = localFile(url);
    if (!file || !existsSync(file)) throw new Error(`No existe ${url}`);
    return readFileSync(file, 'utf8');
  }
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

function resolveAgainst(relative, base) {
  if (base.startsWith('/')) return new URL(relative, `http://portal.local${base}`).pathname;
  return new URL(relative, base).href;
}

const manifests = new Map();
async function manifestOf(url, localFile) {
  // The portal's own files are read every time (a redeploy is seen at once); another server's for a second.
  const cached = url.startsWith('/') ? null : manifests.get(url);
  if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
  const manifest = JSON.parse(await readRelease(url, localFile));
  manifests.set(url, { manifest, at: Date.now() });
  return manifest;
}

/**
 * Evaluates a remote's server bundle (CommonJS) with the host's shared singletons as its only
 * imports: one React, one Chakra/emotion, one router and one store for the whole page, as in the
 * browser. Code is only ever loaded from the manifest addresses of the runtime configuration,
 * which the operator controls.
 */
const remoteBundles = new Map();
async function remoteModule(manifestUrl, shared, localFile) {
  const manifest = await manifestOf(manifestUrl, localFile);
  const entry = manifest?.metaData?.ssrRemoteEntry;
  if (!entry?.name) throw new Error(`${manifestUrl} no tiene paquete de servidor`);
  const entryUrl = resolveAgainst(`${entry.path ?? ''}${entry.name}`, manifestUrl);
  let loading = remoteBundles.get(entryUrl);
  if (!loading) {
    loading = readRelease(entryUrl, localFile).then((code) => {
      const module = { exports: {} };
      const requireShared = (name) => {
        if (Object.prototype.hasOwnProperty.call(shared, name)) return shared[name];
        throw new Error(`${entryUrl} pide ${name}, que no es un módulo compartido`);
      };
      vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename: entryUrl })(module.exports, requireShared, module);
      return module.exports;
    });
    // A failed load is retried on the next request, not remembered.
    loading.catch(() => remoteBundles.delete(entryUrl));
    remoteBundles.set(entryUrl, loading);
    // The releases in use and a few before them (a rollback is then instant); older ones are let go.
    if (remoteBundles.size > REMOTE_BUNDLES_KEPT) remoteBundles.delete(remoteBundles.keys().next().value);
  }
  return loading;
}

/**
 * Renderings by page, release and the exact API answers they were made from: a page is rendered
 * again when its address, its remote's release, the shell build or its data changes, and only then.
 * The data is read from the API on every request, so an admin's change is in the very next HTML.
 */
const renders = new Map();
/** Renders under way: past this many, a page is served client-rendered rather than queue behind them. */
const MAX_RENDERS_AT_ONCE = 8;
let rendering = 0;
async function cachedRender(key, produce) {
  const hit = renders.get(key);
  if (hit) {
    renders.delete(key);
    renders.set(key, hit);
    return hit;
  }
  if (rendering >= MAX_RENDERS_AT_ONCE) throw new Error('demasiadas representaciones a la vez');
  // The promise is kept: requests for the same page while it renders share that one rendering.
  rendering += 1;
  const result = produce().finally(() => {
    rendering -= 1;
  });
  renders.set(key, result);
  result.catch(() => renders.delete(key));
  if (renders.size > RENDER_CACHE_SIZE) renders.delete(renders.keys().next().value);
  return result;
}

/**
 * `renderPage({ url, config, shellDir, localFile, apiBase, dataTimeoutMs, log })` → `{ html, styles,
 * notFound, data, complete, remote, release, preloads }` or null (then the page is client-rendered). `config` is the runtime configuration of this answer;
 * `complete` is false when part of the page's data could not be loaded (that part loads in the browser).
 */
export async function renderPage({ url, config, shellDir, localFile, apiBase, dataTimeoutMs = DATA_TIMEOUT_MS, log = () => {} }) {
  if (!apiBase) return null;
  try {
    const shell = shellServer(shellDir);
    if (!shell) return null;
    // `url` is the page's address as address.mjs reads it (path encoded, only the query parameters the
    // page reads): any other query string renders, and is cached, as the page without it.
    // A request target (`/…`): a base would read `//noticias` as a host.
    const pathname = new URL(`http://portal.local${url}`).pathname;
    // Sign-in and the staff and applicant areas stay client-rendered (behind sign-in, nothing to index).
    if (isPrivatePath(normalisePath(pathname))) return null;
    const remote = shell.remoteOf(pathname);
    const manifestUrl = remote ? config.remotes[remote] : null;
    if (!manifestUrl) return null;
    const routesModule = await remoteModule(manifestUrl, shell.shared, localFile);
    const data = await within(
      (signal) => shell.loadData({ url, routesModule: withSignal(routesModule, signal), apiBase }),
      dataTimeoutMs,
      'La carga de los datos de la página',
    );
    const key = createHash('sha256')
      .update(JSON.stringify([url, config.mode, shellKey, releaseKey(manifestUrl)]))
      .update(JSON.stringify(data))
      .digest('base64');
    const result = await cachedRender(key, () => shell.render({ url, routesModule, mode: config.mode, data }));
    // mf-public's loadPageData marks a load in which a call failed (INCOMPLETE_KEY in its page-data.ts).
    const complete = data?.incompleto !== true;
    return { ...result, data, complete, remote, release: manifestUrl, preloads: hydrationScripts(await manifestOf(manifestUrl, localFile), manifestUrl) };
  } catch (error) {
    log(`Representación en el servidor de ${url} fallida; se sirve la página sin ella: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

/** The server bundle a manifest currently names (its file name changes with every build). */
function releaseKey(manifestUrl) {
  const entry = manifests.get(manifestUrl)?.manifest?.metaData?.ssrRemoteEntry;
  return `${manifestUrl}#${entry?.path ?? ''}${entry?.name ?? ''}`;
}

/**
 * What the browser needs from the remote before it can hydrate: its remoteEntry and the code of
 * `./routes`, from this release's manifest. Only for a remote on the portal's own origin (the
 * federation runtime loads other origins' scripts in its own way; a preload in another mode would
 * be downloaded twice).
 */
function hydrationScripts(manifest, manifestUrl) {
  if (!manifestUrl.startsWith('/')) return [];
  const entry = manifest?.metaData?.remoteEntry;
  const routes = manifest?.exposes?.find((expose) => expose.path === './routes');
  const files = [entry?.name ? `${entry.path ?? ''}${entry.name}` : null, ...(routes?.assets?.js?.sync ?? [])].filter(Boolean);
  return files.map((file) => resolveAgainst(file, manifestUrl));
}

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Puts a server render into the shell's document: the page inside #root, its CSS in <head>, and
 * the data it was rendered with (read by the shell before hydrating; a JSON block, which no
 * browser runs, so the CSP need not allow it).
 */
export function withServerRender(document, result) {
  const data = `<script id="sello-ssr" type="application/json">${escapeJson({ remote: result.remote, release: result.release, data: result.data })}</script>`;
  // Functions, not strings, as replacements: page text may contain `$&` and the like.
  // React puts the hero image's preload first in the rendered HTML; it belongs in <head>.
  const preloads = /^(?:<link [^>]*\/>)+/.exec(result.html)?.[0] ?? '';
  const body = result.html.slice(preloads.length);
  const scripts = (result.preloads ?? []).map((href) => `<link rel="preload" as="script" href="${href.replace(/"/g, '&quot;')}" />`).join('');
  return document
    .replace('</head>', () => `${preloads}${scripts}${result.styles}${data}</head>`)
    // The page is there without JavaScript: the "activate JavaScript" notice no longer applies.
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${body}</div>`);
}
