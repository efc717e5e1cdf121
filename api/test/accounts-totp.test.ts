/**
 * Two-factor sign-in for staff (issue 10): TOTP enrolment with a QR code and the secret as text,
 * sign-in with a code computed here as an authenticator app would, a wrong code refused, a recovery
 * code accepted once; production requires enrolment before anything else; an admin resets a lost
 * second factor; the idle-timeout clock and keep-alive.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema';
import { clearSecondFactor } from '../src/services/accounts/second-factor';
import { createTestApp, type TestApp } from './helpers/app';
import { bearer, staffToken, STAFF } from './helpers/http';

/** What an authenticator app shows for this secret at this moment (RFC 6238 defaults). */
const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

const login = (app: FastifyInstance, who: { email: string; password: string }) =>
  app.inject({ method: 'POST', url: '/api/login', payload: who });

async function enrol(app: FastifyInstance, token: string): Promise<{ secret: string; codes: string[] }> {
  const start = await app.inject({ method: 'POST', url: '/api/cuenta/2fa/inicio', headers: bearer(token), payload: {} });
  assert.equal(start.statusCode, 200, start.body);
  const secret = start.json().secreto as string;
  const confirm = await app.inject({ method: 'POST', url: '/api/cuenta/2fa/confirmar', headers: bearer(token), payload: { codigo: codeOf(secret) } });
  assert.equal(confirm.statusCode, 200, confirm.body);
  return { secret, codes: confirm.json().codigos_recuperacion };
}

