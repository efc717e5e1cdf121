/**
 * The data-folder lock: a lock left by a killed process is taken over, a live holder's is respected,
 * and of several processes racing for one stale lock exactly one wins.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { acquireLock } from '../src/db/lock';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sello-lock-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

test('a lock whose process is gone is taken over; a live holder is refused', () => {
  const file = path.join(dir, 'stale.lock');
  fs.writeFileSync(file, String(deadPid()));
  const lock = acquireLock(file);
  assert.equal(fs.readFileSync(file, 'utf8'), String(process.pid));
  lock.release();
  assert.equal(fs.existsSync(file), false);

  const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    fs.writeFileSync(file, String(holder.pid));
    assert.throws(() => acquireLock(file), /en uso por otro proceso \(pid \d+\)/);
    assert.equal(fs.readFileSync(file, 'utf8'), String(holder.pid), 'the live holder keeps its lock');
  } finally {
    holder.kill('SIGKILL');
  }
  // A garbled file (no pid) is no holder either.
  fs.writeFileSync(file, '');
  acquireLock(file).release();
});

test('of eight processes racing for one stale lock, exactly one takes it', { timeout: 120_000 }, async () => {
  const file = path.join(dir, 'race.lock');
  fs.writeFileSync(file, String(deadPid()));
  const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'db', 'lock.ts');
  const go = path.join(dir, 'go');
  const done = path.join(dir, 'done');
  // Each contender says when it is loaded and waiting, tries once at the start signal, and holds
  // what it got until the test has every answer (a holder that ended would leave a stale lock).
  const script = `
    import fs from 'node:fs';
    const { acquireLock } = await import(${JSON.stringify(lockModule)});
    process.stdout.write('listo;');
    while (!fs.existsSync(${JSON.stringify(go)})) await new Promise((r) => setTimeout(r, 5));
    try { acquireLock(${JSON.stringify(file)}); process.stdout.write('ganó'); } catch { process.stdout.write('perdió'); }
    while (!fs.existsSync(${JSON.stringify(done)})) await new Promise((r) => setTimeout(r, 20));`;
  const contenders = Array.from({ length: 8 }, () => spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: path.dirname(lockModule) }));
  const outputs = contenders.map(() => '');
  contenders.forEach((child, index) => child.stdout.on('data', (chunk) => { outputs[index] += chunk; }));
  const exited = contenders.map((child) => new Promise((resolve) => child.on('exit', resolve)));
  const waitFor = async (predicate: () => boolean) => {
    const deadline = Date.now() + 90_000;
    while (!predicate()) {
      assert.ok(Date.now() < deadline, outputs.join(' | '));
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await waitFor(() => outputs.every((o) => o.startsWith('listo;')));
  fs.writeFileSync(go, '');
  await waitFor(() => outputs.every((o) => o.length > 'listo;'.length));
  fs.writeFileSync(done, '');
  await Promise.all(exited);
  const outcomes = outputs.map((o) => o.slice('listo;'.length));
  assert.equal(outcomes.filter((o) => o === 'ganó').length, 1, outcomes.join(', '));
  assert.equal(outcomes.filter((o) => o === 'perdió').length, 7, outcomes.join(', '));
});
