import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { archivos, descargables } from '../db/schema';
import { iso, mediaPath, mediaUrl } from '../lib/serialize';

export async function listDescargables(ctx: AppContext, id?: number) {
  const rows = await ctx.db.select({ d: descargables, key: archivos.storage_key }).from(descargables)
    .leftJoin(archivos, eq(archivos.id, descargables.documento_id))
    .where(id ? eq(descargables.id, id) : undefined)
    .orderBy(asc(descargables.id));
  return rows.map(({ d, key }) => ({
    id: d.id,
    nombre: d.nombre,
    ubicacion: d.ubicacion,
    documento: mediaPath(key),
    documento_url: mediaUrl(ctx.config, key),
    created_at: iso(d.created_at),
    updated_at: iso(d.updated_at),
  }));
}
