#!/usr/bin/env node
// `npm start`: build what is stale, start the API under supervision (restarted after a crash),
// serve the portal on PORT (3000) with the API under /api/. See the README's "Operation".
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { repoRoot } from './lib/apps.mjs';
import { isLoopbackHost, portalMode } from './lib/mode.mjs';
import { API_PREFIX, apiEntry, startPortal, superviseApi } from './lib/portal.mjs';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
// Absolute before it reaches the API, which runs in api/: a relative DATA_DIR means the operator's folder.
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data'));
// The operator's list wins; without one, the portal's own local addresses.
const origins = process.env.PORTAL_ORIGINS
  ? process.env.PORTAL_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean)
  : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

/**
 * PUBLIC_BASE_URL as the operator set it, else the first of their PORTAL_ORIGINS + /api; without
 * either, startApi's default: /api, a path on the portal (the URLs then work on whatever host the visitor used).
 */
function publicBaseUrl() {
  if (process.env.PUBLIC_BASE_URL || !process.env.PORTAL_ORIGINS) return {};
  return { PUBLIC_BASE_URL: `${origins[0]}${API_PREFIX.replace(/\/$/, '')}` };
}

let api = null;
let portal = null;
let stopping = false;

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: deteniendo el portal…`);
  await Promise.allSettled([portal?.close(), api?.stop()]);
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
// However the portal ends, the API child ends with it: an orphan would keep holding its port.
process.once('exit', () => api?.child.kill('SIGTERM'));

try {
  // In production the public address must be configured: canonical links, the sitemap and e-mailed
  // links are built from it, and a request's Host header is not to be trusted for them.
  if (portalMode() === 'production' && !process.env.PORTAL_ORIGINS) {
    throw new Error('En producción PORTAL_ORIGINS es obligatoria: la dirección pública del portal (p. ej. https://sello.senadis.cl).');
  }
  if (process.env.SKIP_BUILD !== '1') await buildAll();
  if (existsSync(apiEntry)) {
    mkdirSync(dataDir, { recursive: true });
    console.log(`→ iniciando la API en el puerto ${apiPort} (datos en ${dataDir})…`);
    api = await superviseApi(
      // The portal is the API's proxy (it serves it under /api/ and says who asked in
      // X-Forwarded-For): the API believes that header from loopback only, whatever TRUST_PROXY
      // the operator set for the portal's own proxy in front.
      // With the operator's public address, the absolute URLs the API writes (images, og:image,
      // downloads, pagination) name it too: visitors reach the API through the portal, not its port.
      { port: apiPort, dataDir, origins, env: { TRUST_PROXY: 'loopback', ...publicBaseUrl() } },
      { onStart: (child) => console.log(`→ API lista (pid ${child.child.pid})`) },
    );
  } else {
    console.log('(La API aún no existe: se sirve solo el portal.)');
  }
  portal = await startPortal({ port, host: process.env.HOST, apiBase: api ? api.url : undefined });
  console.log(`\nPortal Sello Chile Inclusivo: ${portal.url} (modo ${portalMode() === 'demo' ? 'demostración' : 'producción'})\n(Ctrl+C para detener)`);
  if (portalMode() === 'demo' && !isLoopbackHost(process.env.HOST)) {
    console.log('Aviso: en modo demostración cualquiera que alcance este puerto puede ingresar con las cuentas de demostración. Para una demostración privada use HOST=127.0.0.1; en un servidor, PORTAL_MODE=production.');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await api?.stop();
  process.exit(1);
}
