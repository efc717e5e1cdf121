// The reviewer's queue: only their active, non-recused assignments; counts over the whole queue.
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, ReviewerQueueFilterInput } from '@sello/shared-api';
import type { AppContext } from '../../context';
import { asignaciones, categoriaPostulaciones, postulacionSellos } from '../../db/schema';
import { iso } from '../../lib/serialize';
import { pagination, PER_PAGE, todayInChile } from './common';
import { sentAt } from './admin-list';

export type QueueFilter = Omit<ReviewerQueueFilterInput, 'categoria_id' | 'anno' | 'page' | 'vencidas'> & {
  categoria_id?: number | undefined; anno?: number | undefined; page?: number | undefined; vencidas?: boolean | undefined;
};

// The outer columns in full: drizzle leaves the table out of single-table queries, and an unqualified
// name inside the subquery would bind to evaluaciones itself.
const A_APP = sql.raw('"asignaciones"."postulacion_sello_id"');
const A_REV = sql.raw('"asignaciones"."revisor_id"');
const started = sql`exists (select 1 from evaluaciones e where e.postulacion_sello_id = ${A_APP} and e.revisor_id = ${A_REV})`;
const myLastChange = sql<Date | null>`(select max(e.updated_at) from evaluaciones e where e.postulacion_sello_id = ${A_APP} and e.revisor_id = ${A_REV})`;

function mine(revisorId: number): SQL[] {
  return [
    eq(asignaciones.revisor_id, revisorId),
    eq(asignaciones.activa, true),
    sql`(${asignaciones.declaracion} is null or ${asignaciones.declaracion} = 'sin_conflicto')`,
  ];
}

export async function reviewerQueue(ctx: AppContext, revisorId: number, filter: QueueFilter) {
  const today = todayInChile();
  const overdue = sql`(${asignaciones.evaluacion_enviada_at} is null and ${asignaciones.fecha_limite} < ${today})`;
  const where = mine(revisorId);
  if (filter.institucion) where.push(ilike(postulacionSellos.nombre_institucion, `%${filter.institucion.replace(/[%_\\]/g, '\\$&')}%`));
  if (filter.categoria_id) where.push(eq(postulacionSellos.categoria_id, filter.categoria_id));
  if (filter.anno) where.push(sql`extract(year from ${postulacionSellos.created_at}) = ${filter.anno}`);
  if (filter.evaluacion === 'enviada') where.push(sql`${asignaciones.evaluacion_enviada_at} is not null`);
  if (filter.evaluacion === 'en_curso') where.push(sql`${asignaciones.evaluacion_enviada_at} is null and ${started}`);
  if (filter.evaluacion === 'pendiente') where.push(sql`${asignaciones.evaluacion_enviada_at} is null and not ${started}`);
  if (filter.vencidas) where.push(overdue);
  const page = filter.page ?? 1;
  const base = () => ctx.db.select({
    a: asignaciones, p: postulacionSellos, categoria: categoriaPostulaciones.nombre,
    started: sql<boolean>`${started}`, last: myLastChange, enviada: sentAt,
  }).from(asignaciones)
    .innerJoin(postulacionSellos, eq(postulacionSellos.id, asignaciones.postulacion_sello_id))
    .leftJoin(categoriaPostulaciones, eq(categoriaPostulaciones.id, postulacionSellos.categoria_id));
  const [rows, [total], [counts], categorias, years] = await Promise.all([
    base().where(and(...where)).orderBy(asc(asignaciones.fecha_limite), asc(postulacionSellos.id)).limit(PER_PAGE).offset((page - 1) * PER_PAGE),
    ctx.db.select({ n: count() }).from(asignaciones).innerJoin(postulacionSellos, eq(postulacionSellos.id, asignaciones.postulacion_sello_id)).where(and(...where)),
    ctx.db.select({
      enviadas: sql<number>`count(*) filter (where ${asignaciones.evaluacion_enviada_at} is not null)::int`,
      en_curso: sql<number>`count(*) filter (where ${asignaciones.evaluacion_enviada_at} is null and ${started})::int`,
      pendientes: sql<number>`count(*) filter (where ${asignaciones.evaluacion_enviada_at} is null and not ${started})::int`,
      vencidas: sql<number>`count(*) filter (where ${overdue})::int`,
    }).from(asignaciones).where(and(...mine(revisorId))),
    ctx.db.selectDistinct({ id: categoriaPostulaciones.id, nombre: categoriaPostulaciones.nombre }).from(asignaciones)
      .innerJoin(postulacionSellos, eq(postulacionSellos.id, asignaciones.postulacion_sello_id))
      .innerJoin(categoriaPostulaciones, eq(categoriaPostulaciones.id, postulacionSellos.categoria_id))
      .where(and(...mine(revisorId))),
    ctx.db.selectDistinct({ y: sql<number>`extract(year from ${postulacionSellos.created_at})::int` }).from(asignaciones)
      .innerJoin(postulacionSellos, eq(postulacionSellos.id, asignaciones.postulacion_sello_id))
      .where(and(...mine(revisorId))),
  ]);
  return {
    data: rows.map(({ a, p, categoria, started: isStarted, last, enviada }) => {
      const evaluacion = a.evaluacion_enviada_at ? 'enviada' as const : isStarted ? 'en_curso' as const : 'pendiente' as const;
      return {
        id: p.id, nombre_institucion: p.nombre_institucion, categoria_id: p.categoria_id, categoria,
        fecha_postulacion: iso(enviada ? new Date(enviada) : p.created_at), estado: p.estado as ApplicationStatus,
        fecha_limite: a.fecha_limite, vencida: evaluacion !== 'enviada' && a.fecha_limite < today, evaluacion,
        declaracion: a.declaracion, modificacion_revisor: last ? iso(new Date(last)) : null,
      };
    }),
    pagination: pagination(page, PER_PAGE, total?.n ?? 0),
    conteos: { pendientes: counts?.pendientes ?? 0, en_curso: counts?.en_curso ?? 0, enviadas: counts?.enviadas ?? 0, vencidas: counts?.vencidas ?? 0 },
    opciones: {
      categorias: categorias.sort((x, y) => x.id - y.id),
      annos: years.map((y) => Number(y.y)).sort((x, y) => y - x),
    },
  };
}
