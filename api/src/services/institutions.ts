import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { archivos, categoriaPostulaciones, institucionesReconocidas } from '../db/schema';
import { iso, mediaPath, mediaUrl } from '../lib/serialize';
import { yearInChile } from '@sello/shared-api/schemas';

/** Default validity of a recognition, in years after its certification year (`SELLO_VIGENCIA_ANNOS`). */
export const VIGENCIA_ANNOS = 2;

export type Vigencia = 'Vigente' | 'No vigente';

/**
 * A recognition certified in `anno` is 'Vigente' through 31 December of `anno + annos` in Chile, 'No
 * vigente' after. Computed at read time, never stored: it changes with the calendar (the public answers
 * are cached per Chilean year for that reason, routes/public.ts). Publishing an approved institution
 * stores only its certification year.
 */
export function vigencia(anno: number, now: Date = new Date(), annos: number = VIGENCIA_ANNOS): Vigencia {
  return yearInChile(now) <= anno + annos ? 'Vigente' : 'No vigente';
}

export interface InstitutionFilter { anno?: number; titulo?: string; categoriaId?: number; id?: number }

export async function listInstituciones(ctx: AppContext, filter: InstitutionFilter = {}) {
  const conditions: SQL[] = [];
  if (filter.anno) conditions.push(eq(institucionesReconocidas.anno_certificacion, filter.anno));
  if (filter.categoriaId) conditions.push(eq(institucionesReconocidas.categoria_id, filter.categoriaId));
  if (filter.id) conditions.push(eq(institucionesReconocidas.id, filter.id));
  if (filter.titulo) conditions.push(ilike(institucionesReconocidas.titulo, `%${filter.titulo.replace(/[%_\\]/g, '\\$&')}%`));
  const rows = await ctx.db
    .select({ i: institucionesReconocidas, logoKey: archivos.storage_key, categoria: categoriaPostulaciones.nombre })
    .from(institucionesReconocidas)
    .leftJoin(archivos, eq(archivos.id, institucionesReconocidas.logo_id))
    .leftJoin(categoriaPostulaciones, eq(categoriaPostulaciones.id, institucionesReconocidas.categoria_id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(institucionesReconocidas.anno_certificacion), asc(institucionesReconocidas.titulo));
  const now = new Date();
  return rows.map(({ i, logoKey, categoria }) => ({
    id: i.id,
    titulo: i.titulo,
    logo: mediaPath(logoKey),
    logo_url: mediaUrl(ctx.config, logoKey),
    logo_alt: i.logo_alt,
    texto: i.texto,
    tipo_reconocimiento: i.tipo_reconocimiento,
    anno_certificacion: i.anno_certificacion,
    categoria_id: i.categoria_id,
    categoria,
    vigencia: vigencia(i.anno_certificacion, now, ctx.config.vigenciaAnnos),
    vigente_hasta: i.anno_certificacion + ctx.config.vigenciaAnnos,
    user_id: i.user_id,
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
  }));
}
