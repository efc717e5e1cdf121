import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../src/db/schema';
import { hashToken } from '../src/lib/tokens';
import { createTestApp, type TestApp } from './helpers/app';
import { applicantToken, bearer, staffToken, STAFF } from './helpers/http';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

describe('staff login', () => {
  test('valid credentials answer 200 with the user and an opaque token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: STAFF.admin });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(Object.keys(body.user).sort(), ['email', 'id', 'lastname', 'name', 'role']);
    assert.equal(body.user.role, 'admin');
    assert.match(body.token, /^[A-Za-z0-9_-]{43}$/);
  });

  test('the token is stored only as its SHA-256 hash', async () => {
    const token = await staffToken(t.app, 'revisor');
    const rows = await t.app.sello.ctx.db.select().from(sessions);
    assert.ok(rows.some((row) => row.token_hash === hashToken(token)));
    assert.ok(rows.every((row) => row.token_hash !== token));
  });

  test('the password is stored as an argon2id hash with the agreed cost', async () => {
    const [admin] = await t.app.sello.ctx.db.select().from(users).where(eq(users.email, STAFF.admin.email));
    assert.match(admin?.password_hash ?? '', /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  test('wrong password answers 401 with a Spanish message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'revisor@sello.test', password: 'otra-cosa' } });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().message, 'Correo o clave incorrectos.');
  });

  test('missing fields answer 422 with the spec messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { email: ['Por favor ingresa tu Correo.'], password: ['Es requerida la Clave'] });
  });

  test('repeated failures on one account answer 429 with Retry-After', async () => {
    const payload = { email: 'nadie@sello.test', password: 'incorrecta' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await t.app.inject({ method: 'POST', url: '/api/login', payload })).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload });
    assert.equal(res.statusCode, 429);
    assert.ok(Number(res.headers['retry-after']) > 0);
    assert.match(res.json().message, /Demasiados intentos/);
  });
});

describe('applicant login (development ClaveÚnica)', () => {
  test('a seeded RUN and clave sign in as postulante', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/claveunica/login', payload: { run: '44.444.444-4', clave_unica: 'testing' } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual({ run: res.json().user.run, role: res.json().user.role }, { run: '44.444.444-4', role: 'postulante' });
  });

  test('the RUN is read however it is written: without dots, with spaces, or with a short body', async () => {
    for (const run of ['44444444-4', '44 444 444 4', '444444444']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/claveunica/login', payload: { run, clave_unica: 'testing' } });
      assert.equal(res.statusCode, 200, run);
      assert.equal(res.json().user.run, '44.444.444-4', run);
    }
    // A valid RUN of a 6-digit body that has no account: refused as unknown, not as malformed.
    const res = await t.app.inject({ method: 'POST', url: '/api/claveunica/login', payload: { run: '123.456-0', clave_unica: 'testing' } });
    assert.equal(res.statusCode, 401);
  });

  test('a RUN with a wrong check digit answers 422 "RUN no válido."', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/claveunica/login', payload: { run: '44.444.444-5', clave_unica: 'x' } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.run, ['RUN no válido.']);
  });

  test('missing fields answer with the spec messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/claveunica/login', payload: { run: '' } });
    assert.deepEqual(res.json().errors, { run: ['Por favor ingresa tu RUN.'], clave_unica: ['Es requerida la Claveúnica'] });
  });

  test('a wrong clave answers 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/claveunica/login', payload: { run: '55.555.555-5', clave_unica: 'mala' } });
    assert.equal(res.statusCode, 401);
  });
});

describe('tokens and roles', () => {
  test('no token → 401, wrong role → 403, right role → 200', async () => {
    const applicant = await applicantToken(t.app, 'a');
    const admin = await staffToken(t.app, 'admin');
    assert.equal((await t.app.inject({ url: '/api/admin/usuarios' })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/admin/usuarios', headers: bearer(applicant) })).statusCode, 403);
    assert.equal((await t.app.inject({ url: '/api/admin/usuarios', headers: bearer(admin) })).statusCode, 200);
  });

  test('a made-up token answers 401 with the expired-session message', async () => {
    const res = await t.app.inject({ url: '/api/me', headers: bearer('x'.repeat(43)) });
    assert.equal(res.statusCode, 401);
    assert.match(res.json().message, /sesión/);
  });

  test('logout revokes the token', async () => {
    const token = await staffToken(t.app, 'revisor');
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode, 401);
  });

  test('an idle session expires', async () => {
    const token = await staffToken(t.app, 'revisor');
    const idle = t.app.sello.ctx.config.sessionIdleMs;
    await t.app.sello.ctx.db.update(sessions).set({ last_seen_at: new Date(Date.now() - idle - 1000) })
      .where(eq(sessions.token_hash, hashToken(token)));
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode, 401);
  });

  test('a session past its absolute expiry is refused even if active', async () => {
    const token = await staffToken(t.app, 'revisor');
    await t.app.sello.ctx.db.update(sessions).set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.token_hash, hashToken(token)));
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode, 401);
  });

  test('GET /api/me returns who is signed in', async () => {
    const token = await applicantToken(t.app, 'b');
    const res = await t.app.inject({ url: '/api/me', headers: bearer(token) });
    assert.equal(res.json().user.run, '55.555.555-5');
  });
});

