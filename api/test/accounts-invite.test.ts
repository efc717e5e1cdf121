/**
 * Staff accounts (issue 10): an invitation reaches a real local SMTP server, its one-time link sets a
 * password, the person signs in; deactivation ends the open session at once; password reset by link;
 * change of own password; the audit log records it all with names and filters.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
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
    const mail = await smtp.waitFor((m) => m.to.includes('admin2@sello.test') && /restablecer/i.test(m.subject));
    const token = linkIn(mail, 'restablecer-clave');
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
    const token = linkIn(await smtp.waitFor((m) => m.to.includes('revisora2@sello.test')), 'restablecer-clave');
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/cuenta/enlace', payload: { token } })).json().email, 'revisora2@sello.test');
  });

  test('changing one\'s own password needs the current one, keeps this session and ends the others', async () => {
    const here = await staffToken(t.app, 'revisor');
    const elsewhere = await staffToken(t.app, 'revisor');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/cuenta/clave', headers: bearer(here), payload: { current_password: 'no-es-la-clave', password: 'revisor-clave-nueva', password_confirmation: 'revisor-clave-nueva' } });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json().errors.current_password, ['La clave actual no es correcta.']);
    assert.equal((await login(t.app, 'revisor@sello.test', 'sello-revisor-demo')).statusCode, 200, 'a refused change changes nothing');

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
    const revisor = await staffToken(t.app, 'revisor');
    assert.equal((await t.app.inject({ url: '/api/admin/auditoria', headers: bearer(revisor) })).statusCode, 403);
  });
});
