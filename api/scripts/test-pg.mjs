#!/usr/bin/env node
/**
 * Runs the API suite (`npm test` of this workspace, unchanged) against a real PostgreSQL server:
 * a throw-away cluster in a temp dir on a free loopback port, always stopped and removed at the end.
 * DATABASE_URL points at the cluster's `postgres` database; each test file creates its own database
 * from it (see test/support-acceptance/db.ts), so files never share state.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const apiDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function findBinDir() {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && fs.existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    console.error('test:pg: no se encontraron los binarios de PostgreSQL en /usr/lib/postgresql/<versión>/bin.');
    console.error('Instala el paquete de Debian: apt-get install -y postgresql (el `npm test` de la raíz lo hace).');
    process.exit(1);
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

async function main() {
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
  let status = 1;
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
  const onSignal = (signal) => {
    stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    runPg(path.join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    const port = await freePort();
    // fsync off: a throw-away test cluster, speed over durability.
    const opts = `-p ${port} -c listen_addresses=127.0.0.1 -k ${sockDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
    runPg(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-o', opts, '-w', 'start']);
    started = true;
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    console.log(`test:pg: PostgreSQL ${path.basename(path.dirname(binDir))} en 127.0.0.1:${port} (${dataDir})`);
    const args = process.argv.slice(2);
    status = await new Promise((resolve) => {
      const child = spawn('npm', ['test', ...(args.length ? ['--', ...args] : [])], {
        cwd: apiDir,
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: databaseUrl, TEST_DATABASE_KIND: 'postgres' },
      });
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      child.on('error', () => resolve(1));
    });
    if (status !== 0) {
      const log = fs.readFileSync(logFile, 'utf8').split('\n').filter((l) => /ERROR|FATAL|PANIC/.test(l)).slice(-20);
      if (log.length) console.error(`test:pg: últimas líneas de error del servidor:\n${log.join('\n')}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    status = 1;
  } finally {
    stop();
  }
  process.exit(status);
}

await main();
