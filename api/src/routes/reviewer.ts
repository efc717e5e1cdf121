// The reviewer's side of the review workflow: my queue, the conflict-of-interest declaration,
// independent scoring and 'Enviar evaluación'. Only assigned applications exist for a reviewer.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { declarationSchema, reviewerQueueFilterSchema, reviewerScoreSchema } from '@sello/shared-api/schemas';
import { STAFF, type AppContext } from '../context';
import { asignaciones, evaluaciones, requisitos } from '../db/schema';
import { audit } from '../lib/audit';
import { HttpError, invalid, notFound } from '../lib/http-error';
import { parse, parseId } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import { lockApplication } from '../services/applications';
import { assignedApplication, declaredApplication } from '../services/review/access';
import { cachedList } from '../services/review/list-cache';
import { reviewerQueue } from '../services/review/queue';
import { reviewerDetail, reviewerRequirements } from '../services/review/reviewer-detail';
import { consolidationGrid, serializeEvaluation } from '../services/review/scores';

const staff = { roles: STAFF };
type Params = { id: string; requisitoId?: string };

/**
 * A reviewer scores only an admissible application. Checked again on the locked row inside the write's
 * transaction (as the admins' decisions lock it): a score sent at the moment of the decision either
 * comes before it or gets the 409 it would get after it, never lands on a decided application.
 */
const assertScorable = (row: { estado: string }) => {
  if (row.estado !== 'Admisible') throw new HttpError(409, 'Solo se evalúan postulaciones admisibles.');
};

