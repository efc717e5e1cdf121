import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { archivos, descargables } from '../db/schema';
import { iso, mediaPath, mediaUrl } from '../lib/serialize';

/**
 * The locations the portal reads (mf-public's 'Descargar bases', the applicant's templates of step 1).
 * Typed with another case or accents ('Bases', 'Bitácora') they are stored as the portal reads them:
 * otherwise the document would reach no page.
 */
export const KNOWN_LOCATIONS = ['bases', 'bitacora', 'declaracion'] as const;
/** The location the site shows one document of: its single 'Descargar bases' button. */
export const SINGLE_LOCATION = 'bases';

export function canonicalLocation(ubicacion: string): string {
  const folded = ubicacion.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
  return (KNOWN_LOCATIONS as readonly string[]).includes(folded) ? folded : ubicacion;
}

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
