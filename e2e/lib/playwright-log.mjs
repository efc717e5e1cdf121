// Where each test file writes Playwright's API log (every call, when it started and how it ended):
// e2e/results/playwright/<file>.log. record-playwright-calls.mjs turns it on in a test file;
// timeout-reporter.mjs prints its end when the file runs past its time limit.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PLAYWRIGHT_LOG_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results', 'playwright');

export function playwrightLogFile(testFile) {
  return path.join(PLAYWRIGHT_LOG_DIR, `${path.basename(testFile)}.log`);
}
