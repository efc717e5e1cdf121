/**
 * Bytes that are not UTF-8 in a request body: a JSON or plain-text body, or a text field of a form, is
 * refused with a Spanish 400 and changes nothing. Before, Fastify and the multipart parser decoded them
 * leniently and the text was stored with U+FFFD (�) in their place. File parts stay binary.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { correos, descargables } from '../src/db/schema';
import { queueMail } from '../src/lib/outbox';
import { filesOnDisk } from './support-acceptance/app';
import { samplePdf } from './support-acceptance/fixtures';
import { snapshotDb } from './support-acceptance/snapshot';
import { createTestApp, type TestApp } from './helpers/app';
import { bearer, staffToken } from './helpers/http';

const NOT_UTF8 = 'La solicitud no es texto UTF-8 válido.';

let t: TestApp;
let admin: string;
let draftId: number;

before(async () => {
  t = await createTestApp();
  admin = await staffToken(t.app, 'admin');
  draftId = await t.app.sello.ctx.db.transaction((tx) => queueMail(tx, {
    to: 'carta-utf8@ejemplo.cl', subject: 'Asunto original', text: 'Cuerpo original', kind: 'carta-aprobada', draft: true,
  }));
});
after(async () => {
  await t.close();
});

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

/** Invalid sequences: stray bytes, a cut two-byte character, an overlong '/', an encoded surrogate, a code point past U+10FFFF. */
const BAD: number[][] = [[0xff, 0xfe], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80]];

async function draft() {
  const [row] = await t.app.sello.ctx.db.select().from(correos).where(eq(correos.id, draftId));
  return { asunto: row?.asunto, cuerpo: row?.cuerpo };
}

test('a JSON body that is not UTF-8 answers 400 in Spanish and stores nothing', async () => {
  // The brief's example: {"nombre":"\xff\xfe"}, to any JSON route.
  const example = await t.app.inject({
    method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' },
    payload: Buffer.from([0x7b, 0x22, 0x6e, 0x6f, 0x6d, 0x62, 0x72, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  });
  assert.equal(example.statusCode, 400, example.body);
  assert.deepEqual(example.json(), { message: NOT_UTF8 });

  const dbBefore = await snapshotDb(t.app.sello.database.db);
  for (const bad of BAD) {
    for (const contentType of ['application/json', 'application/json; charset=utf-8']) {
      const res = await t.app.inject({
        method: 'PUT', url: `/api/admin/correos/${draftId}`, headers: { ...bearer(admin), 'content-type': contentType },
        payload: bytes('{"asunto":"Carta ', bad, '","cuerpo":"Texto"}'),
      });
      assert.equal(res.statusCode, 400, `${bad.join(',')}: ${res.body}`);
      assert.deepEqual(res.json(), { message: NOT_UTF8 });
    }
  }
  assert.deepEqual(await draft(), { asunto: 'Asunto original', cuerpo: 'Cuerpo original' });
  assert.deepEqual(await snapshotDb(t.app.sello.database.db), dbBefore);
  assert.equal((await t.app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
});

test('valid UTF-8 is stored as sent, and the JSON parser answers as before', async () => {
  const text = 'Señora Núñez: ¿revisó la postulación? 🙂 \u{FFFD} escrito a propósito';
  const ok = await t.app.inject({
    method: 'PUT', url: `/api/admin/correos/${draftId}`, headers: { ...bearer(admin), 'content-type': 'application/json' },
    payload: Buffer.from(JSON.stringify({ asunto: 'Carta ñandú', cuerpo: text }), 'utf8'),
  });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.deepEqual(await draft(), { asunto: 'Carta ñandú', cuerpo: text });

  const put = (payload: string) => t.app.inject({ method: 'PUT', url: `/api/admin/correos/${draftId}`, headers: { ...bearer(admin), 'content-type': 'application/json' }, payload });
  assert.deepEqual((await put('{"asunto":')).json(), { message: 'El cuerpo JSON no es válido.' });
  assert.deepEqual((await put('')).json(), { message: 'El cuerpo JSON está vacío.' });
  const poisoned = await put('{"asunto":"a","cuerpo":"b","__proto__":{"x":1}}');
  assert.equal(poisoned.statusCode, 400, poisoned.body);
  assert.deepEqual(await draft(), { asunto: 'Carta ñandú', cuerpo: text });
});

test('a plain-text body that is not UTF-8 answers the same 400', async () => {
  const res = await t.app.inject({
    method: 'PUT', url: `/api/admin/correos/${draftId}`, headers: { ...bearer(admin), 'content-type': 'text/plain' }, payload: Buffer.from([0x61, 0xff]),
  });
  assert.equal(res.statusCode, 400, res.body);
  assert.deepEqual(res.json(), { message: NOT_UTF8 });
});

/** A form as a browser sends it, with the text field's bytes exactly as given and one PDF part. */
function form(nombre: Buffer, pdf: Uint8Array) {
  const boundary = 'limite-utf8-prueba';
  const body = Buffer.concat([
    bytes(`--${boundary}\r\nContent-Disposition: form-data; name="nombre"\r\n\r\n`), nombre,
    bytes(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="ubicacion"\r\n\r\nbitacora`),
    bytes(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="documento"; filename="bases.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), Buffer.from(pdf),
    bytes(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

test('a form text field that is not UTF-8 answers 400 and leaves no row and no file; the same form in UTF-8 is stored', async () => {
  const pdf = await samplePdf();
  const { db } = t.app.sello.database;
  const dbBefore = await snapshotDb(db);
  const diskBefore = filesOnDisk(t.dataDir);
  for (const bad of BAD) {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/descargables/store', ...form(bytes('Bases ', bad, ' 2025'), pdf) });
    assert.equal(res.statusCode, 400, `${bad.join(',')}: ${res.body}`);
    assert.deepEqual(res.json(), { message: NOT_UTF8, errors: { nombre: ['El texto no es UTF-8 válido.'] } });
  }
  assert.deepEqual(await snapshotDb(db), dbBefore);
  assert.deepEqual(filesOnDisk(t.dataDir), diskBefore);

  // The file part is binary (a PDF is not UTF-8) and is accepted with valid text beside it.
  const nombre = `Bases de postulación ñandú ${Date.now()}`;
  const ok = await t.app.inject({ method: 'POST', url: '/api/admin/descargables/store', ...form(bytes(nombre), pdf) });
  assert.equal(ok.statusCode, 200, ok.body);
  const [row] = await db.select().from(descargables).where(eq(descargables.nombre, nombre));
  assert.ok(row, 'the valid form was stored under its exact name');
});
