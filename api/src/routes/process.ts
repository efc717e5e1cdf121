import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  p1FieldsSchema, p2FieldsSchema, p3FieldsSchema, REQUISITO_FILE_REQUIRED, requisitoSubmissionFieldsSchema,
} from '@sello/shared-api/schemas';
import { APPLICANT, type AppContext } from '../context';
import {
  estadoRequisitos, mediosVerificacion, obtencionSelloP1, obtencionSelloP2, obtencionSelloP3, postulacionSellos,
  requisitoPostulaciones, requisitos,
} from '../db/schema';
import { HttpError, invalid, MSG, notFound } from '../lib/http-error';
import { iso, privateFile } from '../lib/serialize';
import { applicationLimits } from '../lib/upload-quota';
import { guardReceived, LIMITS, receiveMultipart, storeUploads } from '../lib/uploads';
import { parse } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import type { Tx } from '../db/client';
import {
  assertEditable, lockApplication, ownApplication, p1WithFiles, submissionWithFile, type Postulacion,
} from '../services/applications';

const applicant = { roles: APPLICANT };
const PDF_REQUIRED = 'Debes adjuntar el archivo en PDF.';

async function ownP1(ctx: AppContext, postulanteId: number, p1Id: number) {
  const [row] = await ctx.db.select({ p1: obtencionSelloP1, app: postulacionSellos }).from(obtencionSelloP1)
    .innerJoin(postulacionSellos, eq(postulacionSellos.id, obtencionSelloP1.postulacion_sello_id))
    .where(and(eq(obtencionSelloP1.id, p1Id), eq(postulacionSellos.postulante_id, postulanteId))).limit(1);
  if (!row) throw notFound('La obtención del sello no existe.');
  return row;
}

/** Without `postulacion_sello_id` (the spec's form sends none) the logbook goes to the latest registered application. */
async function latestRegistered(ctx: AppContext, postulanteId: number): Promise<Postulacion> {
  const [latest] = await ctx.db.select().from(postulacionSellos)
    .where(and(eq(postulacionSellos.postulante_id, postulanteId), eq(postulacionSellos.estado, 'Registrada')))
    .orderBy(desc(postulacionSellos.id)).limit(1);
  if (!latest) throw new HttpError(409, 'Completa primero el registro institucional y la categoría.');
  return latest;
}

function assertRegistered(app: Postulacion): void {
  assertEditable(app);
  if (app.estado !== 'Registrada') throw new HttpError(409, 'Completa primero el registro institucional y la categoría.');
}

/**
 * The upload's guard inside its transaction: the application's row locked and checked again (the check
 * before the upload was read ran outside the transaction; a concurrent send may have committed since).
 */
const lockRegistered = (id: number, more?: (app: Postulacion) => void) => (tx: Tx) => lockApplication(tx, id, (app) => {
  assertRegistered(app);
  more?.(app);
});

