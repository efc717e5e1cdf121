// The admin's view of one application: documents with every version, the requirements table,
// assignments and declarations, the consolidation grid, the timeline, letters, reposición, actions.
import { and, asc, desc, eq, like } from 'drizzle-orm';
import { certificateOfApplication, certificateSummary } from '../certificates/view';
import type { AppContext } from '../../context';
import {
  asignaciones, categoriaPostulaciones, correos, encargados, instituciones, obtencionSelloP1, repLegales, reposiciones,
} from '../../db/schema';
import { iso, privateFile } from '../../lib/serialize';
import { requirementsWithState, serializePostulacion, type Postulacion } from '../applications';
import { isOverdue, staffNames, todayInChile } from './common';
import { documentsView, filesById } from './documents';
import { lastTransition } from './history';
import { serializeMail, unsendableLetters } from './mails';
import { observationTurnOver } from './observations';
import { consolidationGrid } from './scores';
import { timelineOf } from './timeline';

export async function assignmentsView(ctx: AppContext, appId: number, estado: string) {
  const rows = await ctx.db.select().from(asignaciones).where(eq(asignaciones.postulacion_sello_id, appId)).orderBy(asc(asignaciones.id));
  const active = rows.filter((a) => a.activa);
  const names = await staffNames(ctx.db, active.flatMap((a) => [a.revisor_id, a.asignada_por]));
  const today = todayInChile();
  return { active, view: (started: Set<number>) => active.map((a) => {
    const evaluacion = a.evaluacion_enviada_at ? 'enviada' as const : started.has(a.revisor_id) ? 'en_curso' as const : 'pendiente' as const;
    const revisor = names.get(a.revisor_id);
    const by = a.asignada_por ? names.get(a.asignada_por) : undefined;
    return {
      id: a.id, revisor: { id: a.revisor_id, nombre: revisor?.nombre ?? '', email: revisor?.email ?? '' },
      fecha_limite: a.fecha_limite, vencida: isOverdue({ estado, sent: evaluacion === 'enviada', declaracion: a.declaracion, fecha_limite: a.fecha_limite }, today),
      asignada_por: by ? { id: by.id, nombre: by.nombre } : null, created_at: iso(a.created_at),
      declaracion: a.declaracion ? { tipo: a.declaracion, motivo: a.declaracion_motivo, created_at: iso(a.declarada_at) } : null,
      evaluacion, evaluacion_enviada_at: a.evaluacion_enviada_at ? iso(a.evaluacion_enviada_at) : null,
    };
  }) };
}

/** The actions an admin can take now; the routes enforce the same rules. */
function actionsFor(app: Postulacion, ready: { consolidated: boolean; pendingReposicion: boolean; decidedByMe: boolean; observationTurnOver: boolean }) {
  const actions: string[] = [];
  if (['Enviada', 'Admisible', 'En revisión'].includes(app.estado)) actions.push('asignar');
  if (['Enviada', 'En revisión'].includes(app.estado) || (app.estado === 'Observada' && ready.observationTurnOver)) actions.push('admisibilidad');
  if (app.estado === 'Admisible') actions.push('consolidar');
  if (app.estado === 'Admisible' && ready.consolidated) actions.push('decidir');
  if (app.estado === 'En reposición' && ready.pendingReposicion && !ready.decidedByMe) actions.push('resolver_reposicion');
  if (app.estado === 'Aprobada') actions.push('publicar');
  return actions;
}

export function serializeReposicion(ctx: AppContext, r: typeof reposiciones.$inferSelect, file: Parameters<typeof privateFile>[1], resolver: { id: number; nombre: string } | null | undefined, staff: boolean) {
  return {
    id: r.id, desde: r.desde, motivo: r.motivo, archivo: privateFile(ctx.config, file), created_at: iso(r.created_at),
    resuelta_at: r.resuelta_at ? iso(r.resuelta_at) : null, aceptada: r.aceptada, motivo_resolucion: r.motivo_resolucion,
    ...(staff ? { resuelta_por: resolver ? { id: resolver.id, nombre: resolver.nombre } : null } : {}),
  };
}

