import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
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
  /** PostgreSQL only: NOTIFY on a channel (other API processes hear it). */
  notify?: (channel: string, payload: string) => Promise<void>;
  /** PostgreSQL only: LISTEN on a channel on a dedicated connection, reconnecting after a failure. */
  listen?: (channel: string, handler: (payload: string) => void, onError: (error: Error) => void) => Promise<() => Promise<void>>;
  /** Answers `select 1` and whether every migration of the migrations folder is applied. */
  ready(): Promise<boolean>;
}

/** Number of migrations in the folder's journal (drizzle-kit writes one entry per migration). */
function expectedMigrations(migrationsDir: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

async function checkReady(db: Db, migrationsDir: string): Promise<boolean> {
  try {
    const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { applied: number }[] }).rows) as { applied: number }[];
    return Number(rows[0]?.applied ?? 0) >= expectedMigrations(migrationsDir);
  } catch {
    return false;
  }
}

function listenWith(connectionString: string) {
  return async (channel: string, handler: (payload: string) => void, onError: (error: Error) => void) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | null = null;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel) handler(message.payload ?? '');
      });
      next.on('error', (error) => {
        onError(error);
        void next.end().catch(() => undefined);
        if (client === next) client = null;
        // Missed notifications while disconnected: drop everything once reconnected.
        if (!stopped) retry = setTimeout(() => { void connect().then(() => handler(''), () => undefined); }, 1000);
      });
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (stopped) await next.end();
      else client = next;
    };
    await connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  };
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
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      listen: listenWith(options.databaseUrl),
      ready: () => checkReady(db, options.migrationsDir),
    };
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
    ready: () => checkReady(db, options.migrationsDir),
    close: async () => {
      await pglite.close();
      lock?.release();
    },
  };
}
