// Assigning reviewers e-mails them only about real changes: a new (or reactivated) assignment, or a new
// deadline. Re-sending the same assignment, a double click or a retry (two identical requests at once)
// sends nothing more; the audit log records only the real changes too.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq, gt, max } from 'drizzle-orm';
import { auditLog, correos } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { expectStatus, inDays, json, sentApplication, signInEveryone, ACCOUNTS, type People } from './helpers/review';
import { call } from './support-acceptance/http';

let t: TestApp;
let p: People;

before(async () => {
  t = await createTestApp({ portalUrl: 'http://portal.test' });
  p = await signInEveryone(t.app);
});
after(async () => {
  await t.close();
});

const URL = '/api/admin/postulaciones/asignaciones';

/** The last ids of the outbox and the audit log: what a step adds is what comes after them. */
async function mark() {
  const { db } = t.app.sello.ctx;
  const [m] = await db.select({ id: max(correos.id) }).from(correos);
  const [a] = await db.select({ id: max(auditLog.id) }).from(auditLog);
  return { mail: m?.id ?? 0, audit: a?.id ?? 0 };
}

async function mailsSince(since: { mail: number }, to: string) {
  return t.app.sello.ctx.db.select().from(correos)
    .where(and(gt(correos.id, since.mail), eq(correos.tipo, 'asignacion'), eq(correos.para, to))).orderBy(correos.id);
}

async function auditsSince(since: { audit: number }) {
  return t.app.sello.ctx.db.select().from(auditLog)
    .where(and(gt(auditLog.id, since.audit), eq(auditLog.entity, 'asignacion'))).orderBy(auditLog.id);
}

function body(ids: number[], reviewers: number[], days: number) {
  return { postulacion_ids: ids, revisor_ids: reviewers, fecha_limite: inDays(days) };
}

test('the same assignment sent twice: one e-mail, one audit row, and the same answer both times', async () => {
  const fx = await sentApplication(t.app, p.a);
  const start = await mark();
  const first = await json<{ message: string; asignaciones: number }>(t.app, 'POST', URL, { token: p.admin, json: body([fx.applicationId], [p.ids.r1], 7) });
  const second = await json<{ message: string; asignaciones: number }>(t.app, 'POST', URL, { token: p.admin, json: body([fx.applicationId], [p.ids.r1], 7) });
  assert.deepEqual(first, { message: 'La asignación se guardó correctamente.', asignaciones: 1 });
  assert.deepEqual(second, first);
  const mails = await mailsSince(start, ACCOUNTS.r1.email);
  assert.equal(mails.length, 1, mails.map((m) => m.asunto).join(' | '));
  assert.equal(mails[0]?.asunto, 'Nueva postulación asignada - Sello Chile Inclusivo');
  assert.match(mails[0]?.cuerpo ?? '', /Se te asignó la revisión de:/);
  assert.match(mails[0]?.cuerpo ?? '', new RegExp(`/revisor/postulaciones/${fx.applicationId}\\b`));
  const audits = await auditsSince(start);
  assert.deepEqual(audits.map((a) => a.action), ['crear']);
});

test('two identical requests at once (a double click): one assignment, one e-mail', async () => {
  const fx = await sentApplication(t.app, p.a);
  const start = await mark();
  const request = body([fx.applicationId], [p.ids.r2], 7);
  const answers = await Promise.all([call(t.app, 'POST', URL, { token: p.admin, json: request }), call(t.app, 'POST', URL, { token: p.admin, json: request })]);
  for (const res of answers) assert.equal(res.statusCode, 200, res.body);
  const mails = await mailsSince(start, ACCOUNTS.r2.email);
  assert.equal(mails.length, 1, mails.map((m) => m.asunto).join(' | '));
  assert.match(mails[0]?.cuerpo ?? '', /Se te asignó la revisión de:/);
  assert.equal((await auditsSince(start)).length, 1);
});

test('a new deadline: one e-mail that says the deadline changed, not a new assignment', async () => {
  const fx = await sentApplication(t.app, p.a);
  await json(t.app, 'POST', URL, { token: p.admin, json: body([fx.applicationId], [p.ids.r3], 7) });
  const start = await mark();
  await json(t.app, 'POST', URL, { token: p.admin, json: body([fx.applicationId], [p.ids.r3], 10) });
  const mails = await mailsSince(start, ACCOUNTS.r3.email);
  assert.equal(mails.length, 1);
  const mail = mails[0];
  assert.equal(mail?.asunto, 'Cambió la fecha límite de una revisión - Sello Chile Inclusivo');
  assert.match(mail?.cuerpo ?? '', /Cambió la fecha límite de la revisión de:/);
  assert.doesNotMatch(mail?.cuerpo ?? '', /Se te asignó/);
  const [y7, m7, d7] = inDays(7).split('-');
  const [y10, m10, d10] = inDays(10).split('-');
  assert.match(mail?.cuerpo ?? '', new RegExp(`fecha límite anterior: ${d7}/${m7}/${y7}`));
  assert.match(mail?.cuerpo ?? '', new RegExp(`Nueva fecha límite: ${d10}/${m10}/${y10}\\.`));
  const audits = await auditsSince(start);
  assert.deepEqual(audits.map((a) => [a.action, (a.detail as { fecha_limite_anterior?: string }).fecha_limite_anterior]), [['actualizar', inDays(7)]]);
});

