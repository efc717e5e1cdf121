import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditFilterSchema } from '@sello/shared-api/schemas';
import { ADMIN, type AppContext } from '../../context';
import { auditLog, users } from '../../db/schema';
import { iso } from '../../lib/serialize';
import { parse } from '../../lib/validate';
import { inWords } from '../../services/audit-words';

const PER_PAGE = 50;

/** Who changed what and when: the audit log, filterable, paginated, with the person's name and the act in words. */
export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/auditoria', { config: { roles: ADMIN } }, async (request) => {
    const filter = parse(auditFilterSchema, request.query);
    const where: SQL[] = [];
    if (filter.usuario_id) where.push(eq(auditLog.user_id, filter.usuario_id));
    if (filter.accion) where.push(eq(auditLog.action, filter.accion));
    if (filter.entidad) where.push(eq(auditLog.entity, filter.entidad));
    // Whole days in Chile's time zone, both ends included.
    if (filter.desde) where.push(gte(auditLog.created_at, dayStart(filter.desde, 0)));
    if (filter.hasta) where.push(lt(auditLog.created_at, dayStart(filter.hasta, 1)));
    const condition = where.length ? and(...where) : undefined;
    const page = filter.page ?? 1;
    const [totals] = await ctx.db.select({ n: count() }).from(auditLog).where(condition);
    const total = totals?.n ?? 0;
    const rows = await ctx.db.select({ a: auditLog, name: users.name, lastname: users.lastname }).from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.user_id))
      .where(condition)
      .orderBy(desc(auditLog.created_at), desc(auditLog.id))
      .limit(PER_PAGE).offset((page - 1) * PER_PAGE);
    const kinds = await ctx.db.selectDistinct({ action: auditLog.action, entity: auditLog.entity }).from(auditLog);
    const people = new Map(rows.filter((r) => r.a.user_id !== null && r.name).map((r) => [r.a.user_id as number, `${r.name} ${r.lastname ?? ''}`.trim()]));
    // Who did what to which application or item, in a sentence (issue 58).
    const words = await inWords(ctx.db, rows.map((r) => r.a), people);
    return {
      data: rows.map(({ a, name, lastname }, index) => ({
        id: a.id, user_id: a.user_id, usuario: name ? `${name} ${lastname ?? ''}`.trim() : null,
        ...words[index]!,
        action: a.action, entity: a.entity, entity_id: a.entity_id, detail: a.detail, created_at: iso(a.created_at),
      })),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
      per_page: PER_PAGE,
      total,
      acciones: [...new Set(kinds.map((k) => k.action))].sort(),
      entidades: [...new Set(kinds.map((k) => k.entity))].sort(),
    };
  });
}

/** Midnight of a YYYY-MM-DD day (plus `addDays`) in America/Santiago. */
function dayStart(day: string, addDays: number): Date {
  const base = new Date(`${day}T12:00:00Z`);
  base.setUTCDate(base.getUTCDate() + addDays);
  const ymd = base.toISOString().slice(0, 10);
  // The offset of Santiago on that day (−03:00 or −04:00), from Intl: no time-zone table of our own.
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Santiago', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${ymd}T12:00:00Z`)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-03:00';
  const offset = name.replace('GMT', '') || '+00:00';
  return new Date(`${ymd}T00:00:00${offset}`);
}
