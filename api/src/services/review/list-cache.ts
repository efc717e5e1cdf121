// Serialized answers of the review lists (reviewer queue, admin list), per caller and URL, in this
// process (not shared between API processes). Any write request this process handles moves the generation on, which invalidates every entry: an answer computed from a
// snapshot older than a write can never be served after that write's response (entries carry the
// generation seen when their computation started). The day is part of the key (overdue marks).
import type { AppContext } from '../../context';
import { todayInChile } from './common';

interface Store { generation: number; entries: Map<string, { generation: number; body: string }> }
const stores = new WeakMap<object, Store>();
const MAX_ENTRIES = 500;

function storeOf(ctx: AppContext): Store {
  let store = stores.get(ctx.db);
  if (!store) {
    store = { generation: 0, entries: new Map() };
    stores.set(ctx.db, store);
  }
  return store;
}

/** Called after every write request this process handles (any route, any outcome). */
export function invalidateReviewLists(ctx: AppContext): void {
  const store = storeOf(ctx);
  store.generation += 1;
  store.entries.clear();
}

export async function cachedList(ctx: AppContext, key: string, compute: () => Promise<unknown>): Promise<string> {
  const store = storeOf(ctx);
  const fullKey = `${todayInChile()}|${key}`;
  const hit = store.entries.get(fullKey);
  if (hit && hit.generation === store.generation) return hit.body;
  const generation = store.generation;
  const body = JSON.stringify(await compute());
  if (generation === store.generation) {
    if (store.entries.size >= MAX_ENTRIES) store.entries.clear();
    store.entries.set(fullKey, { generation, body });
  }
  return body;
}
