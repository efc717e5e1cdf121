import { HttpError, MSG } from './http-error';

/**
 * Failed logins per account (email or RUN), on top of the per-IP limit: a slow distributed guess at
 * one account is still stopped. In memory: with several replicas each counts its own share.
 */
export class AccountLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly max = 5, private readonly windowMs = 15 * 60_000) {}

  check(key: string): void {
    const entry = this.failures.get(key);
    if (!entry) return;
    const now = Date.now();
    if (entry.resetAt <= now) {
      this.failures.delete(key);
      return;
    }
    if (entry.count >= this.max) {
      const seconds = Math.ceil((entry.resetAt - now) / 1000);
      throw new HttpError(429, MSG.tooMany, undefined, { 'retry-after': String(seconds) });
    }
  }

  fail(key: string): void {
    const now = Date.now();
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}
