// The portal always keeps an active administrator: an admin cannot deactivate or demote themself through
// the API (the screen does not offer it either), and a change of an account's role or activo locks the
// requesting admin's row and the active admins' rows first, so two admins demoting or deactivating each
// other at once never both succeed: the second waits, then finds it is no longer an administrator.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, count, eq, inArray } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { atOnce } from './helpers/race';
import { ACCOUNTS } from './helpers/review';
import { staffLogin } from './support-acceptance/fixtures';
import { call, messageOf } from './support-acceptance/http';

const FORBIDDEN = 'No tienes permisos para realizar esta acción.';

let t: TestApp;

before(async () => {
  // Every round signs the admins in again (a demotion ends the loser's sessions).
  t = await createTestApp({ loginRateLimit: 1000 });
});
after(async () => {
  await t.close();
});

const db = () => t.app.sello.ctx.db;
const ORDERS = [false, true];
const label = (reversed: boolean) => (reversed ? 'orden inverso' : 'orden directo');
const signIn = async (who: keyof typeof ACCOUNTS) => {
  const answer = await staffLogin(t.app, ACCOUNTS[who]);
  return { token: answer.token, id: answer.user.id };
};
const change = (token: string, id: number, body: object) => call(t.app, 'PATCH', `/api/admin/usuarios/${id}`, { token, json: body });
const accountOf = async (id: number) => (await db().select({ role: users.role, activo: users.activo }).from(users).where(eq(users.id, id)))[0];
async function activeAdmins(ids: number[]): Promise<number> {
  const [row] = await db().select({ n: count() }).from(users).where(and(inArray(users.id, ids), eq(users.role, 'admin'), eq(users.activo, true)));
  return row?.n ?? 0;
}

test('an admin cannot deactivate their own account nor take away their own admin role; other changes of their own account go through', async () => {
  const me = await signIn('admin');
  const off = await change(me.token, me.id, { activo: false });
  assert.equal(off.statusCode, 409, off.body);
  assert.equal(messageOf(off), 'Otra persona administradora debe desactivar tu cuenta.');
  const demoted = await change(me.token, me.id, { role: 'revisor', name: 'Otro nombre' });
  assert.equal(demoted.statusCode, 409, demoted.body);
  assert.equal(messageOf(demoted), 'Otra persona administradora debe cambiar tu rol.');
  // Nothing of the refused requests was kept, and the session still works.
  const after = await call(t.app, 'GET', '/api/me', { token: me.token });
  assert.equal(after.statusCode, 200);
  assert.deepEqual(await accountOf(me.id), { role: 'admin', activo: true });
  assert.notEqual((JSON.parse(after.body) as { user: { name: string } }).user.name, 'Otro nombre');
  const unchanged = await change(me.token, me.id, { role: 'admin', activo: true });
  assert.equal(unchanged.statusCode, 200, unchanged.body);
});

const CHANGES = [{ activo: false }, { role: 'revisor' }];
const UNDO = { activo: true, role: 'admin' };

/** Two admins change each other at once; `others` stay admins throughout. Returns the loser's answer. */
async function demoteEachOther(body: object, reversed: boolean, others: number[]) {
  const a = await signIn('admin');
  const b = await signIn('admin2');
  const answers = await atOnce(db(), [() => change(a.token, b.id, body), () => change(b.token, a.id, body)], reversed);
  const what = `${label(reversed)}, ${JSON.stringify(body)}`;
  const statuses = answers.map((x) => x.statusCode);
  assert.equal(statuses.filter((s) => s === 200).length, 1, `${what}: ${answers.map((x) => x.body).join(' | ')}`);
  assert.equal(await activeAdmins([a.id, b.id]), 1, `${what}: las dos personas administradoras perdieron el rol`);
  assert.equal(await activeAdmins(others), others.length);
  const winner = statuses[0] === 200 ? a : b;
  const loser = winner === a ? b : a;
  const refused = answers[winner === a ? 1 : 0]!;
  // The winner (signed in again: the loser's change never happened) gives the loser their role back.
  assert.equal((await change((await signIn(winner === a ? 'admin' : 'admin2')).token, loser.id, UNDO)).statusCode, 200);
  return { refused, what };
}

test('two admins deactivating or demoting each other at once, the only two: one succeeds, the other is refused as no longer an administrator, and an administrator remains', async () => {
  // atOnce runs the two transactions one after the other: the second finds its own requester demoted
  // (403) before the count of remaining admins (the 409 'Debe quedar al menos un administrador activo.',
  // a backstop no API sequence reaches).
  for (const body of CHANGES) {
    for (const reversed of ORDERS) {
      const { refused, what } = await demoteEachOther(body, reversed, []);
      assert.equal(refused.statusCode, 403, `${what}: ${refused.body}`);
      assert.equal(messageOf(refused), FORBIDDEN, what);
    }
  }
});

test('two admins deactivating or demoting each other at once, with a third admin: never both; the loser is no longer an administrator', async () => {
  const a = await signIn('admin');
  const third = await signIn('r3');
  assert.equal((await change(a.token, third.id, { role: 'admin' })).statusCode, 200);
  try {
    for (const body of CHANGES) {
      for (const reversed of ORDERS) {
        const { refused, what } = await demoteEachOther(body, reversed, [third.id]);
        assert.equal(refused.statusCode, 403, `${what}: ${refused.body}`);
        assert.equal(messageOf(refused), FORBIDDEN, what);
      }
    }
  } finally {
    // Straight in the database: after a failed round the API may have no admin left to do it.
    await db().update(users).set({ role: 'admin', activo: true }).where(inArray(users.email, [ACCOUNTS.admin.email, ACCOUNTS.admin2.email]));
    await db().update(users).set({ role: 'revisor' }).where(eq(users.id, third.id));
  }
});

test('two accounts given the same new e-mail at the same moment: one keeps it, the other gets the 422 of the field, never a 500', async () => {
  const a = await signIn('admin');
  const r1 = await signIn('r1');
  const r2 = await signIn('r2');
  for (const reversed of ORDERS) {
    const email = `nuevo-${reversed ? 'b' : 'a'}@sello.test`;
    const answers = await atOnce(db(), [() => change(a.token, r1.id, { email }), () => change(a.token, r2.id, { email })], reversed);
    assert.deepEqual(answers.map((x) => x.statusCode).sort(), [200, 422], `${label(reversed)}: ${answers.map((x) => x.body).join(' | ')}`);
    const refused = answers.find((x) => x.statusCode === 422)!;
    assert.deepEqual((JSON.parse(refused.body) as { errors: unknown }).errors, { email: ['Ya existe un usuario con ese correo.'] });
  }
  await db().update(users).set({ email: ACCOUNTS.r1.email }).where(eq(users.id, r1.id));
  await db().update(users).set({ email: ACCOUNTS.r2.email }).where(eq(users.id, r2.id));
});
