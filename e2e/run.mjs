#!/usr/bin/env node
// `npm run test:e2e [-- tests/<area>.test.mjs …]`: build what is stale, start the API (when it
// exists) and the portal on free ports with a temporary DATA_DIR, run the spec files with node's
// test runner against headless Debian Chromium, then shut everything down.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './lib/browser.mjs';
import { buildAll, startStack } from './lib/servers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const FILE_TIME_LIMIT_MS = Number(process.env.E2E_FILE_TIME_LIMIT_MS ?? 10 * 60_000);
const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const testsDir = path.join(here, 'tests');
const files = requested.length
  ? requested.map((file) => path.resolve(process.cwd(), file))
  : readdirSync(testsDir).filter((name) => name.endsWith('.test.mjs')).sort().map((name) => path.join(testsDir, name));

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`No se encontró Chromium en ${CHROMIUM_PATH} (apt-get install -y chromium).`);
  process.exit(1);
}

await buildAll({ log: (line) => console.log(line) });

const resultsDir = path.join(here, 'results');
mkdirSync(resultsDir, { recursive: true });
const apiLog = createWriteStream(path.join(resultsDir, 'api.log'));
const stack = await startStack({ log: (text) => apiLog.write(text) });
console.log(`Portal de pruebas: ${stack.baseUrl}${stack.apiUrl ? ` · API: ${stack.apiUrl}` : ' (sin API)'}`);

let exitCode = 1;
const stop = async () => {
  await stack.stop();
  apiLog.end();
};
process.once('SIGINT', () => void stop().then(() => process.exit(130)));
process.once('SIGTERM', () => void stop().then(() => process.exit(143)));

try {
  exitCode = await new Promise((resolve) => {
    // One file at a time: two cores, and each file drives its own browser. A file that runs past
    // FILE_TIME_LIMIT_MS (the longest, admin-a11y, takes about 5 minutes) is stopped and fails, and the timeout
    // reporter prints the Playwright call it was waiting on: a hang costs minutes, not the CI run.
    const child = spawn(process.execPath, [
      '--test',
      '--test-concurrency=1',
      `--test-timeout=${FILE_TIME_LIMIT_MS}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      `--test-reporter=${path.join(here, 'lib/timeout-reporter.mjs')}`,
      '--test-reporter-destination=stdout',
      ...files,
    ], {
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: stack.baseUrl, E2E_API_URL: stack.apiUrl ?? '', E2E_MAIL_DIR: stack.mailDir ?? '' },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
} finally {
  await stop();
}
process.exit(exitCode);
