/**
 * `npm run bench -w @sello/api` (root: `npm run bench:api`). One server built in this process on PGlite
 * (or DATABASE_URL) with the demo data; autocannon, 50 connections, ~10 s per route, against a bare
 * route, the news list and one news item. Prints requests/s, p99 and the news/bare ratio, and writes
 * bench-results/api.json at the repository root. Goal (issue 3): ratio >= 0.5 and p99 < 50 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { createDiskStorage } from '../src/lib/storage';
import { runSeed } from '../src/seed/run';
import { seedBenchApplications } from './review-data';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const GOAL = { ratio: 0.5, p99Ms: 50 };
/** Issue 9: the reviewer queue and the admin list over this many applications, p99 under 100 ms. */
const REVIEW_APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 1000);
const REVIEW_GOAL = { p99Ms: 100 };

const apiDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(apiDir, '..');

interface RouteResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
  ratioToBare: number;
}

/**
 * The load generator runs in a worker thread of this process (BENCH_WORKERS=0 keeps it on the main
 * thread): on 2 cores, sharing the server's event loop would measure autocannon as much as the API.
 */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);

async function measure(url: string, seconds: number, headers: Record<string, string> = {}) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, pipelining: 1, ...(WORKERS > 0 ? { workers: WORKERS } : {}) });
}

async function tokenOf(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sello-bench-'));
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: 'memory://',
  migrationsDir: path.join(apiDir, 'drizzle'),
});
const storage = createDiskStorage(dataDir);
await runSeed(database.db, storage, { mode: 'demo' });
await seedBenchApplications(database.db, REVIEW_APPLICATIONS, 'revisor@sello.test');
const app = await buildApp({
  database, storage, logLevel: 'warn',
  config: { dataDir, migrationsDir: path.join(apiDir, 'drizzle'), mode: 'demo', oidc: null },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

try {
  const list = (await (await fetch(`${base}/noticias`)).json()) as { data: { id: number }[]; total: number };
  const newsId = list.data[0]?.id;
  if (!newsId) throw new Error('La semilla de demostración no tiene noticias.');
  const routes = [
    { name: 'bare (GET /health)', path: '/health' },
    { name: 'news list (GET /noticias)', path: '/noticias' },
    { name: 'news item (GET /noticias/:id)', path: `/noticias/${newsId}` },
  ];
  const results: RouteResult[] = [];
  for (const route of routes) {
    if (WARMUP > 0) await measure(`${base}${route.path}`, WARMUP);
    const r = await measure(`${base}${route.path}`, DURATION);
    results.push({
      name: route.name, path: route.path, requestsPerSecond: Math.round(r.requests.average), latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, ratioToBare: 0,
    });
  }
  const bare = results[0]?.requestsPerSecond || 1;
  for (const r of results) r.ratioToBare = Number((r.requestsPerSecond / bare).toFixed(3));
  const news = results.slice(1);
  const worstRatio = Math.min(...news.map((r) => r.ratioToBare));
  const worstP99 = Math.max(...results.map((r) => r.latencyP99Ms));
  const met = worstRatio >= GOAL.ratio && worstP99 < GOAL.p99Ms && results.every((r) => r.errors === 0 && r.non2xx === 0);

  // Issue 9: the review lists over the bench applications, with the staff's bearer tokens.
  const revisor = await tokenOf(base, 'revisor@sello.test', 'sello-revisor-demo');
  const admin = await tokenOf(base, 'admin@sello.test', 'sello-admin-demo');
  const reviewRoutes = [
    // The floor of any signed-in route: the bearer token's session and user lookups, nothing else.
    { name: 'signed-in floor (GET /api/me)', path: '/api/me', token: revisor },
    { name: 'reviewer queue (GET /api/revisor/postulaciones)', path: '/api/revisor/postulaciones', token: revisor },
    { name: 'admin list (GET /api/admin/postulaciones)', path: '/api/admin/postulaciones', token: admin },
    { name: 'admin list, filtered page 3', path: '/api/admin/postulaciones?estado=Admisible&anno=2025&page=3', token: admin },
  ];
  const review: Omit<RouteResult, 'ratioToBare'>[] = [];
  for (const route of reviewRoutes) {
    const headers = { authorization: `Bearer ${route.token}` };
    if (WARMUP > 0) await measure(`${base}${route.path}`, WARMUP, headers);
    const r = await measure(`${base}${route.path}`, DURATION, headers);
    review.push({
      name: route.name, path: route.path, requestsPerSecond: Math.round(r.requests.average), latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx,
    });
  }
  const reviewWorstP99 = Math.max(...review.slice(1).map((r) => r.latencyP99Ms));
  const reviewMet = reviewWorstP99 < REVIEW_GOAL.p99Ms && review.every((r) => r.errors === 0 && r.non2xx === 0);
  const floor = review[0];

  const lines = [
    `API benchmark: autocannon, ${CONNECTIONS} connections, ${DURATION} s per route (+${WARMUP} s warm-up), load generator ${WORKERS > 0 ? `in ${WORKERS} worker thread(s)` : 'on the main thread'}, ${database.kind}, ${os.cpus().length} CPUs, Node ${process.version}`,
    `${'route'.padEnd(32)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'news/bare'.padStart(10)}`,
    ...results.map((r) => `${r.name.padEnd(32)} ${String(r.requestsPerSecond).padStart(8)} ${String(r.latencyP50Ms).padStart(7)} ${String(r.latencyP99Ms).padStart(7)} ${String(r.errors + r.non2xx).padStart(7)} ${r.ratioToBare.toFixed(2).padStart(10)}`),
    `goal: news/bare >= ${GOAL.ratio} and p99 < ${GOAL.p99Ms} ms -> ${met ? 'MET' : 'NOT MET'} (worst ratio ${worstRatio.toFixed(2)}, worst p99 ${worstP99} ms)`,
    `review routes over ${REVIEW_APPLICATIONS} applications:`,
    ...review.map((r) => `${r.name.padEnd(50)} ${String(r.requestsPerSecond).padStart(8)} ${String(r.latencyP50Ms).padStart(7)} ${String(r.latencyP99Ms).padStart(7)} ${String(r.errors + r.non2xx).padStart(7)}`),
    `goal (issue 9): p99 < ${REVIEW_GOAL.p99Ms} ms -> ${reviewMet ? 'MET' : 'NOT MET'} (worst p99 ${reviewWorstP99} ms; the signed-in floor /api/me: p99 ${floor?.latencyP99Ms} ms, load average ${os.loadavg()[0]?.toFixed(1)})`,
  ];
  process.stdout.write(`\n${lines.join('\n')}\n`);

  const outDir = path.join(repoRoot, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  const report = {
    date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, database: database.kind,
    connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP, workers: WORKERS, loadAverage: os.loadavg(), newsTotal: list.total,
    routes: results, goal: GOAL, worstRatio, worstP99Ms: worstP99, goalMet: met,
    review: { applications: REVIEW_APPLICATIONS, routes: review, goal: REVIEW_GOAL, worstP99Ms: reviewWorstP99, goalMet: reviewMet },
  };
  fs.writeFileSync(path.join(outDir, 'api.json'), `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`written ${path.relative(repoRoot, path.join(outDir, 'api.json'))}\n`);
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
