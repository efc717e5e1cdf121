// The front-end apps as the registry (apps.json at the repository root) lists them: folder,
// federation name, dev port. Build, start, dev, the portal server and the e2e suite read them here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @typedef {{ dir: string, name: string, port: number, remote: boolean }} App */

/** @type {App[]} */
export const apps = JSON.parse(readFileSync(path.join(repoRoot, 'apps.json'), 'utf8')).apps;

export const remotes = apps.filter((app) => app.remote);

/** Env var that overrides where a remote's manifest lives, e.g. REMOTE_MF_PUBLIC_URL. */
export function remoteEnvName(app) {
  return `REMOTE_${app.name.toUpperCase()}_URL`;
}

export function distDir(app) {
  return path.join(repoRoot, app.dir, 'dist');
}
