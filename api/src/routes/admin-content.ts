import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ALT_TEXT_REQUIRED,
  CERTIFICATION_YEAR_MESSAGE,
  certificationYears,
  downloadableFieldsSchema,
  downloadableUpdateFieldsSchema,
  homeFieldsSchema,
  recognisedInstitutionFieldsSchema,
  recognisedInstitutionUpdateFieldsSchema,
} from '@sello/shared-api/schemas';
import * as v from 'valibot';
import { ADMIN, type AppContext } from '../context';
import type { Tx } from '../db/client';
import { categoriaPostulaciones, descargables, homeContent, institucionesReconocidas } from '../db/schema';
import { audit } from '../lib/audit';
import { HttpError, invalid, MSG, notFound } from '../lib/http-error';
import { sanitizeRichText } from '../lib/sanitize';
import { deleteFileRows, DIMENSIONS, guardReceived, LIMITS, receiveMultipart, storeUploads, type Received } from '../lib/uploads';
import { parse, parseId } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import { assertNameFree, canonicalLocation, listDescargables, SINGLE_LOCATION } from '../services/downloadables';
import { getHome } from '../services/home';
import { listInstituciones } from '../services/institutions';
import { editedFields, refuseStaleEdit } from '../lib/stale-edit';

const admin = { roles: ADMIN };

const institutionFilter = v.object({
  institucion: v.optional(v.pipe(v.string(), v.maxLength(255, 'Filtro no válido.'))),
  categoria_id: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'La categoría no es válida.'), v.transform(Number))),
});

/**
 * The row as it is now, locked until the transaction ends. A route's first read came before the body
 * arrived (an upload takes seconds): a deletion committed since then is a 404, and the file a write
 * replaces is the row's current one (two replacements at once each remove what the other stored).
 */
async function lockInstitucion(tx: Tx, id: number) {
  const [row] = await tx.select().from(institucionesReconocidas).where(eq(institucionesReconocidas.id, id)).limit(1).for('update');
  if (!row) throw notFound('La institución no existe.');
  return row;
}

async function lockDescargable(tx: Tx, id: number) {
  const [row] = await tx.select().from(descargables).where(eq(descargables.id, id)).limit(1).for('update');
  if (!row) throw notFound('El documento no existe.');
  return row;
}

/** An image without its alternative text is never stored: a new upload brings one, an existing one keeps its own. */
function altFor(field: string, hasNewFile: boolean, hadFile: boolean, sent: string | undefined, had: string): string {
  const alt = sent !== undefined ? sent : hasNewFile ? '' : had;
  if ((hasNewFile || hadFile) && !alt) throw invalid({ [field]: [ALT_TEXT_REQUIRED] });
  return hasNewFile || hadFile ? alt : '';
}

