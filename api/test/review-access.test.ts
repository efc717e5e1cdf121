// Acceptance 4, the access matrix of the review workflow: an unassigned, recused or removed reviewer
// gets 404 for the application, its files and its scores; an applicant gets 401/403 on every staff
// route; a reviewer cannot decide, assign or publish; no client can set a status outside the machine.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { listRoutes } from '../src/app';
import { postulacionSellos, transiciones } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { admissible, assign, expectStatus, inDays, json, nextRut, sentApplication, signInEveryone, type People } from './helpers/review';
import { registerApplicationWithFiles, type ApplicationFixture } from './support-acceptance/fixtures';
import { call, looksSpanish, messageOf, type HttpMethod } from './support-acceptance/http';

let t: TestApp;
let p: People;
let fx: ApplicationFixture;
let reqIds: number[];

before(async () => {
  t = await createTestApp();
  p = await signInEveryone(t.app);
  fx = await sentApplication(t.app, p.a);
  await admissible(t.app, p.admin, fx.applicationId);
  await assign(t.app, p.admin, [fx.applicationId], [p.ids.r1, p.ids.r2]);
  await json(t.app, 'POST', `/api/revisor/postulaciones/${fx.applicationId}/declaracion`, { token: p.r1, json: { tipo: 'sin_conflicto' } });
  await json(t.app, 'POST', `/api/revisor/postulaciones/${fx.applicationId}/declaracion`, { token: p.r2, json: { tipo: 'inhabilitacion', motivo: 'Conflicto familiar.' } });
  reqIds = (await json<{ requisitos: { id: number }[] }>(t.app, 'GET', `/api/revisor/postulaciones/${fx.applicationId}`, { token: p.r1 })).requisitos.map((r) => r.id);
  await json(t.app, 'PUT', `/api/revisor/postulaciones/${fx.applicationId}/requisitos/${reqIds[0]}`, { token: p.r1, json: { puntaje: 1, cumple: true } });
});
after(async () => t.close());

/** Every reviewer call on one application, with a body where it takes one. */
function reviewerCalls(id: number): [HttpMethod, string, unknown][] {
  const req = reqIds[0];
  return [
    ['GET', `/api/revisor/postulaciones/${id}`, undefined],
    ['POST', `/api/revisor/postulaciones/${id}/declaracion`, { tipo: 'sin_conflicto' }],
    ['GET', `/api/revisor/postulaciones/${id}/requisitos/${req}`, undefined],
    ['PUT', `/api/revisor/postulaciones/${id}/requisitos/${req}`, { puntaje: 1, cumple: true }],
    ['POST', `/api/revisor/postulaciones/${id}/enviar-evaluacion`, undefined],
    ['GET', `/api/revisor/postulaciones/${id}/puntajes`, undefined],
  ];
}

