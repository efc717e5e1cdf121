import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  categoryChoiceSchema,
  encargadoSchema,
  historyStoreSchema,
  institutionSchema,
  repLegalSchema,
} from '@sello/shared-api/schemas';
import { APPLICANT, type AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import {
  categoriaPostulaciones, comunas, encargados, historialPostulaciones, instituciones, postulacionSellos, regiones, repLegales, tipoInstituciones,
} from '../db/schema';
import { HttpError, invalid, MSG } from '../lib/http-error';
import { parse, parseId } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import { categoriesOfCalls, requireOpenCall } from '../services/calls';
import { asInstitutionConflict, assertInstitutionFree, lockInstitution, rutTaken } from '../services/institution-hold';
import {
  addHistory, assertEditable, historyOf, lockApplication, ownApplication, serializePostulacion, type Postulacion,
} from '../services/applications';

const applicant = { roles: APPLICANT };
const SAVED = 'Datos enviados correctamente.';

async function exists(db: DbOrTx, table: typeof tipoInstituciones | typeof regiones | typeof categoriaPostulaciones, id: number) {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

function stepError(): HttpError {
  return new HttpError(409, 'Completa primero el paso anterior de la postulación.');
}

const REGISTERED = 'El registro institucional de esta postulación ya está completo: sus datos ya no se cambian en el paso 1.';

/**
 * Step 1 names the draft it corrects with `postulacion_sello_id` (the wizard sends its draft's id; the
 * shared client passes the body through, and the spec's institution schema drops unknown keys, so it
 * is read here). Absent: a first save. Present but not a whole number: refused, nothing saved.
 */
function draftIdOf(body: unknown): number | null {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).postulacion_sello_id : undefined;
  if (raw === undefined || raw === null || raw === '') return null;
  const id = parseId(typeof raw === 'number' ? String(raw) : raw);
  if (id === null) throw invalid({ postulacion_sello_id: ['El id de la postulación no es válido.'] });
  return id;
}

/** Steps 2 to 4 and the progress record write only to a draft or registered application, checked under its lock. */
const editable = (tx: Tx, app: Postulacion, also?: (fresh: Postulacion) => void) => lockApplication(tx, app.id, (fresh) => {
  assertEditable(fresh);
  also?.(fresh);
});

export function registerWizardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/institucion/postulacion_sellos/store', { config: applicant }, async (request, reply) => {
    const auth = requireAuth(request);
    const body = parse(institutionSchema, request.body);
    const errors: Record<string, string[]> = {};
    if (!(await exists(ctx.db, tipoInstituciones, body.tipo_institucion_id))) errors.tipo_institucion_id = ['Selecciona el tipo de institución.'];
    if (!(await exists(ctx.db, regiones, body.region_id))) errors.region_id = ['Selecciona una región.'];
    const [comuna] = await ctx.db.select().from(comunas).where(eq(comunas.id, body.comuna_id)).limit(1);
    if (!comuna || comuna.region_id !== body.region_id) errors.comuna_id = ['Selecciona una comuna de la región elegida.'];
    if (body.cant_trabajadores_discapacidad > body.cant_trabajadores) {
      errors.cant_trabajadores_discapacidad = ['No puede superar la cantidad de trabajadores.'];
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);

    const draftId = draftIdOf(request.body);
    // Another applicant's id answers 404, as everywhere (checked again under the lock below).
    if (draftId !== null) await ownApplication(ctx.db, auth.id, draftId);

    const saved = await ctx.db.transaction(async (tx) => {
      // Correcting step 1 of a draft (the RUT too) updates that same draft: never a second one.
      const draft = draftId === null ? null : await lockApplication(tx, draftId, (row) => {
        if (row.postulante_id !== auth.id) throw new HttpError(404, 'La postulación no existe.');
        if (row.estado !== 'Borrador') throw new HttpError(409, REGISTERED);
      });
      // Check-then-write for this RUT happens under one lock, so two requests cannot both pass the check.
      await lockInstitution(tx, body.rut_institucion);
      // One RUT per participant at a time: a draft of the same RUT is reused, a live application blocks.
      const [open] = await tx.select().from(postulacionSellos).where(and(
        eq(postulacionSellos.postulante_id, auth.id),
        eq(postulacionSellos.rut_institucion, body.rut_institucion),
        notInArray(postulacionSellos.estado, ['Inadmisible', 'Aprobada', 'Rechazada', 'Publicada']),
        draft ? ne(postulacionSellos.id, draft.id) : undefined,
      )).limit(1);
      if (open && open.estado !== 'Borrador') throw rutTaken();
      const target = draft ?? open;
      // Spec 5: another participant's live application holds this RUT or this address.
      await assertInstitutionFree(ctx, tx, { ...body, exceptId: target?.id ?? null });
      const [institucion] = await tx.insert(instituciones)
        .values({ postulante_id: auth.id, titulo: body.nombre_institucion, rut: body.rut_institucion })
        .onConflictDoUpdate({ target: [instituciones.postulante_id, instituciones.rut], set: { titulo: body.nombre_institucion, updated_at: sql`now()` } })
        .returning();
      if (!institucion) throw new HttpError(500, MSG.unexpected);
      const values = { ...body, postulante_id: auth.id, institucion_id: institucion.id };
      if (target) {
        const [row] = await tx.update(postulacionSellos).set({ ...values, updated_at: sql`now()` }).where(eq(postulacionSellos.id, target.id)).returning();
        return row;
      }
      // A new application is started only while a call is open, and belongs to it (issue 60).
      const call = await requireOpenCall(ctx, tx);
      const [row] = await tx.insert(postulacionSellos).values({ ...values, estado: 'Borrador', step: 2, convocatoria_id: call.id, year: call.anno }).returning();
      return row;
    });
    if (!saved) throw new HttpError(500, MSG.unexpected);
    return reply.code(201).send({ ...serializePostulacion(saved), message: SAVED });
  });

  app.post('/api/institucion/postulacion_sellos/rep_legal/store', { config: applicant }, async (request, reply) => {
    const auth = requireAuth(request);
    const body = parse(repLegalSchema, request.body);
    const application = await ownApplication(ctx.db, auth.id, body.postulacion_sello_id);
    assertEditable(application);
    const row = await ctx.db.transaction(async (tx) => {
      await editable(tx, application);
      const [saved] = await tx.insert(repLegales).values(body)
        .onConflictDoUpdate({ target: repLegales.postulacion_sello_id, set: { ...body, updated_at: sql`now()` } }).returning();
      await tx.update(postulacionSellos).set({ step: sql`greatest(${postulacionSellos.step}, 3)`, updated_at: sql`now()` })
        .where(eq(postulacionSellos.id, application.id));
      return saved;
    });
    return reply.code(201).send({ ...row, id: row?.id, message: SAVED });
  });

  app.post('/api/institucion/postulacion_sellos/encargado/store', { config: applicant }, async (request, reply) => {
    const auth = requireAuth(request);
    const body = parse(encargadoSchema, request.body);
    const application = await ownApplication(ctx.db, auth.id, body.postulacion_sello_id);
    assertEditable(application);
    if (application.step < 3) throw stepError();
    const row = await ctx.db.transaction(async (tx) => {
      await editable(tx, application, (fresh) => {
        if (fresh.step < 3) throw stepError();
      });
      const [saved] = await tx.insert(encargados).values(body)
        .onConflictDoUpdate({ target: encargados.postulacion_sello_id, set: { ...body, updated_at: sql`now()` } }).returning();
      await tx.update(postulacionSellos).set({ step: sql`greatest(${postulacionSellos.step}, 4)`, updated_at: sql`now()` })
        .where(eq(postulacionSellos.id, application.id));
      return saved;
    });
    return reply.code(201).send({ ...row, id: row?.id, message: SAVED });
  });

  const chooseCategory = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = requireAuth(request);
    const application = await ownApplication(ctx.db, auth.id, parseId((request.params as { id: string }).id));
    const body = parse(categoryChoiceSchema, request.body);
    assertEditable(application);
    if (application.step < 4) throw stepError();
    if (!(await exists(ctx.db, categoriaPostulaciones, body.categoria_id))) throw invalid({ categoria_id: ['Selecciona una categoría.'] });
    const saved = await ctx.db.transaction(async (tx) => {
      // Under the application's lock: a concurrent send cannot be turned back into 'Registrada'.
      const current = await editable(tx, application, (fresh) => {
        if (fresh.step < 4) throw stepError();
      });
      // Registering makes the application live: it must be the only live one of its RUT and address
      // (checked under the RUT's lock; the partial unique indexes are the database's last word).
      await lockInstitution(tx, current.rut_institucion);
      await assertInstitutionFree(ctx, tx, { ...current, exceptId: current.id });
      // Registered only while a call is open, into that call, in a category it opens (issue 60). An
      // application of a closed call that confirms its category here moves to the open one.
      const call = await requireOpenCall(ctx, tx);
      const open = (await categoriesOfCalls(tx, [call.id])).get(call.id) ?? [];
      if (!open.some((c) => c.id === body.categoria_id)) {
        throw invalid({ categoria_id: [`Esa categoría no está abierta en la convocatoria ${call.anno}. Elige una de estas: ${open.map((c) => c.nombre).join(', ')}.`] });
      }
      const [row] = await tx.update(postulacionSellos)
        .set({ categoria_id: body.categoria_id, convocatoria_id: call.id, year: call.anno, estado: 'Registrada', step: 5, updated_at: sql`now()` })
        .where(eq(postulacionSellos.id, current.id)).returning();
      if (!row) throw new HttpError(500, MSG.unexpected);
      if (current.estado === 'Borrador') await addHistory(tx, row, 4);
      return row;
    }).catch(asInstitutionConflict);
    return reply.code(201).send({ ...serializePostulacion(saved), message: 'Registro institucional completado exitosamente.' });
  };
  app.put('/institucion/postulacion_sellos/update/:id', { config: applicant }, chooseCategory);
  app.put('/api/institucion/postulacion_sellos/update/:id', { config: applicant }, chooseCategory);

  app.get('/api/historial-postulaciones', { config: applicant }, async (request) => {
    const auth = requireAuth(request);
    const own = await ctx.db.select({ id: postulacionSellos.id }).from(postulacionSellos).where(eq(postulacionSellos.postulante_id, auth.id));
    return historyOf(ctx.db, own.map((row) => row.id));
  });

  // The portal records wizard progress here. History is the server's: only progress the application
  // has really reached, each level once, and only while the applicant may still edit it (an
  // application under review gets no rows from a client).
  app.post('/api/historial-postulaciones/store', { config: applicant }, async (request) => {
    const auth = requireAuth(request);
    const body = parse(historyStoreSchema, request.body);
    const application = await ownApplication(ctx.db, auth.id, body.postulacion_sello_id);
    assertEditable(application);
    if (body.progreso_postulacion > Math.min(application.step, 4)) throw stepError();
    const id = await ctx.db.transaction(async (tx) => {
      // The lock also keeps two identical records from both being added.
      await editable(tx, application, (fresh) => {
        if (body.progreso_postulacion > Math.min(fresh.step, 4)) throw stepError();
      });
      const [existing] = await tx.select({ id: historialPostulaciones.id }).from(historialPostulaciones).where(and(
        eq(historialPostulaciones.postulacion_sello_id, application.id),
        eq(historialPostulaciones.progreso_postulacion, body.progreso_postulacion),
      )).limit(1);
      return existing?.id ?? (await addHistory(tx, application, body.progreso_postulacion)).id;
    });
    const rows = await historyOf(ctx.db, [application.id]);
    return rows.find((row) => row.id === id);
  });
}
