import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newsFieldsSchema, newsUpdateFieldsSchema, slugify } from '@sello/shared-api/schemas';
import { ADMIN, type AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { noticias } from '../db/schema';
import { audit } from '../lib/audit';
import { HttpError, invalid, MSG, notFound } from '../lib/http-error';
import { excerptOf, sanitizeRichText } from '../lib/sanitize';
import { deleteFileRows, DIMENSIONS, guardReceived, LIMITS, receiveMultipart, storeUploads } from '../lib/uploads';
import { parse, parseId } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import { findNoticia, paginateNoticias } from '../services/news';
import { pageFrom } from './public';

const admin = { roles: ADMIN };

function rules(required: boolean) {
  return {
    imagen: { kind: 'image' as const, maxBytes: LIMITS.image, required, dimensions: DIMENSIONS.newsDesktop },
    imagen_mobile: { kind: 'image' as const, maxBytes: LIMITS.image, required: false, dimensions: DIMENSIONS.newsMobile },
  };
}

async function uniqueSlug(db: DbOrTx, wanted: string, exceptId?: number): Promise<string> {
  const base = wanted || 'noticia';
  for (let n = 1; n < 1000; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const where = exceptId ? and(eq(noticias.url, candidate), ne(noticias.id, exceptId)) : eq(noticias.url, candidate);
    const [taken] = await db.select({ id: noticias.id }).from(noticias).where(where).limit(1);
    if (!taken) return candidate;
  }
  throw invalid({ url: ['No se pudo generar una URL única para la noticia.'] });
}

export function registerAdminNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/noticias', { config: admin }, async (request) =>
    paginateNoticias(ctx, pageFrom(request.query), `${ctx.config.publicBaseUrl}/api/admin/noticias`, false));

  app.get('/api/admin/noticias/url/:url', { config: admin }, async (request) => {
    const item = await findNoticia(ctx, eq(noticias.url, (request.params as { url: string }).url.slice(0, 255)), false);
    if (!item) throw notFound('La noticia no existe.');
    return item;
  });

  app.get('/api/admin/noticias/:id', { config: admin }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const item = id ? await findNoticia(ctx, eq(noticias.id, id), false) : null;
    if (!item) throw notFound('La noticia no existe.');
    return item;
  });

  app.post('/api/admin/noticias/store', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const received = await receiveMultipart(request, ctx.storage, rules(false));
    const fields = await guardReceived(received, () => parse(newsFieldsSchema, received.fields));
    const cuerpo = sanitizeRichText(fields.cuerpo);
    if (!cuerpo) {
      await received.discard();
      throw invalid({ cuerpo: ['El cuerpo de la noticia es requerido.'] });
    }
    const created = await storeUploads(ctx.db, ctx.storage, received, { publico: true }, async (tx, ids) => {
      const url = await uniqueSlug(tx, slugify(fields.url || fields.titulo));
      const [row] = await tx.insert(noticias).values({
        titulo: fields.titulo, url, cuerpo, excerpt: excerptOf(cuerpo), activo: fields.activo ?? true, user_id: auth.id,
        imagen_id: ids.imagen ?? null, imagen_mobile_id: ids.imagen_mobile ?? null,
      }).returning();
      if (!row) throw new HttpError(500, MSG.unexpected);
      await audit(tx, auth.id, 'crear', 'noticia', row.id, { titulo: row.titulo, url: row.url });
      return { result: row };
    });
    ctx.cache.clear();
    return { ...(await findNoticia(ctx, eq(noticias.id, created.id), false)), message: '¡Noticia creada con éxito!' };
  });

  app.patch('/api/admin/noticias/:id', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const id = parseId((request.params as { id: string }).id);
    const [current] = id ? await ctx.db.select().from(noticias).where(eq(noticias.id, id)).limit(1) : [];
    if (!current) throw notFound('La noticia no existe.');
    const received = await receiveMultipart(request, ctx.storage, rules(false));
    const fields = await guardReceived(received, () => parse(newsUpdateFieldsSchema, received.fields));
    const cuerpo = fields.cuerpo === undefined ? undefined : sanitizeRichText(fields.cuerpo);
    if (cuerpo === '') {
      await received.discard();
      throw invalid({ cuerpo: ['El cuerpo de la noticia es requerido.'] });
    }
    await storeUploads(ctx.db, ctx.storage, received, { publico: true }, async (tx, ids) => {
      const url = fields.url !== undefined ? await uniqueSlug(tx, slugify(fields.url || fields.titulo || current.titulo), current.id) : undefined;
      await tx.update(noticias).set({
        ...(fields.titulo !== undefined ? { titulo: fields.titulo } : {}),
        ...(url !== undefined ? { url } : {}),
        ...(cuerpo !== undefined ? { cuerpo, excerpt: excerptOf(cuerpo) } : {}),
        ...(fields.activo !== undefined ? { activo: fields.activo } : {}),
        ...(ids.imagen ? { imagen_id: ids.imagen } : {}),
        ...(ids.imagen_mobile ? { imagen_mobile_id: ids.imagen_mobile } : {}),
        updated_at: sql`now()`,
      }).where(eq(noticias.id, current.id));
      await audit(tx, auth.id, 'actualizar', 'noticia', current.id, { campos: [...Object.keys(received.fields), ...Object.keys(ids)] });
      return { result: null, obsolete: [ids.imagen ? current.imagen_id : null, ids.imagen_mobile ? current.imagen_mobile_id : null] };
    });
    ctx.cache.clear();
    return { ...(await findNoticia(ctx, eq(noticias.id, current.id), false)), message: 'Noticia actualizada.' };
  });

  app.delete('/api/admin/noticias/:id', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const id = parseId((request.params as { id: string }).id);
    const [current] = id ? await ctx.db.select().from(noticias).where(eq(noticias.id, id)).limit(1) : [];
    if (!current) throw notFound('La noticia no existe.');
    const keys = await ctx.db.transaction(async (tx) => {
      await tx.delete(noticias).where(eq(noticias.id, current.id));
      await audit(tx, auth.id, 'eliminar', 'noticia', current.id, { titulo: current.titulo });
      return deleteFileRows(tx, [current.imagen_id, current.imagen_mobile_id]);
    });
    await Promise.all(keys.map((key) => ctx.storage.remove(key).catch(() => undefined)));
    ctx.cache.clear();
    return { message: 'Noticia eliminada.' };
  });
}
