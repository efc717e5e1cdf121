// The applicant's side of the review: their status and letters, replacing observed files, re-sending,
// and the recurso de reposición. Only their own applications (404 otherwise).
import { and, eq, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reposicionFieldsSchema } from '@sello/shared-api/schemas';
import { APPLICANT, type AppContext } from '../../context';
import { documentoVersiones, observaciones, obtencionSelloP1, obtencionSelloP2, reposiciones } from '../../db/schema';
import { HttpError, MSG, notFound } from '../../lib/http-error';
import { deliverPending } from '../../lib/outbox';
import { guardReceived, LIMITS, receiveMultipart, storeUploads } from '../../lib/uploads';
import { parse, parseId } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import type { DbOrTx, Tx } from '../../db/client';
import { anyApplication, lockApplication, ownApplication, serializePostulacion, type Postulacion } from '../../services/applications';
import { asInstitutionConflict, lockInstitution } from '../../services/institution-hold';
import { applicantView, closedWindowMessage, reposicionWindow } from '../../services/review/applicant-view';
import { observationDeadlinePassed } from '../../services/review/observations';
import { chileanDate } from '../../services/review/common';
import { stageOneDocs } from '../../services/review/documents';
import { notifyApplicant } from '../../services/review/notify';
import { transition } from '../../services/review/state';

const applicant = { roles: APPLICANT };
type Params = { id: string; observacionId?: string };
const PDF_REQUIRED = 'Debes adjuntar el archivo en PDF.';

/**
 * The open observation being answered and its document, or the refusal. Run before the upload is
 * stored and again under the application's lock inside the transaction (the state may have changed).
 */
async function observedDocument(db: DbOrTx, own: Postulacion, observacionId: number | null) {
  const [obs] = observacionId
    ? await db.select().from(observaciones).where(and(eq(observaciones.id, observacionId), eq(observaciones.postulacion_sello_id, own.id))).limit(1)
    : [];
  if (!obs) throw notFound('La observación no existe.');
  if (own.estado !== 'Observada' || !obs.abierta) throw new HttpError(409, 'Este documento ya no tiene una observación pendiente.');
  const late = observationDeadlinePassed([obs]);
  if (late) throw new HttpError(409, late);
  const docs = await stageOneDocs(db, own.id);
  const doc = docs.find((d) => d.clave === obs.clave);
  if (!doc) throw notFound('El documento observado ya no existe.');
  return { observation: obs, doc };
}

/** The recurso's window, checked before the upload is stored and again under the application's lock. */
async function openWindow(ctx: AppContext, own: Postulacion, db: DbOrTx) {
  const win = await reposicionWindow(ctx, own, db);
  if (!win.open) throw new HttpError(409, closedWindowMessage(win));
  return win;
}