describe('demo mode', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ mode: 'demo' });
  });
  after(async () => {
    await t?.close();
  });

  test('a demo account without a second factor signs in with the password, and the answer says so', async () => {
    const res = await login(t.app, STAFF.admin);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.paso, 'sesion');
    assert.deepEqual(body.segundo_factor, { inscrito: false, requerido: false, codigos_restantes: 0 });
    assert.match(body.aviso, /Modo de demostración/);
    assert.ok(Date.parse(body.sesion.expira_en) > Date.now());
  });

  test('enrolment: QR and secret, a wrong first code refused, the right one gives 10 recovery codes shown once', async () => {
    const token = await staffToken(t.app, 'revisor');
    const start = await t.app.inject({ method: 'POST', url: '/api/cuenta/2fa/inicio', headers: bearer(token), payload: {} });
    assert.equal(start.statusCode, 200, start.body);
    const { secreto, otpauth_url, qr_svg } = start.json();
    assert.match(secreto, /^[A-Z2-7]{32}$/);
    assert.match(otpauth_url, /^otpauth:\/\/totp\/Sello%20Chile%20Inclusivo:revisor%40sello\.test\?/);
    assert.match(qr_svg, /^data:image\/svg\+xml;base64,/);
    assert.match(Buffer.from(qr_svg.split(',')[1], 'base64').toString(), /<svg[^>]*>/);

    const wrongCode = String((Number(codeOf(secreto)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/cuenta/2fa/confirmar', headers: bearer(token), payload: { codigo: wrongCode } });
    assert.equal(wrong.statusCode, 422);
    assert.equal((await t.app.inject({ url: '/api/cuenta', headers: bearer(token) })).json().segundo_factor.inscrito, false);

    const ok = await t.app.inject({ method: 'POST', url: '/api/cuenta/2fa/confirmar', headers: bearer(token), payload: { codigo: codeOf(secreto) } });
    assert.equal(ok.statusCode, 200, ok.body);
    const codes: string[] = ok.json().codigos_recuperacion;
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    const account = (await t.app.inject({ url: '/api/cuenta', headers: bearer(token) })).json();
    assert.deepEqual(account.segundo_factor, { inscrito: true, requerido: false, codigos_restantes: 10 });
    // Once enrolled, a new enrolment is refused (a stolen session cannot replace the factor).
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/cuenta/2fa/inicio', headers: bearer(token), payload: {} })).statusCode, 409);
  });

  test('sign-in asks for the code: a wrong code is refused, the right one opens the session and cannot be replayed', async () => {
    const token = await staffToken(t.app, 'admin');
    const { secret, codes } = await enrol(t.app, token);

    const first = await login(t.app, STAFF.admin);
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().paso, 'codigo');
    assert.equal(first.json().token, undefined, 'no session before the second factor');
    const challenge = first.json().challenge as string;

    const wrong = await t.app.inject({ method: 'POST', url: '/api/login/codigo', payload: { challenge, codigo: '000000' === codeOf(secret) ? '111111' : '000000' } });
    assert.equal(wrong.statusCode, 401);
    assert.match(wrong.json().message, /El código no es válido/);

    // The next time step, as the app would show it in a moment: the code used at enrolment is spent.
    const code = codeOf(secret, Date.now() + 30_000);
    const ok = await t.app.inject({ method: 'POST', url: '/api/login/codigo', payload: { challenge, codigo: code } });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().paso, 'sesion');
    assert.equal(ok.json().aviso, null);
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(ok.json().token) })).json().user.email, STAFF.admin.email);
    // The challenge is spent, and the same code cannot open a second session.
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/login/codigo', payload: { challenge, codigo: code } })).statusCode, 401);
    const second = (await login(t.app, STAFF.admin)).json().challenge as string;
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/login/codigo', payload: { challenge: second, codigo: code } })).statusCode, 401);

    // Five wrong codes end the challenge: an unused recovery code, which a live challenge accepts, is
    // refused on it with the message that sends the person back to the password...
    const third = (await login(t.app, STAFF.admin)).json().challenge as string;
    for (let i = 0; i < 5; i += 1) {
      const miss = await t.app.inject({ method: 'POST', url: '/api/login/codigo', payload: { challenge: third, codigo: '12345' } });
      assert.equal(miss.statusCode, 401, miss.body);
    }
    const late = await t.app.inject({ method: 'POST', url: '/api/login/codigo', payload: { challenge: third, codigo: codes[0] } });
    assert.equal(late.statusCode, 401, late.body);
    assert.equal(late.json().message, 'La solicitud de inicio de sesión expiró. Inicia sesión nuevamente.');
    // ...and is not spent by that refusal: the same recovery code opens a session on a fresh challenge.
    const fourth = (await login(t.app, STAFF.admin)).json().challenge as string;
    const fresh = await t.app.inject({ method: 'POST', url: '/api/login/codigo', payload: { challenge: fourth, codigo: codes[0] } });
    assert.equal(fresh.statusCode, 200, fresh.body);
    assert.equal(fresh.json().paso, 'sesion');
    assert.equal(fresh.json().segundo_factor.codigos_restantes, 9);
  });

  test('the secret is kept encrypted: the database holds no copy an authenticator could use; one stored before still works', async () => {
    const who = { email: 'admin2@sello.test', password: 'sello-admin2-demo' };
    const signedIn = await login(t.app, who);
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const { secret } = await enrol(t.app, signedIn.json().token);
    const db = t.app.sello.ctx.db;
    const [row] = await db.select({ stored: users.totp_secret }).from(users).where(eq(users.email, who.email));
    const stored = row?.stored ?? '';
    assert.ok(stored.startsWith('v1:'), 'sealed');
    assert.ok(!stored.includes(secret) && !Buffer.from(stored.slice(3), 'base64').toString('latin1').includes(secret), 'the base32 seed is nowhere in the column');
    // A row written before encryption (the seed in clear) keeps signing in.
    await db.update(users).set({ totp_secret: secret, totp_last_step: null }).where(eq(users.email, who.email));
    const first = await login(t.app, who);
    const code = await t.app.inject({ method: 'POST', url: '/api/login/codigo', payload: { challenge: first.json().challenge, codigo: codeOf(secret) } });
    assert.equal(code.statusCode, 200, code.body);
    // Later tests sign in as this account with its password alone.
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, who.email));
    await clearSecondFactor(db, account!.id);
  });

  test('a recovery code signs in once; the second use is refused', async () => {
    const who = { email: 'revisor3@sello.test', password: 'sello-revisor3-demo' };
    const session = (await login(t.app, who)).json().token as string;
    const { codes } = await enrol(t.app, session);
    const recovery = codes[3] ?? '';

    const challenge = (await login(t.app, who)).json().challenge as string;
    const used = await t.app.inject({ method: 'POST', url: '/api/login/codigo', payload: { challenge, codigo: recovery.toUpperCase() } });
    assert.equal(used.statusCode, 200, used.body);
    assert.match(used.json().aviso, /te quedan 9/);
    assert.equal(used.json().segundo_factor.codigos_restantes, 9);

    const again = (await login(t.app, who)).json().challenge as string;
    const reused = await t.app.inject({ method: 'POST', url: '/api/login/codigo', payload: { challenge: again, codigo: recovery } });
    assert.equal(reused.statusCode, 401);
  });

  test('an admin resets a colleague\'s lost second factor: their sessions end and they sign in (and enrol) again', async () => {
    const who = { email: 'revisora2@sello.test', password: 'sello-revisora2-demo' };
    const session = (await login(t.app, who)).json().token as string;
    await enrol(t.app, session);
    assert.equal((await login(t.app, who)).json().paso, 'codigo');

    const adminSession = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin2@sello.test', password: 'sello-admin2-demo' } });
    const adminToken = adminSession.json().token as string;
    const target = (await t.app.inject({ url: '/api/admin/usuarios', headers: bearer(adminToken) })).json()
      .find((u: { email: string; segundo_factor: boolean }) => u.email === who.email);
    assert.equal(target.segundo_factor, true);
    const me = (await t.app.inject({ url: '/api/me', headers: bearer(adminToken) })).json().user;
    const self = await t.app.inject({ method: 'POST', url: `/api/admin/usuarios/${me.id}/restablecer-2fa`, headers: bearer(adminToken), payload: {} });
    assert.equal(self.statusCode, 409, 'another admin resets it, not oneself');

    const reset = await t.app.inject({ method: 'POST', url: `/api/admin/usuarios/${target.id}/restablecer-2fa`, headers: bearer(adminToken), payload: {} });
    assert.equal(reset.statusCode, 200, reset.body);
    // The person is told, under a subject that names the portal like every other.
    const [mail] = (await t.app.inject({ url: '/api/admin/correos', headers: bearer(adminToken) })).json().data;
    assert.deepEqual([mail.para, mail.tipo, mail.asunto], [who.email, 'segundo-factor', 'Se restableció tu verificación en dos pasos en el portal Sello Chile Inclusivo']);
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(session) })).statusCode, 401);
    const back = await login(t.app, who);
    assert.equal(back.json().paso, 'sesion');
    assert.equal(back.json().segundo_factor.inscrito, false);
  });

  test('a deactivated account\'s second factor is not reset (409): nothing changes and nobody is e-mailed', async () => {
    const who = STAFF.revisor;
    // Enrolled by an earlier test of this file, or now.
    const first = await login(t.app, who);
    if (first.json().paso === 'sesion') await enrol(t.app, first.json().token as string);
    const adminToken = (await login(t.app, { email: 'admin2@sello.test', password: 'sello-admin2-demo' })).json().token as string;
    const target = (await t.app.inject({ url: '/api/admin/usuarios', headers: bearer(adminToken) })).json()
      .find((u: { email: string }) => u.email === who.email);
    assert.equal(target.segundo_factor, true);
    const off = await t.app.inject({ method: 'PATCH', url: `/api/admin/usuarios/${target.id}`, headers: bearer(adminToken), payload: { activo: false } });
    assert.equal(off.statusCode, 200, off.body);
    const mailsBefore = (await t.app.inject({ url: '/api/admin/correos', headers: bearer(adminToken) })).json().pagination.total;

    const reset = await t.app.inject({ method: 'POST', url: `/api/admin/usuarios/${target.id}/restablecer-2fa`, headers: bearer(adminToken), payload: {} });
    assert.equal(reset.statusCode, 409);
    assert.equal(reset.json().message, 'La cuenta está desactivada: actívala antes de restablecer su verificación en dos pasos.');
    assert.equal((await t.app.inject({ url: `/api/admin/usuarios/${target.id}`, headers: bearer(adminToken) })).json().segundo_factor, true);
    assert.equal((await t.app.inject({ url: '/api/admin/correos', headers: bearer(adminToken) })).json().pagination.total, mailsBefore);
  });
});

