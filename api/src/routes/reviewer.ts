import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ApplicationStatus } from '@sello/shared-api';
import { applicationFilterSchema, decisionSchema, evaluationSchema } from '@sello/shared-api/schemas';
import { STAFF, type AppContext } from '../context';
import { estadoRequisitos, obtencionSelloP1, postulacionSellos, requisitoPostulaciones, requisitos } from '../db/schema';
import { audit } from '../lib/audit';
import { HttpError, invalid, MSG, notFound } from '../lib/http-error';
import { parse, parseId } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import {
  addHistory, anyApplication, applicationDetail, listApplications, submissionWithFile, TRANSITIONS,
} from '../services/applications';

const staff = { roles: STAFF };
const EVALUABLE: ApplicationStatus[] = ['Enviada', 'En revisión', 'Admisible'];

export function registerReviewerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/revisor/postulaciones', { config: staff }, async (request) => {
    const filter = parse(applicationFilterSchema, request.query);
    return listApplications(ctx, {
      institucion: filter.institucion, categoriaId: filter.categoria_id, anno: filter.anno, estado: filter.estado, excludeDrafts: true,
    });
  });

  app.get('/api/revisor/postulaciones/:id', { config: staff }, async (request) => {
    const application = await anyApplication(ctx.db, parseId((request.params as { id: string }).id));
    if (application.estado === 'Borrador') throw notFound('La postulación no existe.');
    return applicationDetail(ctx, application);
  });

  app.put('/api/revisor/postulaciones/:id/requisitos/:requisitoId', { config: staff }, async (request) => {
    const auth = requireAuth(request);
    const params = request.params as { id: string; requisitoId: string };
    const application = await anyApplication(ctx.db, parseId(params.id));
    const requisitoId = parseId(params.requisitoId);
    const body = parse(evaluationSchema, request.body);
    const [requisito] = requisitoId ? await ctx.db.select().from(requisitos).where(eq(requisitos.id, requisitoId)).limit(1) : [];
    if (!requisito || requisito.categoria_id !== application.categoria_id) throw notFound('El requisito no existe en esta postulación.');
    if (!EVALUABLE.includes(application.estado as ApplicationStatus)) {
      throw new HttpError(409, 'La postulación no está en un estado que permita evaluarla.');
    }
    if (body.puntaje_evaluado > requisito.ptje_total) {
      throw invalid({ puntaje_evaluado: [`El puntaje evaluado no puede superar ${requisito.ptje_total}.`] });
    }
    const [estado] = await ctx.db.select().from(estadoRequisitos).where(eq(estadoRequisitos.id, body.estado_requisito_id)).limit(1);
    if (!estado) throw invalid({ estado_requisito_id: ['El estado del requisito no es válido.'] });
    const [p1] = await ctx.db.select().from(obtencionSelloP1).where(eq(obtencionSelloP1.postulacion_sello_id, application.id)).limit(1);
    if (!p1) throw new HttpError(409, 'La postulación aún no tiene archivos para evaluar.');
    const saved = await ctx.db.transaction(async (tx) => {
      const values = {
        puntaje_evaluado: body.puntaje_evaluado, cumple: body.cumple, estado_requisito_id: estado.id,
        comentario: body.comentario ?? null, evaluado_por: auth.id,
      };
      const [row] = await tx.insert(requisitoPostulaciones)
        .values({ ...values, obtencion_sello_p1_id: p1.id, requisito_id: requisito.id })
        .onConflictDoUpdate({
          target: [requisitoPostulaciones.obtencion_sello_p1_id, requisitoPostulaciones.requisito_id],
          set: { ...values, updated_at: sql`now()` },
        }).returning();
      const nextEstado = application.estado === 'Enviada' ? 'En revisión' : application.estado;
      const [updated] = await tx.update(postulacionSellos).set({ estado: nextEstado, evaluado_por: auth.id, updated_at: sql`now()` })
        .where(eq(postulacionSellos.id, application.id)).returning();
      if (updated && nextEstado !== application.estado) await addHistory(tx, updated, 5);
      await audit(tx, auth.id, 'evaluar', 'requisito_postulacion', row?.id ?? null, { postulacion_sello_id: application.id, requisito_id: requisito.id, ...values });
      return row;
    });
    if (!saved) throw new HttpError(500, MSG.unexpected);
    return submissionWithFile(ctx, saved);
  });

  app.post('/api/revisor/postulaciones/:id/decision', { config: staff }, async (request) => {
    const auth = requireAuth(request);
    const application = await anyApplication(ctx.db, parseId((request.params as { id: string }).id));
    const body = parse(decisionSchema, request.body);
    const allowed = TRANSITIONS[application.estado as ApplicationStatus] ?? [];
    if (!allowed.includes(body.estado)) {
      throw new HttpError(409, `No se puede pasar de "${application.estado}" a "${body.estado}".`);
    }
    const updated = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.update(postulacionSellos).set({ estado: body.estado, evaluado_por: auth.id, updated_at: sql`now()` })
        .where(and(eq(postulacionSellos.id, application.id), eq(postulacionSellos.estado, application.estado))).returning();
      if (!row) throw new HttpError(409, 'La postulación cambió mientras la revisabas. Vuelve a cargarla.');
      await addHistory(tx, row, 5);
      await audit(tx, auth.id, 'decidir', 'postulacion_sello', row.id, { desde: application.estado, hasta: body.estado, comentario: body.comentario ?? null });
      return row;
    });
    return applicationDetail(ctx, updated);
  });
}
