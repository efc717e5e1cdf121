#!/usr/bin/env node
/**
 * Runs the API suite (`npm test` of this workspace, unchanged) against a real PostgreSQL server:
 * a throw-away cluster (scripts/pg-cluster.mjs), always stopped and removed at the end.
 * DATABASE_URL points at the cluster's `postgres` database; each test file creates its own database
 * from it (see test/support-acceptance/database.ts), so files never share state.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startCluster } from './pg-cluster.mjs';

const apiDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

async function main() {
  let cluster = null;
  let status = 1;
  const onSignal = (signal) => {
    cluster?.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    cluster = await startCluster();
    console.log(`test:pg: PostgreSQL ${cluster.version} en 127.0.0.1:${cluster.port} (${cluster.dataDir})`);
    const args = process.argv.slice(2);
    status = await new Promise((resolve) => {
      const child = spawn('npm', ['test', ...(args.length ? ['--', ...args] : [])], {
        cwd: apiDir,
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: cluster.url, TEST_DATABASE_KIND: 'postgres' },
      });
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      child.on('error', () => resolve(1));
    });
    if (status !== 0) {
      const log = fs.readFileSync(cluster.logFile, 'utf8').split('\n').filter((l) => /ERROR|FATAL|PANIC/.test(l)).slice(-20);
      if (log.length) console.error(`test:pg: últimas líneas de error del servidor:\n${log.join('\n')}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    status = 1;
  } finally {
    cluster?.stop();
  }
  process.exit(status);
}

await main();