describe('production mode', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ mode: 'production' });
  });
  after(async () => {
    await t?.close();
  });

  test('a staff member without a second factor must enrol during sign-in before anything works', async () => {
    const first = await login(t.app, STAFF.revisor);
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().paso, 'enrolar');
    assert.equal(first.json().token, undefined);
    const challenge = first.json().challenge as string;
    // A challenge is not a session.
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(challenge) })).statusCode, 401);
    // Nor a code challenge: the enrolment one only enrols.
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/login/codigo', payload: { challenge, codigo: '123456' } })).statusCode, 401);

    const start = await t.app.inject({ method: 'POST', url: '/api/login/enrolar/inicio', payload: { challenge } });
    assert.equal(start.statusCode, 200, start.body);
    const secret = start.json().secreto as string;
    const done = await t.app.inject({ method: 'POST', url: '/api/login/enrolar', payload: { challenge, codigo: codeOf(secret) } });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().paso, 'sesion');
    assert.equal(done.json().codigos_recuperacion.length, 10);
    assert.deepEqual(done.json().segundo_factor, { inscrito: true, requerido: true, codigos_restantes: 10 });
    assert.equal(done.json().aviso, null);
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(done.json().token) })).statusCode, 200);

    // From now on the code is asked at every sign-in.
    assert.equal((await login(t.app, STAFF.revisor)).json().paso, 'codigo');
  });
});

