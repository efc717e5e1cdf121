import { create as contentDisposition } from 'content-disposition';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idField } from '@sello/shared-api/schemas';
import { APPLICANT, type AppContext } from '../context';
import { archivos, comprobantes, obtencionSelloP1, obtencionSelloP2, postulacionSellos } from '../db/schema';
import { HttpError, MSG, notFound } from '../lib/http-error';
import { sendPrivateCached } from '../lib/json-cache';
import { parse, parseId } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import { deliverPending } from '../lib/outbox';
import {
  applicationDetail, listApplications, lockApplication, ownApplication, requirementsWithState,
} from '../services/applications';
import { assertSendingWindow, callById } from '../services/calls';
import { issueReceipt } from '../services/receipt';
import { taskList } from '../services/task-list';
import { transition } from '../services/review/state';

const applicant = { roles: APPLICANT };
const taskListQuery = v.object({ postulacion: v.optional(idField('La postulación no es válida.')) });

/** The application a task list without `?postulacion=` is about: the newest one still in progress, else the newest. */
async function currentApplication(ctx: AppContext, postulanteId: number) {
  const [inProgress] = await ctx.db.select().from(postulacionSellos).where(and(
    eq(postulacionSellos.postulante_id, postulanteId), inArray(postulacionSellos.estado, ['Borrador', 'Registrada', 'Observada']),
  )).orderBy(desc(postulacionSellos.id)).limit(1);
  if (inProgress) return inProgress;
  const [latest] = await ctx.db.select().from(postulacionSellos).where(eq(postulacionSellos.postulante_id, postulanteId)).orderBy(desc(postulacionSellos.id)).limit(1);
  return latest ?? null;
}

export function registerApplicantRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/postulante/postulaciones', { config: applicant }, async (request) =>
    listApplications(ctx, { postulanteId: requireAuth(request).id }));

  app.get('/api/postulante/postulaciones/:id', { config: applicant }, async (request, reply) => {
    const auth = requireAuth(request);
    const id = parseId((request.params as { id: string }).id);
    // Hot read: reused for up to 1 s until any write (lib/json-cache.ts); the key holds the applicant.
    return sendPrivateCached(ctx, reply, `detalle:${auth.id}:${id}`, async () => applicationDetail(ctx, await ownApplication(ctx.db, auth.id, id)));
  });

  /**
   * The task list (issue 60): every part with its state and page, and the call's closing date. With
   * `?postulacion=<id>` that application (404 if it is not the caller's); without it the one in
   * progress, or, for someone who has not started, every part 'Sin iniciar'.
   */
  app.get('/api/postulante/tareas', { config: applicant }, async (request) => {
    const auth = requireAuth(request);
    const query = parse(taskListQuery, request.query);
    const own = query.postulacion ? await ownApplication(ctx.db, auth.id, query.postulacion) : await currentApplication(ctx, auth.id);
    return taskList(ctx, own);
  });

  /** The receipt of a sent application (a tagged PDF): its owner only; 404 before it was sent. */
  app.get('/api/postulante/postulaciones/:id/comprobante', { config: applicant }, async (request, reply) => {
    const own = await ownApplication(ctx.db, requireAuth(request).id, parseId((request.params as { id: string }).id));
    const [row] = await ctx.db.select({ file: archivos }).from(comprobantes)
      .innerJoin(archivos, eq(archivos.id, comprobantes.archivo_id)).where(eq(comprobantes.postulacion_sello_id, own.id)).limit(1);
    if (!row || !(await ctx.storage.exists(row.file.storage_key))) throw notFound('Esta postulación aún no tiene comprobante: se emite al enviarla.');
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Length', String(row.file.size))
      .header('Content-Disposition', contentDisposition(row.file.nombre_original))
      .send(ctx.storage.read(row.file.storage_key));
  });

  app.get('/api/postulante/postulaciones/:id/requisitos', { config: applicant }, async (request) => {
    const own = await ownApplication(ctx.db, requireAuth(request).id, parseId((request.params as { id: string }).id));
    const [p1] = await ctx.db.select().from(obtencionSelloP1).where(eq(obtencionSelloP1.postulacion_sello_id, own.id)).limit(1);
    return requirementsWithState(ctx, own, p1?.id ?? null);
  });

  /** Registrada -> Enviada, once every file the process asks for is attached (the portal's Finalizar waits for the same). */
  app.post('/api/postulante/postulaciones/:id/enviar', { config: applicant }, async (request) => {
    const found = await ownApplication(ctx.db, requireAuth(request).id, parseId((request.params as { id: string }).id));
    // The receipt's PDF is written to storage inside the transaction: removed again if it rolls back.
    const written: string[] = [];
    const updated = await ctx.db.transaction(async (tx) => {
      // Checked under the application's lock, which every upload and file deletion also takes: a
      // concurrent one either commits before (and is checked here) or waits and then finds it Enviada.
      const own = await lockApplication(tx, found.id);
      if (own.estado !== 'Registrada') throw new HttpError(409, MSG.notEditable);
      // Inside its call's window (issue 60): before it opens or after it closes, the message gives the date.
      const call = await callById(tx, own.convocatoria_id);
      await assertSendingWindow(ctx, tx, call);
      const [p1] = await tx.select().from(obtencionSelloP1).where(eq(obtencionSelloP1.postulacion_sello_id, own.id)).limit(1);
      if (!p1?.bitacora_id || !p1.declaracion_autoridad_id) {
        throw new HttpError(409, 'Adjunta la bitácora y el formulario de declaración antes de enviar la postulación.');
      }
      const [p2] = await tx.select({ id: obtencionSelloP2.id }).from(obtencionSelloP2).where(eq(obtencionSelloP2.obtencion_sello_p1_id, p1.id)).limit(1);
      if (!p2) throw new HttpError(409, 'Adjunta el archivo de verificación de admisibilidad antes de enviar la postulación.');
      const missing = (await requirementsWithState(ctx, own, p1.id, tx)).filter((r) => !r.entrega?.archivo);
      if (missing.length > 0) {
        throw new HttpError(409, `Anexa el archivo de cada requisito antes de enviar la postulación. Faltan: ${missing.map((r) => r.nombre).join(', ')}.`);
      }
      const row = await transition(tx, own, 'Enviada', { actor: 'postulante', userId: null });
      // The receipt (reference, date, what happens next) and its e-mail, in this transaction (issue 60).
      if (call) await issueReceipt(ctx, tx, row, call, written);
      return row;
    }).catch(async (error: unknown) => {
      await Promise.all(written.map((key) => ctx.storage.remove(key).catch(() => undefined)));
      throw error;
    });
    void deliverPending(ctx);
    return { ...(await applicationDetail(ctx, updated)), message: 'Postulación enviada correctamente.' };
  });
}