export async function adminDetail(ctx: AppContext, app: Postulacion, viewerId: number) {
  const db = ctx.db;
  const [[categoria], [institucion], [rep], [enc], [p1], letters, [repo]] = await Promise.all([
    app.categoria_id ? db.select().from(categoriaPostulaciones).where(eq(categoriaPostulaciones.id, app.categoria_id)) : Promise.resolve([]),
    db.select().from(instituciones).where(eq(instituciones.id, app.institucion_id)),
    db.select().from(repLegales).where(eq(repLegales.postulacion_sello_id, app.id)),
    db.select().from(encargados).where(eq(encargados.postulacion_sello_id, app.id)),
    db.select().from(obtencionSelloP1).where(eq(obtencionSelloP1.postulacion_sello_id, app.id)),
    db.select().from(correos).where(and(eq(correos.postulacion_sello_id, app.id), like(correos.tipo, 'carta-%'))).orderBy(desc(correos.id)),
    db.select().from(reposiciones).where(eq(reposiciones.postulacion_sello_id, app.id)).orderBy(desc(reposiciones.id)).limit(1),
  ]);
  const [documentos, reqs, grid, timeline, assigned, last, certificate] = await Promise.all([
    documentsView(ctx, app.id, { versions: true }),
    requirementsWithState(ctx, app, p1?.id ?? null),
    consolidationGrid(db, app.id, app.categoria_id),
    timelineOf(db, app.id, { withNames: true }),
    assignmentsView(ctx, app.id, app.estado),
    lastTransition(db, app.id),
    app.estado === 'Publicada' ? certificateOfApplication(ctx, app.id) : Promise.resolve(null),
  ]);
  const started = new Set((grid?.filas ?? []).flatMap((f) => f.puntajes.map((p) => p.revisor.id)));
  const names = await staffNames(db, [...letters.map((l) => l.created_by), repo?.resuelta_por, repo?.decidida_por]);
  const stale = new Map((await unsendableLetters(db, letters.filter((l) => l.estado === 'borrador').map((l) => l.id))).map((l) => [l.id, l.motivo]));
  const repoFile = repo?.archivo_id ? (await filesById(db, [repo.archivo_id])).get(repo.archivo_id) : null;
  // CUMPLE, the evaluated score and its date read sent evaluations only (as the grid's average does): a
  // reviewer's draft can still change.
  const sentBy = new Set((grid?.revisores ?? []).filter((r) => r.evaluacion === 'enviada').map((r) => r.id));
  const requisitos = reqs.map((r) => {
    const row = grid?.filas.find((f) => f.requisito_id === r.id);
    const scores = row?.puntajes ?? [];
    const sent = scores.filter((p) => sentBy.has(p.revisor.id));
    const yes = sent.filter((p) => p.cumple).length;
    const dates = sent.map((p) => p.updated_at).sort();
    return {
      ...r, puntajes: scores, consolidado: row?.consolidado ?? null,
      puntaje_evaluado: row?.consolidado ?? row?.promedio ?? null,
      cumple: sent.length ? yes * 2 >= sent.length : null,
      fecha: dates.length ? dates[dates.length - 1] ?? null : null,
    };
  });
  const decidedBy = repo && !repo.resuelta_at ? repo.decidida_por : null;
  const decider = decidedBy ? names.get(decidedBy) : undefined;
  return {
    id: app.id, estado: app.estado,
    institucion: { id: institucion?.id ?? app.institucion_id, titulo: institucion?.titulo ?? app.nombre_institucion, rut: institucion?.rut ?? app.rut_institucion },
    categoria: categoria ? { id: categoria.id, nombre: categoria.nombre } : null, year: app.year,
    postulacion: serializePostulacion(app),
    rep_legal: rep ? { ...rep, created_at: iso(rep.created_at), updated_at: iso(rep.updated_at) } : null,
    encargado: enc ? { ...enc, created_at: iso(enc.created_at), updated_at: iso(enc.updated_at) } : null,
    documentos, requisitos,
    asignaciones: assigned.view(started),
    consolidacion: grid, timeline,
    cartas: letters.map((l) => ({ ...serializeMail(l, app.nombre_institucion, l.created_by ? names.get(l.created_by) ?? null : null), vigente: !stale.has(l.id), motivo_no_vigente: stale.get(l.id) ?? null })),
    reposicion: repo ? serializeReposicion(ctx, repo, repoFile, repo.resuelta_por ? names.get(repo.resuelta_por) : null, true) : null,
    plazo_respuesta: app.estado === 'Observada' ? last?.plazo ?? null : null,
    decidida_por: decider ? { id: decider.id, nombre: decider.nombre } : null,
    // Issue 58: the certificate of a published application (reissue and revocation act on its institution).
    certificado: certificate ? certificateSummary(ctx, certificate, `/api/admin/instituciones/${certificate.institucion_reconocida_id}/certificado/pdf`) : null,
    acciones: actionsFor(app, {
      // As the decision route: consolidated, and at least one evaluation sent.
      consolidated: grid?.total_consolidado !== null && grid?.total_consolidado !== undefined && grid.revisores.some((r) => r.evaluacion === 'enviada'),
      pendingReposicion: Boolean(repo && !repo.resuelta_at), decidedByMe: decidedBy === viewerId,
      observationTurnOver: app.estado === 'Observada' && await observationTurnOver(db, app.id),
    }),
  };
}
