// The admin's application list and its CSV export: filters in SQL, one page of rows plus one query
// for the page's reviewers (no N+1), counts with the same filter.
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminApplicationFilterInput, ApplicationStatus } from '@sello/shared-api';
import * as v from 'valibot';
import { adminApplicationFilterSchema, APPLICATION_STATUSES, booleanish, idField } from '@sello/shared-api/schemas';
import type { AppContext } from '../../context';
import { asignaciones, categoriaPostulaciones, consolidaciones, evaluaciones, postulacionSellos, requisitos, users } from '../../db/schema';
import { csvDocument } from '../../lib/csv';
import { iso } from '../../lib/serialize';
import { fullName, isOverdue, pagination, PER_PAGE, todayInChile, UNDER_EVALUATION } from './common';

/** The admin list's filters: the shared ones of the portal's form, and the dashboard's (issue 58). */
export const PENDING_KINDS = ['asignar', 'admisibilidad', 'consolidar'] as const;
export const adminListFilterSchema = v.object({
  ...adminApplicationFilterSchema.entries,
  /** What waits for the admin: see `pendingCondition`. */
  pendiente: v.optional(v.picklist(PENDING_KINDS, 'El filtro de pendientes no es válido.')),
  /** With an overdue evaluation (of `revisor_id`'s, when given). */
  vencida: v.optional(booleanish),
  /** Whose score of this requirement is below half of its total. */
  requisito_bajo_mitad: v.optional(idField('El requisito no es válido.')),
});

export type AdminFilter = Omit<AdminApplicationFilterInput, 'categoria_id' | 'anno' | 'revisor_id' | 'page'> & {
  categoria_id?: number | undefined; anno?: number | undefined; revisor_id?: number | undefined; page?: number | undefined;
  pendiente?: (typeof PENDING_KINDS)[number] | undefined; vencida?: boolean | undefined; requisito_bajo_mitad?: number | undefined;
};

/** 'Fecha de postulación': the first time it was sent. */
// Correlated subqueries name the outer column in full: drizzle leaves the table out of single-table
// queries, and an unqualified name inside the subquery would bind to the inner table.
const APP_ID = sql.raw('"postulacion_sellos"."id"');
export const sentAt = sql<Date | null>`(select min(t.created_at) from transiciones t where t.postulacion_sello_id = ${APP_ID} and t.hasta = 'Enviada')`;
const lastReviewerChange = sql<Date | null>`(select max(e.updated_at) from evaluaciones e where e.postulacion_sello_id = ${APP_ID})`;

const UNDER_EVALUATION_SQL = sql.join(UNDER_EVALUATION.map((estado) => sql`${estado}`), sql`, `);

/** An active assignment whose reviewer did not recuse themselves. */
const COUNTS = sql`a.postulacion_sello_id = ${APP_ID} and a.activa and a.declaracion is distinct from 'inhabilitacion'`;

/**
 * What waits for the admin, as the admin's next act on the application:
 * - asignar: admissible (reviewers score only then) and no reviewer is assigned who has not recused;
 * - admisibilidad: sent (or re-sent), or observed and the response deadline passed (observationTurnOver);
 * - consolidar: admissible, at least one evaluation sent and none still due from an assigned reviewer.
 */
function pendingCondition(kind: (typeof PENDING_KINDS)[number], today: string): SQL {
  switch (kind) {
    case 'asignar':
      return sql`${postulacionSellos.estado} = 'Admisible' and not exists (select 1 from asignaciones a where ${COUNTS})`;
    case 'admisibilidad':
      return sql`(${postulacionSellos.estado} in ('Enviada', 'En revisión') or (${postulacionSellos.estado} = 'Observada' and (
        not exists (select 1 from observaciones o where o.postulacion_sello_id = ${APP_ID} and o.abierta)
        or exists (select 1 from observaciones o where o.postulacion_sello_id = ${APP_ID} and o.abierta and o.plazo_respuesta < ${today}))))`;
    case 'consolidar':
      return sql`${postulacionSellos.estado} = 'Admisible'
        and exists (select 1 from asignaciones a where ${COUNTS} and a.evaluacion_enviada_at is not null)
        and not exists (select 1 from asignaciones a where ${COUNTS} and a.evaluacion_enviada_at is null)`;
  }
}

/**
 * The filter of the list, its CSV and the dashboard's counts (admin-panel.ts): one function, so a tile's
 * number is the length of the list its filter opens.
 */