describe('TOTP_KEY', () => {
  test('production refuses to start without it, and a key that is not 32 bytes in base64 is refused with a clear message', () => {
    assert.throws(() => loadConfig({ PORTAL_MODE: 'production' }), /TOTP_KEY es obligatoria en producción/);
    assert.throws(() => loadConfig({ PORTAL_MODE: 'production', TOTP_KEY: 'corta' }), /TOTP_KEY debe ser una clave de 32 bytes en base64/);
    const key = Buffer.alloc(32, 7).toString('base64');
    assert.deepEqual(loadConfig({ PORTAL_MODE: 'production', TOTP_KEY: key }).totpKey, Buffer.alloc(32, 7));
  });
});

describe('idle timeout', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ sessionIdleMs: 1500 });
  });
  after(async () => {
    await t?.close();
  });

  /** The clock /api/me answers, the keep-alive that moves it, and the end without either. */
  async function expectIdleClock(token: string, role: string) {
    const me = (await t.app.inject({ url: '/api/me', headers: bearer(token) })).json();
    assert.equal(me.user.role, role);
    const expires = Date.parse(me.sesion.expira_en);
    assert.ok(expires > Date.now() && expires <= Date.now() + 1500, me.sesion.expira_en);

    await sleep(900);
    const renewed = await t.app.inject({ method: 'POST', url: '/api/sesion/renovar', headers: bearer(token), payload: {} });
    assert.equal(renewed.statusCode, 200, renewed.body);
    assert.ok(Date.parse(renewed.json().expira_en) > expires);
    await sleep(900);
    // 1.8 s after sign-in, but only 0.9 s after the keep-alive: still signed in.
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode, 200);
    await sleep(1700);
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode, 401);
  }

  test('the session clock tells when the idle timeout ends it; keep-alive moves it; without it the session ends', async () => {
    await expectIdleClock(await staffToken(t.app, 'revisor'), 'revisor');
  });

  test('an applicant\'s session has the same clock and keep-alive (the portal warns applicants too)', async () => {
    const applicant = await t.app.inject({ method: 'POST', url: '/api/claveunica/login', payload: { run: '44.444.444-4', clave_unica: 'testing' } });
    await expectIdleClock(applicant.json().token as string, 'postulante');
  });
});

// Its own portal: the account it enrols is used by the tests above.
describe('enrolment confirmed twice at once', () => {
  let own: TestApp;
  before(async () => {
    own = await createTestApp({ mode: 'demo' });
  });
  after(async () => {
    await own?.close();
  });

  test('confirmations sent at once (a double click): one enrols, the others are refused, and the codes shown are the ones that work', async () => {
    const token = (await login(own.app, { email: 'revisora2@sello.test', password: 'sello-revisora2-demo' })).json().token as string;
    const start = await own.app.inject({ method: 'POST', url: '/api/cuenta/2fa/inicio', headers: bearer(token), payload: {} });
    const code = codeOf(start.json().secreto);
    // Several at once, so that some are read before any is saved, whatever the scheduling.
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => own.app.inject({ method: 'POST', url: '/api/cuenta/2fa/confirmar', headers: bearer(token), payload: { codigo: code } })));
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409, 409, 409, 409, 409], answers.map((a) => a.body).join(' | '));
    const shown: string[] = answers.find((a) => a.statusCode === 200)!.json().codigos_recuperacion;
    const challenge = (await login(own.app, { email: 'revisora2@sello.test', password: 'sello-revisora2-demo' })).json().challenge as string;
    const withCode = await own.app.inject({ method: 'POST', url: '/api/login/codigo', payload: { challenge, codigo: shown[0] } });
    assert.equal(withCode.statusCode, 200, withCode.body);
  });
});
