import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { correos, observaciones, postulacionSellos, transiciones } from '../../db/schema';
import { textForAdmins } from '../../lib/outbox';
import { iso } from '../../lib/serialize';
import { chileanDate, staffNames } from './common';
import { LETTER_KIND } from './notify';
import { observationDeadlinePassed } from './observations';

type Row = typeof correos.$inferSelect;

/**
 * When a message reached its reader: its sending through SMTP or, stored without a mail server, the
 * moment it became readable in the applicant's area (the outbox sets no enviado_at then; a
 * reposición's days count from it). Null until then. The admin's screens show the same date.
 */
export function deliveredAt(row: Pick<Row, 'estado' | 'enviado_at' | 'updated_at'>): Date | null {
  if (row.estado !== 'enviado' && row.estado !== 'almacenado') return null;
  return row.enviado_at ?? row.updated_at;
}

/** 'enviando' lasts the seconds of one send (lib/outbox.ts): for admins the message is still pending. */
function publicState(estado: Row['estado']): Exclude<Row['estado'], 'enviando'> {
  return estado === 'enviando' ? 'pendiente' : estado;
}

/** The admins' 'pendiente' filter: also the rows being sent right now. */
export function stateCondition(estado: Exclude<Row['estado'], 'enviando'>): SQL {
  return estado === 'pendiente' ? inArray(correos.estado, ['pendiente', 'enviando']) : eq(correos.estado, estado);
}

/** The outbox list's filter (GET /api/admin/correos) and the dashboard's count of unsent letters. */
export function outboxCondition(filter: { estado?: Exclude<Row['estado'], 'enviando'> | undefined; postulacion_id?: number | undefined }): SQL | undefined {
  const where: SQL[] = [];
  if (filter.estado) where.push(stateCondition(filter.estado));
  if (filter.postulacion_id) where.push(eq(correos.postulacion_sello_id, filter.postulacion_id));
  return where.length ? and(...where) : undefined;
}

/**
 * Draft decision letters among `ids` that can no longer be sent, each with why (a clause after
 * "la carta «asunto»"):
 * - superseded: a state change came after the letter was drafted (in the decision's own transaction,
 *   so never earlier). Publishing carries the approval out rather than replacing it, so it leaves the
 *   Aprobada letter current. Compared in SQL: a JS Date drops the timestamps' microseconds.
 * - lapsed: an observation letter whose response deadline has passed would give the institution no
 *   time at all; observing again (allowed once the deadline has passed) drafts one with a new deadline.
 */
export async function unsendableLetters(db: DbOrTx, ids: number[]): Promise<{ id: number; asunto: string; motivo: string }[]> {
  if (ids.length === 0) return [];
  const drafts = await db.select({
    id: correos.id, asunto: correos.asunto, tipo: correos.tipo, appId: postulacionSellos.id, estado: postulacionSellos.estado,
    superseded: sql<boolean>`exists (select 1 from ${transiciones} where ${transiciones.postulacion_sello_id} = ${correos.postulacion_sello_id}
        and ${transiciones.created_at} > ${correos.created_at} and ${transiciones.hasta} <> 'Publicada')`,
  }).from(correos)
    .innerJoin(postulacionSellos, eq(postulacionSellos.id, correos.postulacion_sello_id))
    .where(and(inArray(correos.id, ids), eq(correos.estado, 'borrador'), like(correos.tipo, 'carta-%')))
    .orderBy(asc(correos.id));
  const out: { id: number; asunto: string; motivo: string }[] = [];
  for (const d of drafts) {
    if (d.superseded) {
      out.push({ id: d.id, asunto: d.asunto, motivo: `corresponde a una decisión que ya no está vigente (la postulación está ahora en "${d.estado}")` });
    } else if (d.tipo === LETTER_KIND.Observada && d.estado === 'Observada') {
      const open = await db.select({ plazo_respuesta: observaciones.plazo_respuesta }).from(observaciones)
        .where(and(eq(observaciones.postulacion_sello_id, d.appId), eq(observaciones.abierta, true)));
      const deadline = open.map((o) => o.plazo_respuesta).sort()[0];
      if (deadline && observationDeadlinePassed(open)) {
        out.push({ id: d.id, asunto: d.asunto, motivo: `da un plazo de respuesta que ya venció (el ${chileanDate(deadline)}); observa de nuevo la postulación con un nuevo plazo` });
      }
    }
  }
  return out;
}

export function serializeMail(row: Row, nombreInstitucion: string | null, creadoPor: { id: number; nombre: string } | null) {
  const delivered = deliveredAt(row);
  return {
    id: row.id, para: row.para, asunto: row.asunto, cuerpo: row.cuerpo, tipo: row.tipo, estado: publicState(row.estado), error: row.error,
    postulacion_sello_id: row.postulacion_sello_id, nombre_institucion: nombreInstitucion,
    // The file sent with it (a receipt), downloaded by admins at /api/archivos/{id}/descargar.
    adjunto_id: row.adjunto_id,
    creado_por: creadoPor ? { id: creadoPor.id, nombre: creadoPor.nombre } : null,
    created_at: iso(row.created_at), updated_at: iso(row.updated_at), enviado_at: row.enviado_at ? iso(row.enviado_at) : null,
    entregado_at: delivered ? iso(delivered) : null,
  };
}

/** Outbox rows, newest first, with the institution and the author (two queries, no N+1). */
export async function listMails(ctx: AppContext, where: SQL | undefined, page: { limit: number; offset: number }) {
  const rows = await ctx.db.select({ c: correos, nombre: postulacionSellos.nombre_institucion }).from(correos)
    .leftJoin(postulacionSellos, eq(postulacionSellos.id, correos.postulacion_sello_id))
    .where(where).orderBy(desc(correos.id)).limit(page.limit).offset(page.offset);
  const names = await staffNames(ctx.db, rows.map((r) => r.c.created_by));
  return rows.map(({ c, nombre }) => serializeMail({ ...c, cuerpo: textForAdmins(ctx, c) }, nombre, c.created_by ? names.get(c.created_by) ?? null : null));
}
