import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { staffRecoveryCodes, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { enrolmentOf, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep } from '../../lib/totp';

type User = typeof users.$inferSelect;

export interface SecondFactorState { inscrito: boolean; requerido: boolean; codigos_restantes: number }

export const WRONG_CODE = 'El código no es válido. Revisa tu aplicación de autenticación e inténtalo nuevamente.';

/** Production requires a second factor of every staff account; the embedded demo does not. */
export const secondFactorRequired = (ctx: AppContext): boolean => ctx.config.mode === 'production';

export async function secondFactorState(ctx: AppContext, user: User): Promise<SecondFactorState> {
  const [row] = await ctx.db.select({ n: count() }).from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.user_id, user.id), isNull(staffRecoveryCodes.used_at)));
  return { inscrito: Boolean(user.totp_secret), requerido: secondFactorRequired(ctx), codigos_restantes: user.totp_secret ? (row?.n ?? 0) : 0 };
}

/** Starts (or restarts) an enrolment: a new secret waits for its first code. */
export async function startEnrolment(ctx: AppContext, user: User) {
  if (user.totp_secret) throw new HttpError(409, 'Ya tienes un segundo factor inscrito. Si perdiste tu teléfono, pide a otra persona administradora que lo restablezca.');
  const secret = newTotpSecret();
  await ctx.db.update(users).set({ totp_pending_secret: sealSecret(ctx.config.totpKey, secret) }).where(eq(users.id, user.id));
  return enrolmentOf(secret, user.email);
}

/**
 * Accepts a TOTP code once: the step is stored and only a newer one is accepted after it (the update
 * is conditional, so two requests with the same code cannot both pass).
 */
async function acceptTotp(ctx: AppContext, db: DbOrTx, userId: number, stored: string, code: string, column: 'confirm' | 'verify'): Promise<boolean> {
  const step = totpStep(openSecret(ctx.config.totpKey, stored), code);
  if (step === null) return false;
  const updated = await db.update(users).set(column === 'confirm'
    ? { totp_secret: stored, totp_pending_secret: null, totp_enabled_at: new Date(), totp_last_step: step, updated_at: sql`now()` }
    : { totp_last_step: step })
    .where(and(eq(users.id, userId), or(isNull(users.totp_last_step), lt(users.totp_last_step, step))))
    .returning({ id: users.id });
  return updated.length === 1;
}

async function replaceRecoveryCodes(db: DbOrTx, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.user_id, userId));
  await db.insert(staffRecoveryCodes).values(codes.map((code) => ({ user_id: userId, code_hash: recoveryCodeHash(code) })));
  return codes;
}

/** Confirms the pending secret with its first code; answers the recovery codes (shown once). */
export async function confirmEnrolment(ctx: AppContext, user: User, code: string): Promise<string[] | null> {
  return ctx.db.transaction(async (tx) => {
    // Read again under lock: of two confirmations sent at once (a double click) the second sees the
    // first's enrolment, and does not replace the recovery codes the first one showed.
    const [latest] = await tx.select({ secret: users.totp_secret, pending: users.totp_pending_secret }).from(users)
      .where(eq(users.id, user.id)).limit(1).for('update');
    if (latest?.secret) throw new HttpError(409, 'Ya tienes un segundo factor inscrito.');
    const pending = latest?.pending;
    if (!pending) throw new HttpError(409, 'Primero genera el código QR de inscripción.');
    // A confirmation resets the replay guard: the step belongs to the new secret.
    await tx.update(users).set({ totp_last_step: null }).where(eq(users.id, user.id));
    if (!(await acceptTotp(ctx, tx, user.id, pending, code, 'confirm'))) return null;
    return replaceRecoveryCodes(tx, user.id);
  });
}

/** A sign-in code: the authenticator's 6 digits, or one unused recovery code (spent by this call). */
export async function verifySecondFactor(ctx: AppContext, user: User, code: string): Promise<'totp' | 'recuperacion' | null> {
  if (!user.totp_secret) return null;
  if (/^\d{6}$/.test(code)) return (await acceptTotp(ctx, ctx.db, user.id, user.totp_secret, code, 'verify')) ? 'totp' : null;
  const spent = await ctx.db.update(staffRecoveryCodes).set({ used_at: new Date() })
    .where(and(eq(staffRecoveryCodes.user_id, user.id), eq(staffRecoveryCodes.code_hash, recoveryCodeHash(code)), isNull(staffRecoveryCodes.used_at)))
    .returning({ id: staffRecoveryCodes.id });
  return spent.length === 1 ? 'recuperacion' : null;
}

/** New recovery codes (the old ones stop working); needs a current authenticator code. */
export async function regenerateRecoveryCodes(ctx: AppContext, user: User, code: string): Promise<string[] | null> {
  if (!user.totp_secret) throw new HttpError(409, 'No tienes un segundo factor inscrito.');
  const secret = user.totp_secret;
  return ctx.db.transaction(async (tx) => ((await acceptTotp(ctx, tx, user.id, secret, code, 'verify')) ? replaceRecoveryCodes(tx, user.id) : null));
}

/** Removes a second factor (an admin's reset of a lost phone): secret, pending secret and codes. */
export async function clearSecondFactor(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: sql`now()` })
    .where(eq(users.id, userId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.user_id, userId));
}
