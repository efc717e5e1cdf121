import type { RemoteName } from '../config/runtime-config';

/**
 * Which remote owns which URL prefix. A prefix ending in `/*` owns its subtree; any other
 * prefix owns that exact path. Unknown paths belong to no remote and get the shell's 404.
 */
export const REMOTE_PREFIXES: Record<RemoteName, readonly string[]> = {
  mf_public: [
    '/',
    '/sello-chile-inclusivo/*',
    '/quienes-somos',
    '/como-postular',
    '/noticias/*',
    '/preguntas-frecuentes',
    '/instituciones-reconocidas',
    '/login',
  ],
  mf_applicant: ['/proceso-de-postulacion/*', '/postulante/*'],
  mf_reviewer: ['/revisor/*'],
  mf_admin: ['/admin/*'],
};

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
  for (const [name, prefixes] of Object.entries(REMOTE_PREFIXES) as [RemoteName, readonly string[]][]) {
    if (prefixes.some((prefix) => matchesPrefix(prefix, path))) return name;
  }
  return null;
}
