// The admin's two reads of the review that only the role sweep (routes.test.ts) covered: the reviewer
// list with each reviewer's open assignments, and one requirement of an application with its file.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TestApp } from './helpers/app';
import { admissible, assign, expectStatus, json, sentApplication, type People, withEveryoneApp } from './helpers/review';
import { jsonOf } from './support-acceptance/http';

let t: TestApp;
let p: People;
withEveryoneApp((app, people) => {
  t = app;
  p = people;
});

interface Revisor { id: number; nombre: string; email: string; asignaciones_abiertas: number }
const reviewers = () => json<Revisor[]>(t.app, 'GET', '/api/admin/revisores', { token: p.admin });
const openFor = (list: Revisor[], id: number) => list.find((r) => r.id === id)?.asignaciones_abiertas;

test('the reviewer list: reviewers only, each with the assignments still open for them', async () => {
  const first = await reviewers();
  for (const id of Object.values(p.ids)) assert.ok(first.some((r) => r.id === id), `reviewer ${id} listed`);
  assert.ok(!first.some((r) => r.email === 'admin@sello.test'), 'no administrator');

  const fx = await sentApplication(t.app, p.a);
  await admissible(t.app, p.admin, fx.applicationId);
  await assign(t.app, p.admin, [fx.applicationId], [p.ids.r1]);
  const assigned = await reviewers();
  assert.equal(openFor(assigned, p.ids.r1), (openFor(first, p.ids.r1) ?? 0) + 1);
  assert.equal(openFor(assigned, p.ids.r2), openFor(first, p.ids.r2));

  await json(t.app, 'DELETE', `/api/admin/postulaciones/${fx.applicationId}/asignaciones/${p.ids.r1}`, { token: p.admin });
  assert.equal(openFor(await reviewers(), p.ids.r1), openFor(first, p.ids.r1), 'a removed assignment is no longer open');
  await expectStatus(t.app, 'GET', '/api/admin/revisores', 403, { token: p.r1 });
});

test('one requirement of an application: its file as the only version; a requirement it does not have is 404', async () => {
  const fx = await sentApplication(t.app, p.a);
  const url = `/api/admin/postulaciones/${fx.applicationId}/requisitos`;
  const detail = await json<{ postulacion_id: number; requisito: { id: number }; versiones: { version: number; archivo: { id: string } }[] }>(
    t.app, 'GET', `${url}/${fx.requisitoId}`, { token: p.admin },
  );
  assert.equal(detail.postulacion_id, fx.applicationId);
  assert.equal(detail.requisito.id, fx.requisitoId);
  assert.deepEqual(detail.versiones.map((v) => v.version), [1]);
  assert.ok(fx.fileIds.includes(detail.versiones[0]!.archivo.id), 'the file the applicant uploaded');

  const missing = await expectStatus(t.app, 'GET', `${url}/999999`, 404, { token: p.admin });
  assert.equal((jsonOf(missing) as { message: string }).message, 'El requisito no existe en esta postulación.');
  await expectStatus(t.app, 'GET', `${url}/${fx.requisitoId}`, 403, { token: p.r1 });
});
