import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '@sello/shared-api';
import type { AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import {
  archivos, categoriaPostulaciones, comprobantes, comunas, encargados, estadoRequisitos, historialPostulaciones, instituciones,
  mediosVerificacion, obtencionSelloP1, obtencionSelloP2, obtencionSelloP3, postulacionSellos, regiones, repLegales, requisitoPostulaciones,
  requisitos, resultadoPostulaciones, tipoInstituciones, users,
} from '../db/schema';
import { HttpError, MSG, notFound } from '../lib/http-error';
import { iso, privateFile, type FileRef } from '../lib/serialize';
import { callById, serializeCall } from './calls';
import { serializeReceipt } from './receipt';
import { serializeRequisito } from './requirements';

export type Postulacion = typeof postulacionSellos.$inferSelect;

/** States in which the applicant may still change data and files. */
export const EDITABLE: ApplicationStatus[] = ['Borrador', 'Registrada'];

/** The applicant's own application, or 404 — never 403, so ids of others cannot be probed. */
export async function ownApplication(db: DbOrTx, postulanteId: number, id: number | null): Promise<Postulacion> {
  const [row] = id
    ? await db.select().from(postulacionSellos)
      .where(and(eq(postulacionSellos.id, id), eq(postulacionSellos.postulante_id, postulanteId))).limit(1)
    : [];
  if (!row) throw notFound('La postulación no existe.');
  return row;
}

export async function anyApplication(db: DbOrTx, id: number | null): Promise<Postulacion> {
  const [row] = id ? await db.select().from(postulacionSellos).where(eq(postulacionSellos.id, id)).limit(1) : [];
  if (!row) throw notFound('La postulación no existe.');
  return row;
}

/**
 * Locks the application's row until the caller's transaction ends (SELECT … FOR UPDATE) and returns it
 * as it is now, after running `check` on it. Every write that depends on the application's state (the
 * applicant's uploads, file deletions and wizard saves, sending, re-sending, the recurso de reposición)
 * takes this lock first, before writing any row, and checks the row it returns, never one read before
 * the transaction: of two concurrent requests one waits for the other to commit and then sees its
 * result, so the loser gets the same 409 as one after the other and its transaction keeps nothing.
 * Lock order: this row first, then the institution's lock (institution-hold.ts).
 */
export async function lockApplication(
  tx: Tx, id: number, check?: (app: Postulacion) => void | Promise<void>,
): Promise<Postulacion> {
  const [row] = await tx.select().from(postulacionSellos).where(eq(postulacionSellos.id, id)).limit(1).for('update');
  if (!row) throw notFound('La postulación no existe.');
  await check?.(row);
  return row;
}

export function assertEditable(app: Postulacion): void {
  if (!EDITABLE.includes(app.estado as ApplicationStatus)) throw new HttpError(409, MSG.notEditable);
}

/** The result recorded in history follows the application's state; unmatched states use the first result. */
export async function resultFor(db: DbOrTx, estado: string): Promise<number> {
  const rows = await db.select().from(resultadoPostulaciones).orderBy(asc(resultadoPostulaciones.id));
  const patterns: Record<string, RegExp> = {
    Aprobada: /aprob/i, Rechazada: /rechaz/i, Inadmisible: /inadmis/i, Admisible: /^admis/i, 'En revisión': /revisi/i, Enviada: /envia/i,
  };
  const pattern = patterns[estado];
  const match = rows.find((row) => row.nombre === estado) ?? (pattern ? rows.find((row) => pattern.test(row.nombre)) : undefined);
  const chosen = match ?? rows[0];
  if (!chosen) throw new HttpError(500, MSG.unexpected);
  return chosen.id;
}

export async function addHistory(db: DbOrTx, app: Postulacion, progreso: number, estado = app.estado) {
  const [row] = await db.insert(historialPostulaciones).values({
    postulacion_sello_id: app.id,
    institucion_id: app.institucion_id,
    resultado_postulacion_id: await resultFor(db, estado),
    progreso_postulacion: progreso,
  }).returning();
  if (!row) throw new HttpError(500, MSG.unexpected);
  return row;
}

export async function historyOf(db: DbOrTx, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  const rows = await db.select({ h: historialPostulaciones, resultado: resultadoPostulaciones.nombre }).from(historialPostulaciones)
    .innerJoin(resultadoPostulaciones, eq(resultadoPostulaciones.id, historialPostulaciones.resultado_postulacion_id))
    .where(inArray(historialPostulaciones.postulacion_sello_id, applicationIds))
    .orderBy(desc(historialPostulaciones.created_at), desc(historialPostulaciones.id));
  return rows.map(({ h, resultado }) => ({
    id: h.id, postulacion_sello_id: h.postulacion_sello_id, institucion_id: h.institucion_id,
    resultado_postulacion_id: h.resultado_postulacion_id, resultado, progreso_postulacion: h.progreso_postulacion,
    created_at: iso(h.created_at),
  }));
}

export interface SummaryFilter {
  postulanteId?: number;
  institucion?: string | undefined;
  categoriaId?: number | undefined;
  anno?: number | undefined;
  estado?: string | undefined;
  excludeDrafts?: boolean;
}

export async function listApplications(ctx: AppContext, filter: SummaryFilter) {
  const where: SQL[] = [];
  if (filter.postulanteId) where.push(eq(postulacionSellos.postulante_id, filter.postulanteId));
  if (filter.institucion) where.push(ilike(postulacionSellos.nombre_institucion, `%${filter.institucion.replace(/[%_\\]/g, '\\$&')}%`));
  if (filter.categoriaId) where.push(eq(postulacionSellos.categoria_id, filter.categoriaId));
  if (filter.anno) where.push(sql`extract(year from ${postulacionSellos.created_at}) = ${filter.anno}`);
  if (filter.estado) where.push(eq(postulacionSellos.estado, filter.estado));
  // Reviewers and admins see an application once the applicant has finished the registration.
  if (filter.excludeDrafts) where.push(sql`${postulacionSellos.estado} <> 'Borrador'`);
  const rows = await ctx.db.select({ p: postulacionSellos, categoria: categoriaPostulaciones.nombre, revisor: users.name, revisorApellido: users.lastname })
    .from(postulacionSellos)
    .leftJoin(categoriaPostulaciones, eq(categoriaPostulaciones.id, postulacionSellos.categoria_id))
    .leftJoin(users, eq(users.id, postulacionSellos.evaluado_por))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(postulacionSellos.created_at), desc(postulacionSellos.id));
  return rows.map(({ p, categoria, revisor, revisorApellido }) => summary(p, categoria, revisor ? `${revisor} ${revisorApellido ?? ''}`.trim() : null));
}