export function registerProcessRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/obtencion_sello_p1/store', { config: applicant }, async (request) => {
    const auth = requireAuth(request);
    const received = await receiveMultipart(request, ctx.storage, {
      bitacora: { kind: 'pdf', maxBytes: LIMITS.pdf, required: true, requiredMessage: PDF_REQUIRED },
      declaracion_autoridad: { kind: 'pdf', maxBytes: LIMITS.pdf, required: true, requiredMessage: PDF_REQUIRED },
    });
    const application = await guardReceived(received, async () => {
      const fields = parse(p1FieldsSchema, received.fields);
      const target = fields.postulacion_sello_id
        ? await ownApplication(ctx.db, auth.id, fields.postulacion_sello_id)
        : await latestRegistered(ctx, auth.id);
      assertRegistered(target);
      return target;
    });
    const p1 = await storeUploads(ctx.db, ctx.storage, received, {
      publico: false, postulanteId: auth.id, limits: applicationLimits(ctx.config, application.id), guard: lockRegistered(application.id),
    }, async (tx, ids) => {
      const [existing] = await tx.select().from(obtencionSelloP1).where(eq(obtencionSelloP1.postulacion_sello_id, application.id)).limit(1);
      const values = { bitacora_id: ids.bitacora ?? null, declaracion_autoridad_id: ids.declaracion_autoridad ?? null };
      if (existing) {
        const [row] = await tx.update(obtencionSelloP1).set({ ...values, updated_at: sql`now()` }).where(eq(obtencionSelloP1.id, existing.id)).returning();
        return { result: row, obsolete: [existing.bitacora_id, existing.declaracion_autoridad_id] };
      }
      const [row] = await tx.insert(obtencionSelloP1).values({ postulacion_sello_id: application.id, ...values }).returning();
      return { result: row };
    });
    if (!p1) throw new HttpError(500, MSG.unexpected);
    return { ...(await p1WithFiles(ctx, p1)), message: SAVED_FILES };
  });

  app.post('/api/obtencion_sello_p2/store', { config: applicant }, async (request) => {
    const auth = requireAuth(request);
    const received = await receiveMultipart(request, ctx.storage, {
      archivo_verificacion: { kind: 'pdf', maxBytes: LIMITS.pdf, required: true, requiredMessage: PDF_REQUIRED },
    });
    const { fields, p1, application } = await guardReceived(received, async () => {
      const parsed = parse(p2FieldsSchema, received.fields);
      const owned = await ownP1(ctx, auth.id, parsed.obtencion_sello_p1_id);
      assertRegistered(owned.app);
      return { fields: parsed, p1: owned.p1, application: owned.app };
    });
    const [medio] = fields.medio_verificacion_id
      ? await ctx.db.select().from(mediosVerificacion).where(eq(mediosVerificacion.id, fields.medio_verificacion_id)).limit(1)
      : [];
    const medioFits = (app: Postulacion) => {
      if (fields.medio_verificacion_id && (!medio || medio.categoria_id !== app.categoria_id)) {
        throw invalid({ medio_verificacion_id: ['El medio de verificación no corresponde a la categoría.'] });
      }
    };
    await guardReceived(received, () => medioFits(application));
    const row = await storeUploads(ctx.db, ctx.storage, received, {
      publico: false, postulanteId: auth.id, limits: applicationLimits(ctx.config, p1.postulacion_sello_id), guard: lockRegistered(application.id, medioFits),
    }, async (tx, ids) => {
      const [inserted] = await tx.insert(obtencionSelloP2).values({
        obtencion_sello_p1_id: p1.id, medio_verificacion_id: fields.medio_verificacion_id ?? null, archivo_verificacion_id: ids.archivo_verificacion ?? '',
      }).returning();
      return { result: inserted };
    });
    if (!row) throw new HttpError(500, MSG.unexpected);
    const file = received.files.archivo_verificacion;
    return {
      id: row.id, obtencion_sello_p1_id: row.obtencion_sello_p1_id, medio_verificacion_id: row.medio_verificacion_id,
      archivo_verificacion: privateFile(ctx.config, {
        id: row.archivo_verificacion_id, storage_key: '', nombre_original: file?.originalName ?? '', size: file?.size ?? 0, created_at: row.created_at,
      }),
      created_at: iso(row.created_at),
      message: SAVED_FILES,
    };
  });

  app.post('/api/obtencion_sello_p3/store', { config: applicant }, async (request) => {
    const auth = requireAuth(request);
    const received = await receiveMultipart(request, ctx.storage, {
      archivo: { kind: 'pdf', maxBytes: LIMITS.pdf, required: true, requiredMessage: PDF_REQUIRED },
    });
    const { fields, p1 } = await guardReceived(received, async () => {
      const parsed = parse(p3FieldsSchema, received.fields);
      const owned = await ownP1(ctx, auth.id, parsed.obtencion_sello_p1_id);
      assertRegistered(owned.app);
      return { fields: parsed, p1: owned.p1 };
    });
    const row = await storeUploads(ctx.db, ctx.storage, received, {
      publico: false, postulanteId: auth.id, limits: applicationLimits(ctx.config, p1.postulacion_sello_id), guard: lockRegistered(p1.postulacion_sello_id),
    }, async (tx, ids) => {
      const [inserted] = await tx.insert(obtencionSelloP3).values({
        obtencion_sello_p1_id: p1.id, descripcion: fields.descripcion ?? null, archivo_id: ids.archivo ?? '',
      }).returning();
      return { result: inserted };
    });
    if (!row) throw new HttpError(500, MSG.unexpected);
    const file = received.files.archivo;
    return {
      id: row.id, obtencion_sello_p1_id: row.obtencion_sello_p1_id, descripcion: row.descripcion,
      archivo: privateFile(ctx.config, { id: row.archivo_id, storage_key: '', nombre_original: file?.originalName ?? '', size: file?.size ?? 0, created_at: row.created_at }),
      created_at: iso(row.created_at),
      message: SAVED_FILES,
    };
  });

  app.post('/api/requisitos/store', { config: applicant }, async (request) => {
    const auth = requireAuth(request);
    const received = await receiveMultipart(request, ctx.storage, {
      requisito: { kind: 'pdf', maxBytes: LIMITS.pdf, required: true, requiredMessage: REQUISITO_FILE_REQUIRED },
    });
    const { fields, p1, application } = await guardReceived(received, async () => {
      const parsed = parse(requisitoSubmissionFieldsSchema, received.fields);
      const owned = await ownP1(ctx, auth.id, parsed.obtencion_sello_p1_id);
      assertRegistered(owned.app);
      return { fields: parsed, p1: owned.p1, application: owned.app };
    });
    const [found] = await ctx.db.select().from(requisitos).where(eq(requisitos.id, fields.requisito_id)).limit(1);
    // Checked before the upload is stored and again under the application's lock.
    const requisitoFits = (app: Postulacion) => {
      if (!found || found.categoria_id !== app.categoria_id) {
        throw invalid({ requisito_id: ['El requisito no corresponde a la categoría de la postulación.'] });
      }
      return found;
    };
    const requisito = await guardReceived(received, () => requisitoFits(application));
    const [firstState] = await ctx.db.select().from(estadoRequisitos).orderBy(asc(estadoRequisitos.id)).limit(1);
    const saved = await storeUploads(ctx.db, ctx.storage, received, {
      publico: false, postulanteId: auth.id, limits: applicationLimits(ctx.config, p1.postulacion_sello_id), guard: lockRegistered(application.id, requisitoFits),
    }, async (tx, ids) => {
      const [existing] = await tx.select().from(requisitoPostulaciones).where(and(
        eq(requisitoPostulaciones.obtencion_sello_p1_id, p1.id), eq(requisitoPostulaciones.requisito_id, requisito.id),
      )).limit(1);
      const values = {
        medio_verificacion: fields.medio_verificacion ?? requisito.medio_verificacion,
        archivo_id: ids.requisito ?? null,
      };
      if (existing) {
        const [row] = await tx.update(requisitoPostulaciones).set({ ...values, updated_at: sql`now()` })
          .where(eq(requisitoPostulaciones.id, existing.id)).returning();
        return { result: row, obsolete: [existing.archivo_id] };
      }
      const [row] = await tx.insert(requisitoPostulaciones).values({
        ...values, obtencion_sello_p1_id: p1.id, requisito_id: requisito.id, estado_requisito_id: firstState?.id ?? 1,
      }).returning();
      return { result: row };
    });
    if (!saved) throw new HttpError(500, MSG.unexpected);
    return { ...(await submissionWithFile(ctx, saved)), message: SAVED_FILES };
  });
}

const SAVED_FILES = 'Datos enviados correctamente.';
