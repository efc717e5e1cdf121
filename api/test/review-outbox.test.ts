// The outbox delivers through a real SMTP server started here (smtp-server + mailparser), keeps
// drafts until an admin sends them, and without SMTP_URL only stores the messages.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Correo } from '@sello/shared-api';
import { buildApp } from '../src/app';
import { correos } from '../src/db/schema';
import { deliverPending, queueMail, settleDeliveries } from '../src/lib/outbox';
import { createTestApp, type TestApp } from './helpers/app';
import { bearer, staffToken } from './helpers/http';
import { json, pdfForm, sentApplication, signInEveryone } from './helpers/review';
import { startSmtp, type TestSmtp } from './helpers/smtp';
import { call, messageOf } from './support-acceptance/http';

let smtp: TestSmtp;
let t: TestApp;
let admin: string;

before(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'Sello <sello@prueba.test>' });
  admin = await staffToken(t.app, 'admin');
});
after(async () => {
  await t.close();
  await smtp.stop();
});

test('queueMail in a transaction + deliverPending: the message arrives at the SMTP server with accents intact', async () => {
  const { ctx } = t.app.sello;
  const id = await ctx.db.transaction((tx) => queueMail(tx, {
    to: 'Postulante@Ejemplo.cl', subject: 'Tu postulación fue recibida', text: 'Hola, la revisión comenzará pronto. Atentamente, Sello Chile Inclusivo.', kind: 'notificacion',
  }));
  const result = await deliverPending(ctx);
  assert.equal(result.enviados, 1);
  const mail = await smtp.waitFor((m) => m.subject === 'Tu postulación fue recibida');
  assert.deepEqual(mail.to, ['postulante@ejemplo.cl']);
  assert.equal(mail.from, 'sello@prueba.test');
  assert.match(mail.text, /revisión comenzará/);
  const [row] = await ctx.db.select().from(correos).where(eq(correos.id, id));
  assert.equal(row?.estado, 'enviado');
  assert.ok(row?.enviado_at);
});

test('a rolled-back transaction sends nothing', async () => {
  const { ctx } = t.app.sello;
  await assert.rejects(ctx.db.transaction(async (tx) => {
    await queueMail(tx, { to: 'nadie@ejemplo.cl', subject: 'No debe salir', text: 'x', kind: 'notificacion' });
    throw new Error('rollback');
  }));
  await deliverPending(ctx);
  assert.equal(smtp.messages.some((m) => m.subject === 'No debe salir'), false);
});

test('a draft waits; the admin edits it, reads it in the outbox and sends it', async () => {
  const { ctx } = t.app.sello;
  const id = await ctx.db.transaction((tx) => queueMail(tx, {
    to: 'carta@ejemplo.cl', subject: 'Borrador de carta', text: 'Texto inicial', kind: 'carta-aprobada', draft: true,
  }));
  await deliverPending(ctx);
  assert.equal(smtp.messages.some((m) => m.to.includes('carta@ejemplo.cl')), false, 'a draft is not delivered');

  const list = await t.app.inject({ method: 'GET', url: '/api/admin/correos?estado=borrador', headers: bearer(admin) });
  assert.equal(list.statusCode, 200);
  assert.ok(list.json<{ data: { id: number }[] }>().data.some((m) => m.id === id));

  const draft = await t.app.inject({ method: 'GET', url: `/api/admin/correos/${id}`, headers: bearer(admin) });
  assert.equal(draft.json<Correo>().entregado_at, null, 'a draft has reached nobody');

  const edit = await t.app.inject({ method: 'PUT', url: `/api/admin/correos/${id}`, headers: bearer(admin), payload: { asunto: 'Resultado de tu postulación', cuerpo: 'Texto revisado por la administración.' } });
  assert.equal(edit.statusCode, 200, edit.body);
  const empty = await t.app.inject({ method: 'PUT', url: `/api/admin/correos/${id}`, headers: bearer(admin), payload: { asunto: ' ', cuerpo: '' } });
  assert.equal(empty.statusCode, 422);
  assert.equal(empty.json<{ errors: Record<string, string[]> }>().errors.asunto?.[0], 'El asunto es requerido.');

  const sent = await t.app.inject({ method: 'POST', url: '/api/admin/correos/enviar', headers: bearer(admin), payload: { ids: [id] } });
  assert.equal(sent.statusCode, 200, sent.body);
  assert.equal(sent.json<{ enviados: number }>().enviados, 1);
  const mail = await smtp.waitFor((m) => m.to.includes('carta@ejemplo.cl'));
  assert.equal(mail.subject, 'Resultado de tu postulación');
  assert.match(mail.text, /Texto revisado por la administración\./);

  const again = await t.app.inject({ method: 'PUT', url: `/api/admin/correos/${id}`, headers: bearer(admin), payload: { asunto: 'x', cuerpo: 'y' } });
  assert.equal(again.statusCode, 409, 'a sent letter cannot be edited');
  const read = await t.app.inject({ method: 'GET', url: `/api/admin/correos/${id}`, headers: bearer(admin) });
  const sentMail = read.json<Correo>();
  assert.equal(sentMail.estado, 'enviado');
  assert.ok(sentMail.enviado_at);
  assert.equal(sentMail.entregado_at, sentMail.enviado_at, 'a sent letter reached its reader when it was sent');
});

