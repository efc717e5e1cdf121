import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { archivos, descargables } from '../db/schema';
import { invalid } from '../lib/http-error';
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

/**
 * A name as names are compared: without case or accents ('Guía' = 'GUIA'), but with ñ kept (año and
 * ano are different words); two documents named alike would be told apart by nobody in the list.
 */
export function nameKey(nombre: string): string {
  return nombre.trim().normalize('NFD')
    .replace(/[\u0300-\u036f]/g, (mark: string, at: number, whole: string) => (mark === '\u0303' && /[nN]/.test(whole[at - 1] ?? '') ? mark : ''))
    .normalize('NFC').toLocaleLowerCase('es');
}

/**
 * Refuses (422 on `nombre`) a name another document already has, compared by `nameKey`. Concurrent
 * namings wait for each other (an advisory lock released at commit), so two names alike sent at once
 * are not both stored; the unique index on the exact name stays as the last guard.
 */
export async function assertNameFree(tx: Tx, nombre: string, exceptId?: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('descargables:nombre'))`);
  const key = nameKey(nombre);
  const taken = (await tx.select({ id: descargables.id, nombre: descargables.nombre }).from(descargables))
    .find((d) => d.id !== exceptId && nameKey(d.nombre) === key);
  if (!taken) return;
  throw invalid({
    nombre: [taken.nombre === nombre ? 'Ya existe un documento con ese nombre.' : `Ya existe un documento llamado «${taken.nombre}»: los nombres no distinguen mayúsculas ni tildes.`],
  });
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
