import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { archivos, noticias } from '../db/schema';
import { iso, mediaPath, mediaUrl } from '../lib/serialize';

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
    activo: n.activo,
    user_id: n.user_id,
    created_at: iso(n.created_at),
    updated_at: iso(n.updated_at),
  };
}

export async function findNoticia(ctx: AppContext, where: SQL, onlyActive: boolean) {
  const [row] = await baseQuery(ctx.db).where(onlyActive ? and(where, eq(noticias.activo, true)) : where).limit(1);
  return row ? serializeNoticia(ctx, row) : null;
}

/** Laravel's LengthAwarePaginator shape, which the portal's paginator was written against. */
export async function paginateNoticias(ctx: AppContext, page: number, path: string, onlyActive: boolean) {
  const where = onlyActive ? eq(noticias.activo, true) : undefined;
  const [totals] = await ctx.db.select({ total: count() }).from(noticias).where(where);
  const total = totals?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const rows = await baseQuery(ctx.db).where(where)
    .orderBy(desc(noticias.created_at), desc(noticias.id)).limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE);
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
    data: rows.map((row) => serializeNoticia(ctx, row)),
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
