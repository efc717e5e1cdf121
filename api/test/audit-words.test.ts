// Issue 58, the audit log in words: who (a name), what (a Spanish sentence) and which application or
// item (by name), each act once — an admissibility decision and a publication used to leave two entries.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { certificationYears } from '@sello/shared-api/schemas';
import { makePng } from '../src/seed/data/assets';
import { chileanDate } from '../src/services/review/common';
import type { TestApp } from './helpers/app';
import { admissible, assign, consolidatedApplication, inDays, json, sentApplication, type People, withEveryoneApp } from './helpers/review';
import { call, multipart } from './support-acceptance/http';

let t: TestApp;
let p: People;
withEveryoneApp((app, people) => {
  t = app;
  p = people;
});

interface Entry { id: number; quien: string; usuario: string | null; descripcion: string; objeto: { tipo: string; id: number | null; nombre: string } | null; action: string; entity: string; entity_id: string | null; detail: Record<string, unknown> | null }
interface Page { data: Entry[]; last_page: number; entidades: string[] }

async function everything(): Promise<Entry[]> {
  const first = await json<Page>(t.app, 'GET', '/api/admin/auditoria', { token: p.admin });
  const rest = [];
  for (let page = 2; page <= first.last_page; page += 1) rest.push(...(await json<Page>(t.app, 'GET', `/api/admin/auditoria?page=${page}`, { token: p.admin })).data);
  return [...first.data, ...rest];
}

/** Entries about one application, whatever record they were filed under. */
const about = (entries: Entry[], appId: number) => entries.filter((e) => e.objeto?.tipo === 'postulacion' && e.objeto.id === appId);

test('an admissibility decision, an assignment and a publication each read as one sentence naming the application and the people', async () => {
  const NAME = 'Fundación Prueba Aceptación';
  const fx = await sentApplication(t.app, p.a);
  await admissible(t.app, p.admin, fx.applicationId);
  await assign(t.app, p.admin, [fx.applicationId], [p.ids.r2], 9);
  let entries = about(await everything(), fx.applicationId);
  assert.deepEqual(entries.map((e) => [e.quien, e.descripcion]), [
    ['Ana Administradora', `Asignó la postulación de «${NAME}» a Rebeca Revisora Dos, con fecha límite el ${chileanDate(inDays(9))}.`],
    ['Ana Administradora', `Revisó la admisibilidad de «${NAME}»: quedó Admisible.`],
  ]);

  const { id, categoriaId } = await consolidatedApplication(t.app, p);
  await json(t.app, 'POST', `/api/admin/postulaciones/${id}/decision`, { token: p.admin, json: { resultado: 'Aprobada' } });
  const [year] = certificationYears();
  const published = await call(t.app, 'POST', `/api/admin/postulaciones/${id}/publicar`, {
    token: p.admin,
    raw: await multipart({ logo_alt: 'Logo', anno_certificacion: String(year), categoria_id: String(categoriaId) }, [{ name: 'logo', filename: 'l.png', bytes: makePng(200, 60, 'L'), type: 'image/png' }]),
  });
  assert.equal(published.statusCode, 200, published.body);
  const { codigo } = published.json<{ certificado: { codigo: string } }>().certificado;
  const all = await everything();
  entries = about(all, id);
  const publication = entries.filter((e) => e.descripcion.startsWith('Publicó'));
  assert.deepEqual(publication.map((e) => e.descripcion), [`Publicó a «${NAME}» como institución reconocida (certificado ${codigo}).`]);
  assert.deepEqual(entries.map((e) => e.descripcion).slice(0, 3).reverse(), [
    `Consolidó los puntajes de «${NAME}».`,
    `Decidió la postulación de «${NAME}»: Aprobada.`,
    `Publicó a «${NAME}» como institución reconocida (certificado ${codigo}).`,
  ]);
  // The reviewer's own acts name them and the application too.
  assert.ok(entries.some((e) => e.quien === 'Rodrigo Revisor' && e.descripcion === `Envió su evaluación de «${NAME}».`));
  assert.ok(entries.some((e) => e.quien === 'Rodrigo Revisor' && e.descripcion === `Declaró no tener conflicto de interés con «${NAME}».`));

  // Each act once: no second entry of the same act under another record, no entry listed twice.
  assert.equal(all.filter((e) => e.entity === 'admisibilidad' || (e.entity === 'institucion_reconocida' && e.action === 'crear' && e.detail?.postulacion_sello_id === id)).length, 0);
  assert.equal(new Set(all.map((e) => e.id)).size, all.length);
  // Every sentence is words, not an internal id.
  for (const entry of all) {
    assert.ok(entry.quien && entry.descripcion, JSON.stringify(entry));
    assert.doesNotMatch(entry.descripcion, /_id|\bid\b/, entry.descripcion);
  }
  // Sign-ins read in words too.
  assert.ok(all.some((e) => e.quien === 'Ana Administradora' && e.descripcion === 'Inició sesión con su clave.'));
});
