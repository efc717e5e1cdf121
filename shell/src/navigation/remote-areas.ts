import type { RemoteName } from '../config/runtime-config';

/**
 * Which remote owns which URL prefix. A prefix ending in `/*` owns its subtree; any other
 * prefix owns that exact path. Every other path is the public remote's: it has the open-ended
 * set of public pages (a new one ships with mf-public alone) and renders its own 404.
 */
export const REMOTE_PREFIXES: Record<RemoteName, readonly string[]> = {
  mf_applicant: ['/proceso-de-postulacion/*', '/postulante/*'],
  mf_reviewer: ['/revisor/*'],
  mf_admin: ['/admin/*'],
};

/** The remote of every path no prefix above claims. */
export const DEFAULT_REMOTE: RemoteName = 'mf_public';

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function matchesPrefix(prefix: string, pathname: string): boolean {
  if (prefix.endsWith('/*')) {
    const base = prefix.slice(0, -2);
    return pathname === base || pathname.startsWith(`${base}/`);
  }
  return pathname === prefix;
}

export function remoteForPath(pathname: string): RemoteName | null {
  const path = normalise(pathname);
  for (const [name, prefixes] of Object.entries(REMOTE_PREFIXES)) {
    if (prefixes.some((prefix) => matchesPrefix(prefix, path))) return name;
  }
  return DEFAULT_REMOTE;
}