export function registerApplicantReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/postulante/postulaciones/:id/revision', { config: applicant }, async (request) => {
    const own = await ownApplication(ctx.db, requireAuth(request).id, parseId((request.params as Params).id));
    return applicantView(ctx, own);
  });

  app.post('/api/postulante/postulaciones/:id/observaciones/:observacionId/archivo', { config: applicant }, async (request) => {
    const auth = requireAuth(request);
    const params = request.params as Params;
    // Ownership first: another applicant's id answers 404 before any upload is read.
    const found = await ownApplication(ctx.db, auth.id, parseId(params.id));
    const received = await receiveMultipart(request, ctx.storage, {
      archivo: { kind: 'pdf', maxBytes: LIMITS.pdf, required: true, requiredMessage: PDF_REQUIRED },
    });
    const observacionId = parseId(params.observacionId);
    await guardReceived(received, () => observedDocument(ctx.db, found, observacionId));
    // Checked again under the application's lock (a concurrent re-send or decision may have committed).
    const guard = async (tx: Tx) => observedDocument(tx, await lockApplication(tx, found.id), observacionId);
    const own = found;
    await storeUploads(ctx.db, ctx.storage, received, { publico: false, postulanteId: auth.id, guard }, async (tx, ids, { observation, doc }) => {
      const fileId = ids.archivo;
      if (!fileId) throw new HttpError(500, MSG.unexpected);
      const [last] = await tx.select({ v: max(documentoVersiones.version) }).from(documentoVersiones)
        .where(and(eq(documentoVersiones.postulacion_sello_id, own.id), eq(documentoVersiones.clave, doc.clave)));
      let version = last?.v ?? 0;
      // Every version is kept for staff, so replacements are bounded (FILES_PER_REQUIREMENT): otherwise an
      // open observation would take any number of 20 MB files. Over it the transaction and its file go.
      const replacements = Math.max(0, version - 1);
      const most = ctx.config.filesPerRequirement;
      if (replacements >= most) {
        throw new HttpError(422, `Se alcanzó el máximo de ${most} reemplazos de este documento.`, {
          archivo: [`Puedes reemplazar este documento hasta ${most} veces.`],
        });
      }
      // The first replacement also records the original file as version 1: staff see every version.
      if (version === 0 && doc.archivoId) {
        await tx.insert(documentoVersiones).values({ postulacion_sello_id: own.id, clave: doc.clave, archivo_id: doc.archivoId, version: 1 });
        version = 1;
      }
      await tx.insert(documentoVersiones).values({ postulacion_sello_id: own.id, clave: doc.clave, archivo_id: fileId, version: version + 1 });
      if (doc.tipo === 'bitacora' && doc.p1Id) await tx.update(obtencionSelloP1).set({ bitacora_id: fileId, updated_at: sql`now()` }).where(eq(obtencionSelloP1.id, doc.p1Id));
      if (doc.tipo === 'declaracion_autoridad' && doc.p1Id) await tx.update(obtencionSelloP1).set({ declaracion_autoridad_id: fileId, updated_at: sql`now()` }).where(eq(obtencionSelloP1.id, doc.p1Id));
      if (doc.tipo === 'admisibilidad' && doc.p2Id) await tx.update(obtencionSelloP2).set({ archivo_verificacion_id: fileId }).where(eq(obtencionSelloP2.id, doc.p2Id));
      await tx.update(observaciones).set({ archivo_nuevo_id: fileId, respondida_at: sql`now()` }).where(eq(observaciones.id, observation.id));
      return { result: null };
    });
    return applicantView(ctx, await anyApplication(ctx.db, own.id));
  });

  app.post('/api/postulante/postulaciones/:id/reenviar', { config: applicant }, async (request) => {
    const found = await ownApplication(ctx.db, requireAuth(request).id, parseId((request.params as Params).id));
    const updated = await ctx.db.transaction(async (tx) => {
      // Checked under the application's lock: a concurrent replacement or re-send waits for this one.
      const own = await lockApplication(tx, found.id);
      if (own.estado !== 'Observada') throw new HttpError(409, 'Solo se reenvía una postulación con observaciones.');
      const open = await tx.select().from(observaciones).where(and(eq(observaciones.postulacion_sello_id, own.id), eq(observaciones.abierta, true)));
      const late = observationDeadlinePassed(open);
      if (late) throw new HttpError(409, late);
      const pending = open.filter((o) => !o.archivo_nuevo_id);
      if (pending.length > 0) {
        throw new HttpError(409, `Reemplaza los documentos observados antes de reenviar: ${pending.map((o) => o.documento).join(', ')}.`);
      }
      const row = await transition(tx, own, 'Enviada', { actor: 'postulante', userId: null, motivo: 'Respuesta a las observaciones' });
      await notifyApplicant(tx, ctx.config, row, 'Recibimos su respuesta a las observaciones - Sello Chile Inclusivo',
        `Recibimos los documentos corregidos de la postulación de ${row.nombre_institucion}. La postulación vuelve a revisión de admisibilidad.`);
      return row;
    });
    void deliverPending(ctx);
    return { ...serializePostulacion(updated), message: 'Postulación reenviada correctamente.' };
  });

  app.post('/api/postulante/postulaciones/:id/reposicion', { config: applicant }, async (request) => {
    const auth = requireAuth(request);
    // Ownership first: another applicant's id answers 404 before any upload is read.
    const found = await ownApplication(ctx.db, auth.id, parseId((request.params as Params).id));
    const received = await receiveMultipart(request, ctx.storage, {
      archivo: { kind: 'pdf', maxBytes: LIMITS.pdf, required: false },
    });
    const fields = await guardReceived(received, async () => {
      const parsed = parse(reposicionFieldsSchema, received.fields);
      // Read again: the body may have taken a while, and a recurso sent meanwhile must be named as such.
      await openWindow(ctx, await anyApplication(ctx.db, found.id), ctx.db);
      return parsed;
    });
    // Checked again under the application's lock: of two recursos sent at once the second waits and
    // then finds the application 'En reposición' (the same 409 as a second recurso sent later).
    const guard = async (tx: Tx) => {
      const own = await lockApplication(tx, found.id);
      return { own, window: await openWindow(ctx, own, tx) };
    };
    await storeUploads(ctx.db, ctx.storage, received, { publico: false, postulanteId: auth.id, guard }, async (tx, ids, { own, window }) => {
      // 'En reposición' is live again: it must still be the only live application of its RUT and address.
      await lockInstitution(tx, own.rut_institucion);
      await tx.insert(reposiciones).values({
        postulacion_sello_id: own.id, desde: own.estado as 'Inadmisible' | 'Rechazada', motivo: fields.motivo, archivo_id: ids.archivo ?? null,
        decidida_por: window.last?.user_id ?? null,
      });
      const row = await transition(tx, own, 'En reposición', { actor: 'postulante', userId: null, motivo: fields.motivo });
      await notifyApplicant(tx, ctx.config, row, 'Recibimos su recurso de reposición - Sello Chile Inclusivo',
        `Recibimos el recurso de reposición de la postulación de ${row.nombre_institucion}, presentado dentro del plazo${window.until ? ` (hasta el ${chileanDate(window.until)})` : ''}. Le informaremos la resolución.`);
      return { result: null };
    }).catch(asInstitutionConflict);
    void deliverPending(ctx);
    return { message: 'Solicitud de reposición enviada correctamente.', revision: await applicantView(ctx, await anyApplication(ctx.db, found.id)) };
  });
}