export function registerReviewerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/revisor/postulaciones', { config: staff }, async (request, reply) => {
    const filter = parse(reviewerQueueFilterSchema, request.query);
    const auth = requireAuth(request);
    const body = await cachedList(ctx, `revisor:${auth.id}:${request.url}`, () => reviewerQueue(ctx, auth.id, filter));
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/revisor/postulaciones/:id', { config: staff }, async (request) => {
    const { app: application, asignacion } = await assignedApplication(ctx.db, requireAuth(request).id, parseId((request.params as Params).id));
    return reviewerDetail(ctx, application, asignacion);
  });

  app.post('/api/revisor/postulaciones/:id/declaracion', { config: staff }, async (request) => {
    const auth = requireAuth(request);
    const { app: application, asignacion } = await assignedApplication(ctx.db, auth.id, parseId((request.params as Params).id));
    const body = parse(declarationSchema, request.body);
    if (asignacion.declaracion) throw new HttpError(409, 'Ya declaraste sobre el conflicto de interés de esta postulación.');
    const motivo = body.tipo === 'inhabilitacion' ? body.motivo ?? null : body.motivo || null;
    const updated = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.update(asignaciones).set({ declaracion: body.tipo, declaracion_motivo: motivo, declarada_at: sql`now()`, updated_at: sql`now()` })
        .where(and(eq(asignaciones.id, asignacion.id), sql`${asignaciones.declaracion} is null`)).returning();
      if (!row) throw new HttpError(409, 'Ya declaraste sobre el conflicto de interés de esta postulación.');
      await audit(tx, auth.id, 'crear', 'declaracion_conflicto', row.id, { postulacion_sello_id: application.id, tipo: body.tipo, motivo });
      return row;
    });
    if (body.tipo === 'inhabilitacion') {
      return { message: 'Te inhabilitaste para revisar esta postulación. La administración asignará a otra persona.' };
    }
    return reviewerDetail(ctx, application, updated);
  });

  app.get('/api/revisor/postulaciones/:id/requisitos/:requisitoId', { config: staff }, async (request) => {
    const params = request.params as Params;
    const { app: application, asignacion } = await declaredApplication(ctx.db, requireAuth(request).id, parseId(params.id));
    const requisitoId = parseId(params.requisitoId);
    const found = (await reviewerRequirements(ctx, application, asignacion.revisor_id)).find((r) => r.id === requisitoId);
    if (!found) throw notFound('El requisito no existe en esta postulación.');
    return found;
  });

  app.put('/api/revisor/postulaciones/:id/requisitos/:requisitoId', { config: staff }, async (request) => {
    const auth = requireAuth(request);
    const params = request.params as Params;
    const { app: application, asignacion } = await declaredApplication(ctx.db, auth.id, parseId(params.id));
    const requisitoId = parseId(params.requisitoId);
    const [requisito] = requisitoId ? await ctx.db.select().from(requisitos).where(eq(requisitos.id, requisitoId)).limit(1) : [];
    if (!requisito || requisito.categoria_id !== application.categoria_id) throw notFound('El requisito no existe en esta postulación.');
    const body = parse(reviewerScoreSchema, request.body);
    if (asignacion.evaluacion_enviada_at) throw new HttpError(409, 'Ya enviaste tu evaluación; no se puede modificar.');
    assertScorable(application);
    if (body.puntaje > requisito.ptje_total) throw invalid({ puntaje: [`El puntaje no puede superar ${requisito.ptje_total}.`] });
    const values = { puntaje: body.puntaje, cumple: body.cumple, comentario: body.comentario || null };
    const saved = await ctx.db.transaction(async (tx) => {
      await lockApplication(tx, application.id, assertScorable);
      // 'Enviar evaluación' locks the same row: after it, no score of this reviewer changes.
      const [current] = await tx.select({ enviada: asignaciones.evaluacion_enviada_at }).from(asignaciones).where(eq(asignaciones.id, asignacion.id));
      if (current?.enviada) throw new HttpError(409, 'Ya enviaste tu evaluación; no se puede modificar.');
      const [row] = await tx.insert(evaluaciones).values({ ...values, postulacion_sello_id: application.id, revisor_id: auth.id, requisito_id: requisito.id })
        .onConflictDoUpdate({ target: [evaluaciones.postulacion_sello_id, evaluaciones.revisor_id, evaluaciones.requisito_id], set: { ...values, updated_at: sql`now()` } })
        .returning();
      if (!row) throw new HttpError(500, 'Ha ocurrido un error inesperado.');
      await audit(tx, auth.id, 'evaluar', 'evaluacion', row.id, { postulacion_sello_id: application.id, requisito_id: requisito.id, ...values });
      return row;
    });
    return serializeEvaluation(saved);
  });

  app.post('/api/revisor/postulaciones/:id/enviar-evaluacion', { config: staff }, async (request) => {
    const auth = requireAuth(request);
    const { app: application, asignacion } = await declaredApplication(ctx.db, auth.id, parseId((request.params as Params).id));
    if (asignacion.evaluacion_enviada_at) throw new HttpError(409, 'Ya enviaste tu evaluación.');
    assertScorable(application);
    const reqs = await reviewerRequirements(ctx, application, auth.id);
    const missing = reqs.filter((r) => !r.mi_evaluacion);
    if (missing.length > 0) {
      throw new HttpError(409, `Falta evaluar ${missing.length === 1 ? 'el requisito' : `${missing.length} requisitos`}: ${missing.map((r) => r.nombre).join(', ')}.`);
    }
    // Cumple starts unanswered (issue 60): a score saved without it is not a finished evaluation.
    const unanswered = reqs.filter((r) => r.mi_evaluacion?.cumple === null);
    if (unanswered.length > 0) {
      throw new HttpError(409, `Falta indicar si cumple o no cumple ${unanswered.length === 1 ? 'el requisito' : `${unanswered.length} requisitos`}: ${unanswered.map((r) => r.nombre).join(', ')}.`);
    }
    const updated = await ctx.db.transaction(async (tx) => {
      await lockApplication(tx, application.id, assertScorable);
      const [row] = await tx.update(asignaciones).set({ evaluacion_enviada_at: sql`now()`, updated_at: sql`now()` })
        .where(and(eq(asignaciones.id, asignacion.id), sql`${asignaciones.evaluacion_enviada_at} is null`)).returning();
      if (!row) throw new HttpError(409, 'Ya enviaste tu evaluación.');
      await audit(tx, auth.id, 'evaluar', 'evaluacion', null, { postulacion_sello_id: application.id, enviada: true });
      return row;
    });
    return reviewerDetail(ctx, application, updated);
  });

  app.get('/api/revisor/postulaciones/:id/puntajes', { config: staff }, async (request) => {
    const auth = requireAuth(request);
    const { app: application, asignacion } = await declaredApplication(ctx.db, auth.id, parseId((request.params as Params).id));
    if (!asignacion.evaluacion_enviada_at) {
      throw new HttpError(409, 'Podrás ver las evaluaciones de otros revisores después de enviar la tuya.');
    }
    const grid = await consolidationGrid(ctx.db, application.id, application.categoria_id, { onlySent: true });
    return { filas: grid?.filas ?? [] };
  });
}
