// Files stored before digests existed (issue 57): each gets its SHA-256 on first need, and a public
// picture is cleaned of its metadata (GPS position, camera) before it is hashed and served again.
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { archivos } from '../../db/schema';
import { sha256Of } from '../../lib/file-digest';
import { withoutMetadata } from '../../lib/picture-metadata';
import { IMAGE_TYPES } from '../../lib/uploads';

type FileRow = typeof archivos.$inferSelect;

async function readAll(ctx: AppContext, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The row's SHA-256, computed and stored when it has none (null when its bytes are gone). Idempotent:
 * two processes doing it at once write the same bytes and the same digest.
 */
export async function digestOf(ctx: AppContext, row: FileRow): Promise<string | null> {
  if (row.sha256) return row.sha256;
  if (row.eliminado_at || !(await ctx.storage.exists(row.storage_key))) return null;
  let sha256: string;
  let size = row.size;
  if (row.publico && IMAGE_TYPES.has(row.mime)) {
    const clean = await withoutMetadata(await readAll(ctx, row.storage_key), row.mime).catch(() => null);
    if (clean) {
      await ctx.storage.putBytes(row.storage_key, clean);
      size = clean.length;
    }
    sha256 = await sha256Of(ctx.storage.read(row.storage_key));
  } else {
    sha256 = await sha256Of(ctx.storage.read(row.storage_key));
  }
  await ctx.db.update(archivos).set({ sha256, size }).where(and(eq(archivos.id, row.id), isNull(archivos.sha256)));
  row.sha256 = sha256;
  row.size = size;
  return sha256;
}

/**
 * Started when the API starts (not awaited): every row without a digest gets one, so pictures uploaded
 * before metadata was stripped stop carrying it. Returns how many rows it completed.
 */
export async function backfillStoredFiles(ctx: AppContext): Promise<number> {
  const rows = await ctx.db.select().from(archivos).where(and(isNull(archivos.sha256), isNull(archivos.eliminado_at)));
  let done = 0;
  for (const row of rows) {
    if (await digestOf(ctx, row)) done += 1;
  }
  return done;
}