test('an unreachable SMTP server marks the row fallido with the error, and a retry can send it', async () => {
  const { ctx } = t.app.sello;
  const broken = { ...ctx, config: { ...ctx.config, smtpUrl: 'smtp://127.0.0.1:1' } };
  const id = await ctx.db.transaction((tx) => queueMail(tx, { to: 'falla@ejemplo.cl', subject: 'Falla', text: 'x', kind: 'notificacion' }));
  const result = await deliverPending(broken, [id]);
  assert.equal(result.fallidos, 1);
  const [row] = await ctx.db.select().from(correos).where(eq(correos.id, id));
  assert.equal(row?.estado, 'fallido');
  assert.ok(row?.error);
  const retry = await t.app.inject({ method: 'POST', url: '/api/admin/correos/enviar', headers: bearer(admin), payload: { ids: [id] } });
  assert.equal(retry.statusCode, 200);
  await smtp.waitFor((m) => m.to.includes('falla@ejemplo.cl'));
});

test('without SMTP_URL the message is only stored (almacenado)', async () => {
  const { ctx } = t.app.sello;
  const local = { ...ctx, config: { ...ctx.config, smtpUrl: undefined } };
  const id = await ctx.db.transaction((tx) => queueMail(tx, { to: 'local@ejemplo.cl', subject: 'Local', text: 'x', kind: 'notificacion' }));
  const result = await deliverPending(local, [id]);
  assert.equal(result.almacenados, 1);
  const [row] = await ctx.db.select().from(correos).where(eq(correos.id, id));
  assert.equal(row?.estado, 'almacenado');
  // The applicant reads it in their area from now on: the admin sees that date, though nothing was sent.
  const read = (await t.app.inject({ method: 'GET', url: `/api/admin/correos/${id}`, headers: bearer(admin) })).json<Correo>();
  assert.equal(read.enviado_at, null);
  assert.equal(read.entregado_at, row?.updated_at.toISOString());
  const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/correos?estado=almacenado', headers: bearer(admin) })).json<{ data: Correo[] }>();
  assert.equal(listed.data.find((m) => m.id === id)?.entregado_at, read.entregado_at);
});

test('the outbox is admin only and validates its input in Spanish', async () => {
  const revisor = await staffToken(t.app, 'revisor');
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/correos', headers: bearer(revisor) });
  assert.equal(res.statusCode, 403);
  const bad = await t.app.inject({ method: 'POST', url: '/api/admin/correos/enviar', headers: bearer(admin), payload: { ids: [] } });
  assert.equal(bad.statusCode, 422);
  assert.equal(bad.json<{ errors: Record<string, string[]> }>().errors.ids?.[0], 'Selecciona al menos un correo.');
  const missing = await t.app.inject({ method: 'GET', url: '/api/admin/correos/999999', headers: bearer(admin) });
  assert.equal(missing.statusCode, 404);
});

test('two API processes delivering the same pending row send it once', async () => {
  const { ctx } = t.app.sello;
  // Another process: its own database handle, so nothing in this process's memory keeps the two apart.
  const other = { ...ctx, db: new Proxy(ctx.db, {}) };
  const id = await ctx.db.transaction((tx) => queueMail(tx, { to: 'una-vez@ejemplo.cl', subject: 'Solo una vez', text: 'x', kind: 'notificacion' }));
  const results = await Promise.all([deliverPending(ctx, [id]), deliverPending(other, [id]), deliverPending(other)]);
  assert.equal(results.reduce((n, r) => n + r.enviados, 0), 1);
  await smtp.waitFor((m) => m.subject === 'Solo una vez');
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(smtp.messages.filter((m) => m.subject === 'Solo una vez').length, 1);
});

test('a message a stopped process left pendiente is sent when the API starts again', async () => {
  const { ctx } = t.app.sello;
  // Stored and committed, then the process stopped before delivering it.
  const id = await ctx.db.transaction((tx) => queueMail(tx, { to: 'reinicio@ejemplo.cl', subject: 'Tras el reinicio', text: 'x', kind: 'notificacion' }));
  const restarted = await buildApp({ config: ctx.config, database: t.app.sello.database, logLevel: 'silent', sweep: false });
  try {
    await restarted.ready();
    await smtp.waitFor((m) => m.subject === 'Tras el reinicio');
    await settleDeliveries(restarted.sello.ctx);
    const [row] = await ctx.db.select().from(correos).where(eq(correos.id, id));
    assert.equal(row?.estado, 'enviado');
  } finally {
    await restarted.close();
  }
});

