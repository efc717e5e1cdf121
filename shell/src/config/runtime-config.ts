import registry from '../../../apps.json';

/**
 * The remotes manifest, fetched before the shell boots: moving or redeploying a remote is an edit
 * of /runtime.json (written by the server), never a rebuild of the shell. Which remotes exist is
 * the registry's word (apps.json at the repository root), read at build time.
 */
const REMOTE_APPS = registry.apps.filter((app) => app.remote);
export const REMOTE_NAMES: readonly string[] = REMOTE_APPS.map((app) => app.name);
/** A federation name from the registry, e.g. `mf_admin`. */
export type RemoteName = string;

/** `demo`: the portal runs with demonstration data and accounts, and says so on every page. */
export type PortalMode = 'demo' | 'production';

export interface RuntimeConfig {
  apiBase: string;
  mode: PortalMode;
  remotes: Record<RemoteName, string>;
}

/** Where `npm start` serves everything when runtime.json is missing or broken. */
export function defaultRuntimeConfig(origin: string): RuntimeConfig {
  const remotes = Object.fromEntries(REMOTE_APPS.map((app) => [app.name, `${origin}/mf/${app.dir}/mf-manifest.json`]));
  return { apiBase: `${origin}/api/`, mode: 'production', remotes };
}

/** The server writes addresses relative to the portal (`/api/`): they are resolved against the page. */
function absolute(url: string, base: string): string | null {
  try {
    return new URL(url, base).href;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps the valid parts of a runtime.json body and falls back to the defaults for the rest. */
export function parseRuntimeConfig(body: unknown, fallback: RuntimeConfig, origin = 'http://localhost'): RuntimeConfig {
  if (!isRecord(body)) return fallback;
  const remotesBody = isRecord(body.remotes) ? body.remotes : {};
  const remotes = { ...fallback.remotes };
  for (const name of REMOTE_NAMES) {
    const url = remotesBody[name];
    const resolved = typeof url === 'string' && url.length > 0 ? absolute(url, origin) : null;
    if (resolved) remotes[name] = resolved;
  }
  const apiBase = (typeof body.apiBase === 'string' && body.apiBase.length > 0 && absolute(body.apiBase, origin)) || fallback.apiBase;
  const mode = body.mode === 'demo' ? 'demo' : fallback.mode;
  return { apiBase, mode, remotes };
}

/** Id of the `<script type="application/json">` in which the portal server inlines runtime.json. */
export const INLINE_RUNTIME_ID = 'sello-runtime';

/** The copy the server wrote into the page: saves a round trip before the first remote can load. */
function inlineRuntimeConfig(doc: Document | undefined): unknown {
  const text = doc?.getElementById(INLINE_RUNTIME_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  origin = window.location.origin,
  doc: Document | undefined = globalThis.document,
): Promise<RuntimeConfig> {
  const fallback = defaultRuntimeConfig(origin);
  const inline = inlineRuntimeConfig(doc);
  if (inline !== undefined) return parseRuntimeConfig(inline, fallback, origin);
  try {
    const response = await fetchImpl('/runtime.json', { cache: 'no-store' });
    if (!response.ok) return fallback;
    return parseRuntimeConfig(await response.json(), fallback, origin);
  } catch {
    // A missing manifest should not blank the site: the remotes' default locations still work.
    return fallback;
  }
}
