// Issue 57, acceptance 4 (API): the retention schedule, configurable and shown to admins; run with the
// clock moved past its periods (an injected `now`, no sleep) it removes exactly what its dry run
// listed — files out of storage, personal fields replaced by the marker, unsent drafts, old sessions —
// keeps the counts and the public register, and a second run removes nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { archivos, correos, encargados, postulacionSellos, repLegales, solicitudesDatos } from '../src/db/schema';
import { applicationFileIds, MARKER, runRetention } from '../src/services/privacy/retention';
import { registerApplicationWithFiles } from './support-acceptance/fixtures';
import { createTestApp, type TestApp } from './helpers/app';
import { rejectedAfterReposicion } from './helpers/journey';
import { expectStatus, json, nextRut, signInEveryone, type People } from './helpers/review';
import { call } from './support-acceptance/http';

const YEAR = 365.25 * 86_400_000;
const schedule = { documentosAnnos: 3, representantesAnnos: 4, sesionesSemanas: 1, intentosSemanas: 1, borradoresSemanas: 2 };

let t: TestApp;
let p: People;
let rejected: number;
let draft: number;
let draftFiles: string[];

before(async () => {
  t = await createTestApp({ retention: schedule });
  p = await signInEveryone(t.app);
  ({ id: rejected } = await rejectedAfterReposicion(t.app, p));
  const fx = await registerApplicationWithFiles(t.app, p.b, nextRut());
  draft = fx.applicationId;
  draftFiles = fx.fileIds;
});
after(async () => t.close());

const ids = (items: { tipo: string; id: string }[], tipo: string) => items.filter((i) => i.tipo === tipo).map((i) => i.id);

test('admins see the schedule with its configured periods; today nothing of the new applications is due', async () => {
  const view = await json<{ calendario: { tipo: string; valor: number; unidad: string; variable: string }[] }>(t.app, 'GET', '/api/admin/retencion', { token: p.admin });
  assert.deepEqual(view.calendario.map((k) => [k.tipo, k.valor, k.unidad]), [
    ['documentos', 3, 'años'], ['datos_personales', 4, 'años'], ['borradores', 2, 'semanas'], ['sesiones', 1, 'semanas'], ['intentos', 1, 'semanas'],
  ]);
  const dry = await json<{ simulacion: boolean; elementos: { id: string }[] }>(t.app, 'GET', '/api/admin/retencion/simulacion', { token: p.admin });
  assert.equal(dry.simulacion, true);
  assert.ok(!dry.elementos.some((i) => i.id === `postulacion:${rejected}` || i.id === `postulacion:${draft}`));
  const refused = await call(t.app, 'POST', '/api/admin/retencion/ejecutar', { token: p.admin, json: {} });
  assert.equal(refused.statusCode, 422, 'a run needs an explicit confirmation');
  assert.equal(refused.json().errors.confirmar[0], 'Confirma que quieres eliminar los datos listados en la simulación.');
});

