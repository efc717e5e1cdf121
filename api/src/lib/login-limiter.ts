import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';
import { HttpError, MSG } from './http-error';

/**
 * Sign-in throttling as OWASP's authentication cheat sheet describes it, kept in the database so every
 * API process shares it:
 * - per account and source (`cuenta+origen`): `perPair` attempts per window, then a delay that doubles
 *   with every further attempt (capped at the window). A stranger's failures from their own address
 *   never touch the owner's pair, so the owner still signs in.
 * - per account from any source (`cuenta`): a higher limit against a guess spread over many addresses;
 *   past it the same growing delay applies.
 * - per source (`origen`): `perSource` attempts per minute over all accounts (password spraying).
 * Each attempt is counted *before* the password is checked, in one atomic statement, so 25 parallel
 * requests cannot all be verified: only those whose count is within the limit go on.
 */
export interface LimiterOptions {
  perPair: number;
  perAccount: number;
  perSource: number;
  windowMs: number;
  sourceWindowMs: number;
}

export const DEFAULT_LIMITS: LimiterOptions = {
  perPair: 5, perAccount: 30, perSource: 30, windowMs: 15 * 60_000, sourceWindowMs: 60_000,
};

interface Reservation { attempts: number; blockedUntil: Date | null }

function tooMany(until: Date, now: number): HttpError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now) / 1000));
  return new HttpError(429, MSG.tooMany, undefined, { 'retry-after': String(seconds) });
}

export class LoginLimiter {
  constructor(private readonly db: Db, private readonly options: LimiterOptions = DEFAULT_LIMITS) {}

  /** Counts one attempt on `key` (a new window when the last one ended) and returns the new count. */
  private async reserve(key: string, windowMs: number): Promise<Reservation> {
    const windowStart = sql`now() - ${`${windowMs} milliseconds`}::interval`;
    const rows = await this.db.insert(loginThrottle).values({ key, attempts: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          attempts: sql`case when ${loginThrottle.window_started_at} < ${windowStart} and (${loginThrottle.blocked_until} is null or ${loginThrottle.blocked_until} < now()) then 1 else ${loginThrottle.attempts} + 1 end`,
          blocked_until: sql`case when ${loginThrottle.window_started_at} < ${windowStart} and (${loginThrottle.blocked_until} is null or ${loginThrottle.blocked_until} < now()) then null else ${loginThrottle.blocked_until} end`,
          window_started_at: sql`case when ${loginThrottle.window_started_at} < ${windowStart} and (${loginThrottle.blocked_until} is null or ${loginThrottle.blocked_until} < now()) then now() else ${loginThrottle.window_started_at} end`,
        },
      })
      .returning({ attempts: loginThrottle.attempts, blockedUntil: loginThrottle.blocked_until });
    return rows[0] ?? { attempts: 1, blockedUntil: null };
  }

  /** Past the limit: block for 1 s, 2 s, 4 s… per further attempt, at most one window. */
  private async block(key: string, over: number, windowMs: number): Promise<Date> {
    const delayMs = Math.min(windowMs, 1000 * 2 ** Math.min(over - 1, 30));
    const until = new Date(Date.now() + delayMs);
    await this.db.update(loginThrottle).set({ blocked_until: sql`greatest(coalesce(${loginThrottle.blocked_until}, now()), ${until})` })
      .where(eq(loginThrottle.key, key));
    return until;
  }

  private async take(key: string, limit: number, windowMs: number): Promise<void> {
    const { attempts, blockedUntil } = await this.reserve(key, windowMs);
    if (blockedUntil && blockedUntil.getTime() > Date.now()) throw tooMany(blockedUntil, Date.now());
    if (attempts > limit) {
      const until = await this.block(key, attempts - limit, windowMs);
      throw tooMany(until, Date.now());
    }
  }

  /**
   * Call before checking a password. `account` is the normalised e-mail or RUN, `source` the client
   * address (request.ip, which follows TRUST_PROXY). Throws 429 with Retry-After when over a limit.
   */
  async begin(kind: string, account: string, source: string): Promise<void> {
    const { perPair, perAccount, perSource, windowMs, sourceWindowMs } = this.options;
    await this.take(`origen:${source}`, perSource, sourceWindowMs);
    await this.take(`cuenta+origen:${kind}:${account}|${source}`, perPair, windowMs);
    await this.take(`cuenta:${kind}:${account}`, perAccount, windowMs);
  }

  /** Only the per-source minute, for steps without an account (the ClaveÚnica callback). */
  async beginSource(source: string): Promise<void> {
    await this.take(`origen:${source}`, this.options.perSource, this.options.sourceWindowMs);
  }

  /**
   * A successful sign-in clears the account's counter and this source's pair; other sources' pairs
   * stay (a stranger does not get fresh attempts because the owner signed in).
   */
  async succeed(kind: string, account: string, source: string): Promise<void> {
    await this.db.delete(loginThrottle).where(inArray(loginThrottle.key, [`cuenta:${kind}:${account}`, `cuenta+origen:${kind}:${account}|${source}`]));
    // Housekeeping on sign-in (at most once a minute per process) keeps the table small without a scheduler.
    if (Date.now() - this.lastSweep > 60_000) {
      this.lastSweep = Date.now();
      await this.sweep();
    }
  }

  private lastSweep = 0;

  /** Housekeeping: rows whose window and block both ended long ago. */
  async sweep(): Promise<void> {
    const { windowMs } = this.options;
    await this.db.delete(loginThrottle).where(sql`${loginThrottle.window_started_at} < now() - ${`${windowMs * 2} milliseconds`}::interval and (${loginThrottle.blocked_until} is null or ${loginThrottle.blocked_until} < now())`);
  }
}
