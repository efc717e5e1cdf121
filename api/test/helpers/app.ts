import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { createDiskStorage } from '../../src/lib/storage';
import { runSeed } from '../../src/seed/run';
import type { AppConfig } from '../../src/config';
import { staffToken } from './http';

const API_ROOT = path.resolve(import.meta.dirname, '..', '..');
const MIGRATIONS = path.join(API_ROOT, 'drizzle');

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  }).sort();
}

/** Changes to migrations or seed data invalidate the cached seeded database. */
function cacheKey(): string {
  const hash = createHash('sha256');
  for (const file of [...listFiles(MIGRATIONS), ...listFiles(path.join(API_ROOT, 'src', 'seed')), path.join(API_ROOT, 'src', 'db', 'schema.ts')]) {
    hash.update(file).update(fs.readFileSync(file));
  }
  // The demo calls are dated from the seed's clock (one open now): a dump seeded another day is another seed.
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrating and seeding a PGlite takes seconds, so it happens once: the dump and the seeded files are
 * kept in the temp folder and each test file loads its own in-memory copy.
 */
async function seededPglite(dataDir: string): Promise<Database> {
  const cacheDir = path.join(os.tmpdir(), `sello-api-test-${cacheKey()}`);
  const dumpFile = path.join(cacheDir, 'db.tar.gz');
  if (!fs.existsSync(dumpFile)) {
    const work = `${cacheDir}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.mkdirSync(work, { recursive: true });
    const fresh = await PGlite.create('memory://');
    const database = await openDatabase({ pglite: fresh, migrationsDir: MIGRATIONS });
    await runSeed(database.db, createDiskStorage(work), { mode: 'demo' });
    const dump = await fresh.dumpDataDir('gzip');
    fs.writeFileSync(path.join(work, 'db.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    await fresh.close();
    try {
      fs.renameSync(work, cacheDir);
    } catch {
      // Another test file won the race; its copy is identical.
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
  fs.cpSync(path.join(cacheDir, 'files'), path.join(dataDir, 'files'), { recursive: true });
  const blob = new Blob([fs.readFileSync(dumpFile)]);
  const client = await PGlite.create({ loadDataDir: blob });
  return openDatabase({ pglite: client, migrationsDir: MIGRATIONS });
}

/** With DATABASE_URL, each test file gets its own database on that server. */
async function seededPostgres(adminUrl: string, dataDir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `sello_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), migrationsDir: MIGRATIONS });
  await runSeed(database.db, createDiskStorage(dataDir), { mode: 'demo' });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(config: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sello-api-data-'));
  const adminUrl = process.env.DATABASE_URL;
  let database: Database;
  let drop = async () => {};
  if (adminUrl) {
    ({ database, drop } = await seededPostgres(adminUrl, dataDir));
  } else {
    database = await seededPglite(dataDir);
  }
  const app = await buildApp({
    // privateCacheMs 0: tests that change rows directly see the change at once (hardening-cache tests turn it on).
    config: { dataDir, publicBaseUrl: 'http://api.test', mode: 'demo', oidc: null, origins: ['http://localhost:3000'], privateCacheMs: 0, ...config },
    database,
    logLevel: 'silent',
  });
  await app.ready();
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The usual file set-up: one app for all of a file's tests (started before them, closed after them)
 * and an admin's token, handed to `use` once both exist.
 */
export function withAdminApp(use: (app: TestApp, adminToken: string) => void): void {
  let app: TestApp | undefined;
  before(async () => {
    app = await createTestApp();
    use(app, await staffToken(app.app, 'admin'));
  });
  after(async () => {
    await app?.close();
  });
}
