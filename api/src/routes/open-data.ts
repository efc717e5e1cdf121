// Open data of the register and public statistics (issue 58): public, cacheable answers, kept in
// ctx.cache until a write clears it (publishing, revoking, reissuing and every CMS edit of an
// institution do) so a publication shows in both formats the moment it is made.
import type { FastifyInstance } from 'fastify';
import { yearInChile } from '@sello/shared-api/schemas';
import type { AppContext } from '../context';
import { transiciones } from '../db/schema';
import { cachedText, sendCacheable } from '../lib/json-cache';
import { ATRIBUCION, COLUMNAS, lastChange, LICENCIA, openDataCsv, openDataJson } from '../services/open-data';
import { publicStatistics } from '../services/statistics';
import { sql } from 'drizzle-orm';

const pub = { roles: 'public' as const };
const MAX_AGE_SECONDS = 300;

export function registerOpenDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  const urls = () => ({
    csv: `${ctx.config.publicBaseUrl}/api/datos-abiertos/instituciones.csv`,
    json: `${ctx.config.publicBaseUrl}/api/datos-abiertos/instituciones.json`,
  });
  // Vigente turns into Vencido with the Chilean year: each answer is kept for the year it was made in.
  const key = (name: string) => `datos-abiertos:${name}@${yearInChile()}`;
  const licenceLink = `<${LICENCIA.url}>; rel="license"`;

  app.get('/api/datos-abiertos', { config: pub }, async (request, reply) => {
    const body = await cachedText(ctx, key('catalogo'), async () => JSON.stringify({
      titulo: 'Instituciones reconocidas con el Sello Chile Inclusivo',
      descripcion: 'Registro público de las instituciones reconocidas con el Sello Chile Inclusivo: RUT, nombre, categoría, año de certificación, estado y fechas de vigencia, región y comuna.',
      licencia: LICENCIA, atribucion: ATRIBUCION, actualizado_el: await lastChange(ctx), formatos: urls(), columnas: COLUMNAS,
    }));
    return sendCacheable(request, reply, body, 'application/json; charset=utf-8', MAX_AGE_SECONDS);
  });

  app.get('/api/datos-abiertos/instituciones.json', { config: pub }, async (request, reply) => {
    const body = await cachedText(ctx, key('json'), async () => JSON.stringify(await openDataJson(ctx, urls())));
    void reply.header('Link', licenceLink).header('Content-Disposition', 'inline; filename="instituciones-sello-chile-inclusivo.json"');
    return sendCacheable(request, reply, body, 'application/json; charset=utf-8', MAX_AGE_SECONDS);
  });

  app.get('/api/datos-abiertos/instituciones.csv', { config: pub }, async (request, reply) => {
    const body = await cachedText(ctx, key('csv'), () => openDataCsv(ctx));
    const changed = await cachedText(ctx, key('actualizado'), async () => (await lastChange(ctx)) ?? '');
    if (changed) void reply.header('Last-Modified', new Date(changed).toUTCString());
    void reply.header('Link', licenceLink).header('Content-Disposition', 'attachment; filename="instituciones-sello-chile-inclusivo.csv"');
    return sendCacheable(request, reply, body, 'text/csv; charset=utf-8; header=present', MAX_AGE_SECONDS);
  });

  app.get('/api/estadisticas', { config: pub }, async (request, reply) => {
    // Application states change without clearing ctx.cache (only the register's writes do): the key
    // names the newest state change, one indexed max() per request.
    const [latest] = await ctx.db.select({ id: sql<number | null>`max(${transiciones.id})` }).from(transiciones);
    const body = await cachedText(ctx, `estadisticas:${latest?.id ?? 0}@${yearInChile()}`, async () => JSON.stringify(await publicStatistics(ctx)));
    return sendCacheable(request, reply, body, 'application/json; charset=utf-8', 60);
  });
}
