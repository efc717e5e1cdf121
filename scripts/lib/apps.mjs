// The five front-end apps: folder, federation name and dev port. One list for build, start, dev and e2e.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @typedef {{ dir: string, name: string, port: number, remote: boolean }} App */

/** @type {App[]} */
export const apps = [
  { dir: 'shell', name: 'shell', port: 3000, remote: false },
  { dir: 'mf-public', name: 'mf_public', port: 3001, remote: true },
  { dir: 'mf-applicant', name: 'mf_applicant', port: 3002, remote: true },
  { dir: 'mf-reviewer', name: 'mf_reviewer', port: 3003, remote: true },
  { dir: 'mf-admin', name: 'mf_admin', port: 3004, remote: true },
];

export const remotes = apps.filter((app) => app.remote);

/** Env var that overrides where a remote's manifest lives, e.g. REMOTE_MF_PUBLIC_URL. */
export function remoteEnvName(app) {
  return `REMOTE_${app.name.toUpperCase()}_URL`;
}

export function distDir(app) {
  return path.join(repoRoot, app.dir, 'dist');
}
