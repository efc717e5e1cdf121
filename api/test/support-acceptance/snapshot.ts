import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** Tables whose rows change as a side effect of any authenticated read (session touch), not of a write. */
const VOLATILE = new Set(['sessions']);

async function rows(db: Db, query: string): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

export interface DbSnapshot { counts: Record<string, number>; hashes: Record<string, string> }

/** Row counts of every table and a hash of every row of every table except the volatile ones. */
export async function snapshotDb(db: Db): Promise<DbSnapshot> {
  const tables = (await rows(db, "select tablename from pg_tables where schemaname = 'public' order by tablename"))
    .map((row) => String(row.tablename));
  const counts: Record<string, number> = {};
  const hashes: Record<string, string> = {};
  for (const table of tables) {
    const data = await rows(db, `select * from "${table}"`);
    counts[table] = data.length;
    if (VOLATILE.has(table)) continue;
    const lines = data.map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))).sort();
    hashes[table] = createHash('sha256').update(lines.join('\n')).digest('hex');
  }
  return { counts, hashes };
}