test('with the clock moved past the periods, the run removes exactly what the dry run listed, and a second run nothing', async () => {
  const db = t.app.sello.ctx.db;
  const storage = t.app.sello.ctx.storage;
  const register = (await call(t.app, 'GET', '/instituciones-reconocidas')).body;
  const files = await applicationFileIds(db, rejected);
  const keys = (await db.select().from(archivos).where(inArray(archivos.id, files))).map((f) => f.storage_key);
  assert.ok(keys.length >= 10);

  // Past the documents' period, not yet the personal fields': only the files go.
  const third = new Date(Date.now() + 3.1 * YEAR);
  const early = await runRetention(t.app.sello.ctx, { now: third, dryRun: true });
  assert.ok(ids(early.elementos, 'documentos').includes(`postulacion:${rejected}`));
  assert.ok(!ids(early.elementos, 'datos_personales').includes(`postulacion:${rejected}`));

  // A public data request whose confirmation link expired unused.
  const [unconfirmed] = await db.insert(solicitudesDatos).values({
    tipo: 'acceso', estado: 'por_confirmar', nombre: 'Nunca Confirmó', run: '12.345.678-5', email: 'nunca@example.cl', alcance: 'Todo', motivo: 'Saber.',
    token_hash: 'f'.repeat(64), token_expira_at: new Date(),
  }).returning();
  const later = new Date(Date.now() + 4.1 * YEAR);
  const dry = await runRetention(t.app.sello.ctx, { now: later, dryRun: true });
  for (const [tipo, id] of [['documentos', `postulacion:${rejected}`], ['datos_personales', `postulacion:${rejected}`], ['borradores', `postulacion:${draft}`], ['intentos', `solicitud:${unconfirmed?.id}`]]) {
    assert.ok(ids(dry.elementos, tipo!).includes(id!), `${tipo} ${id} en la simulación`);
  }
  assert.ok(ids(dry.elementos, 'sesiones').length >= 7, 'the sessions of this test, ended by then');
  const run = await runRetention(t.app.sello.ctx, { now: later, dryRun: false, origen: 'manual' });
  assert.deepEqual(run.elementos, dry.elementos, 'exactly what the dry run listed');
  assert.deepEqual(run.conteos, dry.conteos);
  assert.ok(run.conteos.archivos! >= keys.length);

  for (const key of keys) assert.equal(await storage.exists(key), false, `${key} sigue en el almacenamiento`);
  const rows = await db.select().from(archivos).where(inArray(archivos.id, files));
  assert.equal(rows.length, files.length, 'the rows stay, for the record');
  assert.ok(rows.every((f) => f.eliminado_at && f.sha256 && f.nombre_original.startsWith('documento-eliminado.')));
  const [rep] = await db.select().from(repLegales).where(eq(repLegales.postulacion_sello_id, rejected));
  const [enc] = await db.select().from(encargados).where(eq(encargados.postulacion_sello_id, rejected));
  assert.deepEqual([rep?.nombre_rep_legal, rep?.rut_rep_legal, rep?.correo_rep_legal, rep?.telefono_rep_legal], [MARKER, MARKER, MARKER, MARKER]);
  assert.deepEqual([enc?.nombre_encargado, enc?.rut_encargado, enc?.correo_encargado, enc?.telefono_encargado], [MARKER, MARKER, MARKER, MARKER]);
  const mails = await db.select().from(correos).where(eq(correos.postulacion_sello_id, rejected));
  assert.ok(mails.length > 0 && mails.every((m) => m.para === MARKER && !m.cuerpo.includes('Eva Encargada') && !m.cuerpo.includes('eva@example.cl')));
  // Counts for statistics stay: the application, its state and figures.
  const [kept] = await db.select().from(postulacionSellos).where(eq(postulacionSellos.id, rejected));
  assert.equal(kept?.estado, 'Rechazada');
  assert.equal(kept?.cant_trabajadores, 120);
  // The unsent draft is gone with its files.
  assert.equal((await db.select().from(postulacionSellos).where(eq(postulacionSellos.id, draft))).length, 0);
  assert.equal((await db.select().from(archivos).where(inArray(archivos.id, draftFiles))).length, 0);
  assert.equal((await db.select().from(solicitudesDatos).where(eq(solicitudesDatos.id, unconfirmed!.id))).length, 0, 'the unconfirmed request is gone');
  // The public register is untouched.
  assert.equal((await call(t.app, 'GET', '/instituciones-reconocidas')).body, register);

  const second = await runRetention(t.app.sello.ctx, { now: later, dryRun: false });
  assert.deepEqual(second.elementos, []);

  // The sessions of that moment ended: the old token is refused; a new admin session reads the reports.
  await expectStatus(t.app, 'GET', '/api/admin/retencion', 401, { token: p.admin });
  const admin = (await signInEveryone(t.app)).admin;
  const reports = await json<{ data: { id: number; origen: string; conteos: Record<string, number> }[] }>(t.app, 'GET', '/api/admin/retencion/ejecuciones', { token: admin });
  assert.deepEqual(reports.data.slice(0, 2).map((r) => r.origen), ['programada', 'manual']);
  const report = await json<{ elementos: unknown[]; conteos: Record<string, number> }>(t.app, 'GET', `/api/admin/retencion/ejecuciones/${reports.data[1]!.id}`, { token: admin });
  assert.deepEqual(report.elementos, run.elementos);
  assert.deepEqual(report.conteos, run.conteos);
  await expectStatus(t.app, 'GET', '/api/admin/retencion/ejecuciones/999999', 404, { token: admin });

  // The expediente still lists every document, with its digest, as removed; the applicant cannot download it.
  const a = (await signInEveryone(t.app)).a;
  const e = await json<{ documentos: { archivo_id: string; sha256: string; eliminado_at: string | null; descargar_url: string | null }[] }>(
    t.app, 'GET', `/api/postulante/postulaciones/${rejected}/expediente`, { token: a });
  assert.ok(e.documentos.length >= 10 && e.documentos.every((d) => d.eliminado_at && /^[0-9a-f]{64}$/.test(d.sha256) && d.descargar_url === null));
  const gone = await expectStatus(t.app, 'GET', `/api/archivos/${e.documentos[0]!.archivo_id}/descargar`, 404, { token: a });
  assert.equal(gone.json().message, 'El archivo fue eliminado según la política de conservación de datos.');
});
