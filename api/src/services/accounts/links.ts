import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { accountTokens, sessions, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { hashToken, newToken } from '../../lib/tokens';
import { lockAccounts } from './account-lock';

export type LinkKind = 'invitacion' | 'restablecer';

/** An invitation waits three days; a password reset one hour (OWASP: short-lived reset links). */
export const LINK_LIFETIME_MS: Record<LinkKind, number> = { invitacion: 72 * 3_600_000, restablecer: 3_600_000 };

export const LINK_INVALID = 'El enlace no es válido o ya expiró. Pide uno nuevo.';

/** A new single-use link; earlier unused links of the same kind for that person stop working. */
export async function createLink(tx: DbOrTx, userId: number, kind: LinkKind, createdBy: number | null): Promise<{ token: string; expiresAt: Date }> {
  await tx.update(accountTokens).set({ used_at: new Date() })
    .where(and(eq(accountTokens.user_id, userId), eq(accountTokens.kind, kind), isNull(accountTokens.used_at)));
  const token = newToken();
  const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS[kind]);
  await tx.insert(accountTokens).values({ user_id: userId, kind, token_hash: hashToken(token), expires_at: expiresAt, created_by: createdBy });
  return { token, expiresAt };
}

/** Voids every open link of a person (deactivation). */
export async function voidLinks(tx: DbOrTx, userId: number): Promise<void> {
  await tx.update(accountTokens).set({ used_at: new Date() }).where(and(eq(accountTokens.user_id, userId), isNull(accountTokens.used_at)));
}

export function linkUrl(ctx: AppContext, kind: LinkKind, token: string): string {
  const page = kind === 'invitacion' ? 'activar-cuenta' : 'restablecer-clave';
  return `${ctx.config.portalUrl}/admin/${page}?token=${token}`;
}

/** The live link and its (active) owner, or 404 with one message for every reason. */
export async function findLink(db: DbOrTx, token: string) {
  const [row] = await db.select({ link: accountTokens, user: users }).from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.user_id))
    .where(and(eq(accountTokens.token_hash, hashToken(token)), isNull(accountTokens.used_at), gt(accountTokens.expires_at, new Date())))
    .limit(1);
  if (!row || !row.user.activo) throw notFound(LINK_INVALID);
  return row;
}

/**
 * Spends the link (conditionally: two requests with one link cannot both set a password) and sets the
 * password. The account's row is locked first, as every link-making action locks it (an admin's re-sent
 * invitation waits for the activation and then finds the account active), in the same order, so the two
 * never deadlock.
 */
export async function useLink(tx: Tx, linkId: number, userId: number, passwordHash: string): Promise<boolean> {
  await lockAccounts(tx, eq(users.id, userId), 'update');
  const spent = await tx.update(accountTokens).set({ used_at: new Date() })
    .where(and(eq(accountTokens.id, linkId), isNull(accountTokens.used_at))).returning({ id: accountTokens.id });
  if (spent.length !== 1) return false;
  await tx.update(users).set({ password_hash: passwordHash, updated_at: sql`now()` }).where(eq(users.id, userId));
  // A new password ends every open session of the account.
  await tx.delete(sessions).where(and(eq(sessions.kind, 'staff'), eq(sessions.subject_id, userId)));
  return true;
}
