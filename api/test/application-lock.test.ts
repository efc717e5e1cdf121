// Writes that depend on an application's state take its row lock and check the state again inside their
// transaction (services/applications.ts lockApplication). Sent at the same moment as the send, an
// upload or a file deletion either commits first (and the send sees it) or waits and gets the same 409
// as one sent afterwards, keeping nothing: no file row, no file on disk. Also: a recurso de reposición
// filed twice is told it was already filed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { archivos, reposiciones } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { atOnce } from './helpers/race';
import { json, nextRut, sentApplication, signInEveryone, type People } from './helpers/review';
import { attachOtherRequirements, registerApplicationWithFiles, samplePdf, type ApplicationFixture } from './support-acceptance/fixtures';
import { call, messageOf, multipart } from './support-acceptance/http';

const NOT_EDITABLE = 'La postulación ya no se puede modificar en su estado actual.';
const ALREADY_FILED = 'Ya presentaste un recurso de reposición para esta postulación; está en revisión.';

let t: TestApp;
let p: People;

before(async () => {
  t = await createTestApp();
  p = await signInEveryone(t.app);
  // Test-only witness: every write of a requirement's or the logbook's file records the state its
  // application had at that moment, as the writing transaction saw it. A write seen under 'Enviada'
  // is the bug (whatever the answers say), on PGlite and on PostgreSQL alike.
  for (const statement of [
    'create table test_file_writes (id serial primary key, tabla text not null, estado text not null)',
    `create function test_note_file_write() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'requisito_postulaciones' then
        insert into test_file_writes (tabla, estado) select tg_table_name, ps.estado from obtencion_sello_p1 p1
          join postulacion_sellos ps on ps.id = p1.postulacion_sello_id where p1.id = new.obtencion_sello_p1_id;
      else
        insert into test_file_writes (tabla, estado) select tg_table_name, estado from postulacion_sellos where id = new.postulacion_sello_id;
      end if;
      return new;
    end $$`,
    'create trigger test_requisito_write after insert or update on requisito_postulaciones for each row execute function test_note_file_write()',
    'create trigger test_p1_write after insert or update on obtencion_sello_p1 for each row execute function test_note_file_write()',
  ]) await db().execute(sql.raw(statement));
});
after(async () => {
  await t.close();
});

const db = () => t.app.sello.ctx.db;
/** Each race is run twice: the transactions started in the order asked for, then in the reverse. */
const ORDERS = [false, true];
const label = (reversed: boolean) => (reversed ? 'orden inverso' : 'orden directo');
const send = (id: number) => () => call(t.app, 'POST', `/api/postulante/postulaciones/${id}/enviar`, { token: p.a });
/** The file writes recorded (and forgotten) under a state in which the applicant may no longer change files. */
async function writesAfterSending(): Promise<string[]> {
  const result = await db().execute(sql.raw(`delete from test_file_writes returning tabla || ' con la postulación ' || estado as w`));
  const rows = (Array.isArray(result) ? result : (result as { rows: { w: string }[] }).rows) as { w: string }[];
  return rows.map((row) => row.w).filter((w) => !/ (Borrador|Registrada)$/.test(w));
}

const listDir = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
/** Stored files, file rows and left-over temp files: an answered request changes them only as it says. */
async function footprint() {
  const [rows] = await db().select({ n: count() }).from(archivos);
  return { rows: rows?.n ?? 0, stored: listDir(path.join(t.dataDir, 'files')).length, temp: listDir(path.join(t.dataDir, 'tmp')).length };
}

/** A successful send stores one file more: its receipt (issue 60), the PDF kept with the application. */
const withReceipt = (start: Awaited<ReturnType<typeof footprint>>) => ({ ...start, rows: start.rows + 1, stored: start.stored + 1 });

async function readyToSend(): Promise<ApplicationFixture> {
  const fx = await registerApplicationWithFiles(t.app, p.a, nextRut());
  await attachOtherRequirements(t.app, p.a, fx);
  return fx;
}

type Detail = { estado: string; requisitos: { id: number; entrega: { archivo: { id: string } | null } | null }[] };
const requirementFile = (detail: Detail, requisitoId: number) => detail.requisitos.find((r) => r.id === requisitoId)?.entrega?.archivo?.id;
const detailOf = (id: number) => json<Detail>(t.app, 'GET', `/api/postulante/postulaciones/${id}`, { token: p.a });
const download = (fileId: string) => call(t.app, 'GET', `/api/archivos/${fileId}/descargar`, { token: p.a });

