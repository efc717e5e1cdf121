// Issue 58, the admin's dashboard: applications seeded in known states move the tiles that count them,
// and each tile's number is the length of the list its filter opens (the list's `pagination.total`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { yearInChile } from '@sello/shared-api/schemas';
import { asignaciones } from '../src/db/schema';
import type { TestApp } from './helpers/app';
import { admissible, assign, consolidatedApplication, inDays, json, sentApplication, type People, withEveryoneApp } from './helpers/review';
import { call } from './support-acceptance/http';

let t: TestApp;
let p: People;
withEveryoneApp((app, people) => {
  t = app;
  p = people;
});

interface Tile { clave: string; cantidad: number; lista: string; filtro: Record<string, string | number | boolean>; url: string }
interface Panel {
  anno: number;
  pendientes: Tile[];
  vencidas_por_revisor: (Tile & { revisor_id: number; revisor: string })[];
  total_vencidas: Tile;
  postulaciones_por_estado: (Tile & { estado: string })[];
  requisitos_bajo_la_mitad: (Tile & { requisito_id: number })[];
}

const panel = () => json<Panel>(t.app, 'GET', '/api/admin/panel', { token: p.admin });
const tiles = (x: Panel): Tile[] => [...x.pendientes, ...x.vencidas_por_revisor, x.total_vencidas, ...x.postulaciones_por_estado, ...x.requisitos_bajo_la_mitad];
const pending = (x: Panel, clave: string) => x.pendientes.find((tile) => tile.clave === clave)?.cantidad ?? -1;
const byState = (x: Panel, estado: string) => x.postulaciones_por_estado.find((tile) => tile.estado === estado)?.cantidad ?? -1;
const overdueOf = (x: Panel, reviewer: number) => x.vencidas_por_revisor.find((tile) => tile.revisor_id === reviewer)?.cantidad ?? 0;

async function listTotal(tile: Tile): Promise<{ total: number; ids: number[] }> {
  const body = await json<{ data: { id: number }[]; pagination: { total: number } }>(t.app, 'GET', tile.url, { token: p.admin });
  return { total: body.pagination.total, ids: body.data.map((row) => row.id) };
}

test('applications in known states move their tiles, and every tile equals the length of the list it links to', async () => {
  const before = await panel();
  assert.equal(before.anno, yearInChile());

  const sent = await sentApplication(t.app, p.a); // admissibility to review
  const unassigned = await sentApplication(t.app, p.a); // admissible, nobody assigned
  await admissible(t.app, p.admin, unassigned.applicationId);
  const overdue = await sentApplication(t.app, p.a); // admissible, r2's evaluation overdue
  await admissible(t.app, p.admin, overdue.applicationId);
  await assign(t.app, p.admin, [overdue.applicationId], [p.ids.r2]);
  // The due date passes (no route sets a past date): as the calendar would.
  await t.app.sello.ctx.db.update(asignaciones).set({ fecha_limite: inDays(-1) })
    .where(and(eq(asignaciones.postulacion_sello_id, overdue.applicationId), eq(asignaciones.revisor_id, p.ids.r2)));
  const toConsolidate = await consolidatedApplication(t.app, p); // every assigned evaluation sent
  const approved = await consolidatedApplication(t.app, p);
  await json(t.app, 'POST', `/api/admin/postulaciones/${approved.id}/decision`, { token: p.admin, json: { resultado: 'Aprobada' } });
  // A requirement consolidated at 0: below half of its total.
  const weak = toConsolidate.requisitos[0]!;
  await json(t.app, 'PUT', `/api/admin/postulaciones/${toConsolidate.id}/consolidacion`, { token: p.admin, json: { puntajes: [{ requisito_id: weak.id, puntaje: 0 }] } });

  const now = await panel();
  assert.equal(pending(now, 'admisibilidad'), pending(before, 'admisibilidad') + 1);
  assert.equal(pending(now, 'por_asignar'), pending(before, 'por_asignar') + 1);
  assert.equal(pending(now, 'por_consolidar'), pending(before, 'por_consolidar') + 1);
  assert.equal(pending(now, 'por_publicar'), pending(before, 'por_publicar') + 1);
  // Four admissibility letters and one approval letter wait as drafts.
  assert.equal(pending(now, 'cartas_sin_enviar'), pending(before, 'cartas_sin_enviar') + 5);
  assert.equal(overdueOf(now, p.ids.r2), overdueOf(before, p.ids.r2) + 1);
  assert.equal(now.total_vencidas.cantidad, before.total_vencidas.cantidad + 1);
  assert.equal(byState(now, 'Enviada'), byState(before, 'Enviada') + 1);
  assert.equal(byState(now, 'Admisible'), byState(before, 'Admisible') + 3);
  assert.equal(byState(now, 'Aprobada'), byState(before, 'Aprobada') + 1);
  const weakTile = now.requisitos_bajo_la_mitad.find((tile) => tile.requisito_id === weak.id);
  assert.ok(weakTile, 'the requirement scored 0 is among those most often below half');

  // Each tile opens the list it counts: the same number, and the applications seeded for it in it.
  for (const tile of tiles(now)) {
    const { total } = await listTotal(tile);
    assert.equal(total, tile.cantidad, `${tile.clave}: ${tile.url}`);
  }
  const contains = async (tile: Tile | undefined, id: number) => {
    assert.ok(tile);
    assert.ok((await listTotal(tile)).ids.includes(id), `${tile.clave} no lista la postulación ${id}`);
  };
  await contains(now.pendientes.find((x) => x.clave === 'admisibilidad'), sent.applicationId);
  await contains(now.pendientes.find((x) => x.clave === 'por_asignar'), unassigned.applicationId);
  await contains(now.pendientes.find((x) => x.clave === 'por_consolidar'), toConsolidate.id);
  await contains(now.pendientes.find((x) => x.clave === 'por_publicar'), approved.id);
  await contains(now.vencidas_por_revisor.find((x) => x.revisor_id === p.ids.r2), overdue.applicationId);
  await contains(weakTile, toConsolidate.id);
  const outbox = now.pendientes.find((x) => x.clave === 'cartas_sin_enviar')!;
  assert.deepEqual([outbox.lista, outbox.filtro], ['/api/admin/correos', { estado: 'borrador' }]);
});

test('the panel and its new list filters refuse bad values in Spanish and are for admins only', async () => {
  const bad = await call(t.app, 'GET', '/api/admin/panel?anno=26', { token: p.admin });
  assert.equal(bad.statusCode, 422);
  assert.deepEqual(bad.json().errors, { anno: ['El año debe tener cuatro cifras, por ejemplo 2026.'] });
  const filter = await call(t.app, 'GET', '/api/admin/postulaciones?pendiente=todo', { token: p.admin });
  assert.equal(filter.statusCode, 422);
  assert.deepEqual(filter.json().errors, { pendiente: ['El filtro de pendientes no es válido.'] });
  assert.equal((await call(t.app, 'GET', '/api/admin/panel', { token: p.r1 })).statusCode, 403);
});
