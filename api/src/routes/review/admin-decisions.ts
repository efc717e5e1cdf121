// Admin decisions, each a transition of the state machine: admissibility (stage 1), consolidation and
// the final decision (stage 2), reposición resolution, publication; plus the category thresholds.
// Each takes the application's row lock first and checks the state on the row it returns
// (lockApplication): of two decisions sent at once the second waits, then gets the 409 it would get
// sent afterwards, and its transaction keeps nothing (no letter, transition or observation).
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  admissibilitySchema, consolidationSchema, finalDecisionSchema, publishFieldsSchema, reposicionResolutionSchema, thresholdSchema,
} from '@sello/shared-api/schemas';
import { ADMIN, type AppContext } from '../../context';
import {
  categoriaPostulaciones, consolidaciones, institucionesReconocidas, observaciones, publicaciones, reposiciones,
  requisitos, umbralesCategoria,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, invalid, MSG, notFound } from '../../lib/http-error';
import { DIMENSIONS, guardReceived, LIMITS, receiveMultipart, storeUploads } from '../../lib/uploads';
import { parse, parseId } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import type { Tx } from '../../db/client';
import { anyApplication, lockApplication, type Postulacion } from '../../services/applications';
import { adminDetail } from '../../services/review/admin-detail';
import { todayInChile } from '../../services/review/common';
import { stageOneDocs } from '../../services/review/documents';
import { observationTurnOver } from '../../services/review/observations';
import { draftLetter } from '../../services/review/notify';
import { pendingPublication } from '../../services/review/publication';
import { consolidationGrid, thresholdOf } from '../../services/review/scores';
import { assertTransition, transition } from '../../services/review/state';
import { formatCode } from '../../services/certificates/code';
import { issueCertificate } from '../../services/certificates/issue';
import { verificationUrl } from '../../services/certificates/view';

const admin = { roles: ADMIN };
type Params = { id: string };

async function target(ctx: AppContext, request: { params: unknown }): Promise<Postulacion> {
  const application = await anyApplication(ctx.db, parseId((request.params as Params).id));
  if (application.estado === 'Borrador') throw notFound('La postulación no existe.');
  return application;
}

