/**
 * Issue 12, acceptance 4: demo content and accounts only when asked for (or on loopback only), seeded
 * once into an empty database and never re-created; PORTAL_MODE=production refuses to start while a
 * demo account exists, with a clear Spanish message.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { portalMode } from '../../scripts/lib/mode.mjs';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { appMeta, asignaciones, evaluaciones, noticias, staffRecoveryCodes, users } from '../src/db/schema';
import { createDiskStorage } from '../src/lib/storage';
import { runSeed } from '../src/seed/run';
import { createTestApp, type TestApp } from './helpers/app';
import { STAFF } from './helpers/http';

const API_DIR = path.resolve(import.meta.dirname, '..');
const MIGRATIONS = path.join(API_DIR, 'drizzle');
const temps: string[] = [];
after(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

describe('which mode', () => {
  test('without PORTAL_MODE: demo only when listening on loopback, production otherwise', () => {
    assert.equal(loadConfig({}).mode, 'demo');
    assert.equal(loadConfig({ API_HOST: '127.0.0.1' }).mode, 'demo');
    assert.equal(loadConfig({ API_HOST: '::1' }).mode, 'demo');
    // Production also needs the key of the staff's TOTP secrets (accounts-totp.test.ts).
    const TOTP_KEY = Buffer.alloc(32, 1).toString('base64');
    assert.equal(loadConfig({ API_HOST: '0.0.0.0', TOTP_KEY }).mode, 'production');
    assert.equal(loadConfig({ API_HOST: '10.1.2.3', TOTP_KEY }).mode, 'production');
    assert.equal(loadConfig({ API_HOST: '0.0.0.0', PORTAL_MODE: 'demo' }).mode, 'demo');
    assert.equal(loadConfig({ PORTAL_MODE: 'production', TOTP_KEY }).mode, 'production');
    assert.throws(() => loadConfig({ PORTAL_MODE: 'demostracion' }), /PORTAL_MODE/);
  });

  test('the portal server (runtime.json, the demo marker, npm start) decides as the API does', () => {
    const TOTP_KEY = Buffer.alloc(32, 1).toString('base64');
    const settings = [{}, { API_HOST: 'localhost' }, { API_HOST: '::1' }, { API_HOST: '127.0.0.2' }, { API_HOST: '0.0.0.0' }, { API_HOST: '10.1.2.3' },
      { API_HOST: '0.0.0.0', PORTAL_MODE: 'demo' }, { PORTAL_MODE: 'production' }];
    for (const env of settings) assert.equal(portalMode(env), loadConfig({ ...env, TOTP_KEY }).mode, JSON.stringify(env));
  });

  test('TRUST_PROXY is a list of proxies; absent means none', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.5, loopback' }).trustProxy, ['10.0.0.5', 'loopback']);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'x;y' }), /TRUST_PROXY/);
    // A hop count (Express's habit) is refused, not read as the address 0.0.0.2.
    assert.throws(() => loadConfig({ TRUST_PROXY: '2' }), /TRUST_PROXY no acepta un número de saltos/);
  });
});

describe('demo seed', () => {
  let t: TestApp;
  after(async () => {
    await t?.close();
  });

  test('a demo reviewer or news item an admin deleted is not brought back by the next start', async () => {
    t = await createTestApp();
    const db = t.app.sello.ctx.db;
    // The admin API deletes only accounts without history, so the test first removes the demo
    // reviewer's assignments and scores, as if it never had any.
    const DELETED = STAFF.revisor;
    const [reviewer] = await db.select().from(users).where(eq(users.email, DELETED.email));
    assert.ok(reviewer);
    await db.delete(evaluaciones).where(eq(evaluaciones.revisor_id, reviewer.id));
    await db.delete(asignaciones).where(eq(asignaciones.revisor_id, reviewer.id));
    const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded'));
    assert.ok(marker, 'the demo seed leaves its marker');
    await db.delete(users).where(eq(users.email, DELETED.email));
    const [news] = await db.select().from(noticias).limit(1);
    assert.ok(news);
    await db.delete(noticias).where(eq(noticias.id, news.id));
    await runSeed(db, createDiskStorage(t.dataDir), { mode: 'demo' });
    assert.equal((await db.select().from(users).where(eq(users.email, DELETED.email))).length, 0);
    assert.equal((await db.select().from(noticias).where(eq(noticias.url, news.url))).length, 0);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: DELETED });
    assert.equal(login.statusCode, 401);
  });

  test('a database that already has staff accounts gets no demo accounts, even in demo mode', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://', migrationsDir: MIGRATIONS });
    try {
      await database.db.insert(users).values({ email: 'jefa@municipalidad.cl', password_hash: 'x', name: 'Jefa', lastname: 'Real', role: 'admin' });
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sello-h12-seed-'));
      temps.push(dir);
      await runSeed(database.db, createDiskStorage(dir), { mode: 'demo' });
      const emails = (await database.db.select({ email: users.email }).from(users)).map((row) => row.email);
      assert.deepEqual(emails, ['jefa@municipalidad.cl']);
    } finally {
      await database.close();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string; base: string | null; kill: () => void }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API Sello Chile Inclusivo en (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ code: null, output, base: match[1], kill: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => resolve({ code, output, base: null, kill: () => undefined }));
  });
}

describe('production start', () => {
  test('PORTAL_MODE=production refuses to start without the public address or while a demo account exists; after removing them it starts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sello-h12-prod-'));
    temps.push(dataDir);
    // A database where someone once ran the demo: one demo admin left, with recovery codes of a second
    // factor (rows that point at the account, as the demo reviewers' assignments do).
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), migrationsDir: MIGRATIONS });
    const [demoAdmin] = await database.db.insert(users).values({ email: STAFF.admin.email, password_hash: 'x', name: 'Ana', lastname: 'Demo', role: 'admin' }).returning({ id: users.id });
    await database.db.insert(staffRecoveryCodes).values({ user_id: demoAdmin!.id, code_hash: 'a'.repeat(64) });
    await database.close();
    const base = { DATA_DIR: dataDir, PORTAL_MODE: 'production', TOTP_KEY: Buffer.alloc(32, 1).toString('base64'), API_PORT: String(await freePort()), LOG_LEVEL: 'warn', DATABASE_URL: '' };
    // Without the public address the e-mailed links would name localhost: refused before anything else.
    const noAddress = await run(['src/main.ts'], base);
    assert.equal(noAddress.code, 1, noAddress.output);
    assert.match(noAddress.output, /En producción PORTAL_ORIGINS \(o PORTAL_URL\) es obligatoria/);
    const env = { ...base, PORTAL_URL: 'https://sello.ejemplo.cl' };
    const refused = await run(['src/main.ts'], env);
    assert.equal(refused.code, 1, refused.output);
    assert.match(refused.output, /PORTAL_MODE=production no puede iniciar: la base de datos tiene cuentas de demostración con claves públicas \(admin@sello\.test\)/);
    assert.match(refused.output, /--quitar-cuentas-demo/);

    const removed = await run(['src/seed/cli.ts', '--quitar-cuentas-demo'], env);
    assert.equal(removed.code, 0, removed.output);
    assert.match(removed.output, /Cuentas de demostración retiradas: 1/);
    // Retired, not deleted: what it did keeps its author; its e-mail, password and codes are gone.
    const after = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), migrationsDir: MIGRATIONS });
    try {
      const [retired] = await after.db.select().from(users).where(eq(users.id, demoAdmin!.id));
      assert.deepEqual({ activo: retired?.activo, email: retired?.email, name: retired?.name }, { activo: false, email: `cuenta-demo-retirada-${demoAdmin!.id}@sello.invalid`, name: 'Ana' });
      assert.equal((await after.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.user_id, demoAdmin!.id))).length, 0);
    } finally {
      await after.close();
    }

    const started = await run(['src/main.ts'], env);
    try {
      assert.ok(started.base, started.output);
      assert.match(started.output, /modo production/);
      assert.doesNotMatch(started.output, /Cuentas de demostración/);
      const ready = await fetch(`${started.base}/ready`);
      assert.equal(ready.status, 200);
      const login = await fetch(`${started.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF.admin) });
      assert.equal(login.status, 401);
    } finally {
      started.kill();
    }
  });
});
