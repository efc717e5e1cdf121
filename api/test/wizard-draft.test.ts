// Correcting step 1 of a draft (the RUT too) updates that draft, named by postulacion_sello_id: never a
// second draft that the first one then collides with at 'Finalizar registro'.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TestApp } from './helpers/app';
import { json, nextRut, type People, withEveryoneApp } from './helpers/review';
import { idOf, institutionBody } from './support-acceptance/fixtures';
import { call, jsonOf, messageOf } from './support-acceptance/http';

let t: TestApp;
let p: People;
withEveryoneApp((app, people) => {
  t = app;
  p = people;
});

type Summary = { id: number; estado: string; step: number };
const mine = (token: string) => json<Summary[]>(t.app, 'GET', '/api/postulante/postulaciones', { token });
const store = (token: string, body: object) => call(t.app, 'POST', '/api/institucion/postulacion_sellos/store', { token, json: body });

async function draftAtStep4(): Promise<{ id: number; body: Awaited<ReturnType<typeof institutionBody>> }> {
  const body = await institutionBody(t.app, nextRut());
  const step1 = await store(p.a, body);
  assert.equal(step1.statusCode, 201, step1.body);
  const id = idOf(jsonOf(step1));
  const person = { telefono: '912345678', correo: 'x@example.cl' };
  assert.equal((await call(t.app, 'POST', '/api/institucion/postulacion_sellos/rep_legal/store', { token: p.a, json: {
    nombre_rep_legal: 'Rosa', cargo_rep_legal: 'Directora', rut_rep_legal: '11.111.111-1', telefono_rep_legal: person.telefono, correo_rep_legal: person.correo, postulacion_sello_id: id,
  } })).statusCode, 201);
  assert.equal((await call(t.app, 'POST', '/api/institucion/postulacion_sellos/encargado/store', { token: p.a, json: {
    nombre_encargado: 'Eva', cargo_encargado: 'Coordinadora', rut_encargado: '22.222.222-2', telefono_encargado: person.telefono, correo_encargado: person.correo, postulacion_sello_id: id,
  } })).statusCode, 201);
  return { id, body };
}

test('re-saving step 1 with another RUT updates the same draft; Finalizar registro then succeeds and no draft is left', async () => {
  const { id, body } = await draftAtStep4();
  const before = (await mine(p.a)).length;
  const corrected = await store(p.a, { ...body, rut_institucion: nextRut(), postulacion_sello_id: id });
  assert.equal(corrected.statusCode, 201, corrected.body);
  assert.equal(idOf(jsonOf(corrected)), id);
  assert.equal((jsonOf(corrected) as { step: number }).step, 4, 'the draft keeps its progress');
  assert.equal((await mine(p.a)).length, before, 'no second draft');
  const categorias = await json<{ id: number }[]>(t.app, 'GET', '/api/categoria-postulaciones');
  const done = await call(t.app, 'PUT', `/api/institucion/postulacion_sellos/update/${id}`, { token: p.a, json: { categoria_id: categorias[0]!.id } });
  assert.equal(done.statusCode, 201, done.body);
  const list = await mine(p.a);
  assert.equal(list.find((a) => a.id === id)?.estado, 'Registrada');
  assert.equal(list.some((a) => a.estado === 'Borrador'), false, 'no draft left behind');
});

test('step 1 naming a draft that is not the applicant\'s, not a number or no longer a draft: refused and nothing changes', async () => {
  const { id, body } = await draftAtStep4();
  const before = await mine(p.a);
  const foreign = await store(p.b, { ...body, rut_institucion: nextRut(), direccion_fisica: 'Otra 1', postulacion_sello_id: id });
  assert.equal(foreign.statusCode, 404, foreign.body);
  const bad = await store(p.a, { ...body, postulacion_sello_id: 'abc' });
  assert.equal(bad.statusCode, 422, bad.body);
  assert.deepEqual((jsonOf(bad) as { errors: Record<string, string[]> }).errors, { postulacion_sello_id: ['El id de la postulación no es válido.'] });
  const categorias = await json<{ id: number }[]>(t.app, 'GET', '/api/categoria-postulaciones');
  await json(t.app, 'PUT', `/api/institucion/postulacion_sellos/update/${id}`, { token: p.a, json: { categoria_id: categorias[0]!.id } }, 201);
  const registered = await store(p.a, { ...body, nombre_institucion: 'Otro nombre', postulacion_sello_id: id });
  assert.equal(registered.statusCode, 409, registered.body);
  assert.equal(messageOf(registered), 'El registro institucional de esta postulación ya está completo: sus datos ya no se cambian en el paso 1.');
  const after = await mine(p.a);
  assert.equal(after.length, before.length);
  assert.deepEqual(after.map((a) => a.id).sort(), before.map((a) => a.id).sort());
  const detail = await json<{ nombre_institucion: string; estado: string }>(t.app, 'GET', `/api/postulante/postulaciones/${id}`, { token: p.a });
  assert.equal(detail.nombre_institucion, body.nombre_institucion);
});
