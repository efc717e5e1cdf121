import { eq, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sessions } from '../db/schema';
import { hashToken, newToken } from './tokens';

export async function createSession(ctx: AppContext, kind: 'staff' | 'postulante', subjectId: number): Promise<string> {
  const token = newToken();
  const now = Date.now();
  // Housekeeping on sign-in, without a scheduler: sessions past their absolute expiry go (idle ones
  // are refused when presented and go at their expiry).
  await ctx.db.delete(sessions).where(lt(sessions.expires_at, new Date(now)));
  await ctx.db.insert(sessions).values({
    token_hash: hashToken(token), kind, subject_id: subjectId, expires_at: new Date(now + ctx.config.sessionAbsoluteMs),
  });
  return token;
}

export async function revokeSession(ctx: AppContext, sessionId: number): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.id, sessionId));
}
