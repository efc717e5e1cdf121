// Two requests at once, raced as a loaded server would race them.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../src/db/client';

/**
 * Which call of `atOnce` and which of its requests a transaction belongs to. Work a request leaves
 * running (an e-mail delivery) keeps its store: when it opens a transaction during a later call, the
 * call tells it apart from that call's requests, and it is not held in place of one of them.
 */
const raced = new AsyncLocalStorage<{ call: object; index: number }>();

/**
 * Sends the requests at once and holds each one's transaction until every request has asked for its
 * own (or answered without one): every check a request makes before its transaction reads the state
 * before any of them changes it, whatever the machine's load. The transactions then run one after the
 * other, in the order of `requests` or the reverse (not in the order they were asked for, which the
 * machine's load decides), so a test runs both orders and knows which one it saw. Only a request's
 * first transaction is held, and nothing else running meanwhile.
 */
export async function atOnce<T extends unknown[]>(db: Db, requests: { [K in keyof T]: () => Promise<T[K]> }, reversed = false): Promise<T> {
  const call = {};
  const target = db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
  const original = target.transaction;
  const held: { index: number; release: () => void }[] = [];
  const arrived = new Set<number>();
  const next = () => held.shift()?.release();
  const arrive = (index: number) => {
    arrived.add(index);
    if (arrived.size < requests.length) return;
    target.transaction = original;
    held.sort((a, b) => (reversed ? b.index - a.index : a.index - b.index));
    next();
  };
  target.transaction = async (...args: unknown[]) => {
    const store = raced.getStore();
    const index = store?.call === call ? store.index : undefined;
    if (index === undefined || arrived.has(index)) return original.apply(target, args);
    await new Promise<void>((release) => {
      held.push({ index, release });
      arrive(index);
    });
    try {
      return await original.apply(target, args);
    } finally {
      next();
    }
  };
  try {
    // A request that answers while the others are held never asked for a transaction.
    const sends = requests as (() => Promise<unknown>)[];
    return await Promise.all(sends.map((send, index) => raced.run({ call, index }, send).finally(() => {
      if (!arrived.has(index)) arrive(index);
    }))) as T;
  } finally {
    target.transaction = original;
  }
}
