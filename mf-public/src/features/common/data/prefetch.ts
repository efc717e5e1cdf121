/**
 * Starts a page's first API calls from its route's `prefetch`, in parallel with downloading the page's
 * code, instead of after it has rendered: on a federated page the API answer is otherwise the last
 * link of a long chain (shell → remote → page chunk → fetch) and the hero image (LCP) waits on it.
 * The page takes the promise once; anything not taken within MAX_AGE_MS is dropped as stale.
 */
const MAX_AGE_MS = 10_000;
const pending = new Map<string, { promise: Promise<unknown>; at: number }>();

export function prefetch<T>(key: string, load: () => Promise<T>): void {
  // On the server a page renders with what loadPageData loaded; a promise kept here would outlive the request.
  if (typeof window === 'undefined') return;
  const existing = pending.get(key);
  if (existing && Date.now() - existing.at < MAX_AGE_MS) return;
  const promise = load();
  // The page reports the failure when it takes the promise; until then it must not be "unhandled".
  promise.catch(() => undefined);
  pending.set(key, { promise, at: Date.now() });
}

/** The prefetched promise for `key` if fresh (used once), else a new call. */
export function takePrefetched<T>(key: string, load: () => Promise<T>): Promise<T> {
  const entry = pending.get(key);
  pending.delete(key);
  if (entry && Date.now() - entry.at < MAX_AGE_MS) return entry.promise as Promise<T>;
  return load();
}
