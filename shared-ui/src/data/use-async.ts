import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export interface AsyncState<T> {
  /**
   * Result of the current deps. Null while the first load of these deps runs (a page never shows
   * another page's data); while `reload` runs, the last result stays, so a page refreshed after an
   * action keeps its content, the focused control and the reading position until the answer comes.
   */
  data: T | null;
  /** Failure of the current run (shared-api throws `ApiError`, whose message is Spanish). */
  error: Error | null;
  loading: boolean;
  /** Runs `fn` again with the same deps (the 'Reintentar' button, a refresh after an action). */
  reload: () => void;
}

interface Settled<T> {
  deps: DependencyList;
  attempt: number;
  data: T | null;
  error: Error | null;
}

/**
 * The portal's one data-fetching hook: runs `fn` whenever `deps` change (or `reload` is called)
 * and ignores results that arrive after unmount or after the deps moved on, so a slow page 1 can
 * never overwrite page 2. `fn` receives an AbortSignal it may hand to fetch/ky.
 */
export function useAsync<T>(fn: (signal: AbortSignal) => Promise<T>, deps: DependencyList): AsyncState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Latest fn without making it a dependency: callers pass a new arrow on every render.
  const fnRef = useRef(fn);
  fnRef.current = fn;

  useEffect(() => {
    const controller = new AbortController();
    const settle = (data: T | null, error: Error | null) => {
      if (!controller.signal.aborted) setSettled({ deps, attempt, data, error });
    };
    fnRef.current(controller.signal).then(
      (data) => settle(data, null),
      (error: unknown) => settle(null, error instanceof Error ? error : new Error(String(error))),
    );
    return () => controller.abort();
    // The caller's deps are the dependency list by design, as with useEffect itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // A result belongs to the deps and attempt it was fetched for; anything else is still loading.
  // A reload (same deps, a later attempt) keeps showing the last result of these deps meanwhile.
  const ofTheseDeps = settled !== null && sameDeps(settled.deps, deps);
  const current = ofTheseDeps && settled.attempt === attempt;
  return {
    data: ofTheseDeps ? settled.data : null,
    error: current ? settled.error : null,
    loading: !current,
    reload,
  };
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}