describe('users CRUD', () => {
  test('an admin invites a revisor (no password typed by the admin); the account cannot sign in before accepting; audited', async () => {
    const admin = await staffToken(t.app, 'admin');
    const created = await t.app.inject({
      method: 'POST', url: '/api/admin/usuarios/store', headers: bearer(admin),
      payload: { name: 'Rita', lastname: 'Revisora', email: 'Rita@Sello.test', role: 'revisor' },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().email, 'rita@sello.test');
    assert.equal(created.json().estado, 'invitado');
    assert.equal(created.json().password_hash, undefined);
    // Nobody knows a password for an invited account: every guess fails, the empty one included.
    for (const password of ['una-clave-larga', ' ']) {
      const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'rita@sello.test', password } });
      assert.equal(login.statusCode, 401);
    }
    const auditRes = await t.app.inject({ url: '/api/admin/auditoria', headers: bearer(admin) });
    assert.ok(auditRes.json().data.some((e: { entity: string; action: string; usuario: string }) => e.entity === 'usuario' && e.action === 'invitar' && e.usuario));
  });

  test('duplicate e-mail answers 422 on the email field', async () => {
    const admin = await staffToken(t.app, 'admin');
    const res = await t.app.inject({
      method: 'POST', url: '/api/admin/usuarios/store', headers: bearer(admin),
      payload: { name: 'A', lastname: 'B', email: STAFF.revisor.email, role: 'revisor' },
    });
    assert.equal(res.statusCode, 422);
    assert.ok(res.json().errors.email);
  });

  // The product's last-admin rule (409 'Debe quedar al menos un administrador activo.') cannot be reached
  // through the API: only an active admin may change an account, and not their own role or activo, so
  // another admin always remains. This checks the self-change rule that guards the last admin.
  test('an account with history cannot be deleted, and an admin cannot deactivate nor demote themself, not even as the last active admin', async () => {
    const admin = await staffToken(t.app, 'admin');
    const me = (await t.app.inject({ url: '/api/me', headers: bearer(admin) })).json().user;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/usuarios/${me.id}`, headers: bearer(admin) });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, 'La cuenta tiene historial y no se puede eliminar: desactívala para conservar el registro de auditoría.');
    // Every other admin deactivated first: then the last one cannot go.
    const others = (await t.app.inject({ url: '/api/admin/usuarios', headers: bearer(admin) })).json()
      .filter((u: { id: number; role: string; activo: boolean }) => u.role === 'admin' && u.activo && u.id !== me.id);
    for (const other of others) {
      assert.equal((await t.app.inject({ method: 'PATCH', url: `/api/admin/usuarios/${other.id}`, headers: bearer(admin), payload: { activo: false } })).statusCode, 200);
    }
    // Only the last admin could change their own account, and nobody may deactivate or demote themself
    // (admin-users-lock.test.ts has the races).
    const off = await t.app.inject({ method: 'PATCH', url: `/api/admin/usuarios/${me.id}`, headers: bearer(admin), payload: { activo: false } });
    assert.equal(off.statusCode, 409);
    assert.equal(off.json().message, 'Otra persona administradora debe desactivar tu cuenta.');
    const demote = await t.app.inject({ method: 'PATCH', url: `/api/admin/usuarios/${me.id}`, headers: bearer(admin), payload: { role: 'revisor' } });
    assert.equal(demote.statusCode, 409);
    assert.equal(demote.json().message, 'Otra persona administradora debe cambiar tu rol.');
    assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(admin) })).json().user.role, 'admin');
    for (const other of others) {
      assert.equal((await t.app.inject({ method: 'PATCH', url: `/api/admin/usuarios/${other.id}`, headers: bearer(admin), payload: { activo: true } })).statusCode, 200);
    }
  });
});

describe('per-IP login limit', () => {
  test('above LOGIN_RATE_LIMIT attempts per minute the login answers 429 with Retry-After, even for good credentials', async () => {
    const limited = await createTestApp({ loginRateLimit: 3 });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 4; i += 1) {
        last = await limited.app.inject({ method: 'POST', url: '/api/login', payload: STAFF.revisor });
        statuses.push(last.statusCode);
      }
      assert.deepEqual(statuses, [200, 200, 200, 429]);
      assert.ok(Number(last?.headers['retry-after']) > 0);
      assert.match(last?.json().message, /Demasiados intentos/);
    } finally {
      await limited.close();
    }
  });
});
