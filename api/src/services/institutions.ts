import { and, asc, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { archivos, categoriaPostulaciones, certificados, comunas, institucionesReconocidas, regiones, revocaciones } from '../db/schema';
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

/** The last day a recognition certified in `anno` is valid: 31 December of `anno + annos` ('YYYY-MM-DD'). */
export function vigenteHasta(anno: number, annos: number = VIGENCIA_ANNOS): string {
  return `${anno + annos}-12-31`;
}

/** The seal's state as the verification says it: a revoked seal is Revocado whatever its year. */
export type EstadoSello = 'Vigente' | 'Vencido' | 'Revocado';

export function estadoSello(anno: number, revocadoAt: Date | null, now: Date = new Date(), annos: number = VIGENCIA_ANNOS): EstadoSello {
  if (revocadoAt) return 'Revocado';
  return vigencia(anno, now, annos) === 'Vigente' ? 'Vigente' : 'Vencido';
}

export interface InstitutionFilter { anno?: number; titulo?: string; categoriaId?: number; id?: number }

/**
 * The register of recognised institutions: the public lists, the admin's list and the open data all
 * read this one query. Each institution's current certificate (if it has one) gives its RUT, region and
 * commune; a revocation turns its `vigencia` to 'Revocado'.
 */
export async function listInstituciones(ctx: AppContext, filter: InstitutionFilter = {}) {
  const conditions: SQL[] = [];
  if (filter.anno) conditions.push(eq(institucionesReconocidas.anno_certificacion, filter.anno));
  if (filter.categoriaId) conditions.push(eq(institucionesReconocidas.categoria_id, filter.categoriaId));
  if (filter.id) conditions.push(eq(institucionesReconocidas.id, filter.id));
  if (filter.titulo) conditions.push(ilike(institucionesReconocidas.titulo, `%${filter.titulo.replace(/[%_\\]/g, '\\$&')}%`));
  const rows = await ctx.db
    .select({
      i: institucionesReconocidas, logoKey: archivos.storage_key, categoria: categoriaPostulaciones.nombre,
      rut: certificados.rut, otorgado: certificados.otorgado_el, region: regiones.nombre, comuna: comunas.nombre,
      revocadoAt: revocaciones.created_at,
    })
    .from(institucionesReconocidas)
    .leftJoin(archivos, eq(archivos.id, institucionesReconocidas.logo_id))
    .leftJoin(categoriaPostulaciones, eq(categoriaPostulaciones.id, institucionesReconocidas.categoria_id))
    .leftJoin(certificados, and(eq(certificados.institucion_reconocida_id, institucionesReconocidas.id), isNull(certificados.reemplazado_at)))
    .leftJoin(regiones, eq(regiones.id, certificados.region_id))
    .leftJoin(comunas, eq(comunas.id, certificados.comuna_id))
    .leftJoin(revocaciones, eq(revocaciones.institucion_reconocida_id, institucionesReconocidas.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(institucionesReconocidas.anno_certificacion), asc(institucionesReconocidas.titulo), asc(institucionesReconocidas.id));
  const now = new Date();
  const annos = ctx.config.vigenciaAnnos;
  return rows.map(({ i, logoKey, categoria, rut, otorgado, region, comuna, revocadoAt }) => ({
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
    vigencia: revocadoAt ? 'Revocado' as const : vigencia(i.anno_certificacion, now, annos),
    vigente_desde: otorgado,
    vigente_hasta: i.anno_certificacion + annos,
    fecha_vigente_hasta: vigenteHasta(i.anno_certificacion, annos),
    revocado_at: revocadoAt ? iso(revocadoAt) : null,
    rut,
    region,
    comuna,
    user_id: i.user_id,
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
  }));
}

export type RegisterEntry = Awaited<ReturnType<typeof listInstituciones>>[number];
