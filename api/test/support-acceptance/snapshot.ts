import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * Counted only: sessions change as a side effect of any authenticated read (touch), and the reference
 * tables are written by the seed alone (no route writes them), so hashing them per request would only
 * cost time. Every other table is hashed row by row.
 */
const COUNT_ONLY = new Set([
  'sessions', 'regiones', 'comunas', 'tipo_instituciones', 'resultado_postulaciones', 'estado_requisitos',
  'categoria_postulaciones', 'requisitos', 'medios_verificacion', 'claveunica_dev_identities',
]);

async function rows(db: Db, query: string): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

export interface DbSnapshot { counts: Record<string, number>; hashes: Record<string, string> }

const tablesCache = new WeakMap<Db, string>();

/**
 * Row counts of every table and a hash of all rows of every other table, computed by the database
 * in one round trip (md5 of the sorted row texts), so a check per request stays cheap.
 */
export async function snapshotDb(db: Db): Promise<DbSnapshot> {
  let query = tablesCache.get(db);
  if (!query) {
    const tables = (await rows(db, "select tablename from pg_tables where schemaname = 'public' order by tablename"))
      .map((row) => String(row.tablename));
    query = tables.map((table) => {
      const hash = COUNT_ONLY.has(table) ? "''" : `coalesce(md5(string_agg(x::text, '|' order by x::text)), '')`;
      return `select '${table}' as t, count(*)::int as n, ${hash} as h from "${table}" x`;
    }).join(' union all ');
    tablesCache.set(db, query);
  }
  const counts: Record<string, number> = {};
  const hashes: Record<string, string> = {};
  for (const row of await rows(db, query)) {
    counts[String(row.t)] = Number(row.n);
    hashes[String(row.t)] = String(row.h);
  }
  return { counts, hashes };
}
