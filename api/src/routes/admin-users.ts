import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userCreateSchema, userUpdateSchema } from '@sello/shared-api/schemas';
import { ADMIN, type AppContext } from '../context';
import type { Tx } from '../db/client';
import { accountTokens, auditLog, loginChallenges, noticias, sessions, users } from '../db/schema';
import { audit } from '../lib/audit';
import { HttpError, invalid, MSG, notFound } from '../lib/http-error';
import { deliverPending } from '../lib/outbox';
import { iso } from '../lib/serialize';
import { parse, parseId } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import { lockAccounts } from '../services/accounts/account-lock';
import { createLink, linkUrl, voidLinks } from '../services/accounts/links';
import { queueInvitation, queuePasswordReset, queueSecondFactorReset } from '../services/accounts/mail';
import { createInvitation } from '../services/accounts/invitations';
import { clearSecondFactor } from '../services/accounts/second-factor';
import { registerAuditRoutes } from './accounts/audit';

const admin = { roles: ADMIN };
type User = typeof users.$inferSelect;

function serialize(user: User) {
  return {
    id: user.id, name: user.name, lastname: user.lastname, email: user.email, role: user.role, activo: user.activo,
    // An invited person has no password until they open their link.
    estado: !user.activo ? 'desactivado' as const : user.password_hash ? 'activo' as const : 'invitado' as const,
    segundo_factor: Boolean(user.totp_secret),
    created_at: iso(user.created_at), updated_at: iso(user.updated_at),
  };
}

/** Ends every open session and sign-in step of a staff member at once. */
async function endSessions(tx: Tx, userId: number): Promise<void> {
  await tx.delete(sessions).where(and(eq(sessions.kind, 'staff'), eq(sessions.subject_id, userId)));
  await tx.delete(loginChallenges).where(eq(loginChallenges.user_id, userId));
}

/**
 * The account's row and the requesting admin's, and the active admins' rows when the change touches
 * role or activo, locked in id order before a change (services/accounts/account-lock.ts): an assignment
 * to the account waits for the change or is seen by it, and of two admins demoting or deactivating each
 * other at once the second waits, then finds it is no longer an admin. Returns both rows as they are now.
 */
async function lockForChange(tx: Tx, id: number, requesterId: number, withAdmins: boolean) {
  const own = or(eq(users.id, id), eq(users.id, requesterId));
  const rows = await lockAccounts(tx, withAdmins ? or(own, and(eq(users.role, 'admin'), eq(users.activo, true))) : own, 'update');
  return { target: rows.find((r) => r.id === id), requester: rows.find((r) => r.id === requesterId) };
}

/** The last active admin cannot be demoted or deactivated: nobody could manage the site. Counted after the change. */
async function assertAdminRemains(tx: Tx): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(users).where(and(eq(users.role, 'admin'), eq(users.activo, true)));
  if ((row?.n ?? 0) === 0) throw new HttpError(409, 'Debe quedar al menos un administrador activo.');
}

/** The same address taken by a request that committed after this one's check: the field's 422, not a 500. */
function asEmailTaken(error: unknown): never {
  if (String((error as { cause?: unknown }).cause ?? error).includes('users_email_unique')) throw invalid({ email: ['Ya existe un usuario con ese correo.'] });
  throw error;
}

