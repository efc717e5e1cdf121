#!/usr/bin/env node
// `npm run dev`: the five dev servers with hot reload (shell 3000, remotes 3001-3004) and the API (4000).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { apps, repoRoot } from './lib/apps.mjs';
import { apiEntry, startApi } from './lib/portal.mjs';

const rspackBin = path.join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
const apiPort = Number(process.env.API_PORT ?? 4000);
const children = [];
let api = null;

function prefixLines(label, stream) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`[${label}] ${line}\n`);
  });
}

async function shutdown() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await api?.stop();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

if (existsSync(apiEntry)) {
  const dataDir = process.env.DATA_DIR ?? path.join(repoRoot, 'data');
  mkdirSync(dataDir, { recursive: true });
  api = await startApi({
    port: apiPort,
    dataDir,
    origins: apps.map((app) => `http://localhost:${app.port}`),
    log: (text) => process.stdout.write(text.replace(/^(?=.)/gm, '[api] ')),
  });
}

for (const app of apps) {
  const child = spawn(process.execPath, [rspackBin, 'serve'], {
    cwd: path.join(repoRoot, app.dir),
    env: { ...process.env, NODE_ENV: 'development', API_BASE: process.env.API_BASE ?? `http://localhost:${apiPort}/` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(app.dir, child.stdout);
  prefixLines(app.dir, child.stderr);
  children.push(child);
}
console.log('Modo desarrollo: http://localhost:3000 (remotos en 3001-3004, API en el puerto ' + apiPort + ').');
