// A one-time link is made on the account as it is when the link is made: an admin's re-sent invitation,
// an activation by link, a deactivation and a forgotten-password request on the same account at once
// each see the other's commit. No live invitation is left for an account activated a moment before,
// and no link or e-mail is made for an account deactivated a moment before.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { accountTokens, correos, users } from '../src/db/schema';
import { createLink, LINK_INVALID } from '../src/services/accounts/links';
import { createTestApp, type TestApp } from './helpers/app';
import { staffToken } from './helpers/http';
import { atOnce } from './helpers/race';
import { call, messageOf } from './support-acceptance/http';

let t: TestApp;
let admin: string;

before(async () => {
  t = await createTestApp();
  admin = await staffToken(t.app, 'admin');
});
after(async () => {
  await t.close();
});

const db = () => t.app.sello.ctx.db;
const ORDERS = [false, true];
const PASSWORD = 'Una clave larga de prueba 2026';
let invited = 0;

/** A new invited account and a link to activate it (the invitation's own link is voided by it). */
async function invite(): Promise<{ id: number; email: string; token: string }> {
  invited += 1;
  const email = `carrera.${invited}@sello.test`;
  const answer = await call(t.app, 'POST', '/api/admin/usuarios/store', { token: admin, json: { name: 'Carrera', lastname: `Prueba ${invited}`, email, role: 'revisor' } });
  assert.equal(answer.statusCode, 201, answer.body);
  const id = (JSON.parse(answer.body) as { id: number }).id;
  const { token } = await db().transaction((tx) => createLink(tx, id, 'invitacion', null));
  return { id, email, token };
}

const liveLinks = async (id: number, kind: 'invitacion' | 'restablecer') => (await db().select({ n: count() }).from(accountTokens)
  .where(and(eq(accountTokens.user_id, id), eq(accountTokens.kind, kind), isNull(accountTokens.used_at), gt(accountTokens.expires_at, new Date()))))[0]?.n ?? 0;
const mailsTo = async (email: string, tipo: string) => (await db().select({ n: count() }).from(correos).where(and(eq(correos.para, email), eq(correos.tipo, tipo))))[0]?.n ?? 0;
const resend = (id: number) => call(t.app, 'POST', `/api/admin/usuarios/${id}/reenviar-invitacion`, { token: admin });

test('an invitation re-sent while the person activates the account: either the activation wins and the resend is refused, or the resend wins and the older link no longer works', async () => {
  for (const reversed of ORDERS) {
    const account = await invite();
    const mailsBefore = await mailsTo(account.email, 'invitacion');
    const [resent, activated] = await atOnce(db(), [
      () => resend(account.id),
      () => call(t.app, 'POST', '/api/cuenta/clave/definir', { json: { token: account.token, password: PASSWORD, password_confirmation: PASSWORD } }),
    ], reversed);
    const [row] = await db().select().from(users).where(eq(users.id, account.id));
    if (reversed) {
      // The activation committed first: the account is active, and nothing can set its password again
      // for three days through an invitation it never needed.
      assert.equal(activated.statusCode, 200, activated.body);
      assert.equal(resent.statusCode, 409, resent.body);
      assert.equal(messageOf(resent), 'Solo se puede reenviar la invitación de una cuenta que aún no se ha activado.');
      assert.ok(row?.password_hash);
      assert.equal(await liveLinks(account.id, 'invitacion'), 0);
      assert.equal(await mailsTo(account.email, 'invitacion'), mailsBefore);
    } else {
      // The resend committed first: its new link is the one that works, the older one is refused.
      assert.equal(resent.statusCode, 200, resent.body);
      assert.equal(activated.statusCode, 404, activated.body);
      assert.equal(messageOf(activated), LINK_INVALID);
      assert.equal(row?.password_hash, '');
      assert.equal(await liveLinks(account.id, 'invitacion'), 1);
      assert.equal(await mailsTo(account.email, 'invitacion'), mailsBefore + 1);
    }
  }
});

test('an invitation re-sent while another admin deactivates the account: no link is left that works, and a refused resend sends nothing', async () => {
  for (const reversed of ORDERS) {
    const account = await invite();
    const mailsBefore = await mailsTo(account.email, 'invitacion');
    const [resent, deactivated] = await atOnce(db(), [
      () => resend(account.id),
      () => call(t.app, 'PATCH', `/api/admin/usuarios/${account.id}`, { token: admin, json: { activo: false } }),
    ], reversed);
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    assert.equal(await liveLinks(account.id, 'invitacion'), 0);
    if (reversed) {
      assert.equal(resent.statusCode, 409, resent.body);
      assert.equal(await mailsTo(account.email, 'invitacion'), mailsBefore);
    } else {
      assert.equal(resent.statusCode, 200, resent.body);
    }
  }
});

test('a forgotten-password request while an admin deactivates the account: when the deactivation comes first, no link is made and no e-mail is sent; the answer is the same', async () => {
  for (const reversed of ORDERS) {
    const account = await invite();
    const set = await call(t.app, 'POST', '/api/cuenta/clave/definir', { json: { token: account.token, password: PASSWORD, password_confirmation: PASSWORD } });
    assert.equal(set.statusCode, 200, set.body);
    const [asked, deactivated] = await atOnce(db(), [
      () => call(t.app, 'POST', '/api/cuenta/clave/olvido', { json: { email: account.email } }),
      () => call(t.app, 'PATCH', `/api/admin/usuarios/${account.id}`, { token: admin, json: { activo: false } }),
    ], reversed);
    assert.equal(asked.statusCode, 200, asked.body);
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    assert.equal(await liveLinks(account.id, 'restablecer'), 0);
    assert.equal(await mailsTo(account.email, 'restablecer-clave'), reversed ? 0 : 1);
  }
});
