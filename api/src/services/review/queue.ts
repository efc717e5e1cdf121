// The reviewer's queue: only their active, non-recused assignments; counts over the whole queue.
// Four queries whatever the size: one aggregate (counts, filtered total, filter options), one page of
// ids (a narrow sort), the page's rows with their subqueries (20 rows, not the whole queue), and the
// categories' names.
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, ReviewerQueueFilterInput } from '@sello/shared-api';
import type { AppContext } from '../../context';
import { categoriaPostulaciones } from '../../db/schema';
import { iso } from '../../lib/serialize';
import { isOverdue, pagination, PER_PAGE, todayInChile, UNDER_EVALUATION } from './common';

export type QueueFilter = Omit<ReviewerQueueFilterInput, 'categoria_id' | 'anno' | 'page' | 'vencidas'> & {
  categoria_id?: number | undefined; anno?: number | undefined; page?: number | undefined; vencidas?: boolean | undefined;
};

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** My active assignments joined to their application, and whether I saved any score on it (`s`). */
function queueFrom(revisorId: number): SQL {
  return sql`from asignaciones a
    join postulacion_sellos p on p.id = a.postulacion_sello_id
    left join (select distinct postulacion_sello_id from evaluaciones where revisor_id = ${revisorId}) s on s.postulacion_sello_id = a.postulacion_sello_id
    where a.revisor_id = ${revisorId} and a.activa and (a.declaracion is null or a.declaracion = 'sin_conflicto')`;
}

/** isOverdue (common.ts) in SQL: only an evaluation still to be done can be overdue. */
function overdueSql(today: string): SQL {
  return sql`a.evaluacion_enviada_at is null and a.fecha_limite < ${today} and p.estado in (${sql.join(UNDER_EVALUATION.map((estado) => sql`${estado}`), sql`, `)})`;
}

function filterSql(filter: QueueFilter, today: string): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.institucion) parts.push(sql`p.nombre_institucion ilike ${`%${filter.institucion.replace(/[%_\\]/g, '\\$&')}%`}`);
  if (filter.categoria_id) parts.push(sql`p.categoria_id = ${filter.categoria_id}`);
  if (filter.anno) parts.push(sql`extract(year from p.created_at) = ${filter.anno}`);
  if (filter.evaluacion === 'enviada') parts.push(sql`a.evaluacion_enviada_at is not null`);
  if (filter.evaluacion === 'en_curso') parts.push(sql`a.evaluacion_enviada_at is null and s.postulacion_sello_id is not null`);
  if (filter.evaluacion === 'pendiente') parts.push(sql`a.evaluacion_enviada_at is null and s.postulacion_sello_id is null`);
  if (filter.vencidas) parts.push(overdueSql(today));
  return sql.join(parts, sql` and `);
}

interface Aggregate { enviadas: number; en_curso: number; pendientes: number; vencidas: number; total: number; annos: number[] | null; categorias: number[] | null }
interface PageRow {
  id: number; nombre_institucion: string; categoria_id: number | null; estado: string; created_at: string | Date;
  fecha_limite: string; declaracion: 'sin_conflicto' | 'inhabilitacion' | null; enviada_eval: string | Date | null;
  started: boolean; last_change: string | Date | null; sent_at: string | Date | null;
}

const toIso = (value: string | Date | null) => (value ? iso(new Date(value)) : null);

export async function reviewerQueue(ctx: AppContext, revisorId: number, filter: QueueFilter) {
  const today = todayInChile();
  const where = filterSql(filter, today);
  const page = filter.page ?? 1;
  const [aggregate, ids] = await Promise.all([
    ctx.db.execute(sql`select
        count(*) filter (where a.evaluacion_enviada_at is not null)::int as enviadas,
        count(*) filter (where a.evaluacion_enviada_at is null and s.postulacion_sello_id is not null)::int as en_curso,
        count(*) filter (where a.evaluacion_enviada_at is null and s.postulacion_sello_id is null)::int as pendientes,
        count(*) filter (where ${overdueSql(today)})::int as vencidas,
        count(*) filter (where ${where})::int as total,
        array_agg(distinct extract(year from p.created_at)::int) as annos,
        array_agg(distinct p.categoria_id) filter (where p.categoria_id is not null) as categorias
      ${queueFrom(revisorId)}`),
    ctx.db.execute(sql`select p.id ${queueFrom(revisorId)} and ${where}
      order by a.fecha_limite, p.id limit ${PER_PAGE} offset ${(page - 1) * PER_PAGE}`),
  ]);
  const agg = rowsOf<Aggregate>(aggregate)[0];
  const pageIds = rowsOf<{ id: number }>(ids).map((r) => Number(r.id));
  const [rows, categorias] = await Promise.all([
    pageIds.length === 0 ? Promise.resolve({ rows: [] }) : ctx.db.execute(sql`select p.id, p.nombre_institucion, p.categoria_id, p.estado, p.created_at,
        a.fecha_limite::text as fecha_limite, a.declaracion, a.evaluacion_enviada_at as enviada_eval, s.postulacion_sello_id is not null as started,
        (select max(e.updated_at) from evaluaciones e where e.postulacion_sello_id = p.id and e.revisor_id = a.revisor_id) as last_change,
        (select min(t.created_at) from transiciones t where t.postulacion_sello_id = p.id and t.hasta = 'Enviada') as sent_at
      ${queueFrom(revisorId)} and p.id in ${sql`(${sql.join(pageIds.map((id) => sql`${id}`), sql`, `)})`}
      order by a.fecha_limite, p.id`),
    ctx.db.select({ id: categoriaPostulaciones.id, nombre: categoriaPostulaciones.nombre }).from(categoriaPostulaciones)
      .where(inArray(categoriaPostulaciones.id, agg?.categorias?.length ? agg.categorias.map(Number) : [0])).orderBy(asc(categoriaPostulaciones.id)),
  ]);
  const names = new Map(categorias.map((c) => [c.id, c.nombre]));
  return {
    data: rowsOf<PageRow>(rows).map((r) => {
      const evaluacion = r.enviada_eval ? 'enviada' as const : r.started ? 'en_curso' as const : 'pendiente' as const;
      return {
        id: Number(r.id), nombre_institucion: r.nombre_institucion, categoria_id: r.categoria_id, categoria: r.categoria_id ? names.get(r.categoria_id) ?? null : null,
        fecha_postulacion: toIso(r.sent_at) ?? toIso(r.created_at) ?? '', estado: r.estado as ApplicationStatus,
        fecha_limite: r.fecha_limite, vencida: isOverdue({ estado: r.estado, sent: evaluacion === 'enviada', declaracion: r.declaracion, fecha_limite: r.fecha_limite }, today), evaluacion,
        declaracion: r.declaracion, modificacion_revisor: toIso(r.last_change),
      };
    }),
    pagination: pagination(page, PER_PAGE, agg?.total ?? 0),
    conteos: { pendientes: agg?.pendientes ?? 0, en_curso: agg?.en_curso ?? 0, enviadas: agg?.enviadas ?? 0, vencidas: agg?.vencidas ?? 0 },
    opciones: {
      categorias,
      annos: (agg?.annos ?? []).map(Number).sort((x, y) => y - x),
    },
  };
}