async function replaceRequirement(fx: ApplicationFixture) {
  return call(t.app, 'POST', '/api/requisitos/store', {
    token: p.a,
    raw: await multipart({ requisito_id: String(fx.requisitoId), obtencion_sello_p1_id: String(fx.p1Id) }, [
      { name: 'requisito', filename: 'otra-version.pdf', bytes: await samplePdf(), type: 'application/pdf' },
    ]),
  });
}

test('send and a requirement file replacement at the same moment: the file is never replaced after sending', async () => {
  for (const reversed of ORDERS) {
    const round = label(reversed);
    const fx = await readyToSend();
    const sentFile = fx.fileIds[3]!;
    const start = await footprint();
    // Both checks made before either transaction: each request's check reads the state before the other changes it.
    const [upload, sent] = await atOnce(db(), [() => replaceRequirement(fx), send(fx.applicationId)], reversed);
    assert.deepEqual(await writesAfterSending(), [], `${round}: archivo cambiado con la postulación ya enviada`);
    assert.equal(sent.statusCode, 200, sent.body);
    const sentDetail = JSON.parse(sent.body) as Detail;
    const final = await detailOf(fx.applicationId);
    assert.equal(final.estado, 'Enviada');
    if (upload.statusCode === 200) {
      // The replacement committed first: the send saw it and sent the new file.
      const newFile = (JSON.parse(upload.body) as { archivo: { id: string } }).archivo.id;
      assert.equal(requirementFile(sentDetail, fx.requisitoId), newFile, `${round}: se envió un archivo que luego fue reemplazado`);
      assert.equal(requirementFile(final, fx.requisitoId), newFile);
      assert.equal((await download(sentFile)).statusCode, 404);
    } else {
      // The send committed first: the same 409 as a replacement sent afterwards, and nothing kept.
      assert.equal(upload.statusCode, 409, upload.body);
      assert.equal(messageOf(upload), NOT_EDITABLE);
      assert.equal(requirementFile(final, fx.requisitoId), sentFile);
    }
    // Every file the send answered with is still there.
    for (const r of sentDetail.requisitos) {
      const id = r.entrega?.archivo?.id;
      assert.ok(id, `${round}: requisito ${r.id} sin archivo`);
      assert.equal((await download(id)).statusCode, 200, `${round}: el archivo enviado del requisito ${r.id} fue borrado`);
    }
    assert.deepEqual(await footprint(), withReceipt(start), `${round}: filas o archivos de más`);
  }
});

test('send and the deletion of a requirement file at the same moment: never an application sent without that file', async () => {
  for (const reversed of ORDERS) {
    const round = label(reversed);
    const fx = await readyToSend();
    const file = fx.fileIds[3]!;
    const start = await footprint();
    const [removed, sent] = await atOnce(db(), [() => call(t.app, 'DELETE', `/api/archivos/${file}`, { token: p.a }), send(fx.applicationId)], reversed);
    assert.deepEqual(await writesAfterSending(), [], `${round}: archivo quitado con la postulación ya enviada`);
    const final = await detailOf(fx.applicationId);
    assert.notEqual(sent.statusCode === 200 && removed.statusCode === 200, true, `${round}: se envió y se borró su archivo`);
    if (sent.statusCode === 200) {
      assert.equal(removed.statusCode, 409, removed.body);
      assert.equal(messageOf(removed), NOT_EDITABLE);
      assert.equal(final.estado, 'Enviada');
      assert.equal(requirementFile(final, fx.requisitoId), file);
      assert.equal((await download(file)).statusCode, 200);
      assert.deepEqual(await footprint(), withReceipt(start));
    } else {
      assert.equal(removed.statusCode, 200, removed.body);
      assert.equal(sent.statusCode, 409, sent.body);
      assert.match(messageOf(sent) ?? '', /^Anexa el archivo de cada requisito antes de enviar la postulación\./);
      assert.equal(final.estado, 'Registrada');
      assert.equal(requirementFile(final, fx.requisitoId), undefined);
    }
  }
});