export function registerAdminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const findUser = async (raw: string) => {
    const id = parseId(raw);
    const [user] = id ? await ctx.db.select().from(users).where(eq(users.id, id)).limit(1) : [];
    if (!user) throw notFound('El usuario no existe.');
    return user;
  };
  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;
  /**
   * Runs `act` with the account's row locked for update, as it is now: what `act` checks on it holds
   * until commit. An activation by link, a deactivation or another admin's action on the same account
   * waits for it or is seen by it (no invitation re-sent to an account activated a moment before).
   */
  const onLockedAccount = async <T>(raw: string, act: (tx: Tx, user: User) => Promise<T>): Promise<T> => {
    const id = parseId(raw);
    if (!id) throw notFound('El usuario no existe.');
    return ctx.db.transaction(async (tx) => {
      const [user] = await lockAccounts(tx, eq(users.id, id), 'update');
      if (!user) throw notFound('El usuario no existe.');
      return act(tx, user);
    });
  };

  app.get('/api/admin/usuarios', { config: admin }, async () =>
    (await ctx.db.select().from(users).orderBy(asc(users.id))).map(serialize));

  app.get('/api/admin/usuarios/:id', { config: admin }, async (request) => serialize(await findUser(idOf(request))));

  // Invitation: the account exists without a password until the person sets one through the e-mailed link.
  app.post('/api/admin/usuarios/store', { config: admin }, async (request, reply) => {
    const auth = requireAuth(request);
    const body = parse(userCreateSchema, request.body);
    const email = body.email.toLowerCase();
    const [dup] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (dup) throw invalid({ email: ['Ya existe un usuario con ese correo.'] });
    const created = await ctx.db.transaction(async (tx) => (await createInvitation(ctx, tx, { ...body, email }, auth.id)).user).catch(asEmailTaken);
    void deliverPending(ctx);
    return reply.code(201).send({ ...serialize(created), message: `Invitación enviada a ${created.email}.` });
  });

  app.post('/api/admin/usuarios/:id/reenviar-invitacion', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const user = await onLockedAccount(idOf(request), async (tx, user) => {
      if (!user.activo || user.password_hash) throw new HttpError(409, 'Solo se puede reenviar la invitación de una cuenta que aún no se ha activado.');
      const { token } = await createLink(tx, user.id, 'invitacion', auth.id);
      await queueInvitation(tx, user, linkUrl(ctx, 'invitacion', token), user.role, auth.id);
      await audit(tx, auth.id, 'invitar', 'usuario', user.id, { email: user.email, reenvio: true });
      return user;
    });
    void deliverPending(ctx);
    return { message: `Invitación reenviada a ${user.email}.` };
  });

  app.post('/api/admin/usuarios/:id/restablecer-clave', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const user = await onLockedAccount(idOf(request), async (tx, user) => {
      if (!user.activo) throw new HttpError(409, 'La cuenta está desactivada.');
      if (!user.password_hash) throw new HttpError(409, 'La cuenta aún no se ha activado: reenvía la invitación.');
      const { token } = await createLink(tx, user.id, 'restablecer', auth.id);
      await queuePasswordReset(tx, user, linkUrl(ctx, 'restablecer', token), auth.id);
      await audit(tx, auth.id, 'restablecer', 'usuario', user.id, { evento: 'enlace_enviado' });
      return user;
    });
    void deliverPending(ctx);
    return { message: `Enviamos a ${user.email} un enlace para restablecer la clave.` };
  });

  // A lost phone: another admin removes the second factor; in production the person enrols again at the next sign-in.
  app.post('/api/admin/usuarios/:id/restablecer-2fa', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    await onLockedAccount(idOf(request), async (tx, user) => {
      if (user.id === auth.id) throw new HttpError(409, 'Otra persona administradora debe restablecer tu segundo factor.');
      // Refused rather than done silently: the e-mail is the person's alarm against a reset they did not
      // ask for, a deactivated account gets no staff e-mail, and it cannot sign in to need the reset anyway.
      if (!user.activo) throw new HttpError(409, 'La cuenta está desactivada: actívala antes de restablecer su verificación en dos pasos.');
      if (!user.totp_secret && !user.totp_pending_secret) throw new HttpError(409, 'La cuenta no tiene un segundo factor inscrito.');
      await clearSecondFactor(tx, user.id);
      await endSessions(tx, user.id);
      await queueSecondFactorReset(tx, user, auth.id);
      await audit(tx, auth.id, 'segundo_factor', 'usuario', user.id, { evento: 'restablecido' });
    });
    void deliverPending(ctx);
    return { message: 'Se restableció la verificación en dos pasos. La persona deberá inscribirla nuevamente al iniciar sesión.' };
  });

  app.patch('/api/admin/usuarios/:id', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const user = await findUser(idOf(request));
    const body = parse(userUpdateSchema, request.body);
    // Nothing to change: no write, no audit entry.
    if (Object.values(body).every((value) => value === undefined)) return { ...serialize(user), message: 'Sin cambios.' };
    // The screen never offers it; refused here too, so that nobody locks themself out by mistake and the
    // portal always keeps an administrator who can act.
    if (user.id === auth.id && body.activo === false) throw new HttpError(409, 'Otra persona administradora debe desactivar tu cuenta.');
    if (user.id === auth.id && body.role !== undefined && body.role !== 'admin') throw new HttpError(409, 'Otra persona administradora debe cambiar tu rol.');
    const email = body.email?.toLowerCase();
    if (email && email !== user.email) {
      const [dup] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (dup) throw invalid({ email: ['Ya existe un usuario con ese correo.'] });
    }
    const result = await ctx.db.transaction(async (tx) => {
      // Decided on the locked row, not on the one read above: a change committed meanwhile is seen.
      const changesAccess = body.activo === false || body.role !== undefined;
      const { target: current, requester } = await lockForChange(tx, user.id, auth.id, changesAccess);
      if (!current) throw notFound('El usuario no existe.');
      // Deactivated or demoted by another admin while this request was on its way.
      if (requester?.role !== 'admin' || !requester.activo) throw new HttpError(403, MSG.forbidden);
      const deactivating = body.activo === false && current.activo;
      const roleChanges = body.role !== undefined && body.role !== current.role;
      const adminLeaves = current.role === 'admin' && current.activo && (deactivating || roleChanges);
      const [row] = await tx.update(users).set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.lastname !== undefined ? { lastname: body.lastname } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(body.role !== undefined ? { role: body.role } : {}),
        ...(body.activo !== undefined ? { activo: body.activo } : {}),
        updated_at: sql`now()`,
      }).where(eq(users.id, user.id)).returning();
      if (adminLeaves) await assertAdminRemains(tx);
      // Deactivation or a new role ends the open sessions at once; deactivation also voids open links.
      if (deactivating || roleChanges) await endSessions(tx, user.id);
      if (deactivating) await voidLinks(tx, user.id);
      const action = deactivating ? 'desactivar' : body.activo === true && !current.activo ? 'activar' : 'actualizar';
      await audit(tx, auth.id, action, 'usuario', user.id, { campos: Object.keys(body) });
      return { row, deactivating };
    }).catch(asEmailTaken);
    if (!result.row) throw notFound('El usuario no existe.');
    const message = result.deactivating ? 'Cuenta desactivada: sus sesiones se cerraron.' : 'Datos enviados correctamente.';
    return { ...serialize(result.row), message };
  });

  // Accounts are deactivated, not deleted: only an invitation nobody accepted, with no trace in the log, goes.
  app.delete('/api/admin/usuarios/:id', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    await onLockedAccount(idOf(request), async (tx, user) => {
      const [traces] = await tx.select({ n: count() }).from(auditLog).where(eq(auditLog.user_id, user.id));
      const [news] = await tx.select({ n: count() }).from(noticias).where(eq(noticias.user_id, user.id));
      if (user.password_hash || (traces?.n ?? 0) > 0 || (news?.n ?? 0) > 0) {
        throw new HttpError(409, 'La cuenta tiene historial y no se puede eliminar: desactívala para conservar el registro de auditoría.');
      }
      await tx.delete(accountTokens).where(eq(accountTokens.user_id, user.id));
      await endSessions(tx, user.id);
      await tx.delete(users).where(eq(users.id, user.id));
      await audit(tx, auth.id, 'eliminar', 'usuario', user.id, { email: user.email, invitacion: true });
    }).catch((error: unknown) => {
      // A row elsewhere still names the account (e.g. an assignment): it has history after all.
      if ((error as { cause?: { code?: string } }).cause?.code === '23503' || (error as { code?: string }).code === '23503') {
        throw new HttpError(409, 'La cuenta tiene historial y no se puede eliminar: desactívala para conservar el registro de auditoría.');
      }
      throw error;
    });
    return { message: 'Invitación eliminada.' };
  });

  registerAuditRoutes(app, ctx);
}
