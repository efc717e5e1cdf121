import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import {
  archivos, categoriaPostulaciones, comunas, estadoRequisitos, mediosVerificacion, regiones, requisitos,
  resultadoPostulaciones, tipoInstituciones,
} from '../db/schema';
import { notFound } from '../lib/http-error';
import { sendCached } from '../lib/json-cache';
import { iso, mediaPath, mediaUrl } from '../lib/serialize';
import { serializeRequisito } from '../services/requirements';
import { parseId } from '../lib/validate';

const pub = { roles: 'public' as const };

function categoriaFrom(query: unknown): number | null {
  return parseId((query as Record<string, unknown> | undefined)?.categoria_id);
}

export function registerReferenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/regiones', { config: pub }, async (_req, reply) => sendCached(ctx, reply, 'regiones', () =>
    ctx.db.select({ id: regiones.id, nombre: regiones.nombre }).from(regiones).orderBy(asc(regiones.orden), asc(regiones.id))));

  app.get('/api/comunas/region/:id', { config: pub }, async (request, reply) => {
    const id = parseId((request.params as { id: string }).id);
    if (!id) throw notFound('La región no existe.');
    return sendCached(ctx, reply, `comunas:${id}`, async () => {
      const [region] = await ctx.db.select().from(regiones).where(eq(regiones.id, id)).limit(1);
      if (!region) throw notFound('La región no existe.');
      return ctx.db.select({ id: comunas.id, nombre: comunas.nombre, region_id: comunas.region_id }).from(comunas)
        .where(eq(comunas.region_id, id)).orderBy(asc(comunas.nombre));
    });
  });

  app.get('/api/tipo-instituciones', { config: pub }, async () =>
    ctx.db.select({ id: tipoInstituciones.id, nombre: tipoInstituciones.nombre }).from(tipoInstituciones).orderBy(asc(tipoInstituciones.id)));

  app.get('/api/resultado-postulaciones', { config: pub }, async () =>
    ctx.db.select({ id: resultadoPostulaciones.id, nombre: resultadoPostulaciones.nombre }).from(resultadoPostulaciones).orderBy(asc(resultadoPostulaciones.id)));

  app.get('/api/estado-requisitos', { config: pub }, async () =>
    ctx.db.select({ id: estadoRequisitos.id, nombre: estadoRequisitos.nombre }).from(estadoRequisitos).orderBy(asc(estadoRequisitos.id)));

  app.get('/api/categoria-postulaciones', { config: pub }, async () =>
    ctx.db.select().from(categoriaPostulaciones).orderBy(asc(categoriaPostulaciones.id)));

  const oneCategory = async (request: { params: unknown }) => {
    const id = parseId((request.params as { id: string }).id);
    const rows = id ? await ctx.db.select().from(categoriaPostulaciones).where(eq(categoriaPostulaciones.id, id)) : [];
    if (rows.length === 0) throw notFound('La categoría no existe.');
    return rows;
  };
  // The spec shows this one without the api/ prefix; both spellings answer.
  app.get('/categoria-postulaciones/:id', { config: pub }, oneCategory);
  app.get('/api/categoria-postulaciones/:id', { config: pub }, oneCategory);

  app.get('/api/medios-verificacion', { config: pub }, async (request) => {
    const categoria = categoriaFrom(request.query);
    const rows = await ctx.db.select({ m: mediosVerificacion, key: archivos.storage_key }).from(mediosVerificacion)
      .leftJoin(archivos, eq(archivos.id, mediosVerificacion.archivo_base_id))
      .where(categoria ? eq(mediosVerificacion.categoria_id, categoria) : undefined)
      .orderBy(asc(mediosVerificacion.id));
    return rows.map(({ m, key }) => ({
      id: m.id, categoria_id: m.categoria_id, nombre: m.nombre, descripcion: m.descripcion,
      archivo_base: mediaPath(key), archivo_base_url: mediaUrl(ctx.config, key), created_at: iso(m.created_at),
    }));
  });

  app.get('/api/requisitos', { config: pub }, async (request) => {
    const categoria = categoriaFrom(request.query);
    const rows = await ctx.db.select().from(requisitos)
      .where(categoria ? eq(requisitos.categoria_id, categoria) : undefined).orderBy(asc(requisitos.orden), asc(requisitos.id));
    return rows.map(serializeRequisito);
  });

  app.get('/api/requisitos/:id', { config: pub }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const [row] = id ? await ctx.db.select().from(requisitos).where(eq(requisitos.id, id)).limit(1) : [];
    if (!row) throw notFound('El requisito no existe.');
    return serializeRequisito(row);
  });
}
