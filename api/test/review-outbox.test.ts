// The outbox delivers through a real SMTP server started here (smtp-server + mailparser), keeps
// drafts until an admin sends them, and without SMTP_URL only stores the messages.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { correos } from '../src/db/schema';
import { deliverPending, queueMail } from '../src/lib/outbox';
import { createTestApp, type TestApp } from './helpers/app';
import { bearer, staffToken } from './helpers/http';
import { startSmtp, type TestSmtp } from './helpers/smtp';

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
  assert.equal(read.json<{ estado: string }>().estado, 'enviado');
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