export function registerAdminDecisionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/admin/postulaciones/:id/admisibilidad', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const found = await target(ctx, request);
    const body = parse(admissibilitySchema, request.body);
    await ctx.db.transaction(async (tx) => {
      const application = await lockApplication(tx, found.id, async (a) => {
        assertTransition(a, body.resultado, 'admin');
        if (a.estado === 'Observada' && !(await observationTurnOver(tx, a.id))) {
          throw new HttpError(409, 'La institución aún puede responder las observaciones: la admisibilidad se decide cuando reenvíe la postulación o cuando venza el plazo.');
        }
      });
      const docs = await stageOneDocs(tx, application.id);
      const byKey = new Map(docs.map((d) => [d.clave, d]));
      const unknown = body.documentos.filter((d) => !byKey.has(d.clave));
      if (unknown.length > 0) throw invalid({ documentos: [`El documento "${unknown[0]?.clave}" no pertenece a esta postulación.`] });
      // Nothing is preset (issue 60): a document left out, or sent without Cumple / No cumple, is not reviewed.
      const answered = new Set(body.documentos.filter((d) => d.cumple !== null).map((d) => d.clave));
      const missing = docs.filter((d) => !answered.has(d.clave));
      if (missing.length > 0) {
        throw invalid({ documentos: [`Falta revisar los documentos: ${missing.map((d) => d.nombre).join(', ')}. Indica en cada uno si cumple o no cumple.`] });
      }
      if (body.resultado === 'Observada' && body.plazo_respuesta && body.plazo_respuesta < todayInChile()) {
        throw invalid({ plazo_respuesta: ['El plazo de respuesta no puede ser anterior a hoy.'] });
      }
      const observed = body.resultado === 'Observada' ? body.documentos.filter((d) => d.cumple === false) : [];
      await tx.update(observaciones).set({ abierta: false }).where(and(eq(observaciones.postulacion_sello_id, application.id), eq(observaciones.abierta, true)));
      for (const doc of observed) {
        const meta = byKey.get(doc.clave);
        await tx.insert(observaciones).values({
          postulacion_sello_id: application.id, clave: doc.clave, documento: meta?.nombre ?? doc.clave, texto: doc.observacion ?? '',
          plazo_respuesta: body.plazo_respuesta ?? todayInChile(), archivo_id: meta?.archivoId ?? null, user_id: auth.id,
        });
      }
      const motivo = body.resultado === 'Inadmisible' ? body.motivo ?? null : body.motivo || null;
      // One audit entry for the act: the transition's, with the documents reviewed.
      const updated = await transition(tx, application, body.resultado, {
        actor: 'admin', userId: auth.id, motivo, plazo: body.resultado === 'Observada' ? body.plazo_respuesta ?? null : null,
        detail: { documentos: body.documentos },
      });
      await draftLetter(tx, ctx.config, updated, body.resultado, {
        motivo, plazo: body.plazo_respuesta ?? null, diasReposicion: ctx.config.reposicionDiasHabiles,
        observaciones: observed.map((d) => ({ documento: byKey.get(d.clave)?.nombre ?? d.clave, texto: d.observacion ?? '' })),
      }, auth.id);
    });
    return adminDetail(ctx, await anyApplication(ctx.db, found.id), auth.id);
  });

  app.put('/api/admin/postulaciones/:id/consolidacion', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const found = await target(ctx, request);
    const body = parse(consolidationSchema, request.body);
    await ctx.db.transaction(async (tx) => {
      // Under the lock the decision takes too: no score changes once the application is decided.
      const application = await lockApplication(tx, found.id, (a) => {
        if (a.estado !== 'Admisible') throw new HttpError(409, 'Solo se consolidan puntajes de postulaciones admisibles.');
      });
      const reqs = application.categoria_id
        ? await tx.select().from(requisitos).where(eq(requisitos.categoria_id, application.categoria_id))
        : [];
      const errors: Record<string, string[]> = {};
      body.puntajes.forEach((p, index) => {
        const req = reqs.find((r) => r.id === p.requisito_id);
        if (!req) errors[`puntajes.${index}.requisito_id`] = ['El requisito no pertenece a esta postulación.'];
        else if (p.puntaje > req.ptje_total) errors[`puntajes.${index}.puntaje`] = [`El puntaje de "${req.nombre}" no puede superar ${req.ptje_total}.`];
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);
      for (const p of body.puntajes) {
        await tx.insert(consolidaciones).values({ postulacion_sello_id: application.id, requisito_id: p.requisito_id, puntaje: p.puntaje, user_id: auth.id })
          .onConflictDoUpdate({ target: [consolidaciones.postulacion_sello_id, consolidaciones.requisito_id], set: { puntaje: p.puntaje, user_id: auth.id, updated_at: sql`now()` } });
      }
      await audit(tx, auth.id, 'evaluar', 'consolidacion', application.id, { puntajes: body.puntajes });
    });
    return consolidationGrid(ctx.db, found.id, found.categoria_id);
  });

  app.post('/api/admin/postulaciones/:id/decision', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const found = await target(ctx, request);
    const body = parse(finalDecisionSchema, request.body);
    await ctx.db.transaction(async (tx) => {
      // The scores are read under the lock a consolidation takes: the letter states the total decided on.
      const application = await lockApplication(tx, found.id, (a) => assertTransition(a, body.resultado, 'admin'));
      const grid = await consolidationGrid(tx, application.id, application.categoria_id);
      if (!grid || grid.revisores.every((r) => r.evaluacion !== 'enviada')) {
        throw new HttpError(409, 'Se necesita al menos una evaluación enviada antes de decidir.');
      }
      if (grid.total_consolidado === null) throw new HttpError(409, 'Consolida el puntaje de cada requisito antes de decidir.');
      if (body.resultado === 'Aprobada' && !grid.cumple_umbral) {
        throw new HttpError(409, `El puntaje consolidado (${grid.total_consolidado}) no alcanza el umbral de la categoría (${grid.umbral.puntaje_minimo} de ${grid.maximo}).`);
      }
      const motivo = body.motivo || null;
      const updated = await transition(tx, application, body.resultado, { actor: 'admin', userId: auth.id, motivo });
      await draftLetter(tx, ctx.config, updated, body.resultado, {
        motivo, total: grid.total_consolidado, maximo: grid.maximo, diasReposicion: ctx.config.reposicionDiasHabiles,
      }, auth.id);
    });
    return adminDetail(ctx, await anyApplication(ctx.db, found.id), auth.id);
  });

  app.post('/api/admin/postulaciones/:id/reposicion/resolver', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const found = await target(ctx, request);
    const body = parse(reposicionResolutionSchema, request.body);
    await ctx.db.transaction(async (tx) => {
      const application = await lockApplication(tx, found.id);
      const [repo] = await tx.select().from(reposiciones)
        .where(and(eq(reposiciones.postulacion_sello_id, application.id), sql`${reposiciones.resuelta_at} is null`)).limit(1);
      if (application.estado !== 'En reposición' || !repo) throw new HttpError(409, 'Esta postulación no tiene una reposición pendiente.');
      if (repo.decidida_por === auth.id) {
        throw new HttpError(409, 'La reposición debe resolverla un administrador o administradora distinto de quien tomó la decisión.');
      }
      const to = body.aceptada ? (repo.desde === 'Inadmisible' ? 'Enviada' : 'Admisible') : repo.desde;
      await tx.update(reposiciones).set({ resuelta_por: auth.id, resuelta_at: sql`now()`, aceptada: body.aceptada, motivo_resolucion: body.motivo })
        .where(eq(reposiciones.id, repo.id));
      const updated = await transition(tx, application, to, { actor: 'admin', userId: auth.id, motivo: body.motivo });
      await draftLetter(tx, ctx.config, updated, body.aceptada ? 'reposicion-acogida' : 'reposicion-rechazada', { motivo: body.motivo }, auth.id);
    });
    return adminDetail(ctx, await anyApplication(ctx.db, found.id), auth.id);
  });

  app.get('/api/admin/publicaciones/pendientes', { config: admin }, async () => pendingPublication(ctx));

  app.post('/api/admin/postulaciones/:id/publicar', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    // The application and its state first: nothing is read from the upload for a wrong id or state.
    const found = await target(ctx, request);
    assertTransition(found, 'Publicada', 'admin');
    const received = await receiveMultipart(request, ctx.storage, {
      logo: { kind: 'image', maxBytes: LIMITS.image, required: true, requiredMessage: 'El logo es requerido.', dimensions: DIMENSIONS.logo },
    });
    const fields = await guardReceived(received, async () => {
      const parsed = parse(publishFieldsSchema, received.fields);
      const [cat] = await ctx.db.select().from(categoriaPostulaciones).where(eq(categoriaPostulaciones.id, parsed.categoria_id)).limit(1);
      if (!cat) throw invalid({ categoria_id: ['La categoría no es válida.'] });
      return parsed;
    });
    // One publication per application, not per name: two institutions may share a name and a year
    // (school names repeat across communes). The application's lock comes first: a concurrent second
    // publish of the same application waits, then answers the 409 of a publish sent afterwards before
    // creating anything; the primary key of publicaciones is the database's last word.
    const guard = (tx: Tx) => lockApplication(tx, found.id, (a) => assertTransition(a, 'Publicada', 'admin'));
    const created = await storeUploads(ctx.db, ctx.storage, received, { publico: true, guard }, async (tx, ids, application) => {
      const [inst] = await tx.insert(institucionesReconocidas).values({
        titulo: application.nombre_institucion, logo_id: ids.logo ?? null, logo_alt: fields.logo_alt, texto: fields.texto || null,
        tipo_reconocimiento: fields.tipo_reconocimiento || 'Sello Chile Inclusivo', anno_certificacion: fields.anno_certificacion,
        categoria_id: fields.categoria_id, user_id: auth.id,
      }).returning();
      if (!inst) throw new HttpError(500, MSG.unexpected);
      await tx.insert(publicaciones).values({ postulacion_sello_id: application.id, institucion_reconocida_id: inst.id, user_id: auth.id });
      // The certificate is issued with the publication (issue 58), from the application's data.
      const certificate = await issueCertificate(tx, {
        institucionId: inst.id, postulacionId: application.id, titulo: inst.titulo, rut: application.rut_institucion,
        categoriaId: inst.categoria_id, anno: inst.anno_certificacion, regionId: application.region_id, comunaId: application.comuna_id,
        otorgadoEl: todayInChile(), userId: auth.id,
      });
      // One audit entry for the act: the transition's, naming the institution and the certificate.
      await transition(tx, application, 'Publicada', {
        actor: 'admin', userId: auth.id,
        detail: { institucion_reconocida_id: inst.id, titulo: inst.titulo, codigo: formatCode(certificate.codigo) },
      });
      return { result: { inst, certificate } };
    }).catch((error: unknown) => {
      const text = `${String((error as { message?: unknown }).message ?? '')} ${String((error as { cause?: { message?: unknown } }).cause?.message ?? '')}`;
      if (text.includes('publicaciones_pkey')) throw new HttpError(409, 'Esta postulación ya fue publicada.');
      throw error;
    });
    ctx.cache.clear();
    return {
      message: 'Institución publicada correctamente.', institucion_reconocida_id: created.inst.id,
      certificado: { codigo: formatCode(created.certificate.codigo), verificacion_url: verificationUrl(ctx, created.certificate.codigo) },
    };
  });

  app.get('/api/admin/categorias/umbrales', { config: admin }, async () => {
    const cats = await ctx.db.select({ id: categoriaPostulaciones.id }).from(categoriaPostulaciones).orderBy(categoriaPostulaciones.id);
    return Promise.all(cats.map((c) => thresholdOf(ctx.db, c.id)));
  });

  app.put('/api/admin/categorias/:id/umbral', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const id = parseId((request.params as Params).id);
    const [cat] = id ? await ctx.db.select().from(categoriaPostulaciones).where(eq(categoriaPostulaciones.id, id)).limit(1) : [];
    if (!cat) throw notFound('La categoría no existe.');
    const body = parse(thresholdSchema, request.body);
    await ctx.db.transaction(async (tx) => {
      await tx.insert(umbralesCategoria).values({ categoria_id: cat.id, porcentaje: body.porcentaje, user_id: auth.id })
        .onConflictDoUpdate({ target: umbralesCategoria.categoria_id, set: { porcentaje: body.porcentaje, user_id: auth.id, updated_at: sql`now()` } });
      await audit(tx, auth.id, 'actualizar', 'umbral_categoria', cat.id, { porcentaje: body.porcentaje });
    });
    return thresholdOf(ctx.db, cat.id);
  });
}
