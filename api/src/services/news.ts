import { and, count, desc, eq, gt, isNull, lte, min, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { archivos, noticiaRedirecciones, noticias } from '../db/schema';
import { iso, mediaPath, mediaUrl } from '../lib/serialize';
import { todayInChile } from './review/common';

export const PAGE_SIZE = 9;

const img = alias(archivos, 'img');
const imgMobile = alias(archivos, 'img_mobile');

const columns = {
  n: noticias,
  imagenKey: img.storage_key,
  imagenMobileKey: imgMobile.storage_key,
};

type Row = { n: typeof noticias.$inferSelect; imagenKey: string | null; imagenMobileKey: string | null };

function baseQuery(db: DbOrTx) {
  return db.select(columns).from(noticias)
    .leftJoin(img, eq(img.id, noticias.imagen_id))
    .leftJoin(imgMobile, eq(imgMobile.id, noticias.imagen_mobile_id));
}

/** The portal's page of a news item (mf-public's route). */
export const publicNewsPath = (url: string) => `/noticias/detail/${url}`;

/**
 * What the public sees: published items whose scheduled time (if any) has come. Checked at read time
 * against the clock, so a scheduled item appears without anyone acting.
 */
export function visibleNow(now = new Date()): SQL {
  return and(eq(noticias.activo, true), or(isNull(noticias.publicar_en), lte(noticias.publicar_en, now))) as SQL;
}

/**
 * When an item became public: its scheduled time when that came after it was written, else when it
 * was written (a past 'Publicar el' does not date it back). The list is ordered by it and the item
 * shows its day, so a scheduled item takes its place, with its day, when it appears.
 */
const publishedAt = (n: typeof noticias.$inferSelect) => (n.publicar_en && n.publicar_en > n.created_at ? n.publicar_en : n.created_at);
/** Newest first by publication (`publishedAt`; PostgreSQL's greatest() leaves out a null). */
const byPublication = [desc(sql`greatest(${noticias.publicar_en}, ${noticias.created_at})`), desc(noticias.id)];

export function newsState(n: typeof noticias.$inferSelect, now = new Date()): 'borrador' | 'programada' | 'publicada' {
  if (!n.activo) return 'borrador';
  return n.publicar_en && n.publicar_en > now ? 'programada' : 'publicada';
}

export function serializeNoticia(ctx: AppContext, row: Row) {
  const { n } = row;
  return {
    id: n.id,
    id_noticia: n.id,
    url: n.url,
    titulo: n.titulo,
    cuerpo: n.cuerpo,
    excerpt: n.excerpt,
    imagen: mediaPath(row.imagenKey),
    image_url: mediaUrl(ctx.config, row.imagenKey),
    imagen_mobile: mediaPath(row.imagenMobileKey),
    imagen_mobile_url: mediaUrl(ctx.config, row.imagenMobileKey),
    imagen_alt: row.imagenKey ? n.imagen_alt : '',
    imagen_mobile_alt: row.imagenMobileKey ? n.imagen_mobile_alt : '',
    activo: n.activo,
    user_id: n.user_id,
    created_at: iso(n.created_at),
    // The day shown on the item ('YYYY-MM-DD', the calendar day in Chile of its publication): a page
    // shows it as written, without loading the browser's time zone data (about 50 ms on a phone).
    fecha: todayInChile(publishedAt(n)),
    updated_at: iso(n.updated_at),
  };
}

/** The admin's view: the public shape plus state, schedule and the public page's path. */
export function serializeNoticiaAdmin(ctx: AppContext, row: Row) {
  return {
    ...serializeNoticia(ctx, row),
    publicar_en: row.n.publicar_en ? row.n.publicar_en.toISOString() : null,
    estado: newsState(row.n),
    ruta_publica: publicNewsPath(row.n.url),
  };
}

export async function findNoticia(ctx: AppContext, where: SQL, onlyPublic: boolean) {
  const [row] = await baseQuery(ctx.db).where(onlyPublic ? and(where, visibleNow()) : where).limit(1);
  return row ? serializeNoticia(ctx, row) : null;
}

export async function findNoticiaAdmin(ctx: AppContext, id: number) {
  const [row] = await baseQuery(ctx.db).where(eq(noticias.id, id)).limit(1);
  return row ? serializeNoticiaAdmin(ctx, row) : null;
}

/** The current slug of a news item renamed away from `oldUrl`, if it is public now. */
export async function redirectedSlug(ctx: AppContext, oldUrl: string): Promise<string | null> {
  const [row] = await ctx.db.select({ url: noticias.url }).from(noticiaRedirecciones)
    .innerJoin(noticias, eq(noticias.id, noticiaRedirecciones.noticia_id))
    .where(and(eq(noticiaRedirecciones.url_antigua, oldUrl), visibleNow())).limit(1);
  return row?.url ?? null;
}

/** The next scheduled publication still to come (the public caches are dropped when it passes). */
export async function nextScheduled(ctx: AppContext, now = new Date()): Promise<Date | null> {
  const [row] = await ctx.db.select({ at: min(noticias.publicar_en) }).from(noticias)
    .where(and(eq(noticias.activo, true), gt(noticias.publicar_en, now)));
  return row?.at ? new Date(row.at) : null;
}

/** Laravel's LengthAwarePaginator shape, which the portal's paginator was written against. */
export async function paginateNoticias(ctx: AppContext, page: number, path: string, onlyPublic: boolean) {
  const where = onlyPublic ? visibleNow() : undefined;
  const [totals] = await ctx.db.select({ total: count() }).from(noticias).where(where);
  const total = totals?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const rows = await baseQuery(ctx.db).where(where)
    .orderBy(...byPublication).limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE);
  const pageUrl = (p: number) => `${path}?page=${p}`;
  const from = rows.length > 0 ? (page - 1) * PAGE_SIZE + 1 : null;
  const prev = page > 1 ? pageUrl(page - 1) : null;
  const next = page < lastPage ? pageUrl(page + 1) : null;
  const links = [
    { url: prev, label: '&laquo; Anterior', active: false },
    ...Array.from({ length: lastPage }, (_, i) => ({ url: pageUrl(i + 1), label: String(i + 1), active: i + 1 === page })),
    { url: next, label: 'Siguiente &raquo;', active: false },
  ];
  return {
    current_page: page,
    data: rows.map((row) => (onlyPublic ? serializeNoticia(ctx, row) : serializeNoticiaAdmin(ctx, row))),
    first_page_url: pageUrl(1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    links,
    next_page_url: next,
    path,
    per_page: PAGE_SIZE,
    prev_page_url: prev,
    to: from === null ? null : from + rows.length - 1,
    total,
  };
}