function summary(p: Postulacion, categoria: string | null, evaluadoPor: string | null) {
  return {
    id: p.id,
    postulacion_sello_id: p.id,
    institucion_id: p.institucion_id,
    nombre_institucion: p.nombre_institucion,
    categoria_id: p.categoria_id,
    categoria,
    year: p.year,
    estado: p.estado as ApplicationStatus,
    step: p.step,
    created_at: iso(p.created_at),
    updated_at: iso(p.updated_at),
    evaluado_por: evaluadoPor,
  };
}

export function serializePostulacion(p: Postulacion) {
  return {
    id: p.id, nombre_institucion: p.nombre_institucion, rut_institucion: p.rut_institucion, rubro_institucion: p.rubro_institucion,
    tipo_institucion_id: p.tipo_institucion_id, direccion_fisica: p.direccion_fisica, region_id: p.region_id, comuna_id: p.comuna_id,
    cant_trabajadores: p.cant_trabajadores, cant_trabajadores_discapacidad: p.cant_trabajadores_discapacidad,
    categoria_id: p.categoria_id, year: p.year, convocatoria_id: p.convocatoria_id, institucion_id: p.institucion_id,
    estado: p.estado as ApplicationStatus, step: p.step, created_at: iso(p.created_at), updated_at: iso(p.updated_at),
  };
}

