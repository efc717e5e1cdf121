// `npm test`: every suite of the project, in the order a failure is cheapest to find.
// All suites run even when one fails, so one CI run reports everything that is broken.
import { spawnSync } from 'node:child_process';
import { ensureSystemDeps, postgresBinDir } from './lib/system-deps.mjs';

ensureSystemDeps();

const suites = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit and component tests (jest)', ['run', 'test:unit']],
  ['API suite on PGlite', ['run', 'test:api']],
  ...(postgresBinDir() ? [['API suite on PostgreSQL', ['run', 'test:pg', '-w', '@sello/api']]] : []),
  ['end-to-end (Chromium)', ['run', 'test:e2e']],
];

const failed = [];
for (const [name, args] of suites) {
  console.log(`\n=== ${name}: npm ${args.join(' ')}`);
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  if (status !== 0) failed.push(name);
}
console.log(`\nsuites: ${suites.length - failed.length} passed, ${failed.length} failed`);
if (failed.length) {
  console.log(`Failed: ${failed.join('; ')}`);
  process.exit(1);
}
