import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loginChallenges, sessions, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { createSession } from '../../lib/sessions';
import { hashToken, newToken } from '../../lib/tokens';
import { secondFactorRequired, secondFactorState } from './second-factor';
import { clockOf } from './session-clock';

type User = typeof users.$inferSelect;

const CHALLENGE_MS = 5 * 60_000;
/** Wrong codes allowed on one challenge; then the person starts again with the password. */
export const CHALLENGE_ATTEMPTS = 5;
export const CHALLENGE_EXPIRED = 'La solicitud de inicio de sesión expiró. Inicia sesión nuevamente.';

export const DEMO_NOTICE = 'Modo de demostración: esta cuenta entra sin verificación en dos pasos. '
  + 'En producción se exige a todo el personal; puedes inscribirla ahora en Mi cuenta.';

export const staffUser = (user: User) => ({ id: user.id, name: user.name, lastname: user.lastname, email: user.email, role: user.role });

/** A session for a staff member who passed every step; audited. */
export async function openStaffSession(ctx: AppContext, user: User, via: 'clave' | 'totp' | 'recuperacion' | 'inscripcion') {
  const token = await createSession(ctx, 'staff', user.id);
  const [session] = await ctx.db.select().from(sessions).where(eq(sessions.token_hash, hashToken(token))).limit(1);
  await audit(ctx.db, user.id, 'iniciar_sesion', 'usuario', user.id, { via });
  const [fresh] = await ctx.db.select().from(users).where(eq(users.id, user.id)).limit(1);
  const segundoFactor = await secondFactorState(ctx, fresh ?? user);
  const now = new Date();
  return {
    paso: 'sesion' as const,
    user: staffUser(user),
    token,
    sesion: clockOf(ctx, session ?? { last_seen_at: now, expires_at: new Date(now.getTime() + ctx.config.sessionAbsoluteMs) }),
    segundo_factor: segundoFactor,
    aviso: segundoFactor.inscrito ? null : DEMO_NOTICE,
  };
}

/** After a correct password: the session, or the challenge of the second step. */
export async function afterPassword(ctx: AppContext, user: User) {
  const purpose = user.totp_secret ? 'codigo' : secondFactorRequired(ctx) ? 'enrolar' : null;
  if (!purpose) return openStaffSession(ctx, user, 'clave');
  const challenge = newToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_MS);
  // Housekeeping on sign-in, as for sessions: no scheduler.
  await ctx.db.delete(loginChallenges).where(lt(loginChallenges.expires_at, new Date()));
  await ctx.db.insert(loginChallenges).values({ user_id: user.id, purpose, token_hash: hashToken(challenge), expires_at: expiresAt });
  return {
    paso: purpose,
    challenge,
    expira_en: expiresAt.toISOString(),
    message: purpose === 'codigo'
      ? 'Ingresa el código de 6 dígitos de tu aplicación de autenticación o un código de recuperación.'
      : 'Para continuar debes inscribir la verificación en dos pasos con una aplicación de autenticación.',
  };
}

/** The live challenge of that purpose and its active owner, or 401. */
export async function findChallenge(ctx: AppContext, challenge: string, purpose: 'codigo' | 'enrolar') {
  const [row] = await ctx.db.select({ c: loginChallenges, user: users }).from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.user_id))
    .where(and(eq(loginChallenges.token_hash, hashToken(challenge)), eq(loginChallenges.purpose, purpose), gt(loginChallenges.expires_at, new Date())))
    .limit(1);
  if (!row || !row.user.activo || row.c.attempts >= CHALLENGE_ATTEMPTS) throw new HttpError(401, CHALLENGE_EXPIRED);
  return row;
}

/** Counts a wrong code; the last allowed one ends the challenge. */
export async function failChallenge(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.update(loginChallenges).set({ attempts: sql`${loginChallenges.attempts} + 1` }).where(eq(loginChallenges.id, id));
}

export async function endChallenge(ctx: AppContext, id: number): Promise<boolean> {
  const deleted = await ctx.db.delete(loginChallenges).where(eq(loginChallenges.id, id)).returning({ id: loginChallenges.id });
  return deleted.length === 1;
}
