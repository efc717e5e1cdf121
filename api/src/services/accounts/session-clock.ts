import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';

export interface SessionClock { expira_en: string; inactividad_minutos: number }

/** When a session ends if its owner sends nothing: idle timeout from the last request, capped by the absolute expiry. */
export function clockOf(ctx: AppContext, session: { last_seen_at: Date; expires_at: Date }): SessionClock {
  const idle = session.last_seen_at.getTime() + ctx.config.sessionIdleMs;
  return {
    expira_en: new Date(Math.min(idle, session.expires_at.getTime())).toISOString(),
    inactividad_minutos: Math.round(ctx.config.sessionIdleMs / 60_000),
  };
}

export async function sessionClock(ctx: AppContext, sessionId: number): Promise<SessionClock> {
  const [row] = await ctx.db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  const now = new Date();
  return clockOf(ctx, row ?? { last_seen_at: now, expires_at: now });
}

/** Keep-alive: the idle timer starts again now. */
export async function touchSession(ctx: AppContext, sessionId: number): Promise<SessionClock> {
  const [row] = await ctx.db.update(sessions).set({ last_seen_at: new Date() }).where(eq(sessions.id, sessionId)).returning();
  const now = new Date();
  return clockOf(ctx, row ?? { last_seen_at: now, expires_at: now });
}
