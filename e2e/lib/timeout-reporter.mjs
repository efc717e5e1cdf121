// A node:test reporter for e2e/run.mjs: when a test file is stopped for running past its time
// limit, prints the end of that file's Playwright API log, the call the file was waiting on.
import { existsSync, readFileSync } from 'node:fs';
import { playwrightLogFile } from './playwright-log.mjs';

const TAIL_LINES = 25;

export default async function* timeoutReporter(source) {
  for await (const event of source) {
    if (event.type !== 'test:fail' || event.data.details.error?.failureType !== 'testTimeoutFailure') continue;
    const file = event.data.file ?? event.data.name;
    const log = playwrightLogFile(file);
    const tail = existsSync(log) ? readFileSync(log, 'utf8').trimEnd().split('\n').slice(-TAIL_LINES).join('\n') : '(sin registro)';
    yield `\n${file} superó su tiempo límite. Últimas llamadas a Playwright:\n${tail}\n\n`;
  }
}
