/**
 * The remotes manifest, fetched before the shell boots: moving or redeploying a remote is an edit
 * of /runtime.json (written by the server), never a rebuild of the shell.
 */
export const REMOTE_NAMES = ['mf_public', 'mf_applicant', 'mf_reviewer', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RuntimeConfig {
  apiBase: string;
  remotes: Record<RemoteName, string>;
}

const REMOTE_FOLDERS: Record<RemoteName, string> = {
  mf_public: 'mf-public',
  mf_applicant: 'mf-applicant',
  mf_reviewer: 'mf-reviewer',
  mf_admin: 'mf-admin',
};

/** Where `npm start` serves everything when runtime.json is missing or broken. */
export function defaultRuntimeConfig(origin: string): RuntimeConfig {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `${origin}/mf/${REMOTE_FOLDERS[name]}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  return { apiBase: 'http://localhost:4000/', remotes };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps the valid parts of a runtime.json body and falls back to the defaults for the rest. */
export function parseRuntimeConfig(body: unknown, fallback: RuntimeConfig): RuntimeConfig {
  if (!isRecord(body)) return fallback;
  const remotesBody = isRecord(body.remotes) ? body.remotes : {};
  const remotes = { ...fallback.remotes };
  for (const name of REMOTE_NAMES) {
    const url = remotesBody[name];
    if (typeof url === 'string' && url.length > 0) remotes[name] = url;
  }
  const apiBase = typeof body.apiBase === 'string' && body.apiBase.length > 0 ? body.apiBase : fallback.apiBase;
  return { apiBase, remotes };
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
  if (inline !== undefined) return parseRuntimeConfig(inline, fallback);
  try {
    const response = await fetchImpl('/runtime.json', { cache: 'no-store' });
    if (!response.ok) return fallback;
    return parseRuntimeConfig(await response.json(), fallback);
  } catch {
    // A missing manifest should not blank the site: the remotes' default locations still work.
    return fallback;
  }
}
