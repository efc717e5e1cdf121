import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ALT_TEXT_REQUIRED, newsFieldsSchema, newsRestoreSchema, newsUpdateFieldsSchema, slugify } from '@sello/shared-api/schemas';
import * as v from 'valibot';
import { ADMIN, type AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import { archivos, noticiaRedirecciones, noticiaRevisiones, noticias, users } from '../db/schema';
import { audit } from '../lib/audit';
import { HttpError, invalid, MSG, notFound } from '../lib/http-error';
import { excerptOf, sanitizeRichText } from '../lib/sanitize';
import { iso, mediaUrl } from '../lib/serialize';
import { deleteFileRows, DIMENSIONS, guardReceived, LIMITS, receiveMultipart, storeUploads, type Received } from '../lib/uploads';
import { parse, parseId } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import { findNoticiaAdmin, paginateNoticias } from '../services/news';
import { pageFrom } from './public';
import { editedFields, refuseStaleEdit } from '../lib/stale-edit';

const admin = { roles: ADMIN };
type Noticia = typeof noticias.$inferSelect;

const rules = {
  imagen: { kind: 'image' as const, maxBytes: LIMITS.image, required: false, dimensions: DIMENSIONS.newsDesktop },
  imagen_mobile: { kind: 'image' as const, maxBytes: LIMITS.image, required: false, dimensions: DIMENSIONS.newsMobile },
};

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

/** A slug now in use is nobody's old URL any more; a slug left behind redirects to its item. */
async function moveSlug(tx: Tx, id: number, from: string | null, to: string): Promise<void> {
  await tx.delete(noticiaRedirecciones).where(eq(noticiaRedirecciones.url_antigua, to));
  if (from && from !== to) {
    await tx.insert(noticiaRedirecciones).values({ url_antigua: from, noticia_id: id })
      .onConflictDoUpdate({ target: noticiaRedirecciones.url_antigua, set: { noticia_id: id, created_at: sql`now()` } });
  }
}

/**
 * The item as it is now, locked until the transaction ends. The route's first read came before the
 * body arrived (an upload takes seconds): an edit or a deletion committed since then is seen here,
 * and the slug, the redirect and the files a write decides on are the item's current ones.
 */
async function lockNoticia(tx: Tx, id: number): Promise<Noticia> {
  const [row] = await tx.select().from(noticias).where(eq(noticias.id, id)).limit(1).for('update');
  if (!row) throw notFound('La noticia no existe.');
  return row;
}

/** Every save stores the resulting version. */
async function storeRevision(tx: Tx, id: number, userId: number): Promise<void> {
  const [n] = await tx.select().from(noticias).where(eq(noticias.id, id)).limit(1);
  if (!n) return;
  await tx.insert(noticiaRevisiones).values({
    noticia_id: n.id, titulo: n.titulo, url: n.url, cuerpo: n.cuerpo, imagen_id: n.imagen_id, imagen_alt: n.imagen_alt,
    imagen_mobile_id: n.imagen_mobile_id, imagen_mobile_alt: n.imagen_mobile_alt, activo: n.activo, publicar_en: n.publicar_en, user_id: userId,
  });
}

/**
 * Each image the item will have needs its alternative text: a new upload needs one in the same
 * request; an existing image keeps its own unless a new one is sent (and it cannot be emptied).
 */
function altTexts(received: Received, fields: { imagen_alt?: string | undefined; imagen_mobile_alt?: string | undefined }, current?: Noticia) {
  const errors: Record<string, string[]> = {};
  const resolve = (file: 'imagen' | 'imagen_mobile', sent: string | undefined, had: string | null | undefined, hadAlt: string) => {
    const hasImage = Boolean(received.files[file]) || Boolean(had);
    const alt = sent !== undefined ? sent : received.files[file] ? '' : hadAlt;
    if (hasImage && !alt) errors[`${file}_alt`] = [ALT_TEXT_REQUIRED];
    return hasImage ? alt : '';
  };
  const imagen = resolve('imagen', fields.imagen_alt, current?.imagen_id, current?.imagen_alt ?? '');
  const mobile = resolve('imagen_mobile', fields.imagen_mobile_alt, current?.imagen_mobile_id, current?.imagen_mobile_alt ?? '');
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { imagen_alt: imagen, imagen_mobile_alt: mobile };
}

/** 'estado' ('borrador' | 'publicada') wins over the older boolean 'activo'. */
function publishedFlag(fields: v.InferOutput<typeof newsUpdateFieldsSchema>): boolean | undefined {
  if (fields.estado) return fields.estado === 'publicada';
  return fields.activo;
}

function bodyOf(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const cuerpo = sanitizeRichText(raw);
  if (!cuerpo) throw invalid({ cuerpo: ['El cuerpo de la noticia es requerido.'] });
  return cuerpo;
}

export function registerAdminNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const findCurrent = async (raw: string) => {
    const id = parseId(raw);
    const [current] = id ? await ctx.db.select().from(noticias).where(eq(noticias.id, id)).limit(1) : [];
    if (!current) throw notFound('La noticia no existe.');
    return current;
  };
  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;
  const answer = async (id: number, message?: string) => {
    const item = await findNoticiaAdmin(ctx, id);
    if (!item) throw notFound('La noticia no existe.');
    return message ? { ...item, message } : item;
  };

  app.get('/api/admin/noticias', { config: admin }, async (request) =>
    paginateNoticias(ctx, pageFrom(request.query), `${ctx.config.publicBaseUrl}/api/admin/noticias`, false));

  app.get('/api/admin/noticias/url/:url', { config: admin }, async (request) => {
    const [row] = await ctx.db.select({ id: noticias.id }).from(noticias)
      .where(eq(noticias.url, (request.params as { url: string }).url.slice(0, 255))).limit(1);
    if (!row) throw notFound('La noticia no existe.');
    return answer(row.id);
  });

  // Any state, drafts and scheduled items included: also the preview before publishing.
  app.get('/api/admin/noticias/:id', { config: admin }, async (request) => answer((await findCurrent(idOf(request))).id));

  app.post('/api/admin/noticias/store', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const received = await receiveMultipart(request, ctx.storage, rules);
    const { fields, cuerpo, alts } = await guardReceived(received, () => {
      const parsed = parse(newsFieldsSchema, received.fields);
      return { fields: parsed, cuerpo: bodyOf(parsed.cuerpo) ?? '', alts: altTexts(received, parsed) };
    });
    const created = await storeUploads(ctx.db, ctx.storage, received, { publico: true }, async (tx, ids) => {
      const url = await uniqueSlug(tx, slugify(fields.url || fields.titulo));
      const [row] = await tx.insert(noticias).values({
        titulo: fields.titulo, url, cuerpo, excerpt: excerptOf(cuerpo), activo: publishedFlag(fields) ?? true,
        publicar_en: fields.publicar_en ?? null, user_id: auth.id,
        imagen_id: ids.imagen ?? null, imagen_mobile_id: ids.imagen_mobile ?? null, ...alts,
      }).returning();
      if (!row) throw new HttpError(500, MSG.unexpected);
      await moveSlug(tx, row.id, null, url);
      await storeRevision(tx, row.id, auth.id);
      await audit(tx, auth.id, 'crear', 'noticia', row.id, { titulo: row.titulo, url: row.url, activo: row.activo, publicar_en: row.publicar_en });
      return { result: row };
    });
    ctx.cache.clear();
    return answer(created.id, '¡Noticia creada con éxito!');
  });

  app.patch('/api/admin/noticias/:id', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const current = await findCurrent(idOf(request));
    const received = await receiveMultipart(request, ctx.storage, rules);
    const { fields, cuerpo, alts } = await guardReceived(received, () => {
      const parsed = parse(newsUpdateFieldsSchema, received.fields);
      return { fields: parsed, cuerpo: bodyOf(parsed.cuerpo), alts: altTexts(received, parsed, current) };
    });
    await storeUploads(ctx.db, ctx.storage, received, { publico: true, guard: (tx) => lockNoticia(tx, current.id) }, async (tx, ids, latest) => {
      refuseStaleEdit(received.fields, latest.updated_at, 'esta noticia');
      // A new title (or an explicit url) moves the slug; the old one keeps redirecting.
      const wanted = fields.url || (fields.titulo !== undefined && fields.titulo !== latest.titulo ? fields.titulo : '');
      const url = wanted ? await uniqueSlug(tx, slugify(wanted), latest.id) : latest.url;
      const activo = publishedFlag(fields);
      await tx.update(noticias).set({
        ...(fields.titulo !== undefined ? { titulo: fields.titulo } : {}),
        url,
        ...(cuerpo !== undefined ? { cuerpo, excerpt: excerptOf(cuerpo) } : {}),
        ...(activo !== undefined ? { activo } : {}),
        ...(fields.publicar_en !== undefined ? { publicar_en: fields.publicar_en } : {}),
        ...(ids.imagen ? { imagen_id: ids.imagen } : {}),
        ...(ids.imagen_mobile ? { imagen_mobile_id: ids.imagen_mobile } : {}),
        ...alts,
        updated_at: sql`now()`,
      }).where(eq(noticias.id, latest.id));
      await moveSlug(tx, latest.id, latest.url, url);
      await storeRevision(tx, latest.id, auth.id);
      await audit(tx, auth.id, 'actualizar', 'noticia', latest.id, {
        campos: editedFields(received.fields, ids), ...(url !== latest.url ? { url_anterior: latest.url, url } : {}),
      });
      // Replaced images stay: earlier revisions show them and a restore brings them back.
      return { result: null };
    });
    ctx.cache.clear();
    return answer(current.id, 'Noticia actualizada.');
  });

  app.get('/api/admin/noticias/:id/revisiones', { config: admin }, async (request) => {
    const current = await findCurrent(idOf(request));
    const rows = await ctx.db.select({ r: noticiaRevisiones, name: users.name, lastname: users.lastname }).from(noticiaRevisiones)
      .leftJoin(users, eq(users.id, noticiaRevisiones.user_id))
      .where(eq(noticiaRevisiones.noticia_id, current.id))
      .orderBy(desc(noticiaRevisiones.created_at), desc(noticiaRevisiones.id));
    const fileIds = rows.flatMap(({ r }) => [r.imagen_id, r.imagen_mobile_id]).filter((id): id is string => Boolean(id));
    const files = fileIds.length ? await ctx.db.select().from(archivos).where(inArray(archivos.id, fileIds)) : [];
    const keyOf = new Map(files.map((file) => [file.id, file.storage_key]));
    return rows.map(({ r, name, lastname }) => ({
      id: r.id, noticia_id: r.noticia_id, titulo: r.titulo, url: r.url, cuerpo: r.cuerpo,
      imagen_url: mediaUrl(ctx.config, r.imagen_id ? keyOf.get(r.imagen_id) : null), imagen_alt: r.imagen_alt,
      imagen_mobile_url: mediaUrl(ctx.config, r.imagen_mobile_id ? keyOf.get(r.imagen_mobile_id) : null), imagen_mobile_alt: r.imagen_mobile_alt,
      activo: r.activo, publicar_en: r.publicar_en ? iso(r.publicar_en) : null, user_id: r.user_id,
      usuario: name ? `${name} ${lastname ?? ''}`.trim() : null, created_at: iso(r.created_at),
    }));
  });

  // Restores the content of an earlier version (title, slug, body, images and their alt texts); the
  // publication state stays as it is now. The restore is itself a new revision.
  app.post('/api/admin/noticias/:id/restaurar', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const current = await findCurrent(idOf(request));
    const body = parse(newsRestoreSchema, request.body);
    const [revision] = await ctx.db.select().from(noticiaRevisiones)
      .where(and(eq(noticiaRevisiones.id, body.revision_id), eq(noticiaRevisiones.noticia_id, current.id))).limit(1);
    if (!revision) throw notFound('La revisión no existe.');
    await ctx.db.transaction(async (tx) => {
      const latest = await lockNoticia(tx, current.id);
      const url = revision.url === latest.url ? latest.url : await uniqueSlug(tx, revision.url, latest.id);
      await tx.update(noticias).set({
        titulo: revision.titulo, url, cuerpo: revision.cuerpo, excerpt: excerptOf(revision.cuerpo),
        imagen_id: revision.imagen_id, imagen_alt: revision.imagen_alt, imagen_mobile_id: revision.imagen_mobile_id, imagen_mobile_alt: revision.imagen_mobile_alt,
        updated_at: sql`now()`,
      }).where(eq(noticias.id, latest.id));
      await moveSlug(tx, latest.id, latest.url, url);
      await storeRevision(tx, latest.id, auth.id);
      await audit(tx, auth.id, 'restaurar', 'noticia', latest.id, { revision_id: revision.id });
    });
    ctx.cache.clear();
    return answer(current.id, 'Versión restaurada.');
  });

  app.delete('/api/admin/noticias/:id', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const id = parseId(idOf(request));
    if (!id) throw notFound('La noticia no existe.');
    // No body to wait for: the item is read once, locked, inside the transaction.
    const keys = await ctx.db.transaction(async (tx) => {
      const latest = await lockNoticia(tx, id);
      const revisions = await tx.select().from(noticiaRevisiones).where(eq(noticiaRevisiones.noticia_id, latest.id));
      const fileIds = [...new Set([latest.imagen_id, latest.imagen_mobile_id, ...revisions.flatMap((r) => [r.imagen_id, r.imagen_mobile_id])])];
      // Revisions and redirects go with the item (cascade); then the images nothing refers to any more.
      await tx.delete(noticias).where(eq(noticias.id, latest.id));
      await audit(tx, auth.id, 'eliminar', 'noticia', latest.id, { titulo: latest.titulo, url: latest.url });
      return deleteFileRows(tx, fileIds);
    });
    await Promise.all(keys.map((key) => ctx.storage.remove(key).catch(() => undefined)));
    ctx.cache.clear();
    return { message: 'Noticia eliminada.' };
  });
}