function conditions(filter: AdminFilter): SQL | undefined {
  const today = todayInChile();
  const where: SQL[] = [sql`${postulacionSellos.estado} <> 'Borrador'`];
  if (filter.institucion) where.push(ilike(postulacionSellos.nombre_institucion, `%${filter.institucion.replace(/[%_\\]/g, '\\$&')}%`));
  if (filter.categoria_id) where.push(eq(postulacionSellos.categoria_id, filter.categoria_id));
  if (filter.anno) where.push(sql`extract(year from ${postulacionSellos.created_at}) = ${filter.anno}`);
  if (filter.estado) where.push(eq(postulacionSellos.estado, filter.estado));
  if (filter.revisor_id) {
    where.push(sql`exists (select 1 from asignaciones a where a.postulacion_sello_id = ${APP_ID} and a.revisor_id = ${filter.revisor_id} and a.activa)`);
  }
  if (filter.pendiente) where.push(pendingCondition(filter.pendiente, today));
  if (filter.vencida) {
    // isOverdue (common.ts) in SQL, on the same reviewer's assignment when the list is filtered by one.
    const whose = filter.revisor_id ? sql` and a.revisor_id = ${filter.revisor_id}` : sql``;
    where.push(sql`${postulacionSellos.estado} in (${UNDER_EVALUATION_SQL}) and exists (select 1 from asignaciones a
      where ${COUNTS}${whose} and a.evaluacion_enviada_at is null and a.fecha_limite < ${today})`);
  }
  if (filter.requisito_bajo_mitad) {
    // The consolidated score, or before consolidation the average of the evaluations sent.
    where.push(sql`exists (select 1 from requisitos r where r.id = ${filter.requisito_bajo_mitad} and r.categoria_id = ${postulacionSellos.categoria_id}
      and coalesce(
        (select c.puntaje from consolidaciones c where c.postulacion_sello_id = ${APP_ID} and c.requisito_id = r.id),
        (select avg(e.puntaje) from evaluaciones e join asignaciones a on a.postulacion_sello_id = e.postulacion_sello_id and a.revisor_id = e.revisor_id
          where e.postulacion_sello_id = ${APP_ID} and e.requisito_id = r.id and a.activa and a.evaluacion_enviada_at is not null)
      ) * 2 < r.ptje_total)`);
  }
  return and(...where);
}

/** How many applications the list shows with this filter (all pages). */
export async function countAdminList(ctx: AppContext, filter: AdminFilter): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(postulacionSellos).where(conditions(filter));
  return Number(row?.n ?? 0);
}

/** Rows with their subqueries: for the CSV every filtered row, for a page only the page's ids. */
async function rowsFor(ctx: AppContext, filter: AdminFilter, ids: number[] | null) {
  const where = ids ? and(conditions(filter), inArray(postulacionSellos.id, ids.length ? ids : [0])) : conditions(filter);
  return ctx.db.select({
    p: postulacionSellos, categoria: categoriaPostulaciones.nombre, enviada: sentAt, revisorAt: lastReviewerChange,
  }).from(postulacionSellos)
    .leftJoin(categoriaPostulaciones, eq(categoriaPostulaciones.id, postulacionSellos.categoria_id))
    .where(where)
    .orderBy(desc(postulacionSellos.created_at), desc(postulacionSellos.id));
}

/** Active assignments of these applications with the reviewer's name and evaluation state. */
export async function reviewersOf(ctx: AppContext, appIds: number[]) {
  if (appIds.length === 0) return new Map<number, ReturnType<typeof reviewerCell>[]>();
  const rows = await ctx.db.select({ a: asignaciones, name: users.name, lastname: users.lastname, estado: postulacionSellos.estado }).from(asignaciones)
    .innerJoin(users, eq(users.id, asignaciones.revisor_id))
    .innerJoin(postulacionSellos, eq(postulacionSellos.id, asignaciones.postulacion_sello_id))
    .where(and(inArray(asignaciones.postulacion_sello_id, appIds), eq(asignaciones.activa, true)))
    .orderBy(asc(asignaciones.id));
  const started = await ctx.db.selectDistinct({ app: evaluaciones.postulacion_sello_id, revisor: evaluaciones.revisor_id }).from(evaluaciones)
    .where(inArray(evaluaciones.postulacion_sello_id, appIds));
  const startedSet = new Set(started.map((s) => `${s.app}:${s.revisor}`));
  const today = todayInChile();
  const map = new Map<number, ReturnType<typeof reviewerCell>[]>();
  for (const row of rows) {
    const list = map.get(row.a.postulacion_sello_id) ?? [];
    list.push(reviewerCell(row.a, row.estado, fullName(row), startedSet.has(`${row.a.postulacion_sello_id}:${row.a.revisor_id}`), today));
    map.set(row.a.postulacion_sello_id, list);
  }
  return map;
}

function reviewerCell(a: typeof asignaciones.$inferSelect, estado: string, nombre: string, started: boolean, today: string) {
  const evaluacion = a.evaluacion_enviada_at ? 'enviada' as const : started ? 'en_curso' as const : 'pendiente' as const;
  return {
    id: a.revisor_id, nombre, fecha_limite: a.fecha_limite, vencida: isOverdue({ estado, sent: evaluacion === 'enviada', declaracion: a.declaracion, fecha_limite: a.fecha_limite }, today),
    evaluacion, inhabilitado: a.declaracion === 'inhabilitacion',
  };
}

