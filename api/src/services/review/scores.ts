// Independent evaluations, the consolidation grid and the category threshold.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  asignaciones, categoriaPostulaciones, consolidaciones, convocatoriaCategorias, evaluaciones, postulacionSellos, requisitos, umbralesCategoria,
} from '../../db/schema';
import { iso } from '../../lib/serialize';
import { staffNames } from './common';

export const DEFAULT_THRESHOLD = 60;
/** A spread above this share of the requirement's total is flagged as a disagreement. */
export const DISAGREEMENT = 0.25;

export type Requisito = typeof requisitos.$inferSelect;
export type Evaluacion = typeof evaluaciones.$inferSelect;

export async function requirementsOf(db: DbOrTx, categoriaId: number | null): Promise<Requisito[]> {
  if (!categoriaId) return [];
  return db.select().from(requisitos).where(eq(requisitos.categoria_id, categoriaId)).orderBy(asc(requisitos.orden), asc(requisitos.id));
}

export function serializeEvaluation(e: Evaluacion) {
  return { requisito_id: e.requisito_id, puntaje: e.puntaje, cumple: e.cumple, comentario: e.comentario, updated_at: iso(e.updated_at) };
}

/**
 * The category's threshold: the one its call states for an application of a call (issue 60: the
 * thresholds in force are the call's), else the category's own (`umbrales_categoria`, 60 without a row).
 */
export async function thresholdOf(db: DbOrTx, categoriaId: number, convocatoriaId: number | null = null) {
  const [[cat], [row], reqs, [ofCall]] = await Promise.all([
    db.select().from(categoriaPostulaciones).where(eq(categoriaPostulaciones.id, categoriaId)).limit(1),
    db.select().from(umbralesCategoria).where(eq(umbralesCategoria.categoria_id, categoriaId)).limit(1),
    requirementsOf(db, categoriaId),
    convocatoriaId
      ? db.select({ porcentaje: convocatoriaCategorias.umbral_porcentaje }).from(convocatoriaCategorias)
        .where(and(eq(convocatoriaCategorias.convocatoria_id, convocatoriaId), eq(convocatoriaCategorias.categoria_id, categoriaId))).limit(1)
      : Promise.resolve([]),
  ]);
  const maximo = reqs.reduce((sum, r) => sum + r.ptje_total, 0);
  const porcentaje = ofCall?.porcentaje ?? row?.porcentaje ?? DEFAULT_THRESHOLD;
  return { categoria_id: categoriaId, categoria: cat?.nombre ?? '', porcentaje, puntaje_minimo: Math.ceil((maximo * porcentaje) / 100), maximo };
}

export interface GridOptions {
  /** Only these reviewers' evaluations (a reviewer sees others only once they have sent). */
  onlySent?: boolean;
}

/** Requirement x reviewer grid with disagreement flags, consolidated scores and the threshold. */
export async function consolidationGrid(db: DbOrTx, appId: number, categoriaId: number | null, options: GridOptions = {}) {
  if (!categoriaId) return null;
  const [app] = await db.select({ convocatoria_id: postulacionSellos.convocatoria_id }).from(postulacionSellos).where(eq(postulacionSellos.id, appId)).limit(1);
  const [reqs, assigned, evals, consolidated, umbral] = await Promise.all([
    requirementsOf(db, categoriaId),
    db.select().from(asignaciones).where(and(eq(asignaciones.postulacion_sello_id, appId), eq(asignaciones.activa, true), eq(asignaciones.declaracion, 'sin_conflicto'))),
    db.select().from(evaluaciones).where(eq(evaluaciones.postulacion_sello_id, appId)),
    db.select().from(consolidaciones).where(eq(consolidaciones.postulacion_sello_id, appId)),
    thresholdOf(db, categoriaId, app?.convocatoria_id ?? null),
  ]);
  const reviewers = assigned.filter((a) => !options.onlySent || a.evaluacion_enviada_at);
  const reviewerIds = new Set(reviewers.map((a) => a.revisor_id));
  const sentBy = new Set(reviewers.filter((a) => a.evaluacion_enviada_at).map((a) => a.revisor_id));
  const names = await staffNames(db, [...reviewerIds]);
  const byReq = new Map(consolidated.map((c) => [c.requisito_id, c.puntaje]));
  const filas = reqs.map((r) => {
    const puntajes = evals.filter((e) => e.requisito_id === r.id && reviewerIds.has(e.revisor_id))
      .map((e) => ({ ...serializeEvaluation(e), revisor: { id: e.revisor_id, nombre: names.get(e.revisor_id)?.nombre ?? '' } }));
    // The average and the disagreement read sent evaluations only: a draft can still change.
    const values = puntajes.filter((p) => sentBy.has(p.revisor.id)).map((p) => p.puntaje);
    const spread = values.length > 1 ? Math.max(...values) - Math.min(...values) : 0;
    return {
      requisito_id: r.id, requisito: r.nombre, ptje_total: r.ptje_total, puntajes,
      discrepancia: spread > r.ptje_total * DISAGREEMENT,
      promedio: values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null,
      consolidado: byReq.get(r.id) ?? null,
    };
  });
  const complete = filas.length > 0 && filas.every((f) => f.consolidado !== null);
  const total = complete ? filas.reduce((sum, f) => sum + (f.consolidado ?? 0), 0) : null;
  const evaluated = (revisorId: number, sent: Date | null) => (sent ? 'enviada' : evals.some((e) => e.revisor_id === revisorId) ? 'en_curso' : 'pendiente');
  return {
    filas,
    revisores: reviewers.map((a) => ({ id: a.revisor_id, nombre: names.get(a.revisor_id)?.nombre ?? '', evaluacion: evaluated(a.revisor_id, a.evaluacion_enviada_at) })),
    total_consolidado: total,
    maximo: umbral.maximo,
    umbral,
    cumple_umbral: total === null ? null : total >= umbral.puntaje_minimo,
  };
}

/** My evaluations of an application, by requirement. */
export async function myEvaluations(db: DbOrTx, appId: number, revisorId: number) {
  const rows = await db.select().from(evaluaciones).where(and(eq(evaluaciones.postulacion_sello_id, appId), eq(evaluaciones.revisor_id, revisorId)));
  return new Map(rows.map((e) => [e.requisito_id, e]));
}

export async function evaluationsFor(db: DbOrTx, appIds: number[]) {
  if (appIds.length === 0) return [];
  return db.select().from(evaluaciones).where(inArray(evaluaciones.postulacion_sello_id, appIds));
}
