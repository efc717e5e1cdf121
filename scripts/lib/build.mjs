// Production builds of the apps, skipping those whose dist is newer than every input.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apps, repoRoot } from './apps.mjs';

const STAMP = '.build-stamp';
const rspackBin = path.join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
// Inputs every app shares: the config factory, the installed packages (with their patches) and the
// shared workspace packages.
const commonInputs = ['rspack.base.ts', 'package.json', 'package-lock.json', 'patches', 'apps.json', 'shared-ui/src', 'shared-a11y/src', 'shared-api/src',
  'shared-ui/package.json', 'shared-a11y/package.json', 'shared-api/package.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function isStale(app, outDir = path.join(repoRoot, app.dir, 'dist')) {
  const stamp = path.join(outDir, STAMP);
  if (!existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  const inputs = [...commonInputs, `${app.dir}/src`, `${app.dir}/rspack.config.ts`, `${app.dir}/package.json`];
  return inputs.some((input) => newestMtime(path.join(repoRoot, input)) > builtAt);
}

/**
 * Builds one app in production mode. `outDir` lets the e2e suite build a changed remote into a
 * temporary folder without touching the real dist; `env` adds to (or overrides) the build's environment;
 * `quiet` keeps the output for the error message.
 */
export function buildApp(app, { outDir, env = {}, quiet = false } = {}) {
  const target = outDir ?? path.join(repoRoot, app.dir, 'dist');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [rspackBin, 'build'], {
      cwd: path.join(repoRoot, app.dir),
      env: { ...process.env, NODE_ENV: 'production', SELLO_OUT_DIR: target, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => { output += chunk; });
    child.stderr?.on('data', (chunk) => { output += chunk; });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        writeFileSync(path.join(target, STAMP), new Date().toISOString());
        resolve(target);
      } else {
        reject(new Error(`La compilación de ${app.dir} falló (código ${code}).\n${output}`));
      }
    });
  });
}

/** Builds every stale app (or all with `force`), one after another: two cores are not enough for five at once. */
export async function buildAll({ force = false, only = [], log = console.log } = {}) {
  const selected = only.length ? apps.filter((app) => only.includes(app.dir) || only.includes(app.name)) : apps;
  const built = [];
  for (const app of selected) {
    if (!force && !isStale(app)) {
      log(`✓ ${app.dir}: al día`);
      continue;
    }
    log(`→ compilando ${app.dir}…`);
    await buildApp(app);
    built.push(app.dir);
  }
  return built;
}
