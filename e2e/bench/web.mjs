#!/usr/bin/env node
// `npm run bench:web`: for `/` and `/noticias`, the JavaScript a visitor downloads before the page
// is painted (shell and the page's remote, gzip bytes as sent by the server) and the Lighthouse
// mobile scores (performance, accessibility, best practices; median of 3 runs, Debian Chromium).
// Prints a table and writes bench-results/web.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser, newPage } from '../lib/browser.mjs';
import { buildAll, startStack } from '../lib/servers.mjs';

const PAGES = ['/', '/noticias'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_KB = 200;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Records, inside the page, when `main h1` is first painted: a MutationObserver notes its insertion
 * and the next animation frame (plus a task, which runs after that frame's paint) stamps the time.
 * Waiting from outside (Playwright polling) would stamp it late and count JS that arrived after.
 */
function stampHeadingPaint() {
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('main h1');
    // Present and displayed (React may keep a suspended tree in the document, hidden).
    if (!heading || heading.getClientRects().length === 0) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__selloH1PaintedAt = performance.now())));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/** JS fetched until the page's h1 is painted, from the browser's resource timing (body bytes as sent, gzip). */
async function firstPaintJs(browser, url) {
  const { context, page } = await newPage(browser, { viewport: { width: 412, height: 823 } });
  await page.addInitScript(stampHeadingPaint);
  await page.goto(url);
  await page.waitForFunction(() => typeof window.__selloH1PaintedAt === 'number', undefined, { timeout: 30_000 });
  const paintedAt = await page.evaluate(() => window.__selloH1PaintedAt);
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      responseEnd: entry.responseEnd,
      encoded: entry.encodedBodySize,
      decoded: entry.decodedBodySize,
    })),
  );
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  await context.close();
  const js = entries.filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= paintedAt);
  const sum = (list, key) => list.reduce((total, entry) => total + entry[key], 0);
  const remote = js.filter((entry) => new URL(entry.name).pathname.startsWith('/mf/'));
  const shell = js.filter((entry) => !new URL(entry.name).pathname.startsWith('/mf/'));
  return {
    requests: js.length,
    gzipBytes: sum(js, 'encoded'),
    rawBytes: sum(js, 'decoded'),
    shell: { requests: shell.length, gzipBytes: sum(shell, 'encoded') },
    remote: { requests: remote.length, gzipBytes: sum(remote, 'encoded') },
    firstContentfulPaintMs: fcp === null ? null : Math.round(fcp),
    headingPaintedMs: Math.round(paintedAt),
    files: js.map((entry) => new URL(entry.name).pathname),
  };
}

/**
 * Issue 10: a visitor downloads none of the admin area. Every request to mf-admin's folder during the
 * whole load (not only before the first paint), after the page has settled.
 */
async function adminBytes(browser, url) {
  const { context, page } = await newPage(browser, { viewport: { width: 412, height: 823 } });
  const requests = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/mf/mf-admin/')) requests.push(request);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  let bytes = 0;
  for (const request of requests) bytes += (await (await request.response())?.body())?.length ?? 0;
  await context.close();
  return { requests: requests.length, bytes };
}

async function lighthouseScores(url) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const { categories, audits } = result.lhr;
      runs.push({
        performance: categories.performance.score,
        accessibility: categories.accessibility.score,
        bestPractices: categories['best-practices'].score,
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      });
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    runs: runs.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
  };
}

await buildAll({ log: () => {} });
const stack = await startStack();
const results = { date: new Date().toISOString(), budgetGzipKb: BUDGET_KB, pages: {} };
try {
  const browser = await launchBrowser();
  for (const pagePath of PAGES) {
    results.pages[pagePath] = {
      js: await firstPaintJs(browser, `${stack.baseUrl}${pagePath}`),
      mfAdmin: await adminBytes(browser, `${stack.baseUrl}${pagePath}`),
    };
  }
  await browser.close();
  for (const pagePath of PAGES) {
    results.pages[pagePath].lighthouse = await lighthouseScores(`${stack.baseUrl}${pagePath}`);
  }
} finally {
  await stack.stop();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = Object.entries(results.pages).map(([pagePath, { js, lighthouse: lh }]) => ({
  página: pagePath,
  'JS (peticiones)': js.requests,
  'JS gzip KiB': kb(js.gzipBytes),
  'shell KiB': kb(js.shell.gzipBytes),
  'remoto KiB': kb(js.remote.gzipBytes),
  'mf-admin bytes': results.pages[pagePath].mfAdmin.bytes,
  rendimiento: lh.performance,
  accesibilidad: lh.accessibility,
  'buenas prácticas': lh.bestPractices,
  'LCP ms': lh.lcpMs,
}));
console.table(rows);
const home = results.pages['/'].js.gzipBytes / 1024;
console.log(`Presupuesto de JS para /: ${kb(results.pages["/"].js.gzipBytes)} KiB gzip (${results.pages["/"].js.gzipBytes} B) de ${BUDGET_KB} KiB ${home <= BUDGET_KB ? "(dentro)" : "(EXCEDIDO)"}`);
for (const [pagePath, { mfAdmin }] of Object.entries(results.pages)) {
  console.log(`mf-admin en ${pagePath}: ${mfAdmin.bytes} bytes en ${mfAdmin.requests} peticiones ${mfAdmin.requests === 0 ? '(ninguno)' : '(DEBE SER 0)'}`);
  if (mfAdmin.requests > 0) process.exitCode = 1;
}
const outDir = path.join(repoRoot, 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'web.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`Resultados en ${path.relative(process.cwd(), path.join(outDir, 'web.json')) || 'bench-results/web.json'}`);
