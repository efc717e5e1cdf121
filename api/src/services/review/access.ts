// Who reaches what: a reviewer reaches an application only through an active assignment, and its
// documents and scores only after declaring no conflict of interest. Everything else is 404.
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { asignaciones, postulacionSellos } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { Postulacion } from '../applications';

export type Asignacion = typeof asignaciones.$inferSelect;

const NOT_FOUND = 'La postulación no existe o no está asignada a ti.';

/** The application and my active, non-recused assignment to it; 404 otherwise. */
export async function assignedApplication(db: DbOrTx, revisorId: number, id: number | null): Promise<{ app: Postulacion; asignacion: Asignacion }> {
  const [row] = id
    ? await db.select({ app: postulacionSellos, asignacion: asignaciones }).from(asignaciones)
      .innerJoin(postulacionSellos, eq(postulacionSellos.id, asignaciones.postulacion_sello_id))
      .where(and(eq(asignaciones.postulacion_sello_id, id), eq(asignaciones.revisor_id, revisorId), eq(asignaciones.activa, true)))
      .limit(1)
    : [];
  if (!row || row.asignacion.declaracion === 'inhabilitacion') throw notFound(NOT_FOUND);
  return row;
}

/** Same, and the reviewer has declared no conflict of interest (documents and scores need it). */
export async function declaredApplication(db: DbOrTx, revisorId: number, id: number | null) {
  const found = await assignedApplication(db, revisorId, id);
  if (found.asignacion.declaracion !== 'sin_conflicto') {
    throw new HttpError(409, 'Antes de revisar esta postulación debes declarar si tienes conflicto de interés.');
  }
  return found;
}

/**
 * May this reviewer download this file? Only if it belongs (in any version) to an application assigned
 * to them with a 'sin conflicto' declaration. One query over every table that references files.
 */
export async function reviewerMaySeeFile(ctx: AppContext, revisorId: number, fileId: string): Promise<boolean> {
  const result = await ctx.db.execute(sql`
    select 1 from asignaciones a
    where a.revisor_id = ${revisorId} and a.activa and a.declaracion = 'sin_conflicto' and a.postulacion_sello_id in (
      select p1.postulacion_sello_id from obtencion_sello_p1 p1 where p1.bitacora_id = ${fileId} or p1.declaracion_autoridad_id = ${fileId}
      union all
      select p1.postulacion_sello_id from obtencion_sello_p2 p2 join obtencion_sello_p1 p1 on p1.id = p2.obtencion_sello_p1_id where p2.archivo_verificacion_id = ${fileId}
      union all
      select p1.postulacion_sello_id from obtencion_sello_p3 p3 join obtencion_sello_p1 p1 on p1.id = p3.obtencion_sello_p1_id where p3.archivo_id = ${fileId}
      union all
      select p1.postulacion_sello_id from requisito_postulaciones r join obtencion_sello_p1 p1 on p1.id = r.obtencion_sello_p1_id where r.archivo_id = ${fileId}
      union all
      select v.postulacion_sello_id from documento_versiones v where v.archivo_id = ${fileId}
    ) limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
