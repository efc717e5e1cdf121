/**
 * Staff accounts (issue 10): an invitation reaches a real local SMTP server, its one-time link sets a
 * password, the person signs in; deactivation ends the open session at once; password reset by link;
 * change of own password; the audit log records it all with names and filters.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { accountTokens, correos } from '../src/db/schema';
import { deliverPending, queueMail, settleDeliveries } from '../src/lib/outbox';
import { GUESSABLE_PASSWORD } from '../src/lib/password-strength';
import { hashToken } from '../src/lib/tokens';
import { createInvitation } from '../src/services/accounts/invitations';
import { queuePasswordReset } from '../src/services/accounts/mail';
import { listMails } from '../src/services/review/mails';
import { createTestApp, type TestApp } from './helpers/app';
import { bearer, staffToken } from './helpers/http';
import { startSmtp, type ReceivedMail, type TestSmtp } from './helpers/smtp';

let t: TestApp;
let smtp: TestSmtp;
let admin: string;

before(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, portalUrl: 'http://portal.test' });
  admin = await staffToken(t.app, 'admin');
});
after(async () => {
  await t?.close();
  await smtp?.stop();
});

/** The one-time link in an e-mail: the portal page with its token. */
function linkIn(mail: ReceivedMail, page: 'activar-cuenta' | 'restablecer-clave'): string {
  const match = new RegExp(`http://portal\\.test/admin/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  assert.ok(match?.[1], `el correo no trae el enlace a /admin/${page}: ${mail.text}`);
  return match[1];
}

const login = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('invitation', () => {
  test('admin invites a reviewer -> the e-mail arrives -> the link sets a password -> the reviewer signs in; the link works once', async () => {
    const invited = await t.app.inject({
      method: 'POST', url: '/api/admin/usuarios/store', headers: bearer(admin),
      payload: { name: 'Inés', lastname: 'Invitada', email: 'ines.invitada@sello.test', role: 'revisor' },
    });
    assert.equal(invited.statusCode, 201, invited.body);
    assert.equal(invited.json().estado, 'invitado');
    assert.equal(invited.json().message, 'Invitación enviada a ines.invitada@sello.test.');

    const mail = await smtp.waitFor((m) => m.to.includes('ines.invitada@sello.test'));
    assert.equal(mail.subject, 'Invitación al portal Sello Chile Inclusivo');
    assert.match(mail.text, /Hola Inés/);
    const token = linkIn(mail, 'activar-cuenta');

    // The page learns what the link is for before asking for the password.
    const info = await t.app.inject({ method: 'POST', url: '/api/cuenta/enlace', payload: { token } });
    assert.equal(info.statusCode, 200, info.body);
    assert.deepEqual([info.json().tipo, info.json().email, info.json().name], ['invitacion', 'ines.invitada@sello.test', 'Inés']);

    // Bad input changes nothing: short password, different confirmation.
    const short = await t.app.inject({ method: 'POST', url: '/api/cuenta/clave/definir', payload: { token, password: 'corta', password_confirmation: 'corta' } });
    assert.equal(short.statusCode, 422);
    assert.deepEqual(short.json().errors.password, ['La clave debe tener al menos 10 caracteres.']);
    const differ = await t.app.inject({ method: 'POST', url: '/api/cuenta/clave/definir', payload: { token, password: 'una-clave-segura', password_confirmation: 'otra-clave-segura' } });
    assert.equal(differ.statusCode, 422);
    assert.deepEqual(differ.json().errors.password_confirmation, ['Las claves no coinciden.']);
    // Long enough but guessable: common, a pattern, or the person's own name.
    for (const guessable of ['1234567890', 'qwertyuiop', 'contraseña123', 'Invitada2026']) {
      const weak = await t.app.inject({ method: 'POST', url: '/api/cuenta/clave/definir', payload: { token, password: guessable, password_confirmation: guessable } });
      assert.equal(weak.statusCode, 422, guessable);
      assert.deepEqual(weak.json().errors.password, [GUESSABLE_PASSWORD], guessable);
    }

    const set = await t.app.inject({ method: 'POST', url: '/api/cuenta/clave/definir', payload: { token, password: 'una-clave-segura', password_confirmation: 'una-clave-segura' } });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(set.json().message, 'Tu cuenta quedó activada. Ya puedes iniciar sesión.');

    const signedIn = await login(t.app, 'ines.invitada@sello.test', 'una-clave-segura');
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    assert.equal(signedIn.json().paso, 'sesion');
    assert.equal(signedIn.json().user.role, 'revisor');
    const me = await t.app.inject({ url: '/api/me', headers: bearer(signedIn.json().token) });
    assert.equal(me.json().user.email, 'ines.invitada@sello.test');

    // Used once: the same link no longer works, for reading or for setting a password.
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/cuenta/enlace', payload: { token } })).statusCode, 404);
    const again = await t.app.inject({ method: 'POST', url: '/api/cuenta/clave/definir', payload: { token, password: 'otra-clave-segura', password_confirmation: 'otra-clave-segura' } });
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().message, 'El enlace no es válido o ya expiró. Pide uno nuevo.');
    assert.equal((await login(t.app, 'ines.invitada@sello.test', 'otra-clave-segura')).statusCode, 401);

    const listed = (await t.app.inject({ url: '/api/admin/usuarios', headers: bearer(admin) })).json()
      .find((u: { email: string }) => u.email === 'ines.invitada@sello.test');
    assert.equal(listed.estado, 'activo');
  });

  test('an invitation nobody accepted can be re-sent (the old link stops working) or deleted; an account with history cannot', async () => {
    const invited = (await t.app.inject({
      method: 'POST', url: '/api/admin/usuarios/store', headers: bearer(admin),
      payload: { name: 'Pedro', lastname: 'Pendiente', email: 'pedro.pendiente@sello.test', role: 'admin' },
    })).json();
    const first = linkIn(await smtp.waitFor((m) => m.to.includes('pedro.pendiente@sello.test')), 'activar-cuenta');
    const resent = await t.app.inject({ method: 'POST', url: `/api/admin/usuarios/${invited.id}/reenviar-invitacion`, headers: bearer(admin), payload: {} });
    assert.equal(resent.statusCode, 200, resent.body);
    await smtp.waitFor((m) => m.to.includes('pedro.pendiente@sello.test') && !m.text.includes(first));
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/cuenta/enlace', payload: { token: first } })).statusCode, 404);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/usuarios/${invited.id}`, headers: bearer(admin) });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal((await t.app.inject({ url: `/api/admin/usuarios/${invited.id}`, headers: bearer(admin) })).statusCode, 404);

    const users = (await t.app.inject({ url: '/api/admin/usuarios', headers: bearer(admin) })).json();
    const revisor = users.find((u: { email: string }) => u.email === 'revisor@sello.test');
    await staffToken(t.app, 'revisor'); // a sign-in is history
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/admin/usuarios/${revisor.id}`, headers: bearer(admin) });
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /desactívala/);
  });

  test('a duplicate e-mail or a missing name changes nothing', async () => {
    const before = (await t.app.inject({ url: '/api/admin/usuarios', headers: bearer(admin) })).json().length;
    const dup = await t.app.inject({ method: 'POST', url: '/api/admin/usuarios/store', headers: bearer(admin), payload: { name: 'X', lastname: 'Y', email: 'ADMIN@sello.test', role: 'admin' } });
    assert.equal(dup.statusCode, 422);
    assert.deepEqual(dup.json().errors.email, ['Ya existe un usuario con ese correo.']);
    const noName = await t.app.inject({ method: 'POST', url: '/api/admin/usuarios/store', headers: bearer(admin), payload: { email: 'nuevo@sello.test', role: 'revisor' } });
    assert.equal(noName.statusCode, 422);
    assert.deepEqual(noName.json().errors.name, ['El nombre es requerido.']);
    // A right-to-left override or a zero-width space would make the address read otherwise in the lists.
    for (const email of ['persona@sello.test\u202E', 'per\u200Bsona@sello.test']) {
      const hidden = await t.app.inject({ method: 'POST', url: '/api/admin/usuarios/store', headers: bearer(admin), payload: { name: 'X', lastname: 'Y', email, role: 'revisor' } });
      assert.equal(hidden.statusCode, 422, email);
      assert.deepEqual(hidden.json().errors.email, ['Correo no válido.']);
    }
    assert.equal((await t.app.inject({ url: '/api/admin/usuarios', headers: bearer(admin) })).json().length, before);
  });
});

describe('deactivation', () => {
  test('deactivating a reviewer ends their open session at once; they cannot sign in; reactivation lets them back', async () => {
    const token = await staffToken(t.app, 'revisor');
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode, 200);
    const users = (await t.app.inject({ url: '/api/admin/usuarios', headers: bearer(admin) })).json();
    const revisor = users.find((u: { email: string }) => u.email === 'revisor@sello.test');

    const off = await t.app.inject({ method: 'PATCH', url: `/api/admin/usuarios/${revisor.id}`, headers: bearer(admin), payload: { activo: false } });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().estado, 'desactivado');
    const after = await t.app.inject({ url: '/api/me', headers: bearer(token) });
    assert.equal(after.statusCode, 401);
    assert.equal((await login(t.app, 'revisor@sello.test', 'sello-revisor-demo')).statusCode, 401);
    // The account stays, for the audit trail.
    assert.equal((await t.app.inject({ url: `/api/admin/usuarios/${revisor.id}`, headers: bearer(admin) })).json().activo, false);

    const on = await t.app.inject({ method: 'PATCH', url: `/api/admin/usuarios/${revisor.id}`, headers: bearer(admin), payload: { activo: true } });
    assert.equal(on.statusCode, 200);
    assert.equal((await login(t.app, 'revisor@sello.test', 'sello-revisor-demo')).statusCode, 200);
  });
});

describe('passwords', () => {
  test('forgot password: same answer for any address; a real account gets a one-hour link that sets a new password and ends its sessions', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/cuenta/clave/olvido', payload: { email: 'nadie@sello.test' } });
    const known = await t.app.inject({ method: 'POST', url: '/api/cuenta/clave/olvido', payload: { email: 'admin2@sello.test' } });
    assert.equal(unknown.statusCode, 200);
    assert.equal(known.statusCode, 200);
    assert.equal(unknown.json().message, known.json().message);

    const old = (await login(t.app, 'admin2@sello.test', 'sello-admin2-demo')).json().token as string;
    const resetMail = (m: ReceivedMail) => m.to.includes('admin2@sello.test') && /restablecer/i.test(m.subject);
    const first = await smtp.waitFor(resetMail);
    assert.match(first.text, /Recibimos una solicitud para restablecer tu clave\./);
    const stale = linkIn(first, 'restablecer-clave');
    const asked = await t.app.inject({ method: 'POST', url: '/api/cuenta/enlace', payload: { token: stale } });
    assert.equal(asked.json().tipo, 'restablecer');
    const hoursLeft = (Date.parse(asked.json().expira_en) - Date.now()) / 3_600_000;
    assert.ok(hoursLeft > 0.95 && hoursLeft <= 1, `the link lasts one hour (${hoursLeft.toFixed(3)} h left)`);

    // An hour later the link is dead: the page and the form both say so, and the password is unchanged.
    await t.app.sello.ctx.db.update(accountTokens).set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.token_hash, hashToken(stale)));
    const LINK_INVALID = 'El enlace no es válido o ya expiró. Pide uno nuevo.';
    const lookedUp = await t.app.inject({ method: 'POST', url: '/api/cuenta/enlace', payload: { token: stale } });
    assert.equal(lookedUp.statusCode, 404, lookedUp.body);
    assert.equal(lookedUp.json().message, LINK_INVALID);
    const late = await t.app.inject({ method: 'POST', url: '/api/cuenta/clave/definir', payload: { token: stale, password: 'clave-tardia-de-alberto', password_confirmation: 'clave-tardia-de-alberto' } });
    assert.equal(late.statusCode, 404, late.body);
    assert.equal(late.json().message, LINK_INVALID);
    assert.equal((await login(t.app, 'admin2@sello.test', 'clave-tardia-de-alberto')).statusCode, 401);
    assert.equal((await login(t.app, 'admin2@sello.test', 'sello-admin2-demo')).statusCode, 200, 'an expired link changes nothing');
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(old) })).statusCode, 200);

    // A new link, asked for again, works.
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/cuenta/clave/olvido', payload: { email: 'admin2@sello.test' } })).statusCode, 200);
    const token = linkIn(await smtp.waitFor((m) => m !== first && resetMail(m)), 'restablecer-clave');
    assert.notEqual(token, stale);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/cuenta/enlace', payload: { token } })).json().tipo, 'restablecer');
    const set = await t.app.inject({ method: 'POST', url: '/api/cuenta/clave/definir', payload: { token, password: 'clave-nueva-de-alberto', password_confirmation: 'clave-nueva-de-alberto' } });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(old) })).statusCode, 401, 'a new password ends the open sessions');
    assert.equal((await login(t.app, 'admin2@sello.test', 'sello-admin2-demo')).statusCode, 401);
    assert.equal((await login(t.app, 'admin2@sello.test', 'clave-nueva-de-alberto')).statusCode, 200);
    assert.ok(smtp.messages.every((m) => !m.to.includes('nadie@sello.test')));
  });

  test('an admin sends a reset link to a colleague', async () => {
    const users = (await t.app.inject({ url: '/api/admin/usuarios', headers: bearer(admin) })).json();
    const target = users.find((u: { email: string }) => u.email === 'revisora2@sello.test');
    const sent = await t.app.inject({ method: 'POST', url: `/api/admin/usuarios/${target.id}/restablecer-clave`, headers: bearer(admin), payload: {} });
    assert.equal(sent.statusCode, 200, sent.body);
    const mail = await smtp.waitFor((m) => m.to.includes('revisora2@sello.test'));
    // Not "we received a request": the person asked for nothing, and is told who did.
    assert.match(mail.text, /Una persona administradora del portal pidió restablecer tu clave\./);
    const token = linkIn(mail, 'restablecer-clave');
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/cuenta/enlace', payload: { token } })).json().email, 'revisora2@sello.test');
  });

  test('changing one\'s own password needs the current one, keeps this session and ends the others', async () => {
    const here = await staffToken(t.app, 'revisor');
    const elsewhere = await staffToken(t.app, 'revisor');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/cuenta/clave', headers: bearer(here), payload: { current_password: 'no-es-la-clave', password: 'revisor-clave-nueva', password_confirmation: 'revisor-clave-nueva' } });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json().errors.current_password, ['La clave actual no es correcta.']);
    assert.equal((await login(t.app, 'revisor@sello.test', 'sello-revisor-demo')).statusCode, 200, 'a refused change changes nothing');
    const weak = await t.app.inject({ method: 'POST', url: '/api/cuenta/clave', headers: bearer(here), payload: { current_password: 'sello-revisor-demo', password: 'password123', password_confirmation: 'password123' } });
    assert.equal(weak.statusCode, 422);
    assert.deepEqual(weak.json().errors.password, [GUESSABLE_PASSWORD]);
    assert.equal((await login(t.app, 'revisor@sello.test', 'sello-revisor-demo')).statusCode, 200, 'a guessable password is not stored');

    const ok = await t.app.inject({ method: 'POST', url: '/api/cuenta/clave', headers: bearer(here), payload: { current_password: 'sello-revisor-demo', password: 'revisor-clave-nueva', password_confirmation: 'revisor-clave-nueva' } });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(here) })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(elsewhere) })).statusCode, 401);
    assert.equal((await login(t.app, 'revisor@sello.test', 'revisor-clave-nueva')).statusCode, 200);
    // Put it back for the other tests of this file.
    await t.app.inject({ method: 'POST', url: '/api/cuenta/clave', headers: bearer(here), payload: { current_password: 'revisor-clave-nueva', password: 'sello-revisor-demo', password_confirmation: 'sello-revisor-demo' } });
  });
});

describe('audit log', () => {
  test('filterable by person, kind and date, paginated, with the person\'s name', async () => {
    const all = await t.app.inject({ url: '/api/admin/auditoria', headers: bearer(admin) });
    assert.equal(all.statusCode, 200, all.body);
    const page = all.json();
    assert.ok(page.total > 0 && page.per_page === 50);
    assert.ok(page.acciones.includes('invitar') && page.entidades.includes('usuario'));

    const me = (await t.app.inject({ url: '/api/me', headers: bearer(admin) })).json().user;
    const mine = (await t.app.inject({ url: `/api/admin/auditoria?usuario_id=${me.id}&accion=invitar`, headers: bearer(admin) })).json();
    assert.ok(mine.data.length >= 2);
    for (const row of mine.data) {
      assert.equal(row.user_id, me.id);
      assert.equal(row.action, 'invitar');
      assert.equal(row.usuario, 'Ana Administradora');
    }
    const deactivations = (await t.app.inject({ url: '/api/admin/auditoria?accion=desactivar&entidad=usuario', headers: bearer(admin) })).json();
    assert.ok(deactivations.data.length >= 1);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
    const todays = (await t.app.inject({ url: `/api/admin/auditoria?desde=${today}&hasta=${today}&accion=invitar`, headers: bearer(admin) })).json();
    assert.equal(todays.total, mine.total);
    const past = (await t.app.inject({ url: '/api/admin/auditoria?desde=2020-01-01&hasta=2020-01-31', headers: bearer(admin) })).json();
    assert.equal(past.total, 0);

    const bad = await t.app.inject({ url: '/api/admin/auditoria?desde=ayer', headers: bearer(admin) });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().errors.desde, ['La fecha inicial no es válida.']);
    // A day no month has is refused too, not read as the next month's first days.
    const noSuchDay = await t.app.inject({ url: '/api/admin/auditoria?desde=2024-02-30&hasta=2023-04-31', headers: bearer(admin) });
    assert.equal(noSuchDay.statusCode, 422);
    assert.deepEqual(noSuchDay.json().errors, { desde: ['La fecha inicial no es válida.'], hasta: ['La fecha final no es válida.'] });
    // Days Chile's clock cannot name as a whole-minute offset (1900) or whose next day cannot be stored
    // (9999-12-31) were a 500.
    const outOfRange = await t.app.inject({ url: '/api/admin/auditoria?desde=1900-01-01&hasta=9999-12-31', headers: bearer(admin) });
    assert.equal(outOfRange.statusCode, 422);
    assert.deepEqual(outOfRange.json().errors, { desde: ['La fecha inicial no es válida.'], hasta: ['La fecha final no es válida.'] });
    const revisor = await staffToken(t.app, 'revisor');
    assert.equal((await t.app.inject({ url: '/api/admin/auditoria', headers: bearer(revisor) })).statusCode, 403);
  });
});

/** The outbox as an admin reads it (`GET /api/admin/correos`), newest first. */
async function outbox(estado?: string): Promise<{ id: number; para: string; tipo: string; estado: string; cuerpo: string; error: string | null }[]> {
  const res = await t.app.inject({ url: `/api/admin/correos${estado ? `?estado=${estado}` : ''}`, headers: bearer(admin) });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data;
}

describe('one-time links in the outbox', () => {
  test('once an invitation or a reset link is delivered by SMTP, the outbox keeps no usable copy; another kind of message is kept as sent', async () => {
    const invited = await t.app.inject({
      method: 'POST', url: '/api/admin/usuarios/store', headers: bearer(admin),
      payload: { name: 'Lía', lastname: 'Enlace', email: 'lia.enlace@sello.test', role: 'revisor' },
    });
    assert.equal(invited.statusCode, 201, invited.body);
    const invitation = linkIn(await smtp.waitFor((m) => m.to.includes('lia.enlace@sello.test')), 'activar-cuenta');
    const users = (await t.app.inject({ url: '/api/admin/usuarios', headers: bearer(admin) })).json();
    const colleague = users.find((u: { email: string }) => u.email === 'revisor3@sello.test');
    const sent = await t.app.inject({ method: 'POST', url: `/api/admin/usuarios/${colleague.id}/restablecer-clave`, headers: bearer(admin), payload: {} });
    assert.equal(sent.statusCode, 200, sent.body);
    const reset = linkIn(await smtp.waitFor((m) => m.to.includes('revisor3@sello.test') && /restablecer/i.test(m.subject)), 'restablecer-clave');
    await settleDeliveries(t.app.sello.ctx);

    const rows = await outbox('enviado');
    for (const [to, tipo, token] of [['lia.enlace@sello.test', 'invitacion', invitation], ['revisor3@sello.test', 'restablecer-clave', reset]] as const) {
      const row = rows.find((r) => r.para === to && r.tipo === tipo);
      assert.ok(row, `${tipo} enviada`);
      assert.equal(row.cuerpo.includes(token), false, `the ${tipo} link is not readable in the outbox`);
      assert.match(row.cuerpo, /\[enlace personal: se envió solo a su destinatario\]/);
      assert.match(row.cuerpo, /^Hola /, 'the rest of the message stays readable');
    }
    // The links still work for their recipients.
    for (const token of [invitation, reset]) {
      assert.equal((await t.app.inject({ method: 'POST', url: '/api/cuenta/enlace', payload: { token } })).statusCode, 200);
    }

    // Only those kinds: a notice that happens to carry a URL with a token is kept as it was sent.
    const { ctx } = t.app.sello;
    const noticeText = 'Revise su postulación en http://portal.test/postulante/postulaciones?token=no-es-secreto';
    const notice = await ctx.db.transaction((tx) => queueMail(tx, { to: 'aviso@ejemplo.cl', subject: 'Aviso', text: noticeText, kind: 'notificacion' }));
    await deliverPending(ctx, [notice]);
    assert.equal((await outbox('enviado')).find((r) => r.id === notice)?.cuerpo, noticeText);
  });

  test('without SMTP the stored invitation keeps its link: the outbox is then the only way it reaches the person', async () => {
    const { ctx } = t.app.sello;
    const local = { ...ctx, config: { ...ctx.config, smtpUrl: undefined } };
    const { url } = await ctx.db.transaction((tx) => createInvitation(local, tx, { name: 'Sara', lastname: 'Sinsmtp', email: 'sara.sinsmtp@sello.test', role: 'revisor' }, null));
    await deliverPending(local);
    // Read as that portal's admins read it: the portal without SMTP.
    const row = (await listMails(local, eq(correos.para, 'sara.sinsmtp@sello.test'), { limit: 1, offset: 0 }))[0];
    assert.equal(row?.estado, 'almacenado');
    assert.ok(row.cuerpo.includes(url), 'the stored invitation shows its link to the admins');
  });

  test('with SMTP an invitation whose sending failed shows no link either; the retry still delivers it', async () => {
    const { ctx } = t.app.sello;
    const down = { ...ctx, config: { ...ctx.config, smtpUrl: 'smtp://127.0.0.1:1' } };
    const { url } = await ctx.db.transaction((tx) => createInvitation(down, tx, { name: 'Fina', lastname: 'Fallida', email: 'fina.fallida@sello.test', role: 'revisor' }, null));
    await deliverPending(down);
    const row = (await outbox('fallido')).find((r) => r.para === 'fina.fallida@sello.test');
    assert.ok(row, 'the sending failed');
    assert.equal(row.cuerpo.includes(url), false, 'an admin cannot read the link of a failed invitation');
    assert.match(row.cuerpo, /\[enlace personal: se envió solo a su destinatario\]/);
    const retried = await t.app.inject({ method: 'POST', url: '/api/admin/correos/enviar', headers: bearer(admin), payload: { ids: [row.id] } });
    assert.equal(retried.statusCode, 200, retried.body);
    assert.equal(linkIn(await smtp.waitFor((m) => m.to.includes('fina.fallida@sello.test')), 'activar-cuenta'), new URL(url).searchParams.get('token'));
  });
});

describe('staff e-mail to a deactivated account', () => {
  test('a failed reset or assignment message is not sent on retry once the account is deactivated; the row says why', async () => {
    const invited = await t.app.inject({
      method: 'POST', url: '/api/admin/usuarios/store', headers: bearer(admin),
      payload: { name: 'Dora', lastname: 'Desactivada', email: 'dora.desactivada@sello.test', role: 'revisor' },
    });
    assert.equal(invited.statusCode, 201, invited.body);
    await smtp.waitFor((m) => m.to.includes('dora.desactivada@sello.test'));
    const dora = invited.json();
    // The SMTP server was down when these were delivered.
    const { ctx } = t.app.sello;
    const broken = { ...ctx, config: { ...ctx.config, smtpUrl: 'smtp://127.0.0.1:1' } };
    const ids = await ctx.db.transaction(async (tx) => [
      await queuePasswordReset(tx, dora, 'http://portal.test/admin/restablecer-clave?token=x', null),
      await queueMail(tx, { to: dora.email, subject: 'Nueva postulación asignada - Sello Chile Inclusivo', text: 'Se te asignó una revisión.', kind: 'asignacion' }),
    ]);
    assert.equal((await deliverPending(broken, ids)).fallidos, 2);
    const arrivedBefore = smtp.messages.length;

    const off = await t.app.inject({ method: 'PATCH', url: `/api/admin/usuarios/${dora.id}`, headers: bearer(admin), payload: { activo: false } });
    assert.equal(off.statusCode, 200, off.body);
    const retry = await t.app.inject({ method: 'POST', url: '/api/admin/correos/enviar', headers: bearer(admin), payload: { ids } });
    assert.equal(retry.statusCode, 200, retry.body);
    assert.deepEqual([retry.json().enviados, retry.json().fallidos], [0, 2]);
    assert.equal(retry.json().message, 'No se pudieron enviar 2 de 2 correos. Revisa el error y vuelve a intentarlo.');
    const one = await t.app.inject({ method: 'POST', url: '/api/admin/correos/enviar', headers: bearer(admin), payload: { ids: [ids[0]] } });
    assert.equal(one.json().message, 'No se pudo enviar el correo. Revisa el error y vuelve a intentarlo.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(smtp.messages.length, arrivedBefore, 'nothing reached the deactivated account');
    const rows = (await outbox('fallido')).filter((r) => ids.includes(r.id));
    assert.equal(rows.length, 2);
    for (const row of rows) assert.equal(row.error, 'No se envió: la cuenta de destino está desactivada o ya no existe.');
  });
});

describe('first administrator (command line)', () => {
  const API_DIR = path.resolve(import.meta.dirname, '..');
  const run = (env: Record<string, string>) => new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/services/accounts/invite-admin-cli.ts', 'primera@sello.test', 'Primera', 'Administradora'], {
      cwd: API_DIR,
      // Only what the command needs: no DATABASE_URL, PORTAL_URL or PORTAL_ORIGINS from the test runner.
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), PORTAL_MODE: 'production', TOTP_KEY: Buffer.alloc(32, 3).toString('base64'), ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

  test('in production without the public address it refuses, in Spanish, before touching the database; with it the link names that address', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sello-cli-'));
    try {
      const refused = await run({ DATA_DIR: dataDir });
      assert.equal(refused.code, 1, refused.stdout + refused.stderr);
      assert.match(refused.stderr, /En producción PORTAL_ORIGINS \(o PORTAL_URL\) es obligatoria/);
      assert.equal(refused.stdout.includes('localhost'), false, 'no localhost link printed');
      assert.equal(fs.existsSync(path.join(dataDir, 'pglite')), false, 'no database created, no invitation stored');

      const done = await run({ DATA_DIR: dataDir, PORTAL_ORIGINS: 'https://sello.ejemplo.cl' });
      assert.equal(done.code, 0, done.stdout + done.stderr);
      assert.match(done.stdout, /Enlace de un solo uso \(72 horas\): https:\/\/sello\.ejemplo\.cl\/admin\/activar-cuenta\?token=/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
