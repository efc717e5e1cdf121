// The admin's dashboard (issue 58): what waits for the admin, overdue evaluations per reviewer, the
// year's applications by state, the requirements most often scored below half. Every number is the
// count of an admin list with the filter the tile carries (`lista` + `filtro`), computed by that list's
// own filter code (countAdminList, outboxCondition): opening the tile's list shows exactly that many.
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { APPLICATION_STATUSES, yearInChile } from '@sello/shared-api/schemas';
import { ADMIN, type AppContext } from '../../context';
import { asignaciones, categoriaPostulaciones, correos, requisitos, users } from '../../db/schema';
import { parse } from '../../lib/validate';
import { countAdminList, type AdminFilter } from '../../services/review/admin-list';
import { fullName } from '../../services/review/common';
import { outboxCondition } from '../../services/review/mails';

const APPLICATIONS = '/api/admin/postulaciones';
const OUTBOX = '/api/admin/correos';
/** How many requirements the "scored below half" tile lists. */
const TOP_REQUIREMENTS = 5;

const panelFilterSchema = v.object({
  anno: v.optional(v.pipe(v.string('El año no es válido.'), v.regex(/^\d{4}$/, 'El año debe tener cuatro cifras, por ejemplo 2026.'), v.transform(Number))),
});

type Filter = Record<string, string | number | boolean>;

/** A tile: its number, the list it counts and that list's query parameters. */
function tile(clave: string, titulo: string, cantidad: number, lista: string, filtro: Filter) {
  const query = new URLSearchParams(Object.entries(filtro).map(([key, value]): [string, string] => [key, String(value)])).toString();
  return { clave, titulo, cantidad, lista, filtro, url: `${lista}?${query}` };
}

export function registerAdminPanelRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/panel', { config: { roles: ADMIN } }, async (request) => {
    const { anno = yearInChile() } = parse(panelFilterSchema, request.query);
    const listTile = async (clave: string, titulo: string, filtro: AdminFilter & Filter) =>
      tile(clave, titulo, await countAdminList(ctx, filtro), APPLICATIONS, filtro);

    const draftsFilter = { estado: 'borrador' as const };
    const [[drafts], reviewers, reqs] = await Promise.all([
      ctx.db.select({ n: count() }).from(correos).where(outboxCondition(draftsFilter)),
      ctx.db.selectDistinct({ id: users.id, name: users.name, lastname: users.lastname }).from(asignaciones)
        .innerJoin(users, eq(users.id, asignaciones.revisor_id)).where(eq(asignaciones.activa, true)).orderBy(asc(users.name), asc(users.lastname), asc(users.id)),
      ctx.db.select({ id: requisitos.id, nombre: requisitos.nombre, categoria: categoriaPostulaciones.nombre }).from(requisitos)
        .innerJoin(categoriaPostulaciones, eq(categoriaPostulaciones.id, requisitos.categoria_id)).orderBy(asc(requisitos.categoria_id), asc(requisitos.orden)),
    ]);

    const pendientes = [
      await listTile('por_asignar', 'Postulaciones admisibles sin revisor o revisora asignada', { pendiente: 'asignar' }),
      await listTile('admisibilidad', 'Admisibilidad por revisar', { pendiente: 'admisibilidad' }),
      await listTile('por_consolidar', 'Evaluaciones por consolidar y decidir', { pendiente: 'consolidar' }),
      await listTile('por_publicar', 'Aprobadas por publicar', { estado: 'Aprobada' }),
      await listTile('reposiciones', 'Recursos de reposición por resolver', { estado: 'En reposición' }),
      tile('cartas_sin_enviar', 'Cartas sin enviar', Number(drafts?.n ?? 0), OUTBOX, draftsFilter),
    ];

    const vencidas = [];
    for (const r of reviewers) {
      const row = await listTile(`vencidas_${r.id}`, `Evaluaciones vencidas de ${fullName(r)}`, { revisor_id: r.id, vencida: true });
      if (row.cantidad > 0) vencidas.push({ revisor_id: r.id, revisor: fullName(r), ...row });
    }

    const estados = [];
    for (const estado of APPLICATION_STATUSES.filter((s) => s !== 'Borrador' && s !== 'En revisión')) {
      estados.push({ estado, ...(await listTile(`estado_${estado}`, estado, { anno, estado })) });
    }

    const bajoLaMitad = [];
    for (const r of reqs) {
      const row = await listTile(`requisito_${r.id}`, r.nombre, { anno, requisito_bajo_mitad: r.id });
      if (row.cantidad > 0) bajoLaMitad.push({ requisito_id: r.id, requisito: r.nombre, categoria: r.categoria, ...row });
    }
    bajoLaMitad.sort((a, b) => b.cantidad - a.cantidad || a.requisito_id - b.requisito_id);

    return {
      anno,
      pendientes,
      vencidas_por_revisor: vencidas,
      total_vencidas: await listTile('vencidas', 'Postulaciones con evaluaciones vencidas', { vencida: true }),
      postulaciones_por_estado: estados,
      requisitos_bajo_la_mitad: bajoLaMitad.slice(0, TOP_REQUIREMENTS),
    };
  });
}
