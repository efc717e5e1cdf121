// Approved applications waiting to be published as recognised institutions.
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { categoriaPostulaciones, postulacionSellos } from '../../db/schema';
import { iso } from '../../lib/serialize';

export async function pendingPublication(ctx: AppContext) {
  const rows = await ctx.db.select({
    p: postulacionSellos, categoria: categoriaPostulaciones.nombre,
    aprobada: sql<Date | null>`(select max(t.created_at) from transiciones t where t.postulacion_sello_id = ${sql.raw('"postulacion_sellos"."id"')} and t.hasta = 'Aprobada')`,
    total: sql<number | null>`(select sum(c.puntaje)::int from consolidaciones c where c.postulacion_sello_id = ${sql.raw('"postulacion_sellos"."id"')})`,
  }).from(postulacionSellos)
    .leftJoin(categoriaPostulaciones, eq(categoriaPostulaciones.id, postulacionSellos.categoria_id))
    .where(eq(postulacionSellos.estado, 'Aprobada'))
    .orderBy(asc(postulacionSellos.updated_at));
  return rows.map(({ p, categoria, aprobada, total }) => ({
    id: p.id, nombre_institucion: p.nombre_institucion, categoria_id: p.categoria_id, categoria, year: p.year,
    aprobada_at: iso(aprobada ? new Date(aprobada) : p.updated_at), total_consolidado: total === null ? null : Number(total),
  }));
}
