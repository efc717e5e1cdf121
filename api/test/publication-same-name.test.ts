// Two different institutions may share a name (school names repeat across communes): both publish for
// the same certification year and both show on the public list. What is refused is one application
// published twice, sequentially or concurrently: 409, and one institution.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count } from 'drizzle-orm';
import { certificationYears } from '@sello/shared-api/schemas';
import { archivos } from '../src/db/schema';
import { makePng } from '../src/seed/data/assets';
import type { TestApp } from './helpers/app';
import { png, send } from './helpers/http';
import { consolidatedApplication, json, type People, withEveryoneApp } from './helpers/review';
import { call, messageOf, multipart } from './support-acceptance/http';

const NAME = 'Fundación Prueba Aceptación';
let t: TestApp;
let p: People;
withEveryoneApp((app, people) => {
  t = app;
  p = people;
});

/** Consolidated with full marks and approved: state Aprobada. */
async function approvedApplication(): Promise<{ id: number; categoriaId: number }> {
  const { id, categoriaId } = await consolidatedApplication(t.app, p);
  const decided = await json<{ estado: string }>(t.app, 'POST', `/api/admin/postulaciones/${id}/decision`, { token: p.admin, json: { resultado: 'Aprobada' } });
  assert.equal(decided.estado, 'Aprobada');
  return { id, categoriaId };
}

async function publish(id: number, categoriaId: number, year: number) {
  return call(t.app, 'POST', `/api/admin/postulaciones/${id}/publicar`, {
    token: p.admin,
    raw: await multipart({ logo_alt: `Logo de ${NAME}`, anno_certificacion: String(year), categoria_id: String(categoriaId) }, [{ name: 'logo', filename: 'logo.png', bytes: makePng(200, 60, 'Logo'), type: 'image/png' }]),
  });
}

const publicIds = async () => (await json<{ id: number; titulo: string; anno_certificacion: number }[]>(t.app, 'GET', '/instituciones-reconocidas'))
  .filter((i) => i.titulo === NAME).map((i) => i.id);
const fileCount = async () => (await t.app.sello.ctx.db.select({ n: count() }).from(archivos))[0]?.n ?? 0;
const namedCount = async () => (await json<unknown[]>(t.app, 'GET', `/api/admin/instituciones?institucion=${encodeURIComponent(NAME)}`, { token: p.admin })).length;

test('two approved applications with the same institution name both publish for the same year and both are listed', async () => {
  const [year] = certificationYears();
  const first = await approvedApplication();
  const second = await approvedApplication();
  const before = await publicIds();
  const a = await publish(first.id, first.categoriaId, year!);
  assert.equal(a.statusCode, 200, a.body);
  const b = await publish(second.id, second.categoriaId, year!);
  assert.equal(b.statusCode, 200, b.body);
  const ids = [JSON.parse(a.body).institucion_reconocida_id as number, JSON.parse(b.body).institucion_reconocida_id as number];
  assert.notEqual(ids[0], ids[1]);
  const listed = await publicIds();
  assert.deepEqual(listed.filter((id) => !before.includes(id)).sort(), [...ids].sort());
  for (const app of [first, second]) {
    assert.equal((await json<{ estado: string }>(t.app, 'GET', `/api/admin/postulaciones/${app.id}`, { token: p.admin })).estado, 'Publicada');
  }
});

test('the same application published twice: 409 and one institution, sequentially or concurrently', async () => {
  const [year] = certificationYears();
  const once = await approvedApplication();
  const start = await namedCount();
  assert.equal((await publish(once.id, once.categoriaId, year!)).statusCode, 200);
  const again = await publish(once.id, once.categoriaId, year!);
  assert.equal(again.statusCode, 409);
  assert.equal(messageOf(again), 'La postulación está en estado "Publicada" y no puede pasar a "Publicada".');
  assert.equal(await namedCount(), start + 1);

  // At once: the second waits for the first and answers as if sent afterwards, keeping not even its logo.
  const raced = await approvedApplication();
  const files = await fileCount();
  const both = await Promise.all([publish(raced.id, raced.categoriaId, year!), publish(raced.id, raced.categoriaId, year!)]);
  assert.deepEqual(both.map((r) => r.statusCode).sort(), [200, 409], both.map((r) => r.body).join(' | '));
  const refused = both.find((r) => r.statusCode === 409)!;
  assert.equal(messageOf(refused), 'La postulación está en estado "Publicada" y no puede pasar a "Publicada".');
  assert.equal(await namedCount(), start + 2);
  assert.equal(await fileCount(), files + 1, 'one logo');
});

test('CMS: an institution may be created or renamed to the name and year of another one', async () => {
  const [year] = certificationYears();
  const fields = (titulo: string) => ({
    titulo, tipo_reconocimiento: 'Sello Chile Inclusivo', anno_certificacion: String(year),
    logo: { filename: 'l.png', content: png(200, 60) }, logo_alt: `Logo de ${titulo}`,
  });
  const first = await send(t.app, 'POST', '/api/admin/instituciones/store', p.admin, fields('Escuela Básica Los Aromos'));
  assert.equal(first.statusCode, 200, first.body);
  const second = await send(t.app, 'POST', '/api/admin/instituciones/store', p.admin, fields('Escuela Básica Los Aromos'));
  assert.equal(second.statusCode, 200, second.body);
  const third = await send(t.app, 'POST', '/api/admin/instituciones/store', p.admin, fields('Escuela Básica Los Aromos de Peñalolén'));
  assert.equal(third.statusCode, 200, third.body);
  const renamed = await send(t.app, 'PATCH', `/api/admin/instituciones/${third.json().id}`, p.admin, { titulo: 'Escuela Básica Los Aromos' });
  assert.equal(renamed.statusCode, 200, renamed.body);
  const listed = (await t.app.inject({ url: '/instituciones-reconocidas' })).json() as { titulo: string; anno_certificacion: number }[];
  assert.equal(listed.filter((i) => i.titulo === 'Escuela Básica Los Aromos' && i.anno_certificacion === year).length, 3);
});
