// Imported before playwright-core (browser.mjs): each test file writes Playwright's API log
// (every call, when it started and how it ended) to e2e/results/playwright/<file>.log, so a file
// stopped for taking too long says which call it was waiting on (timeout-reporter.mjs prints it).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PLAYWRIGHT_LOG_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results', 'playwright');

export function playwrightLogFile(testFile) {
  return path.join(PLAYWRIGHT_LOG_DIR, `${path.basename(testFile)}.log`);
}

const testFile = process.argv[1];
if (testFile?.endsWith('.test.mjs') && !process.env.DEBUG_FILE) {
  mkdirSync(PLAYWRIGHT_LOG_DIR, { recursive: true });
  process.env.DEBUG = [process.env.DEBUG, 'pw:api'].filter(Boolean).join(',');
  process.env.DEBUG_FILE = playwrightLogFile(testFile);
}
