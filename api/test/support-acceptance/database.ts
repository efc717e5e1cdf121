import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import type { Storage } from '../../src/lib/storage';
import { runSeed } from '../../src/seed/run';

export const API_DIR = path.resolve(import.meta.dirname, '..', '..');
export const MIGRATIONS_DIR = path.join(API_DIR, 'drizzle');

/** The seeded dump depends on the migrations and the seed sources: any change makes a new one. */
function seedFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        hash.update(full);
        hash.update(fs.readFileSync(full));
      }
    }
  };
  walk(MIGRATIONS_DIR);
  walk(path.join(API_DIR, 'src', 'seed'));
  hash.update(fs.readFileSync(path.join(API_DIR, 'src', 'db', 'schema.ts')));
  // The demo calls are dated from the seed's clock (one open now): a dump seeded another day is another seed.
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

export interface TestDatabase {
  database: Database;
  kind: 'pglite' | 'postgres';
  /** Closes the connection and drops the per-file PostgreSQL database. */
  dispose(): Promise<void>;
}

/**
 * PGlite: a seeded data dir is dumped once (cached in the OS temp dir, keyed by the migrations and
 * seed sources) and loaded per test file, ~1 s instead of 3-5 s. Its seed files are written to the
 * first caller's storage and copied next to the dump, then into each file's storage.
 * PostgreSQL (DATABASE_URL set, as `npm run test:pg` does): a fresh database per file, migrated and
 * seeded, dropped at the end.
 */
export async function openTestDatabase(storage: Storage & { root: string }): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `sello_acc_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), migrationsDir: MIGRATIONS_DIR });
    await runSeed(database.db, storage, { mode: 'demo' });
    return {
      database,
      kind: 'postgres',
      async dispose() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dumpFile = path.join(os.tmpdir(), `sello-acceptance-seed-${seedFingerprint()}.tar.gz`);
  const filesDir = `${dumpFile}.files`;
  if (!fs.existsSync(dumpFile) || !fs.existsSync(filesDir)) {
    const fresh = await PGlite.create('memory://');
    const seeded = await openDatabase({ pglite: fresh, migrationsDir: MIGRATIONS_DIR });
    await runSeed(seeded.db, storage, { mode: 'demo' });
    const blob = await fresh.dumpDataDir('gzip');
    // Written then renamed: parallel test files never read a half-written dump.
    const tempFiles = `${filesDir}.${process.pid}.tmp`;
    fs.cpSync(storage.root, tempFiles, { recursive: true });
    try {
      fs.renameSync(tempFiles, filesDir);
    } catch {
      // Another test file published the same files first.
      fs.rmSync(tempFiles, { recursive: true, force: true });
    }
    const temp = `${dumpFile}.${process.pid}.tmp`;
    fs.writeFileSync(temp, Buffer.from(await blob.arrayBuffer()));
    fs.renameSync(temp, dumpFile);
    return { database: seeded, kind: 'pglite', dispose: () => seeded.close() };
  }
  // The seed's files (news images, logos, PDFs) come with the dump, so media routes find them.
  fs.cpSync(filesDir, storage.root, { recursive: true });
  const pglite = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(dumpFile)]) });
  const database = await openDatabase({ pglite, migrationsDir: MIGRATIONS_DIR });
  return { database, kind: 'pglite', dispose: () => database.close() };
}
