import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireLock, type Lock } from './lock';

export type Schema = typeof schema;
/** Both drivers share this type, so services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database. */
  pgliteDir?: string;
  /** A ready PGlite instance (tests load a seeded dump into it). */
  pglite?: PGlite;
  migrationsDir: string;
  /** Told about idle PostgreSQL connections that the server closed (logged by the caller). */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection closed by the server (restart, failover, admin) emits 'error' on the pool;
    // unhandled it would crash the process. The pool drops that client and opens a new one on demand.
    pool.on('error', (error) => {
      options.onIdleError?.(error);
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: options.migrationsDir });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let lock: Lock | null = null;
  let client = options.pglite;
  if (!client) {
    const dir = options.pgliteDir ?? 'memory://';
    if (!dir.startsWith('memory://')) {
      fs.mkdirSync(dir, { recursive: true });
      // PGlite has no lock of its own: two processes on one directory silently lose writes.
      lock = acquireLock(path.join(dir, '..', `${path.basename(dir)}.lock`));
    }
    client = await PGlite.create(dir);
  }
  const pglite = client;
  await migratePglite(drizzlePglite(pglite), { migrationsFolder: options.migrationsDir });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await pglite.close();
      lock?.release();
    },
  };
}