async function expect404Everywhere(token: string, who: string) {
  const failures: string[] = [];
  for (const [method, url, body] of reviewerCalls(fx.applicationId)) {
    const res = await call(t.app, method, url, { token, json: body });
    if (res.statusCode !== 404 || !looksSpanish(messageOf(res))) failures.push(`${who} ${method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
  }
  for (const fileId of fx.fileIds) {
    const res = await call(t.app, 'GET', `/api/archivos/${fileId}/descargar`, { token });
    if (res.statusCode !== 404) failures.push(`${who} archivo ${fileId}: ${res.statusCode}`);
  }
  const queue = await json<{ data: { id: number }[] }>(t.app, 'GET', '/api/revisor/postulaciones', { token });
  if (queue.data.some((row) => row.id === fx.applicationId)) failures.push(`${who}: la postulación aparece en su cola`);
  assert.deepEqual(failures, []);
}

test('an unassigned reviewer gets 404 for the application, its files and its scores', async () => {
  await expect404Everywhere(p.r3, 'revisor3 (sin asignar)');
});

test('a recused reviewer gets 404 for the application, its files and its scores', async () => {
  await expect404Everywhere(p.r2, 'revisora2 (inhabilitada)');
});

test('the assigned, declared reviewer reaches them; once removed, 404 like anyone else', async () => {
  await expectStatus(t.app, 'GET', `/api/revisor/postulaciones/${fx.applicationId}`, 200, { token: p.r1 });
  for (const fileId of fx.fileIds) await expectStatus(t.app, 'GET', `/api/archivos/${fileId}/descargar`, 200, { token: p.r1 });
  await json(t.app, 'DELETE', `/api/admin/postulaciones/${fx.applicationId}/asignaciones/${p.ids.r1}`, { token: p.admin });
  await expect404Everywhere(p.r1, 'revisor (removido)');
  await assign(t.app, p.admin, [fx.applicationId], [p.ids.r1]);
  await expectStatus(t.app, 'GET', `/api/revisor/postulaciones/${fx.applicationId}`, 200, { token: p.r1 });
});

const staffRoutes = () => listRoutes(t.app).filter((r) => r.method !== 'OPTIONS' && r.method !== 'HEAD' && /^\/api\/(admin|revisor)\//.test(r.url));
const concrete = (url: string) => url.replace(/:([A-Za-z]+)/g, (_m, name: string) => (name === 'requisitoId' ? String(reqIds[0]) : name === 'revisorId' ? String(p.ids.r1) : String(fx.applicationId)));

test('an applicant gets 401 without a token and 403 with theirs on every staff route', async () => {
  const failures: string[] = [];
  const routes = staffRoutes();
  assert.ok(routes.length >= 25, `se esperaban las rutas del personal, hay ${routes.length}`);
  for (const route of routes) {
    for (const [token, expected] of [[null, 401], [p.a, 403]] as const) {
      const res = await call(t.app, route.method as HttpMethod, concrete(route.url), { token, json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      if (res.statusCode !== expected) failures.push(`${token ? 'postulante' : 'anónimo'} ${route.method} ${route.url}: ${res.statusCode}`);
    }
  }
  assert.deepEqual(failures, []);
});

test('a reviewer cannot decide, assign, publish, consolidate, resolve or read the outbox (403 on every admin route)', async () => {
  const failures: string[] = [];
  const adminRoutes = staffRoutes().filter((r) => r.url.startsWith('/api/admin/'));
  for (const path of ['/api/admin/postulaciones/:id/decision', '/api/admin/postulaciones/asignaciones', '/api/admin/postulaciones/:id/publicar', '/api/admin/postulaciones/:id/admisibilidad']) {
    assert.ok(adminRoutes.some((r) => r.url === path), `${path} debe existir`);
  }
  for (const route of adminRoutes) {
    const res = await call(t.app, route.method as HttpMethod, concrete(route.url), { token: p.r1, json: route.method === 'GET' || route.method === 'DELETE' ? undefined : { resultado: 'Aprobada' } });
    if (res.statusCode !== 403) failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
  }
  assert.deepEqual(failures, []);
  // The old reviewer decision route is gone.
  const old = await call(t.app, 'POST', `/api/revisor/postulaciones/${fx.applicationId}/decision`, { token: p.r1, json: { estado: 'Aprobada' } });
  assert.equal(old.statusCode, 404);
});

test('no client sets a status outside the state machine', async () => {
  const app = t.app;
  const fresh = await sentApplication(app, p.a);
  const id = fresh.applicationId;
  const stateOf = async () => (await t.app.sello.ctx.db.select({ e: postulacionSellos.estado }).from(postulacionSellos).where(eq(postulacionSellos.id, id)))[0]?.e;
  const moves = async () => (await t.app.sello.ctx.db.select({ n: count() }).from(transiciones).where(eq(transiciones.postulacion_sello_id, id)))[0]?.n;
  const before = await moves();
  // Every write route, with a status in the body, as each role allowed on it.
  const tokens = { admin: p.admin, revisor: p.r1, postulante: p.a } as const;
  // Sign-in and session routes are left out: signing out would end the tokens this test uses.
  const writes = listRoutes(app).filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.roles !== 'public' && !/logout|login|sesion|clave|totp|password|cuenta/.test(r.url));
  for (const route of writes) {
    for (const role of route.roles === 'public' ? [] : route.roles) {
      const url = route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => (name === 'requisitoId' ? String(reqIds[0]) : String(id)));
      const res = await call(app, route.method as HttpMethod, url, { token: tokens[role], json: { estado: 'Aprobada', resultado: 'Aprobada', hasta: 'Publicada' } });
      assert.ok(res.statusCode < 500, `${route.method} ${url}: ${res.statusCode}`);
    }
  }
  assert.equal(await stateOf(), 'Enviada');
  assert.equal(await moves(), before);
  // Named transitions from the wrong state answer 409 with the reason.
  const wrong: [string, string, unknown][] = [
    [p.admin, `/api/admin/postulaciones/${id}/decision`, { resultado: 'Aprobada' }],
    [p.admin, `/api/admin/postulaciones/${id}/reposicion/resolver`, { aceptada: true, motivo: 'x' }],
    [p.a, `/api/postulante/postulaciones/${id}/reenviar`, undefined],
  ];
  for (const [token, url, body] of wrong) {
    const res = await call(app, 'POST', url, { token, json: body });
    assert.equal(res.statusCode, 409, `${url}: ${res.body}`);
    assert.ok(looksSpanish(messageOf(res)));
  }
  const decision = await call(app, 'POST', `/api/admin/postulaciones/${id}/decision`, { token: p.admin, json: { resultado: 'Publicada' } });
  assert.equal(decision.statusCode, 422, 'a decision names only Aprobada or Rechazada');
  assert.equal(await stateOf(), 'Enviada');
});

test('an application that was never sent: no reviewer can be assigned to it, and reviewers get 404 for it', async () => {
  const draft = await registerApplicationWithFiles(t.app, p.a, nextRut());
  const [row] = await t.app.sello.ctx.db.select({ estado: postulacionSellos.estado }).from(postulacionSellos).where(eq(postulacionSellos.id, draft.applicationId));
  assert.equal(row?.estado, 'Registrada');
  const assignment = await call(t.app, 'POST', '/api/admin/postulaciones/asignaciones', {
    token: p.admin, json: { postulacion_ids: [draft.applicationId], revisor_ids: [p.ids.r1], fecha_limite: inDays(7) },
  });
  assert.ok(assignment.statusCode >= 400 && assignment.statusCode < 500, assignment.body);
  assert.ok(looksSpanish(messageOf(assignment)));
  for (const token of [p.r1, p.r2, p.r3]) {
    const res = await call(t.app, 'GET', `/api/revisor/postulaciones/${draft.applicationId}`, { token });
    assert.equal(res.statusCode, 404, res.body);
  }
  for (const fileId of draft.fileIds) {
    assert.equal((await call(t.app, 'GET', `/api/archivos/${fileId}/descargar`, { token: p.r1 })).statusCode, 404);
  }
});