export function registerAdminContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const logoRule = (required: boolean) => ({
    logo: { kind: 'image' as const, maxBytes: LIMITS.image, required, requiredMessage: 'El logo es requerido.', dimensions: DIMENSIONS.logo },
  });

  const checkCategory = async (received: Received, categoriaId: number | undefined) => {
    if (!categoriaId) return;
    const [row] = await ctx.db.select().from(categoriaPostulaciones).where(eq(categoriaPostulaciones.id, categoriaId)).limit(1);
    if (!row) {
      await received.discard();
      throw invalid({ categoria_id: ['La categoría no es válida.'] });
    }
  };

  // ---- Recognised institutions ----
  app.get('/api/admin/instituciones', { config: admin }, async (request) => {
    const filter = parse(institutionFilter, request.query);
    return listInstituciones(ctx, { titulo: filter.institucion, categoriaId: filter.categoria_id });
  });

  app.get('/api/admin/instituciones/:id/editar', { config: admin }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const [row] = id ? await listInstituciones(ctx, { id }) : [];
    if (!row) throw notFound('La institución no existe.');
    return row;
  });

  app.post('/api/admin/instituciones/store', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const received = await receiveMultipart(request, ctx.storage, logoRule(true));
    const { fields, logoAlt } = await guardReceived(received, () => {
      const parsed = parse(recognisedInstitutionFieldsSchema, received.fields);
      return { fields: parsed, logoAlt: altFor('logo_alt', Boolean(received.files.logo), false, parsed.logo_alt, '') };
    });
    await checkCategory(received, fields.categoria_id);
    const row = await storeUploads(ctx.db, ctx.storage, received, { publico: true }, async (tx, ids) => {
      const [inserted] = await tx.insert(institucionesReconocidas).values({
        titulo: fields.titulo, tipo_reconocimiento: fields.tipo_reconocimiento, anno_certificacion: fields.anno_certificacion,
        categoria_id: fields.categoria_id ?? null, texto: fields.texto || null, user_id: auth.id, logo_id: ids.logo ?? null, logo_alt: logoAlt,
      }).returning();
      if (!inserted) throw new HttpError(500, MSG.unexpected);
      await audit(tx, auth.id, 'crear', 'institucion_reconocida', inserted.id, { titulo: inserted.titulo });
      return { result: inserted };
    });
    ctx.cache.clear();
    const [out] = await listInstituciones(ctx, { id: row.id });
    return { ...out, message: 'Datos enviados correctamente.' };
  });

  app.patch('/api/admin/instituciones/:id', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const id = parseId((request.params as { id: string }).id);
    const [current] = id ? await ctx.db.select().from(institucionesReconocidas).where(eq(institucionesReconocidas.id, id)).limit(1) : [];
    if (!current) throw notFound('La institución no existe.');
    const received = await receiveMultipart(request, ctx.storage, logoRule(false));
    const { fields, logoAlt } = await guardReceived(received, () => {
      const parsed = parse(recognisedInstitutionUpdateFieldsSchema, received.fields);
      // Spec 9 as on create, but an institution certified earlier keeps its own year through an edit.
      if (parsed.anno_certificacion !== undefined && !certificationYears(new Date(), current.anno_certificacion).includes(parsed.anno_certificacion)) {
        throw invalid({ anno_certificacion: [CERTIFICATION_YEAR_MESSAGE] });
      }
      return { fields: parsed, logoAlt: altFor('logo_alt', Boolean(received.files.logo), Boolean(current.logo_id), parsed.logo_alt, current.logo_alt) };
    });
    await checkCategory(received, fields.categoria_id);
    await storeUploads(ctx.db, ctx.storage, received, { publico: true, guard: (tx) => lockInstitucion(tx, current.id) }, async (tx, ids, latest) => {
      refuseStaleEdit(received.fields, latest.updated_at, 'esta institución');
      await tx.update(institucionesReconocidas).set({
        ...(fields.titulo !== undefined ? { titulo: fields.titulo } : {}),
        ...(fields.tipo_reconocimiento !== undefined ? { tipo_reconocimiento: fields.tipo_reconocimiento } : {}),
        ...(fields.anno_certificacion !== undefined ? { anno_certificacion: fields.anno_certificacion } : {}),
        ...(fields.categoria_id !== undefined ? { categoria_id: fields.categoria_id } : {}),
        ...(fields.texto !== undefined ? { texto: fields.texto || null } : {}),
        ...(ids.logo ? { logo_id: ids.logo } : {}),
        logo_alt: logoAlt,
        updated_at: sql`now()`,
      }).where(eq(institucionesReconocidas.id, latest.id));
      await audit(tx, auth.id, 'actualizar', 'institucion_reconocida', latest.id, { campos: editedFields(received.fields, ids) });
      return { result: null, obsolete: [ids.logo ? latest.logo_id : null] };
    });
    ctx.cache.clear();
    const [out] = await listInstituciones(ctx, { id: current.id });
    return { ...out, message: 'Datos enviados correctamente.' };
  });

  app.delete('/api/admin/instituciones/:id', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const id = parseId((request.params as { id: string }).id);
    if (!id) throw notFound('La institución no existe.');
    // No body to wait for: the row is read once, locked, inside the transaction.
    const keys = await ctx.db.transaction(async (tx) => {
      const latest = await lockInstitucion(tx, id);
      await tx.delete(institucionesReconocidas).where(eq(institucionesReconocidas.id, latest.id));
      await audit(tx, auth.id, 'eliminar', 'institucion_reconocida', latest.id, { titulo: latest.titulo });
      return deleteFileRows(tx, [latest.logo_id]);
    });
    await Promise.all(keys.map((key) => ctx.storage.remove(key).catch(() => undefined)));
    ctx.cache.clear();
    return { message: 'Institución eliminada.' };
  });

  // ---- Downloadables ----
  const docRule = (required: boolean) => ({
    documento: { kind: 'pdf' as const, maxBytes: LIMITS.pdf, required, requiredMessage: 'El documento es requerido.' },
  });

  /**
   * The site shows one document in 'bases' (the first it finds): a second one would be saved and never
   * shown, the old bases staying on the site. The admin replaces the file of the one there instead.
   */
  const checkSingleLocation = async (tx: Tx, ubicacion: string | undefined, exceptId?: number) => {
    if (ubicacion !== SINGLE_LOCATION) return;
    const [taken] = await tx.select({ id: descargables.id, nombre: descargables.nombre }).from(descargables)
      .where(exceptId ? and(eq(descargables.ubicacion, ubicacion), ne(descargables.id, exceptId)) : eq(descargables.ubicacion, ubicacion)).limit(1);
    if (taken) {
      throw invalid({ ubicacion: [`El sitio muestra un solo documento en «${SINGLE_LOCATION}» (el botón Descargar bases) y ya está «${taken.nombre}»: reemplaza el archivo de ese documento, o cambia antes su ubicación.`] });
    }
  };

  app.get('/api/admin/descargables', { config: admin }, async () => listDescargables(ctx));

  app.get('/api/admin/descargables/:id', { config: admin }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const [row] = id ? await listDescargables(ctx, id) : [];
    if (!row) throw notFound('El documento no existe.');
    return row;
  });

  app.post('/api/admin/descargables/store', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const received = await receiveMultipart(request, ctx.storage, docRule(true));
    const fields = await guardReceived(received, () => {
      const parsed = parse(downloadableFieldsSchema, received.fields);
      return { ...parsed, ubicacion: canonicalLocation(parsed.ubicacion) };
    });
    const row = await storeUploads(ctx.db, ctx.storage, received, { publico: true }, async (tx, ids) => {
      await assertNameFree(tx, fields.nombre);
      await checkSingleLocation(tx, fields.ubicacion);
      const [inserted] = await tx.insert(descargables).values({ ...fields, documento_id: ids.documento ?? null }).returning();
      if (!inserted) throw new HttpError(500, MSG.unexpected);
      await audit(tx, auth.id, 'crear', 'descargable', inserted.id, { nombre: inserted.nombre });
      return { result: inserted };
    });
    ctx.cache.clear();
    const [out] = await listDescargables(ctx, row.id);
    return { ...out, message: 'Datos enviados correctamente.' };
  });

  app.patch('/api/admin/descargables/:id', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const id = parseId((request.params as { id: string }).id);
    const [current] = id ? await ctx.db.select().from(descargables).where(eq(descargables.id, id)).limit(1) : [];
    if (!current) throw notFound('El documento no existe.');
    const received = await receiveMultipart(request, ctx.storage, docRule(false));
    const fields = await guardReceived(received, () => {
      const parsed = parse(downloadableUpdateFieldsSchema, received.fields);
      return parsed.ubicacion === undefined ? parsed : { ...parsed, ubicacion: canonicalLocation(parsed.ubicacion) };
    });
    await storeUploads(ctx.db, ctx.storage, received, { publico: true, guard: (tx) => lockDescargable(tx, current.id) }, async (tx, ids, latest) => {
      refuseStaleEdit(received.fields, latest.updated_at, 'este documento');
      if (fields.nombre && fields.nombre !== latest.nombre) await assertNameFree(tx, fields.nombre, latest.id);
      await checkSingleLocation(tx, fields.ubicacion, latest.id);
      await tx.update(descargables).set({
        ...(fields.nombre !== undefined ? { nombre: fields.nombre } : {}),
        ...(fields.ubicacion !== undefined ? { ubicacion: fields.ubicacion } : {}),
        ...(ids.documento ? { documento_id: ids.documento } : {}),
        updated_at: sql`now()`,
      }).where(eq(descargables.id, latest.id));
      await audit(tx, auth.id, 'actualizar', 'descargable', latest.id, { campos: editedFields(received.fields, ids) });
      return { result: null, obsolete: [ids.documento ? latest.documento_id : null] };
    });
    ctx.cache.clear();
    const [out] = await listDescargables(ctx, current.id);
    return { ...out, message: 'Datos enviados correctamente.' };
  });

  app.delete('/api/admin/descargables/:id', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const id = parseId((request.params as { id: string }).id);
    if (!id) throw notFound('El documento no existe.');
    // No body to wait for: the row is read once, locked, inside the transaction.
    const keys = await ctx.db.transaction(async (tx) => {
      const latest = await lockDescargable(tx, id);
      await tx.delete(descargables).where(eq(descargables.id, latest.id));
      await audit(tx, auth.id, 'eliminar', 'descargable', latest.id, { nombre: latest.nombre });
      return deleteFileRows(tx, [latest.documento_id]);
    });
    await Promise.all(keys.map((key) => ctx.storage.remove(key).catch(() => undefined)));
    ctx.cache.clear();
    return { message: 'Documento eliminado.' };
  });

  // ---- Home ----
  // The editor reads the current content here (the public /home answer is cached).
  app.get('/api/admin/home', { config: admin }, async () => getHome(ctx));

  app.put('/api/admin/home', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const received = await receiveMultipart(request, ctx.storage, {
      landing_image: { kind: 'image', maxBytes: LIMITS.image, required: false, dimensions: DIMENSIONS.landing },
    });
    const [current] = await ctx.db.select().from(homeContent).where(eq(homeContent.id, 1)).limit(1);
    const { fields, landingAlt } = await guardReceived(received, () => {
      const parsed = parse(homeFieldsSchema, received.fields);
      const alt = altFor('landing_image_alt', Boolean(received.files.landing_image), Boolean(current?.landing_image_id), parsed.landing_image_alt, current?.landing_image_alt ?? '');
      return { fields: parsed, landingAlt: alt };
    });
    // The image a new one replaces is read again under lock (two saves at once each remove their own predecessor).
    const lockHome = async (tx: Tx) => (await tx.select().from(homeContent).where(eq(homeContent.id, 1)).limit(1).for('update'))[0];
    await storeUploads(ctx.db, ctx.storage, received, { publico: true, guard: lockHome }, async (tx, ids, latest) => {
      refuseStaleEdit(received.fields, latest?.updated_at, 'la portada');
      const texto = fields.texto_bajada === undefined ? undefined : sanitizeRichText(fields.texto_bajada);
      await tx.insert(homeContent).values({ id: 1, texto_bajada: texto ?? '', landing_image_id: ids.landing_image ?? null, landing_image_alt: landingAlt })
        .onConflictDoUpdate({
          target: homeContent.id,
          set: {
            ...(texto !== undefined ? { texto_bajada: texto } : {}),
            landing_image_alt: landingAlt,
            ...(ids.landing_image ? { landing_image_id: ids.landing_image } : {}),
            updated_at: sql`now()`,
          },
        });
      await audit(tx, auth.id, 'actualizar', 'home', 1, { campos: editedFields(received.fields, ids) });
      return { result: null, obsolete: [ids.landing_image ? latest?.landing_image_id : null] };
    });
    ctx.cache.clear();
    return { ...(await getHome(ctx)), message: 'Datos enviados correctamente.' };
  });
}
