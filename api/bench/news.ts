import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { createDiskStorage } from '../src/lib/storage';
import { runSeed } from '../src/seed/run';

/**
 * `npm run bench -w @sello/api`: one server on PGlite with the demo data, autocannon at 50 connections
 * against the news list, one news item and a bare route. Prints requests/s, p99 and news/bare.
 */
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sello-bench-'));
const database = await openDatabase({ pgliteDir: 'memory://', migrationsDir: path.resolve('drizzle'), databaseUrl: process.env.DATABASE_URL });
const storage = createDiskStorage(dataDir);
await runSeed(database.db, storage, { mode: 'demo' });
const app = await buildApp({ database, storage, config: { dataDir }, logLevel: 'warn' });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const firstId = ((await (await fetch(`${base}/noticias`)).json()) as { data: { id: number }[] }).data[0]?.id ?? 1;

async function run(name: string, url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { name, url, rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const results = [];
for (const [name, url] of [['bare', `${base}/health`], ['news list', `${base}/noticias`], ['news item', `${base}/noticias/${firstId}`]] as const) {
  results.push(await run(name, url));
}
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const bare = results[0]?.rps ?? 1;
console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION}s each, ${database.kind}`);
console.log('route         req/s    p99 ms   errors   ratio vs bare');
for (const r of results) {
  console.log(`${r.name.padEnd(12)} ${String(r.rps).padStart(7)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)}   ${(r.rps / bare).toFixed(2)}`);
}
