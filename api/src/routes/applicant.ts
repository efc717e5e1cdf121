import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPLICANT, type AppContext } from '../context';
import { obtencionSelloP1, obtencionSelloP2 } from '../db/schema';
import { HttpError, MSG } from '../lib/http-error';
import { sendPrivateCached } from '../lib/json-cache';
import { parseId } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import { deliverPending } from '../lib/outbox';
import {
  applicationDetail, listApplications, lockApplication, ownApplication, requirementsWithState,
} from '../services/applications';
import { notifyApplicant } from '../services/review/notify';
import { transition } from '../services/review/state';

const applicant = { roles: APPLICANT };

export function registerApplicantRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/postulante/postulaciones', { config: applicant }, async (request) =>
    listApplications(ctx, { postulanteId: requireAuth(request).id }));

  app.get('/api/postulante/postulaciones/:id', { config: applicant }, async (request, reply) => {
    const auth = requireAuth(request);
    const id = parseId((request.params as { id: string }).id);
    // Hot read: reused for up to 1 s until any write (lib/json-cache.ts); the key holds the applicant.
    return sendPrivateCached(ctx, reply, `detalle:${auth.id}:${id}`, async () => applicationDetail(ctx, await ownApplication(ctx.db, auth.id, id)));
  });

  app.get('/api/postulante/postulaciones/:id/requisitos', { config: applicant }, async (request) => {
    const own = await ownApplication(ctx.db, requireAuth(request).id, parseId((request.params as { id: string }).id));
    const [p1] = await ctx.db.select().from(obtencionSelloP1).where(eq(obtencionSelloP1.postulacion_sello_id, own.id)).limit(1);
    return requirementsWithState(ctx, own, p1?.id ?? null);
  });

  /** Registrada -> Enviada, once every file the process asks for is attached (the portal's Finalizar waits for the same). */
  app.post('/api/postulante/postulaciones/:id/enviar', { config: applicant }, async (request) => {
    const found = await ownApplication(ctx.db, requireAuth(request).id, parseId((request.params as { id: string }).id));
    const updated = await ctx.db.transaction(async (tx) => {
      // Checked under the application's lock, which every upload and file deletion also takes: a
      // concurrent one either commits before (and is checked here) or waits and then finds it Enviada.
      const own = await lockApplication(tx, found.id);
      if (own.estado !== 'Registrada') throw new HttpError(409, MSG.notEditable);
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
      await notifyApplicant(tx, ctx.config, row, 'Recibimos su postulación - Sello Chile Inclusivo',
        `Recibimos la postulación de ${row.nombre_institucion} al Sello Chile Inclusivo. El equipo revisará primero su admisibilidad.`);
      return row;
    });
    void deliverPending(ctx);
    return applicationDetail(ctx, updated);
  });
}
