import { create as contentDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { archivos, noticias } from '../db/schema';
import { invalid, notFound } from '../lib/http-error';
import { createVariantMaker, variantFileName, variantWidthFrom } from '../lib/image-variants';
import { sendCached } from '../lib/json-cache';
import { IMAGE_TYPES } from '../lib/uploads';
import { parseId } from '../lib/validate';
import { listDescargables } from '../services/downloadables';
import { getHome } from '../services/home';
import { listInstituciones } from '../services/institutions';
import { findNoticia, nextScheduled, paginateNoticias, publicNewsPath, redirectedSlug } from '../services/news';
import { yearInChile } from '@sello/shared-api/schemas';

const pub = { roles: 'public' as const };

export function pageFrom(query: unknown): number {
  const raw = (query as Record<string, unknown> | undefined)?.page;
  const page = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/**
 * The year filter of /instituciones: none (absent or empty) lists every institution; anything else
 * must be one year of four digits. A malformed year answers 422 instead of silently listing all.
 */
function yearFrom(query: unknown): number | null {
  const raw = (query as Record<string, unknown> | undefined)?.anno_certificacion;
  if (raw === undefined || raw === '') return null;
  if (typeof raw === 'string' && /^\d{4}$/.test(raw)) return Number(raw);
  throw invalid({ anno_certificacion: ['El año de certificación debe ser un año de cuatro cifras, por ejemplo 2024.'] });
}

const NEXT_PUBLICATION = '\u0000proxima-publicacion';

/**
 * Scheduled news appear without anyone acting: the instant of the next scheduled publication is kept
 * next to the cached answers, and the first read after it drops them (no timer).
 */
async function dropCacheAtPublication(ctx: AppContext): Promise<void> {
  let next = ctx.cache.get(NEXT_PUBLICATION);
  if (next === undefined) {
    const at = await nextScheduled(ctx);
    next = at ? String(at.getTime()) : 'ninguna';
    ctx.cache.set(NEXT_PUBLICATION, next);
  }
  if (next !== 'ninguna' && Number(next) <= Date.now()) ctx.cache.clear();
}

export function registerPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/noticias', { config: pub }, async (request, reply) => {
    const page = pageFrom(request.query);
    await dropCacheAtPublication(ctx);
    return sendCached(ctx, reply, `noticias:${page}`, () => paginateNoticias(ctx, page, `${ctx.config.publicBaseUrl}/noticias`, true));
  });

  // A renamed item's old slug answers 301: `Location` is the API path of the current slug (fetch follows
  // it and gets the item), the body says where the portal page moved (`redirect`).
  app.get('/noticias/url/:url', { config: pub }, async (request, reply) => {
    const url = (request.params as { url: string }).url.slice(0, 255);
    const item = await findNoticia(ctx, eq(noticias.url, url), true);
    if (item) return item;
    const current = await redirectedSlug(ctx, url);
    if (!current) throw notFound('La noticia no existe.');
    return reply.code(301)
      .header('Location', `${ctx.config.publicBaseUrl}/noticias/url/${encodeURIComponent(current)}`)
      .send({ message: 'La noticia cambió de dirección.', url: current, redirect: publicNewsPath(current) });
  });

  app.get('/noticias/:id', { config: pub }, async (request, reply) => {
    const id = parseId((request.params as { id: string }).id);
    if (!id) throw notFound('La noticia no existe.');
    await dropCacheAtPublication(ctx);
    return sendCached(ctx, reply, `noticia:${id}`, async () => {
      const item = await findNoticia(ctx, eq(noticias.id, id), true);
      if (!item) throw notFound('La noticia no existe.');
      return item;
    });
  });

  // Each institution's vigencia turns with the Chilean year: an answer is kept for the year it was made in.
  app.get('/instituciones-reconocidas', { config: pub }, async (_request, reply) =>
    sendCached(ctx, reply, `instituciones@${yearInChile()}`, () => listInstituciones(ctx)));

  app.get('/instituciones', { config: pub }, async (request, reply) => {
    const year = yearFrom(request.query);
    return sendCached(ctx, reply, `instituciones:${year ?? 'todas'}@${yearInChile()}`, () => listInstituciones(ctx, year ? { anno: year } : {}));
  });

  app.get('/descargables', { config: pub }, async (_request, reply) => sendCached(ctx, reply, 'descargables', () => listDescargables(ctx)));
  app.get('/home', { config: pub }, async (_request, reply) => sendCached(ctx, reply, 'home', () => getHome(ctx)));

  const variants = createVariantMaker(ctx.storage);
  app.get('/media/:key', { config: pub }, async (request, reply) => {
    const { key } = request.params as { key: string };
    if (!/^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/.test(key)) throw notFound('El archivo no existe.');
    const width = variantWidthFrom(request.query);
    const [file] = await ctx.db.select().from(archivos).where(eq(archivos.storage_key, key)).limit(1);
    if (!file?.publico || !(await ctx.storage.exists(key))) throw notFound('El archivo no existe.');
    if (width !== null && !IMAGE_TYPES.has(file.mime)) throw invalid({ w: ['Este archivo no es una imagen: no tiene versiones de otro ancho.'] });
    // Keys are random and never reused, so a cached copy (original or narrower) can never be stale.
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    const inline = (name: string) => contentDisposition(name, { type: 'inline' });
    const original = () => reply
      .header('Content-Type', file.mime)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', inline(file.nombre_original))
      .send(ctx.storage.read(key));
    if (width === null) return original();
    // The same address answers WebP or the original's format by what the browser accepts.
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${String(vary)}, Accept` : 'Accept');
    const variant = await variants.get({ key, mime: file.mime }, width, request.headers.accept).catch((error: unknown) => {
      // A stored picture sharp cannot read (its upload checks read only the header): the original serves.
      request.log.warn({ err: error, key }, 'no se pudo reducir la imagen');
      return null;
    });
    if (!variant) return original();
    return reply
      .header('Content-Type', variant.mime)
      .header('Content-Disposition', inline(variantFileName(file.nombre_original, file.mime, variant)))
      .send(variant.bytes);
  });
}
