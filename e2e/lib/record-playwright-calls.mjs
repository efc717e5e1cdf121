// Imported by browser.mjs before playwright-core, which reads DEBUG and DEBUG_FILE when it loads.
// Only in a test file's own process (node:test runs each file as `node … <file>`); the runner's
// process, which loads timeout-reporter.mjs, must not pass a log file on to every file it starts.
import { mkdirSync } from 'node:fs';
import { PLAYWRIGHT_LOG_DIR, playwrightLogFile } from './playwright-log.mjs';

const testFile = process.argv[1];
if (testFile?.endsWith('.test.mjs') && !process.env.DEBUG_FILE) {
  mkdirSync(PLAYWRIGHT_LOG_DIR, { recursive: true });
  process.env.DEBUG = [process.env.DEBUG, 'pw:api'].filter(Boolean).join(',');
  process.env.DEBUG_FILE = playwrightLogFile(testFile);
}
