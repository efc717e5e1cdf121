/**
 * The short-lived cache of resolved sessions and of the applicant's application detail (issue 12,
 * capacity): a client always reads its own writes, a logout or a deactivation ends access at once,
 * and nothing is reused past PRIVATE_CACHE_MS.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { postulacionSellos } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { applicantToken, bearer, pdf, send, staffToken } from './helpers/http';
import { registerApplicationWithFiles } from './support-acceptance/fixtures';

let t: TestApp;
before(async () => {
  t = await createTestApp({ privateCacheMs: 1000 });
});
after(async () => {
  await t.close();
});

test('the detail shows the applicant\'s own upload right after it (a write drops the cached answer)', async () => {
  const token = await applicantToken(t.app, 'a');
  const fx = await registerApplicationWithFiles(t.app, token);
  const read = async () => (await t.app.inject({ url: `/api/postulante/postulaciones/${fx.applicationId}`, headers: bearer(token) })).json();
  const first = await read();
  assert.equal(first.obtencion_sello_p3.length, 0);
  const upload = await send(t.app, 'POST', '/api/obtencion_sello_p3/store', token, { obtencion_sello_p1_id: String(fx.p1Id), archivo: { filename: 'extra.pdf', content: await pdf(), type: 'application/pdf' } });
  assert.equal(upload.statusCode, 200);
  assert.equal((await read()).obtencion_sello_p3.length, 1);
  // Another applicant still gets 404 (the cache key holds who asks).
  const other = await applicantToken(t.app, 'b');
  assert.equal((await t.app.inject({ url: `/api/postulante/postulaciones/${fx.applicationId}`, headers: bearer(other) })).statusCode, 404);
  // A change made outside any request is visible after at most PRIVATE_CACHE_MS.
  await read();
  await t.app.sello.ctx.db.update(postulacionSellos).set({ nombre_institucion: 'Cambiada por fuera' }).where(eq(postulacionSellos.id, fx.applicationId));
  await new Promise((resolve) => setTimeout(resolve, 1050));
  assert.equal((await read()).nombre_institucion, 'Cambiada por fuera');
});

test('logout ends the session at once even though it was just used', async () => {
  const token = await staffToken(t.app, 'revisor');
  assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode, 200);
  assert.equal((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode, 200);
  assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode, 401);
});

test('a deactivated staff member loses access with the admin\'s write', async () => {
  const admin = await staffToken(t.app, 'admin');
  // Staff accounts come from invitations; the seeded second reviewer stands in for a signed-in colleague.
  const signIn = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'revisora2@sello.test', password: 'sello-revisora2-demo' } });
  assert.equal(signIn.statusCode, 200, signIn.body);
  const { token, user } = signIn.json() as { token: string; user: { id: number } };
  assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode, 200);
  const off = await t.app.inject({ method: 'PATCH', url: `/api/admin/usuarios/${user.id}`, headers: bearer(admin), payload: { activo: false } });
  assert.equal(off.statusCode, 200, off.body);
  assert.equal((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode, 401);
});
