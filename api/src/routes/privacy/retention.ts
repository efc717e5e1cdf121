// Admins: the retention schedule, a dry run of what the next run removes, running it, past reports.
// The daily run is the job queue's (it calls `runRetention(ctx, { dryRun: false, origen: 'programada' })`).
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ADMIN, type AppContext } from '../../context';
import { retencionEjecuciones, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { iso } from '../../lib/serialize';
import { parse, parseId } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { fullName } from '../../services/review/common';
import { runRetention, scheduleView, type RetentionItem } from '../../services/privacy/retention';
import { retentionRunSchema, staffAccessFilterSchema } from '../../services/privacy/schemas';

const admin = { roles: ADMIN };
const PER_PAGE = 20;

type RunRow = typeof retencionEjecuciones.$inferSelect;

function serializeRun(row: RunRow, nombre: string | null, withItems: boolean) {
  return {
    id: row.id, origen: row.origen, fecha_referencia: iso(row.fecha_referencia), created_at: iso(row.created_at),
    ejecutada_por: row.user_id ? { id: row.user_id, nombre } : null, solicitud_id: row.solicitud_id, conteos: row.conteos,
    ...(withItems ? { elementos: row.elementos as RetentionItem[] } : {}),
  };
}

export function registerRetentionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const runs = (where?: ReturnType<typeof eq>) => ctx.db.select({ r: retencionEjecuciones, name: users.name, lastname: users.lastname }).from(retencionEjecuciones)
    .leftJoin(users, eq(users.id, retencionEjecuciones.user_id)).where(where).orderBy(desc(retencionEjecuciones.id));
  const nameOf = (name: string | null, lastname: string | null) => (name ? fullName({ name, lastname: lastname ?? '' }) : null);

  app.get('/api/admin/retencion', { config: admin }, async () => {
    const [last] = await runs().limit(1);
    return { calendario: scheduleView(ctx.config.retention), ultima_ejecucion: last ? serializeRun(last.r, nameOf(last.name, last.lastname), false) : null };
  });

  app.get('/api/admin/retencion/simulacion', { config: admin }, async () => runRetention(ctx, { dryRun: true }));

  app.post('/api/admin/retencion/ejecutar', { config: admin }, async (request) => {
    parse(retentionRunSchema, request.body);
    const report = await runRetention(ctx, { dryRun: false, origen: 'manual', userId: requireAuth(request).id });
    return { ...report, message: 'Se aplicó la política de conservación de datos.' };
  });

  app.get('/api/admin/retencion/ejecuciones', { config: admin }, async (request) => {
    const page = parse(staffAccessFilterSchema, request.query).page ?? 1;
    const [totals] = await ctx.db.select({ n: count() }).from(retencionEjecuciones);
    const rows = await runs().limit(PER_PAGE).offset((page - 1) * PER_PAGE);
    const total = totals?.n ?? 0;
    return {
      data: rows.map(({ r, name, lastname }) => serializeRun(r, nameOf(name, lastname), false)),
      current_page: page, last_page: Math.max(1, Math.ceil(total / PER_PAGE)), per_page: PER_PAGE, total,
    };
  });

  app.get('/api/admin/retencion/ejecuciones/:id', { config: admin }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const [row] = id ? await runs(eq(retencionEjecuciones.id, id)).limit(1) : [];
    if (!row) throw notFound('La ejecución no existe.');
    return serializeRun(row.r, nameOf(row.name, row.lastname), true);
  });
}