export async function adminList(ctx: AppContext, filter: AdminFilter) {
  const page = filter.page ?? 1;
  // A narrow sort for the page's ids, then the subqueries for those 20 rows only (not the whole table).
  const [[agg], pageIds, categorias] = await Promise.all([
    ctx.db.select({
      total: sql<number>`count(*) filter (where ${conditions(filter)})::int`,
      annos: sql<number[] | null>`array_agg(distinct extract(year from ${postulacionSellos.created_at})::int)`,
    }).from(postulacionSellos).where(sql`${postulacionSellos.estado} <> 'Borrador'`),
    ctx.db.select({ id: postulacionSellos.id }).from(postulacionSellos).where(conditions(filter))
      .orderBy(desc(postulacionSellos.created_at), desc(postulacionSellos.id)).limit(PER_PAGE).offset((page - 1) * PER_PAGE),
    ctx.db.select({ id: categoriaPostulaciones.id, nombre: categoriaPostulaciones.nombre }).from(categoriaPostulaciones).orderBy(asc(categoriaPostulaciones.id)),
  ]);
  const rows = await rowsFor(ctx, filter, pageIds.map((r) => r.id));
  const reviewers = await reviewersOf(ctx, rows.map((r) => r.p.id));
  return {
    data: rows.map(({ p, categoria, enviada, revisorAt }) => ({
      id: p.id, postulacion_sello_id: p.id, institucion_id: p.institucion_id, nombre_institucion: p.nombre_institucion,
      categoria_id: p.categoria_id, categoria, estado: p.estado as ApplicationStatus,
      fecha_postulacion: iso(enviada ? new Date(enviada) : p.created_at), created_at: iso(p.created_at), updated_at: iso(p.updated_at),
      modificacion_revisor: revisorAt ? iso(new Date(revisorAt)) : null,
      revisores: reviewers.get(p.id) ?? [],
    })),
    pagination: pagination(page, PER_PAGE, Number(agg?.total ?? 0)),
    opciones: {
      categorias,
      annos: (agg?.annos ?? []).map(Number).sort((a, b) => b - a),
      estados: APPLICATION_STATUSES.filter((s) => s !== 'Borrador' && s !== 'En revisión'),
    },
  };
}

// ---- CSV -----------------------------------------------------------------------------------------
const date = (value: Date | string | null) => (value ? iso(new Date(value)).slice(0, 10) : '');

/**
 * The filtered list as CSV: UTF-8 with BOM, ';' separator, CRLF, one row per application; a column per
 * requirement name (consolidated score) across the categories present, then total, reviewers, dates.
 */
export async function adminCsv(ctx: AppContext, filter: AdminFilter): Promise<string> {
  const rows = await rowsFor(ctx, filter, null);
  const ids = rows.map((r) => r.p.id);
  const categoryIds = [...new Set(rows.map((r) => r.p.categoria_id).filter((id): id is number => id !== null))];
  const [reqRows, scoreRows, reviewers] = await Promise.all([
    categoryIds.length
      ? ctx.db.select({ id: requisitos.id, nombre: requisitos.nombre, categoria_id: requisitos.categoria_id }).from(requisitos)
        .where(inArray(requisitos.categoria_id, categoryIds)).orderBy(asc(requisitos.categoria_id), asc(requisitos.orden), asc(requisitos.id))
      : Promise.resolve([]),
    ids.length ? ctx.db.select().from(consolidaciones).where(inArray(consolidaciones.postulacion_sello_id, ids)) : Promise.resolve([]),
    reviewersOf(ctx, ids),
  ]);
  const scores = new Map(scoreRows.map((s) => [`${s.postulacion_sello_id}:${s.requisito_id}`, Number(s.puntaje)]));
  const header = ['ID', 'Institución', 'RUT', 'Categoría', 'Estado', ...reqRows.map((r) => r.nombre), 'Puntaje total', 'Revisores', 'Fecha de creación', 'Fecha de postulación', 'Última actualización'];
  const lines = rows.map(({ p, categoria, enviada }) => {
    const own = reqRows.map((r) => (r.categoria_id === p.categoria_id ? scores.get(`${p.id}:${r.id}`) ?? null : null));
    const mine = reqRows.filter((r) => r.categoria_id === p.categoria_id);
    const complete = mine.length > 0 && mine.every((r) => scores.has(`${p.id}:${r.id}`));
    const total = complete ? mine.reduce((sum, r) => sum + (scores.get(`${p.id}:${r.id}`) ?? 0), 0) : null;
    const names = (reviewers.get(p.id) ?? []).map((r) => r.nombre).join(', ');
    return [p.id, p.nombre_institucion, p.rut_institucion, categoria, p.estado, ...own, total, names, date(p.created_at), date(enviada), date(p.updated_at)];
  });
  return csvDocument(header, lines);
}
