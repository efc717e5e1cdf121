/**
 * A throw-away PostgreSQL cluster in a temp dir on a free loopback port (Debian's binaries under
 * /usr/lib/postgresql/<version>/bin, or PG_BIN). Used by `npm run test:pg` and by the tests that need
 * a real server (two API processes on one database) when DATABASE_URL is not given.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function findBinDir() {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && fs.existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error('No se encontraron los binarios de PostgreSQL en /usr/lib/postgresql/<versión>/bin (o PG_BIN). '
      + 'Instala el paquete de Debian: apt-get install -y postgresql (el `npm test` de la raíz lo hace).');
  }
  return path.join(root, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** initdb and postgres refuse to run as root: run them as the `postgres` OS user then. */
function runPg(bin, args, options = {}) {
  const command = isRoot ? 'runuser' : bin;
  const fullArgs = isRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  const result = spawnSync(command, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} ${args.join(' ')} falló (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

function chownToPostgres(target) {
  if (!isRoot) return;
  const r = spawnSync('chown', ['-R', 'postgres:postgres', target], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`chown ${target} falló`);
}


/** Starts a cluster; `url` points at its `postgres` database; `stop()` stops it and removes the folder. */
export async function startCluster() {
  const binDir = findBinDir();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'sello-pg-'));
  // The temp dir itself must be traversable by postgres when we are root.
  fs.chmodSync(base, 0o755);
  const dataDir = path.join(base, 'data');
  const sockDir = path.join(base, 'sock');
  const logFile = path.join(base, 'server.log');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  fs.mkdirSync(sockDir);
  fs.writeFileSync(logFile, '');
  chownToPostgres(base);
  let started = false;
  const stop = () => {
    if (started) {
      try {
        runPg(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error(String(error));
      }
      started = false;
    }
    fs.rmSync(base, { recursive: true, force: true });
  };
  try {
    runPg(path.join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    const port = await freePort();
    // fsync off: a throw-away test cluster, speed over durability.
    const opts = `-p ${port} -c listen_addresses=127.0.0.1 -k ${sockDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
    runPg(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-o', opts, '-w', 'start']);
    started = true;
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dataDir, logFile, version: path.basename(path.dirname(binDir)), stop };
  } catch (error) {
    stop();
    throw error;
  }
}
