import { desc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { correos, postulacionSellos } from '../../db/schema';
import { iso } from '../../lib/serialize';
import { staffNames } from './common';

type Row = typeof correos.$inferSelect;

export function serializeMail(row: Row, nombreInstitucion: string | null, creadoPor: { id: number; nombre: string } | null) {
  return {
    id: row.id, para: row.para, asunto: row.asunto, cuerpo: row.cuerpo, tipo: row.tipo, estado: row.estado, error: row.error,
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
  return rows.map(({ c, nombre }) => serializeMail(c, nombre, c.created_by ? names.get(c.created_by) ?? null : null));
}