async function filesById(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, FileRef>> {
  const list = ids.filter((id): id is string => Boolean(id));
  if (list.length === 0) return new Map();
  const rows = await db.select().from(archivos).where(inArray(archivos.id, list));
  return new Map(rows.map((row) => [row.id, row]));
}

export function serializeP1(ctx: AppContext, p1: typeof obtencionSelloP1.$inferSelect, files: Map<string, FileRef>) {
  return {
    id: p1.id,
    postulacion_sello_id: p1.postulacion_sello_id,
    bitacora: privateFile(ctx.config, p1.bitacora_id ? files.get(p1.bitacora_id) : null),
    declaracion_autoridad: privateFile(ctx.config, p1.declaracion_autoridad_id ? files.get(p1.declaracion_autoridad_id) : null),
    created_at: iso(p1.created_at),
    updated_at: iso(p1.updated_at),
  };
}

export async function p1WithFiles(ctx: AppContext, p1: typeof obtencionSelloP1.$inferSelect) {
  return serializeP1(ctx, p1, await filesById(ctx.db, [p1.bitacora_id, p1.declaracion_autoridad_id]));
}

/** While these last, the team is reviewing what the applicant sent. */
const UNDER_REVIEW = ['Enviada', 'En revisión', 'Observada', 'Admisible', 'En reposición'];

/**
 * The Estado an applicant sees for a requirement, from its file and the application's state: Pendiente
 * (no file yet), En revisión (sent and not yet decided) or Cargado. Derived, not stored, so it cannot
 * fall behind the application (the stored estado_requisito_id is the old site's placeholder). Returns
 * the rule with the states' ids, read once.
 */
async function requirementState(db: DbOrTx) {
  const states = await db.select().from(estadoRequisitos);
  const ids = new Map(states.map((s) => [s.nombre, s.id]));
  return (appEstado: string, hasFile: boolean) => {
    const name = !hasFile ? 'Pendiente' : UNDER_REVIEW.includes(appEstado) ? 'En revisión' : 'Cargado';
    return { estado_requisito_id: ids.get(name) ?? 0, estado_requisito: name };
  };
}

/** Requirements of the application's category, each with this application's submission and evaluation. */
export async function requirementsWithState(ctx: AppContext, app: Postulacion, p1Id: number | null, db: DbOrTx = ctx.db) {
  if (!app.categoria_id) return [];
  const reqs = await db.select().from(requisitos).where(eq(requisitos.categoria_id, app.categoria_id))
    .orderBy(asc(requisitos.orden), asc(requisitos.id));
  const stateOf = await requirementState(db);
  const subs = p1Id ? await db.select().from(requisitoPostulaciones).where(eq(requisitoPostulaciones.obtencion_sello_p1_id, p1Id)) : [];
  const files = await filesById(db, subs.map((s) => s.archivo_id));
  const byReq = new Map(subs.map((s) => [s.requisito_id, s]));
  return reqs.map((r) => {
    const sub = byReq.get(r.id);
    const estado = stateOf(app.estado, Boolean(sub?.archivo_id));
    return {
      ...serializeRequisito(r),
      ...estado,
      entrega: sub ? { ...serializeSubmission(ctx, sub, files), ...estado } : null,
    };
  });
}

function serializeSubmission(ctx: AppContext, sub: typeof requisitoPostulaciones.$inferSelect, files: Map<string, FileRef>) {
  return {
    id: sub.id, requisito_id: sub.requisito_id, obtencion_sello_p1_id: sub.obtencion_sello_p1_id,
    medio_verificacion: sub.medio_verificacion,
    archivo: privateFile(ctx.config, sub.archivo_id ? files.get(sub.archivo_id) : null),
    puntaje_evaluado: sub.puntaje_evaluado, cumple: sub.cumple, comentario: sub.comentario,
    created_at: iso(sub.created_at), updated_at: iso(sub.updated_at),
  };
}

/** A requirement's file as just saved by the applicant (the application is still Registrada). */
export async function submissionWithFile(ctx: AppContext, sub: typeof requisitoPostulaciones.$inferSelect) {
  const estado = (await requirementState(ctx.db))('Registrada', Boolean(sub.archivo_id));
  return { ...serializeSubmission(ctx, sub, await filesById(ctx.db, [sub.archivo_id])), ...estado };
}

/**
 * Everything the applicant entered and attached, for the application's page and "check your answers"
 * (issue 60): the institution with its type, region and commune by name, both people, the category and
 * call, every file (each admissibility file with its verification means), the requirements, and once
 * sent the receipt (`envio`).
 */
export async function applicationDetail(ctx: AppContext, app: Postulacion) {
  const db = ctx.db;
  const [[categoria], [institucion], [rep], [enc], [p1], [revisor], [names], call, [receipt]] = await Promise.all([
    app.categoria_id ? db.select().from(categoriaPostulaciones).where(eq(categoriaPostulaciones.id, app.categoria_id)) : Promise.resolve([]),
    db.select().from(instituciones).where(eq(instituciones.id, app.institucion_id)),
    db.select().from(repLegales).where(eq(repLegales.postulacion_sello_id, app.id)),
    db.select().from(encargados).where(eq(encargados.postulacion_sello_id, app.id)),
    db.select().from(obtencionSelloP1).where(eq(obtencionSelloP1.postulacion_sello_id, app.id)),
    app.evaluado_por ? db.select().from(users).where(eq(users.id, app.evaluado_por)) : Promise.resolve([]),
    db.select({ tipo: tipoInstituciones.nombre, region: regiones.nombre, comuna: comunas.nombre }).from(postulacionSellos)
      .leftJoin(tipoInstituciones, eq(tipoInstituciones.id, postulacionSellos.tipo_institucion_id))
      .leftJoin(regiones, eq(regiones.id, postulacionSellos.region_id))
      .leftJoin(comunas, eq(comunas.id, postulacionSellos.comuna_id))
      .where(eq(postulacionSellos.id, app.id)),
    callById(db, app.convocatoria_id),
    db.select().from(comprobantes).where(eq(comprobantes.postulacion_sello_id, app.id)),
  ]);
  const p2 = p1
    ? await db.select({ row: obtencionSelloP2, medio: mediosVerificacion.nombre }).from(obtencionSelloP2)
      .leftJoin(mediosVerificacion, eq(mediosVerificacion.id, obtencionSelloP2.medio_verificacion_id))
      .where(eq(obtencionSelloP2.obtencion_sello_p1_id, p1.id)).orderBy(asc(obtencionSelloP2.id))
    : [];
  const p3 = p1 ? await db.select().from(obtencionSelloP3).where(eq(obtencionSelloP3.obtencion_sello_p1_id, p1.id)).orderBy(asc(obtencionSelloP3.id)) : [];
  const files = await filesById(db, [
    p1?.bitacora_id ?? null, p1?.declaracion_autoridad_id ?? null, ...p2.map((r) => r.row.archivo_verificacion_id), ...p3.map((r) => r.archivo_id),
  ]);
  return {
    ...summary(app, categoria?.nombre ?? null, revisor ? `${revisor.name} ${revisor.lastname}` : null),
    postulacion: { ...serializePostulacion(app), tipo_institucion: names?.tipo ?? null, region: names?.region ?? null, comuna: names?.comuna ?? null },
    convocatoria: call ? await serializeCall(ctx, call) : null,
    envio: receipt
      ? { ...serializeReceipt(receipt), descargar_url: `${ctx.config.publicBaseUrl}/api/postulante/postulaciones/${app.id}/comprobante` }
      : null,
    instituciones: { id: institucion?.id ?? app.institucion_id, titulo: institucion?.titulo ?? app.nombre_institucion, rut: institucion?.rut ?? app.rut_institucion },
    rep_legal: rep ? { ...rep, created_at: iso(rep.created_at), updated_at: iso(rep.updated_at) } : null,
    encargado: enc ? { ...enc, created_at: iso(enc.created_at), updated_at: iso(enc.updated_at) } : null,
    obtencion_sello_p1: p1 ? serializeP1(ctx, p1, files) : null,
    obtencion_sello_p2: p2.map(({ row: r, medio }) => ({
      id: r.id, obtencion_sello_p1_id: r.obtencion_sello_p1_id, medio_verificacion_id: r.medio_verificacion_id, medio_verificacion: medio,
      archivo_verificacion: privateFile(ctx.config, files.get(r.archivo_verificacion_id)), created_at: iso(r.created_at),
    })),
    obtencion_sello_p3: p3.map((r) => ({
      id: r.id, obtencion_sello_p1_id: r.obtencion_sello_p1_id, descripcion: r.descripcion,
      archivo: privateFile(ctx.config, files.get(r.archivo_id)), created_at: iso(r.created_at),
    })),
    requisitos: await requirementsWithState(ctx, app, p1?.id ?? null),
    historial: await historyOf(db, [app.id]),
  };
}