test('a removed assignment given back is new to the reviewer; a mixed request lists only what changed', async () => {
  const one = await sentApplication(t.app, p.a);
  const two = await sentApplication(t.app, p.a);
  await json(t.app, 'POST', URL, { token: p.admin, json: body([one.applicationId], [p.ids.r1], 7) });
  await expectStatus(t.app, 'DELETE', `/api/admin/postulaciones/${one.applicationId}/asignaciones/${p.ids.r1}`, 200, { token: p.admin });
  let start = await mark();
  await json(t.app, 'POST', URL, { token: p.admin, json: body([one.applicationId], [p.ids.r1], 7) });
  let mails = await mailsSince(start, ACCOUNTS.r1.email);
  assert.equal(mails.length, 1);
  assert.match(mails[0]?.cuerpo ?? '', /Se te asignó la revisión de:/);

  // `one` unchanged (same deadline, active), `two` new: the e-mail names only `two`.
  start = await mark();
  const saved = await json<{ message: string }>(t.app, 'POST', URL, { token: p.admin, json: body([one.applicationId, two.applicationId], [p.ids.r1], 7) });
  assert.equal(saved.message, '2 asignaciones guardadas correctamente.');
  mails = await mailsSince(start, ACCOUNTS.r1.email);
  assert.equal(mails.length, 1);
  assert.equal(mails[0]?.postulacion_sello_id, two.applicationId);
  assert.match(mails[0]?.cuerpo ?? '', new RegExp(`/revisor/postulaciones/${two.applicationId}\\b`));
  assert.doesNotMatch(mails[0]?.cuerpo ?? '', new RegExp(`/revisor/postulaciones/${one.applicationId}\\b`));

  // Both again, both unchanged: nothing at all.
  start = await mark();
  await json(t.app, 'POST', URL, { token: p.admin, json: body([one.applicationId, two.applicationId], [p.ids.r1], 7) });
  assert.equal((await mailsSince(start, ACCOUNTS.r1.email)).length, 0);
  assert.equal((await auditsSince(start)).length, 0);
});

const DECLARE = 'Al abrir cada postulación deberás declarar si tienes conflicto de interés con la institución.';

test('an assignment given back keeps the declaration made before it: the e-mail asks to declare only where it is still to be made', async () => {
  const kept = await sentApplication(t.app, p.a);
  const other = await sentApplication(t.app, p.a);
  await json(t.app, 'POST', URL, { token: p.admin, json: body([kept.applicationId], [p.ids.r2], 7) });
  await json(t.app, 'POST', `/api/revisor/postulaciones/${kept.applicationId}/declaracion`, { token: p.r2, json: { tipo: 'sin_conflicto' } });
  await expectStatus(t.app, 'DELETE', `/api/admin/postulaciones/${kept.applicationId}/asignaciones/${p.ids.r2}`, 200, { token: p.admin });

  let start = await mark();
  await json(t.app, 'POST', URL, { token: p.admin, json: body([kept.applicationId], [p.ids.r2], 7) });
  let [mail] = await mailsSince(start, ACCOUNTS.r2.email);
  assert.match(mail?.cuerpo ?? '', /Se te asignó la revisión de:/);
  assert.match(mail?.cuerpo ?? '', new RegExp(`/revisor/postulaciones/${kept.applicationId} \\(ya declaraste que no tienes conflicto de interés\\)\\n`));
  assert.doesNotMatch(mail?.cuerpo ?? '', /deberás declarar/);
  const detail = await json<{ declaracion_pendiente: boolean }>(t.app, 'GET', `/api/revisor/postulaciones/${kept.applicationId}`, { token: p.r2 });
  assert.equal(detail.declaracion_pendiente, false, 'nothing to declare when it is opened');

  // Given back again with a new one: only the new one asks for the declaration.
  await expectStatus(t.app, 'DELETE', `/api/admin/postulaciones/${kept.applicationId}/asignaciones/${p.ids.r2}`, 200, { token: p.admin });
  start = await mark();
  await json(t.app, 'POST', URL, { token: p.admin, json: body([kept.applicationId, other.applicationId], [p.ids.r2], 7) });
  [mail] = await mailsSince(start, ACCOUNTS.r2.email);
  const text = mail?.cuerpo ?? '';
  assert.match(text, new RegExp(`/revisor/postulaciones/${kept.applicationId} \\(ya declaraste que no tienes conflicto de interés\\)\\n`));
  assert.match(text, new RegExp(`/revisor/postulaciones/${other.applicationId}\\n`));
  assert.match(text, /\nAl abrir cada una de las demás deberás declarar si tienes conflicto de interés con la institución\.\n/);
  assert.ok(!text.includes(DECLARE));

  // A first assignment still asks for it, as before.
  const fresh = await sentApplication(t.app, p.a);
  start = await mark();
  await json(t.app, 'POST', URL, { token: p.admin, json: body([fresh.applicationId], [p.ids.r2], 7) });
  [mail] = await mailsSince(start, ACCOUNTS.r2.email);
  assert.ok((mail?.cuerpo ?? '').includes(`\n${DECLARE}\n`));
  assert.doesNotMatch(mail?.cuerpo ?? '', /ya declaraste/);
});
