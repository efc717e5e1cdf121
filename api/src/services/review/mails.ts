import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { correos, postulacionSellos, transiciones } from '../../db/schema';
import { textForAdmins } from '../../lib/outbox';
import { iso } from '../../lib/serialize';
import { staffNames } from './common';

type Row = typeof correos.$inferSelect;

/** 'enviando' lasts the seconds of one send (lib/outbox.ts): for admins the message is still pending. */
function publicState(estado: Row['estado']): Exclude<Row['estado'], 'enviando'> {
  return estado === 'enviando' ? 'pendiente' : estado;
}

/** The admins' 'pendiente' filter: also the rows being sent right now. */
export function stateCondition(estado: Exclude<Row['estado'], 'enviando'>): SQL {
  return estado === 'pendiente' ? inArray(correos.estado, ['pendiente', 'enviando']) : eq(correos.estado, estado);
}

/**
 * Draft decision letters among `ids` whose decision is no longer the application's: a state change
 * came after the letter was drafted (in the decision's own transaction, so never earlier). Publishing
 * carries the approval out rather than replacing it, so it leaves the Aprobada letter current.
 * Compared in SQL: a JS Date drops the timestamps' microseconds.
 */
export async function supersededLetters(db: DbOrTx, ids: number[]): Promise<{ id: number; asunto: string; estado: string }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: correos.id, asunto: correos.asunto, estado: postulacionSellos.estado }).from(correos)
    .innerJoin(postulacionSellos, eq(postulacionSellos.id, correos.postulacion_sello_id))
    .where(and(
      inArray(correos.id, ids), eq(correos.estado, 'borrador'), like(correos.tipo, 'carta-%'),
      sql`exists (select 1 from ${transiciones} where ${transiciones.postulacion_sello_id} = ${correos.postulacion_sello_id}
        and ${transiciones.created_at} > ${correos.created_at} and ${transiciones.hasta} <> 'Publicada')`,
    ))
    .orderBy(asc(correos.id));
}

export function serializeMail(row: Row, nombreInstitucion: string | null, creadoPor: { id: number; nombre: string } | null) {
  return {
    id: row.id, para: row.para, asunto: row.asunto, cuerpo: row.cuerpo, tipo: row.tipo, estado: publicState(row.estado), error: row.error,
    postulacion_sello_id: row.postulacion_sello_id, nombre_institucion: nombreInstitucion,
    creado_por: creadoPor ? { id: creadoPor.id, nombre: creadoPor.nombre } : null,
    created_at: iso(row.created_at), updated_at: iso(row.updated_at), enviado_at: row.enviado_at ? iso(row.enviado_at) : null,
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
