import { randomUUID } from 'node:crypto';
import type { AuthInfo } from '../context';
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
  private publish: ((scope: 'todo' | 'privado') => void) | null = null;
  /** Authenticated answers (see sendPrivateCached): short-lived, dropped by any write request anywhere. */
  readonly privateEntries = new Map<string, { body: string; at: number }>();
  /** Resolved sessions by token hash, under the same rules (plugins/auth.ts). */
  readonly sessionEntries = new Map<string, { info: AuthInfo; at: number }>();
  privateGeneration = 0;

  override clear(): void {
    this.dropLocal();
    this.publish?.('todo');
  }

  /** A write request ended (here): drop the private answers here and in every other process. */
  clearPrivate(): void {
    this.dropPrivate();
    this.publish?.('privado');
  }

  dropPrivate(): void {
    this.privateEntries.clear();
    this.sessionEntries.clear();
    this.privateGeneration += 1;
  }

  /** Clears this process's copy only (a NOTIFY from another process). */
  dropLocal(): void {
    super.clear();
    this.generation += 1;
    this.dropPrivate();
  }

  /** Connects the cache to the database's notifications; returns a function that stops listening. */
  async share(database: Database, onError: (error: Error) => void): Promise<() => Promise<void>> {
    if (!database.listen || !database.notify) return async () => {};
    const notify = database.notify;
    this.publish = (scope) => {
      notify(CACHE_CHANNEL, `${scope}:${this.origin}`).catch(onError);
    };
    return database.listen(CACHE_CHANNEL, (payload) => {
      const [scope, origin] = payload.split(':');
      if (origin === this.origin) return;
      if (scope === 'privado') this.dropPrivate();
      else this.dropLocal();
    }, onError);
  }
}
