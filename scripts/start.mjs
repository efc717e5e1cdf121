#!/usr/bin/env node
// `npm start`: build what is stale, start the API (once it exists), serve the portal on PORT (3000).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { repoRoot } from './lib/apps.mjs';
import { apiEntry, startApi, startPortal } from './lib/portal.mjs';
import { existsSync } from 'node:fs';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const dataDir = process.env.DATA_DIR ?? path.join(repoRoot, 'data');

let api = null;
let portal = null;

async function shutdown(signal) {
  console.log(`\n${signal}: deteniendo el portal…`);
  await Promise.allSettled([portal?.close(), api?.stop()]);
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
// However the portal ends, the API child ends with it: an orphan would keep holding its port.
process.once('exit', () => api?.child.kill('SIGTERM'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await buildAll();
  if (existsSync(apiEntry)) {
    mkdirSync(dataDir, { recursive: true });
    console.log(`→ iniciando la API en el puerto ${apiPort} (datos en ${dataDir})…`);
    api = await startApi({ port: apiPort, dataDir, origins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`] });
  } else {
    console.log('(La API aún no existe: se sirve solo el portal.)');
  }
  portal = await startPortal({ port, apiBase: process.env.API_BASE ?? `http://localhost:${apiPort}/` });
  console.log(`\nPortal Sello Chile Inclusivo: ${portal.url}\n(Ctrl+C para detener)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await api?.stop();
  process.exit(1);
}