test('a send cut short by a stopped process shows as pending, then as failed with the reason, and can be retried', async () => {
  const { ctx } = t.app.sello;
  const id = await ctx.db.transaction((tx) => queueMail(tx, { to: 'cortado@ejemplo.cl', subject: 'Envío cortado', text: 'x', kind: 'notificacion' }));
  // Claimed for sending by a process that then died.
  await ctx.db.update(correos).set({ estado: 'enviando' }).where(eq(correos.id, id));
  const pending = await t.app.inject({ method: 'GET', url: '/api/admin/correos?estado=pendiente', headers: bearer(admin) });
  assert.equal(pending.json<{ data: { id: number; estado: string }[] }>().data.find((m) => m.id === id)?.estado, 'pendiente');

  await ctx.db.update(correos).set({ updated_at: new Date(Date.now() - 3_600_000) }).where(eq(correos.id, id));
  await deliverPending(ctx);
  const [row] = await ctx.db.select().from(correos).where(eq(correos.id, id));
  assert.equal(row?.estado, 'fallido');
  assert.equal(row?.error, 'El envío se interrumpió (el proceso se detuvo mientras enviaba): puede que el correo haya llegado. Revísalo antes de reintentar.');
  assert.equal(smtp.messages.some((m) => m.subject === 'Envío cortado'), false);
  const retry = await t.app.inject({ method: 'POST', url: '/api/admin/correos/enviar', headers: bearer(admin), payload: { ids: [id] } });
  assert.equal(retry.statusCode, 200, retry.body);
  await smtp.waitFor((m) => m.subject === 'Envío cortado');
});

test('an old decision letter is refused once the application has moved on; the current one is sent', async () => {
  const p = await signInEveryone(t.app);
  const { applicationId: id } = await sentApplication(t.app, p.a);
  const docs = (await json<{ documentos: { clave: string }[] }>(t.app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin })).documentos;
  await json(t.app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, {
    token: p.admin, json: { resultado: 'Inadmisible', motivo: 'Documentación incompleta.', documentos: docs.map((d) => ({ clave: d.clave, cumple: true })) },
  });
  // The applicant files a reposición while the Inadmisible letter is still a draft; a second admin accepts it.
  await json(t.app, 'POST', `/api/postulante/postulaciones/${id}/reposicion`, { token: p.a, raw: await pdfForm({ motivo: 'Adjuntamos lo que faltaba.' }) });
  await json(t.app, 'POST', `/api/admin/postulaciones/${id}/reposicion/resolver`, { token: p.admin2, json: { aceptada: true, motivo: 'Procede.' } });
  const drafts = (await json<{ data: { id: number; tipo: string }[] }>(t.app, 'GET', `/api/admin/correos?postulacion_id=${id}&estado=borrador`, { token: p.admin })).data;
  const old = drafts.find((m) => m.tipo === 'carta-inadmisible');
  const current = drafts.find((m) => m.tipo === 'carta-reposicion');
  assert.ok(old && current);
  // The application's page marks the old draft, so the admin is not offered a send that would be refused.
  const { cartas } = await json<{ cartas: { id: number; vigente: boolean }[] }>(t.app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
  assert.deepEqual(cartas.filter((c) => c.id === old.id || c.id === current.id).map((c) => [c.id, c.vigente]).sort(), [[old.id, false], [current.id, true]].sort());

  const refused = await call(t.app, 'POST', '/api/admin/correos/enviar', { token: p.admin, json: { ids: [current.id, old.id] } });
  assert.equal(refused.statusCode, 409);
  assert.equal(messageOf(refused), 'No se envió ningún correo: la carta «Postulación inadmisible - Sello Chile Inclusivo» corresponde a una decisión que ya no está vigente (la postulación está ahora en "Enviada"). Quítala de la selección.');
  const [kept] = await t.app.sello.ctx.db.select().from(correos).where(eq(correos.id, old.id));
  assert.equal(kept?.estado, 'borrador');
  const [notYet] = await t.app.sello.ctx.db.select().from(correos).where(eq(correos.id, current.id));
  assert.equal(notYet?.estado, 'borrador', 'nothing of the refused request was sent');

  const sent = await json<{ enviados: number }>(t.app, 'POST', '/api/admin/correos/enviar', { token: p.admin, json: { ids: [current.id] } });
  assert.equal(sent.enviados, 1);
});