test('two deletions of the same file at the same moment: one 200, the other 404; never a 500', async () => {
  for (const reversed of ORDERS) {
    const fx = await readyToSend();
    const file = fx.fileIds[3]!;
    const remove = () => call(t.app, 'DELETE', `/api/archivos/${file}`, { token: p.a });
    const answers = await atOnce(db(), [remove, remove], reversed);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 404], `${label(reversed)}: ${answers.map((a) => a.body).join(' | ')}`);
  }
});

test('a category upload (p1) at the same moment as the send: refused with the sequential 409 or seen by the send', async () => {
  for (const reversed of ORDERS) {
    const round = label(reversed);
    const fx = await readyToSend();
    const start = await footprint();
    const pdf = await samplePdf();
    const form = await multipart({ postulacion_sello_id: String(fx.applicationId) }, [
      { name: 'bitacora', filename: 'b.pdf', bytes: pdf, type: 'application/pdf' },
      { name: 'declaracion_autoridad', filename: 'd.pdf', bytes: pdf, type: 'application/pdf' },
    ]);
    const [upload, sent] = await atOnce(db(), [() => call(t.app, 'POST', '/api/obtencion_sello_p1/store', { token: p.a, raw: form }), send(fx.applicationId)], reversed);
    assert.deepEqual(await writesAfterSending(), [], `${round}: bitácora cambiada con la postulación ya enviada`);
    assert.equal(sent.statusCode, 200, sent.body);
    const sentP1 = (JSON.parse(sent.body) as { obtencion_sello_p1: { bitacora: { id: string } } }).obtencion_sello_p1;
    if (upload.statusCode === 200) {
      assert.equal(sentP1.bitacora.id, (JSON.parse(upload.body) as { bitacora: { id: string } }).bitacora.id);
    } else {
      assert.equal(upload.statusCode, 409, upload.body);
      assert.equal(messageOf(upload), NOT_EDITABLE);
    }
    assert.equal((await download(sentP1.bitacora.id)).statusCode, 200);
    assert.deepEqual(await footprint(), withReceipt(start), round);
  }
});

async function inadmissible(): Promise<number> {
  const fx = await sentApplication(t.app, p.a);
  const docs = (await json<{ documentos: { clave: string }[] }>(t.app, 'GET', `/api/admin/postulaciones/${fx.applicationId}`, { token: p.admin })).documentos;
  await json(t.app, 'POST', `/api/admin/postulaciones/${fx.applicationId}/admisibilidad`, {
    token: p.admin, json: { resultado: 'Inadmisible', motivo: 'Documentación incompleta.', documentos: docs.map((d) => ({ clave: d.clave, cumple: true })) },
  });
  return fx.applicationId;
}

async function fileRecurso(id: number) {
  return call(t.app, 'POST', `/api/postulante/postulaciones/${id}/reposicion`, {
    token: p.a,
    raw: await multipart({ motivo: 'Adjuntamos el certificado que faltaba.' }, [
      { name: 'archivo', filename: 'respaldo.pdf', bytes: await samplePdf(), type: 'application/pdf' },
    ]),
  });
}

const recursos = async (id: number) => (await db().select().from(reposiciones).where(eq(reposiciones.postulacion_sello_id, id))).length;

test('a recurso de reposición filed again is told it was already filed, and nothing is kept', async () => {
  const id = await inadmissible();
  assert.equal((await fileRecurso(id)).statusCode, 200);
  const start = await footprint();
  const again = await fileRecurso(id);
  assert.equal(again.statusCode, 409, again.body);
  assert.equal(messageOf(again), ALREADY_FILED);
  assert.equal(await recursos(id), 1);
  assert.deepEqual(await footprint(), start);
});

test('two recursos de reposición at the same moment: one is filed, the other gets the same 409', async () => {
  for (const reversed of ORDERS) {
    const id = await inadmissible();
    const start = await footprint();
    const answers = await atOnce(db(), [() => fileRecurso(id), () => fileRecurso(id)], reversed);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409], `${label(reversed)}: ${answers.map((a) => a.body).join(' | ')}`);
    assert.equal(messageOf(answers.find((a) => a.statusCode === 409)!), ALREADY_FILED, label(reversed));
    assert.equal(await recursos(id), 1);
    const end = await footprint();
    assert.deepEqual(end, { ...start, rows: start.rows + 1, stored: start.stored + 1 }, `${label(reversed)}: solo el archivo del recurso presentado`);
  }
});
