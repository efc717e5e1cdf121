// `npm test`: every suite of the project. All suites run even when one fails, so one CI run
// reports everything that is broken. Independent suites without tight timing run side by side
// (typecheck | lint, then the two API suites), keeping both cores of the CI machine busy; jest and
// the end-to-end suite (its own workers) run alone. Each suite's output is printed whole when it ends; the time of each suite,
// of each stage and of the whole run is printed at the end. TEST_PARALLEL=0 runs one at a time.
import { spawn } from 'node:child_process';
import { ensureSystemDeps, postgresBinDir } from './lib/system-deps.mjs';

ensureSystemDeps();

const stages = [
  // Static checks: single-threaded each, so two at once use both cores.
  [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
  ],
  // The API suites: separate processes, separate data (PGlite folders, a throw-away cluster).
  [
    ['API suite on PGlite', ['run', 'test:api']],
    ...(postgresBinDir() ? [['API suite on PostgreSQL', ['run', 'test:pg', '-w', '@sello/api']]] : []),
  ],
  // Component tests wait for React with short timeouts, and Playwright Test runs its own workers
  // (e2e/playwright.config.mjs): each gets the machine to itself.
  [['unit and component tests (jest)', ['run', 'test:unit']]],
  [['end-to-end (Playwright Test)', ['run', 'test:e2e']]],
];
const parallel = process.env.TEST_PARALLEL !== '0';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const formatMinutes = (ms) => `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(0)} s`;

/** Runs one suite; in parallel its output is kept and printed in one piece when it ends. */
function runSuite([name, args], { buffered }) {
  const started = Date.now();
  return new Promise((resolve) => {
    if (!buffered) console.log(`\n=== ${name}: npm ${args.join(' ')}`);
    const child = spawn('npm', args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => { output += chunk; });
    child.stderr?.on('data', (chunk) => { output += chunk; });
    child.on('exit', (code, signal) => {
      const ms = Date.now() - started;
      if (buffered) process.stdout.write(`\n=== ${name}: npm ${args.join(' ')}\n${output}`);
      const ok = code === 0;
      console.log(`=== ${name}: ${ok ? 'ok' : `FALLÓ (${signal ?? `código ${code}`})`} en ${seconds(ms)}`);
      resolve({ name, ok, ms });
    });
  });
}

const runStarted = Date.now();
const results = [];
const stageTimes = [];
for (const stage of stages) {
  const started = Date.now();
  if (parallel && stage.length > 1) {
    console.log(`\n--- en paralelo: ${stage.map(([name]) => name).join(' | ')}`);
    results.push(...(await Promise.all(stage.map((suite) => runSuite(suite, { buffered: true })))));
  } else {
    for (const suite of stage) results.push(await runSuite(suite, { buffered: false }));
  }
  stageTimes.push({ names: stage.map(([name]) => name), ms: Date.now() - started });
}
const total = Date.now() - runStarted;

console.log('\nTiempos:');
for (const { name, ok, ms } of results) console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(36)} ${seconds(ms).padStart(9)}`);
for (const { names, ms } of stageTimes) if (names.length > 1) console.log(`  etapa (${names.join(' | ')}): ${seconds(ms)}`);
console.log(`  total: ${formatMinutes(total)}`);
const failed = results.filter((result) => !result.ok);
console.log(`\nsuites: ${results.length - failed.length} passed, ${failed.length} failed`);
if (failed.length) {
  console.log(`Failed: ${failed.map((result) => result.name).join('; ')}`);
  process.exit(1);
}
