import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';

export const CACHE_CHANNEL = 'sello_cache';

/**
 * `ctx.cache` (serialized public answers). Every write that changes public content calls `clear()`;
 * with several API processes on one PostgreSQL, `clear()` also sends NOTIFY on `sello_cache` and each
 * other process drops its own copy when it hears it (LISTEN). `generation` lets a read that started
 * before a clear refrain from storing what it loaded (it could be stale).
 */
export class SharedCache extends Map<string, string> {
  generation = 0;
  readonly origin = randomUUID();
  private publish: (() => void) | null = null;

  override clear(): void {
    this.dropLocal();
    this.publish?.();
  }

  /** Clears this process's copy only (a NOTIFY from another process). */
  dropLocal(): void {
    super.clear();
    this.generation += 1;
  }

  /** Connects the cache to the database's notifications; returns a function that stops listening. */
  async share(database: Database, onError: (error: Error) => void): Promise<() => Promise<void>> {
    if (!database.listen || !database.notify) return async () => {};
    const notify = database.notify;
    this.publish = () => {
      notify(CACHE_CHANNEL, this.origin).catch(onError);
    };
    return database.listen(CACHE_CHANNEL, (payload) => {
      if (payload !== this.origin) this.dropLocal();
    }, onError);
  }
}
