import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { archivos, homeContent } from '../db/schema';
import { iso, mediaPath, mediaUrl } from '../lib/serialize';

export async function getHome(ctx: AppContext) {
  const [row] = await ctx.db.select({ h: homeContent, key: archivos.storage_key }).from(homeContent)
    .leftJoin(archivos, eq(archivos.id, homeContent.landing_image_id)).where(eq(homeContent.id, 1)).limit(1);
  return {
    texto_bajada: row?.h.texto_bajada ?? '',
    landing_image: mediaPath(row?.key),
    landing_image_url: mediaUrl(ctx.config, row?.key),
    landing_image_alt: row?.key ? row.h.landing_image_alt : '',
    updated_at: iso(row?.h.updated_at),
  };
}
