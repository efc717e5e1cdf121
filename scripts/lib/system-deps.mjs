// Debian packages the test suites need: Chromium (end-to-end, axe, Lighthouse) and the PostgreSQL
// server (the API suite runs against PGlite and against a real server). Installing them here keeps
// `npm test` a single command that passes on a fresh machine, as the README promises.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(`${root}/${v}/bin/initdb`)).sort((a, b) => Number(b) - Number(a));
  return versions.length ? `${root}/${versions[0]}/bin` : null;
}

export function ensureSystemDeps() {
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (!postgresBinDir()) missing.push('postgresql');
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo'];
  console.log(`Instalando paquetes de Debian que faltan: ${missing.join(', ')}`);
  const run = (args) => spawnSync(sudo.length ? 'sudo' : args[0], sudo.length ? args : args.slice(1), {
    stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (run(['apt-get', 'update', '-qq']).status !== 0 || run(['apt-get', 'install', '-y', '-qq', ...missing]).status !== 0) {
    throw new Error(`No se pudieron instalar ${missing.join(', ')}: instálalos con apt-get y vuelve a ejecutar npm test.`);
  }
}
