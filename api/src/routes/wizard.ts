import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  categoryChoiceSchema,
  encargadoSchema,
  historyStoreSchema,
  institutionSchema,
  repLegalSchema,
} from '@sello/shared-api/schemas';
import { APPLICANT, type AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import {
  categoriaPostulaciones, comunas, encargados, historialPostulaciones, instituciones, postulacionSellos, regiones, repLegales, tipoInstituciones,
} from '../db/schema';
import { HttpError, invalid, MSG } from '../lib/http-error';
import { parse, parseId } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import { asInstitutionConflict, assertInstitutionFree, lockInstitution, rutTaken } from '../services/institution-hold';
import {
  addHistory, assertEditable, historyOf, ownApplication, serializePostulacion,
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

    const saved = await ctx.db.transaction(async (tx) => {
      // Check-then-write for this RUT happens under one lock, so two requests cannot both pass the check.
      await lockInstitution(tx, body.rut_institucion);
      // One RUT per participant at a time: a draft of the same RUT is reused, a live application blocks.
      const [open] = await tx.select().from(postulacionSellos).where(and(
        eq(postulacionSellos.postulante_id, auth.id),
        eq(postulacionSellos.rut_institucion, body.rut_institucion),
        notInArray(postulacionSellos.estado, ['Inadmisible', 'Aprobada', 'Rechazada', 'Publicada']),
      )).limit(1);
      if (open && open.estado !== 'Borrador') throw rutTaken();
      // Spec 5: another participant's live application holds this RUT or this address.
      await assertInstitutionFree(ctx, tx, { ...body, exceptId: open?.id ?? null });
      const [institucion] = await tx.insert(instituciones)
        .values({ postulante_id: auth.id, titulo: body.nombre_institucion, rut: body.rut_institucion })
        .onConflictDoUpdate({ target: [instituciones.postulante_id, instituciones.rut], set: { titulo: body.nombre_institucion, updated_at: sql`now()` } })
        .returning();
      if (!institucion) throw new HttpError(500, MSG.unexpected);
      const values = { ...body, postulante_id: auth.id, institucion_id: institucion.id };
      if (open) {
        const [row] = await tx.update(postulacionSellos).set({ ...values, updated_at: sql`now()` }).where(eq(postulacionSellos.id, open.id)).returning();
        return row;
      }
      const [row] = await tx.insert(postulacionSellos).values({ ...values, estado: 'Borrador', step: 2 }).returning();
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
      // Registering makes the application live: it must be the only live one of its RUT and address
      // (checked under the RUT's lock; the partial unique indexes are the database's last word).
      await lockInstitution(tx, application.rut_institucion);
      await assertInstitutionFree(ctx, tx, { ...application, exceptId: application.id });
      const [row] = await tx.update(postulacionSellos)
        .set({ categoria_id: body.categoria_id, year: body.year, estado: 'Registrada', step: 5, updated_at: sql`now()` })
        .where(eq(postulacionSellos.id, application.id)).returning();
      if (!row) throw new HttpError(500, MSG.unexpected);
      if (application.estado === 'Borrador') await addHistory(tx, row, 4);
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
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`historial:${application.id}`}))`);
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
