// Issue 57, acceptances 2 and 3 (API). Mis datos lists what the portal holds about the signed-in
// person — their account and each application where their RUN is legal representative or person in
// charge, with where it is used — and its JSON/CSV export holds nothing of anyone else. Data requests:
// filed in Mis datos, queued for admins with their deadline, refused with a legal ground for an
// application under evaluation, accepted for a finished, rejected one (files gone from storage,
// personal fields anonymised, public register unchanged), both answers e-mailed through a real local
// SMTP server; the public form counts only after its one-time link is followed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { archivos, encargados, repLegales, solicitudesDatos } from '../src/db/schema';
import { todayInChile } from '../src/services/review/common';
import { applicationFileIds, MARKER } from '../src/services/privacy/retention';
import { institutionBody, registerApplicationWithFiles } from './support-acceptance/fixtures';
import { call } from './support-acceptance/http';
import { createTestApp, type TestApp } from './helpers/app';
import { rejectedAfterReposicion } from './helpers/journey';
import { expectStatus, json, nextRut, sentApplication, signInEveryone, type People } from './helpers/review';
import { startSmtp, type TestSmtp } from './helpers/smtp';

let t: TestApp;
let p: People;
let smtp: TestSmtp;
let own: number;
let others: number;

const inDaysChile = (days: number) => {
  const d = new Date(`${todayInChile()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

before(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, dataRequestDays: 30 });
  p = await signInEveryone(t.app);
  own = (await registerApplicationWithFiles(t.app, p.a, nextRut())).applicationId;
  // Applicant B's application names applicant A (RUN 44.444.444-4) as its legal representative.
  const step1 = await json<{ id: number }>(t.app, 'POST', '/api/institucion/postulacion_sellos/store', { token: p.b, json: { ...(await institutionBody(t.app, nextRut())), nombre_institucion: 'Cooperativa del Sur' } }, 201);
  others = step1.id;
  await json(t.app, 'POST', '/api/institucion/postulacion_sellos/rep_legal/store', { token: p.b, json: {
    nombre_rep_legal: 'Paula Postulante Demo', cargo_rep_legal: 'Presidenta', rut_rep_legal: '44444444-4', telefono_rep_legal: '987654321',
    correo_rep_legal: 'paula@example.cl', postulacion_sello_id: others,
  } }, 201);
  await json(t.app, 'POST', '/api/institucion/postulacion_sellos/encargado/store', { token: p.b, json: {
    nombre_encargado: 'Bruno Encargado', cargo_encargado: 'Secretario', rut_encargado: '77.777.777-7', telefono_encargado: '911111111',
    correo_encargado: 'bruno@example.cl', postulacion_sello_id: others,
  } }, 201);
});
after(async () => {
  await t.close();
  await smtp.stop();
});

interface MyData {
  titular: { run: string };
  cuenta: { run: string; nombre: string; uso: string } | null;
  postulaciones_propias: { id: number; uso: string }[];
  apariciones: { postulacion_sello_id: number; nombre_institucion: string; rol: string; datos: Record<string, string>; uso: string }[];
}

test('Mis datos lists the account and the other institution\'s application where the person is legal representative, and nothing of anyone else', async () => {
  const data = await json<MyData>(t.app, 'GET', '/api/mis-datos', { token: p.a });
  assert.equal(data.cuenta?.run, '44.444.444-4');
  assert.ok(data.cuenta?.uso);
  assert.ok(data.postulaciones_propias.some((a) => a.id === own));
  const mine = data.apariciones.find((a) => a.postulacion_sello_id === others);
  assert.ok(mine, 'la postulación de otra institución donde es representante legal');
  assert.equal(mine.rol, 'representante_legal');
  assert.equal(mine.nombre_institucion, 'Cooperativa del Sur');
  // The phone as stored: one format, whichever way it was written (issue 60).
  assert.deepEqual(mine.datos, { nombre: 'Paula Postulante Demo', cargo: 'Presidenta', rut: '44.444.444-4', telefono: '+56987654321', correo: 'paula@example.cl' });
  assert.ok(mine.uso.length > 20);

  const exported = await expectStatus(t.app, 'GET', '/api/mis-datos/exportar.json', 200, { token: p.a });
  assert.match(String(exported.headers['content-disposition']), /^attachment; filename="?mis-datos-\d{4}-\d{2}-\d{2}\.json"?$/);
  const json1 = exported.json<MyData>();
  assert.ok(json1.postulaciones_propias.some((a) => a.id === own));
  assert.ok(json1.apariciones.some((a) => a.postulacion_sello_id === others && a.datos.rut === '44.444.444-4'));
  // Nothing of any other person: not the representative and person in charge of A's own application,
  // not B's person in charge, not B's account.
  for (const stranger of ['Rosa Representante', '11.111.111-1', 'rosa@example.cl', 'Eva Encargada', '22.222.222-2', 'eva@example.cl', 'Bruno Encargado', '77.777.777-7', 'bruno@example.cl', '55.555.555-5', 'Martín']) {
    assert.ok(!exported.body.includes(stranger), `la exportación incluye «${stranger}»`);
  }
  const csv = await expectStatus(t.app, 'GET', '/api/mis-datos/exportar.csv', 200, { token: p.a });
  assert.match(String(csv.headers['content-type']), /^text\/csv/);
  assert.ok(csv.body.startsWith('\uFEFFCategoría;Dato;Valor;Postulación;Para qué se usa\r\n'));
  assert.ok(csv.body.includes(`Representante legal en Cooperativa del Sur;RUN;44.444.444-4;${others};`));
  assert.ok(!csv.body.includes('Bruno') && !csv.body.includes('Rosa'));
  // B sees B's own account and not A's representation.
  const b = await json<MyData>(t.app, 'GET', '/api/mis-datos', { token: p.b });
  assert.equal(b.titular.run, '55.555.555-5');
  assert.ok(!JSON.stringify(b).includes('Paula Postulante Demo'));
});

test('a request about an application where the person does not appear is refused and nothing is stored', async () => {
  const before = (await t.app.sello.ctx.db.select().from(solicitudesDatos)).length;
  const res = await call(t.app, 'POST', '/api/mis-datos/solicitudes', { token: p.b, json: {
    tipo: 'supresion', email: 'martin@example.cl', alcance: 'Todo', motivo: 'Prueba', postulacion_sello_id: own,
  } });
  assert.equal(res.statusCode, 404, 'as a missing application: B is not named in A\'s');
  assert.equal(res.json().message, 'La postulación no existe.');
  const empty = await call(t.app, 'POST', '/api/mis-datos/solicitudes', { token: p.a, json: {} });
  assert.equal(empty.statusCode, 422);
  assert.deepEqual(Object.keys(empty.json().errors).sort(), ['alcance', 'email', 'motivo', 'tipo']);
  assert.equal((await t.app.sello.ctx.db.select().from(solicitudesDatos)).length, before);
});

interface QueueRow { id: number; tipo: string; estado: string; persona: { nombre: string; run: string }; recibida_at: string | null; plazo: string; vencida: boolean }

test('suppression: refused for an application under evaluation (legal ground), accepted for a finished rejected one; both answers e-mailed', async () => {
  const db = t.app.sello.ctx.db;
  const live = (await sentApplication(t.app, p.a)).applicationId;
  const { id: finished } = await rejectedAfterReposicion(t.app, p);
  const register = (await call(t.app, 'GET', '/instituciones-reconocidas')).body;
  const file = async (postulacion: number) => json<{ id: number; estado: string; plazo: string; eventos: { tipo: string }[] }>(t.app, 'POST', '/api/mis-datos/solicitudes', { token: p.a, json: {
    tipo: 'supresion', email: 'paula.personal@example.cl', alcance: `Los datos y documentos de la postulación N° ${postulacion}`, motivo: 'Ya no quiero que el Servicio conserve estos datos.', postulacion_sello_id: postulacion,
  } }, 201);
  const first = await file(live);
  const second = await file(finished);
  assert.equal(first.estado, 'recibida');
  assert.equal(first.plazo, inDaysChile(30));
  await smtp.waitFor((m) => m.to.includes('paula.personal@example.cl') && /^Recibimos su solicitud de supresión/.test(m.subject));

  const queue = await json<{ data: QueueRow[]; conteos: { pendientes: number; vencidas: number } }>(t.app, 'GET', '/api/admin/solicitudes-datos', { token: p.admin });
  for (const id of [first.id, second.id]) {
    const row = queue.data.find((r) => r.id === id);
    assert.ok(row, `la solicitud ${id} en la cola`);
    assert.deepEqual([row.tipo, row.estado, row.persona.run, row.plazo, row.vencida], ['supresion', 'recibida', '44.444.444-4', inDaysChile(30), false]);
    assert.ok(row.recibida_at);
  }
  assert.ok(queue.conteos.pendientes >= 2);

  const notYet = await call(t.app, 'POST', `/api/admin/solicitudes-datos/${first.id}/resolver`, { token: p.admin, json: { resultado: 'aceptada', respuesta: 'Aceptada.' } });
  assert.equal(notYet.statusCode, 409, 'an application under evaluation cannot be suppressed');
  assert.match(notYet.json().message, /no ha terminado \(está en "Enviada"\)/);
  const noGround = await call(t.app, 'POST', `/api/admin/solicitudes-datos/${first.id}/resolver`, { token: p.admin, json: { resultado: 'rechazada', respuesta: 'No es posible.' } });
  assert.equal(noGround.statusCode, 422);
  assert.deepEqual(noGround.json().errors.fundamento_legal, ['Elige el fundamento legal del rechazo.']);
  const refused = await json<{ estado: string; fundamento_legal: string }>(t.app, 'POST', `/api/admin/solicitudes-datos/${first.id}/resolver`, { token: p.admin, json: {
    resultado: 'rechazada', fundamento_legal: 'procedimiento_en_curso', respuesta: 'La postulación está en evaluación; podrá pedirlo cuando termine.',
  } });
  assert.deepEqual([refused.estado, refused.fundamento_legal], ['rechazada', 'procedimiento_en_curso']);
  const twice = await call(t.app, 'POST', `/api/admin/solicitudes-datos/${first.id}/resolver`, { token: p.admin, json: { resultado: 'rechazada', fundamento_legal: 'obligacion_legal', respuesta: 'Otra vez.' } });
  assert.equal(twice.statusCode, 409);

  const files = await applicationFileIds(db, finished);
  const keys = (await db.select().from(archivos).where(inArray(archivos.id, files))).map((f) => f.storage_key);
  await json(t.app, 'POST', `/api/admin/solicitudes-datos/${second.id}/resolver`, { token: p.admin, json: { resultado: 'aceptada', respuesta: 'Eliminamos los datos de la postulación.' } });

  const refusal = await smtp.waitFor((m) => m.to.includes('paula.personal@example.cl') && m.text.includes(`solicitud N° ${first.id}`) && m.subject.startsWith('Respuesta'));
  assert.match(refusal.text, /Solicitud rechazada\. Fundamento legal: El procedimiento administrativo de la postulación sigue en curso/);
  const acceptance = await smtp.waitFor((m) => m.to.includes('paula.personal@example.cl') && m.text.includes(`solicitud N° ${second.id}`) && m.subject.startsWith('Respuesta'));
  assert.match(acceptance.text, /Solicitud aceptada\. Suprimimos sus datos/);

  for (const key of keys) assert.equal(await t.app.sello.ctx.storage.exists(key), false);
  const [rep] = await db.select().from(repLegales).where(eq(repLegales.postulacion_sello_id, finished));
  const [enc] = await db.select().from(encargados).where(eq(encargados.postulacion_sello_id, finished));
  assert.equal(rep?.rut_rep_legal, MARKER);
  assert.equal(enc?.correo_encargado, MARKER);
  // The live application keeps everything; the public register is unchanged.
  const [liveRep] = await db.select().from(repLegales).where(eq(repLegales.postulacion_sello_id, live));
  assert.equal(liveRep?.nombre_rep_legal, 'Rosa Representante');
  assert.equal((await call(t.app, 'GET', '/instituciones-reconocidas')).body, register);

  // Every step, for the requester and in the audit log.
  const mine = await json<{ id: number; estado: string; eventos: { tipo: string; descripcion: string }[] }[]>(t.app, 'GET', '/api/mis-datos/solicitudes', { token: p.a });
  const seen = mine.find((r) => r.id === first.id);
  assert.deepEqual(seen?.eventos.map((e) => e.tipo), ['presentada', 'recibida', 'resuelta']);
  assert.match(seen?.eventos[2]?.descripcion ?? '', /Fundamento legal/);
  const auditLog = await json<{ data: { action: string; entity_id: string }[] }>(t.app, 'GET', '/api/admin/auditoria?entidad=solicitud_datos', { token: p.admin });
  for (const id of [first.id, second.id]) {
    assert.deepEqual(auditLog.data.filter((a) => a.entity_id === String(id)).map((a) => a.action).sort(), ['resolver', 'solicitar']);
  }
  // The suppression is a run of the retention code path, recorded with its origin.
  const runs = await json<{ data: { origen: string; solicitud_id: number | null }[] }>(t.app, 'GET', '/api/admin/retencion/ejecuciones', { token: p.admin });
  assert.ok(runs.data.some((r) => r.origen === 'solicitud' && r.solicitud_id === second.id));
});

test('an overdue request is flagged in the queue and counted', async () => {
  const req = await json<{ id: number }>(t.app, 'POST', '/api/mis-datos/solicitudes', { token: p.a, json: {
    tipo: 'acceso', email: 'paula.personal@example.cl', alcance: 'Todos mis datos', motivo: 'Quiero saber qué datos tienen.',
  } }, 201);
  await t.app.sello.ctx.db.update(solicitudesDatos).set({ plazo: '2020-01-02' }).where(eq(solicitudesDatos.id, req.id));
  const late = await json<{ data: QueueRow[]; conteos: { vencidas: number } }>(t.app, 'GET', '/api/admin/solicitudes-datos?vencidas=true', { token: p.admin });
  assert.ok(late.data.some((r) => r.id === req.id), 'the overdue request is listed');
  assert.ok(late.data.every((r) => r.vencida && r.estado === 'recibida'), 'only overdue ones (the seed has one more)');
  assert.equal(late.conteos.vencidas, late.data.length);
  const all = await json<{ data: QueueRow[] }>(t.app, 'GET', '/api/admin/solicitudes-datos', { token: p.admin });
  assert.equal(all.data.find((r) => r.id === req.id)?.vencida, true);
  // Accepting an access request e-mails the data and the staff's reads of it (the admin opened A's applications above).
  await json(t.app, 'POST', `/api/admin/solicitudes-datos/${req.id}/resolver`, { token: p.admin, json: { resultado: 'aceptada', respuesta: 'Adjuntamos sus datos.' } });
  const answer = await smtp.waitFor((m) => m.text.includes(`solicitud N° ${req.id}`) && m.subject.startsWith('Respuesta'));
  assert.match(answer.text, /el plazo legal vencía el 02\/01\/2020/);
  assert.match(answer.text, /Representante legal en la postulación N° \d+ \(Cooperativa del Sur/);
  assert.match(answer.text, /Acceso del equipo: .*Equipo de administración de SENADIS, Datos de la postulación/);
});

test('the public form counts only once its one-time link is followed, and the link then follows the request', async () => {
  const db = t.app.sello.ctx.db;
  const sent = await call(t.app, 'POST', '/api/privacidad/solicitudes', { json: {
    nombre: 'Rosa Representante', run: '11111111-1', email: 'rosa.personal@example.cl', tipo: 'rectificacion',
    alcance: 'Mi teléfono en la postulación de Fundación Prueba Aceptación', motivo: 'Cambié de número.',
  } });
  assert.equal(sent.statusCode, 202, sent.body);
  const [pending] = await db.select().from(solicitudesDatos).where(eq(solicitudesDatos.email, 'rosa.personal@example.cl'));
  assert.equal(pending?.estado, 'por_confirmar');
  assert.equal(pending?.plazo, null, 'no deadline before the confirmation');
  const queue = await json<{ data: QueueRow[] }>(t.app, 'GET', '/api/admin/solicitudes-datos', { token: p.admin });
  assert.ok(!queue.data.some((r) => r.id === pending?.id), 'not in the queue before the confirmation');

  const mail = await smtp.waitFor((m) => m.to.includes('rosa.personal@example.cl') && m.subject.startsWith('Confirme'));
  const token = /\/privacidad\/solicitud\/confirmar\?token=([\w-]+)/.exec(mail.text)?.[1];
  assert.ok(token);
  await expectStatus(t.app, 'POST', '/api/privacidad/solicitudes/estado', 409, { json: { token } });
  await expectStatus(t.app, 'POST', '/api/privacidad/solicitudes/confirmar', 404, { json: { token: 'x'.repeat(43) } });
  const confirmed = await json<{ estado: string; plazo: string }>(t.app, 'POST', '/api/privacidad/solicitudes/confirmar', { json: { token } });
  assert.deepEqual([confirmed.estado, confirmed.plazo], ['recibida', inDaysChile(30)]);
  const again = await json<{ estado: string; eventos: unknown[] }>(t.app, 'POST', '/api/privacidad/solicitudes/confirmar', { json: { token } });
  assert.equal(again.eventos.length, 2, 'a second click receives nothing twice');
  const after = await json<{ data: QueueRow[] }>(t.app, 'GET', '/api/admin/solicitudes-datos', { token: p.admin });
  assert.ok(after.data.some((r) => r.id === pending?.id && r.persona.nombre === 'Rosa Representante'));
  // The admin rectifies the phone in A's application, where Rosa is legal representative.
  await t.app.sello.ctx.db.update(solicitudesDatos).set({ postulacion_sello_id: own }).where(eq(solicitudesDatos.id, pending!.id));
  await json(t.app, 'POST', `/api/admin/solicitudes-datos/${pending!.id}/resolver`, { token: p.admin, json: { resultado: 'aceptada', respuesta: 'Corregimos su teléfono.', correcciones: { telefono: '922222222' } } });
  const [rep] = await db.select().from(repLegales).where(eq(repLegales.postulacion_sello_id, own));
  assert.equal(rep?.telefono_rep_legal, '922222222');
  const state = await json<{ estado: string; eventos: { tipo: string }[] }>(t.app, 'POST', '/api/privacidad/solicitudes/estado', { json: { token } });
  assert.deepEqual([state.estado, state.eventos.map((e) => e.tipo)], ['aceptada', ['presentada', 'recibida', 'resuelta']]);
  // The outbox no longer holds the personal link once delivered.
  const mails = await json<{ data: { tipo: string; cuerpo: string }[] }>(t.app, 'GET', '/api/admin/correos', { token: p.admin });
  assert.ok(mails.data.filter((m) => m.tipo === 'confirmar-solicitud-datos').every((m) => !m.cuerpo.includes(token)));

  // An unconfirmed link expires.
  await call(t.app, 'POST', '/api/privacidad/solicitudes', { json: { nombre: 'Otra Persona', run: '12.345.678-5', email: 'otra@example.cl', tipo: 'acceso', alcance: 'Todo', motivo: 'Saber.' } });
  const late = await smtp.waitFor((m) => m.to.includes('otra@example.cl'));
  const lateToken = /token=([\w-]+)/.exec(late.text)?.[1];
  await db.update(solicitudesDatos).set({ token_expira_at: new Date(Date.now() - 1000) }).where(eq(solicitudesDatos.email, 'otra@example.cl'));
  const expired = await expectStatus(t.app, 'POST', '/api/privacidad/solicitudes/confirmar', 404, { json: { token: lateToken } });
  assert.equal(expired.json().message, 'El enlace no es válido o ya expiró. Envía la solicitud nuevamente.');
});
