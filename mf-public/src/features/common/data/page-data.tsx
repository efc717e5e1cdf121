import { useAsync, type AsyncState } from '@sello/shared-ui';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type DependencyList, type ReactNode } from 'react';
import { takePrefetched } from './prefetch';

/**
 * The API answers a page was rendered with on the server, by key (e.g. `noticias:2`). The server
 * renders with them and embeds them in the page; the browser hydrates with the same values, so the
 * first render on both sides is the content, never a loading state that would not match the HTML.
 */
export type PageData = Record<string, unknown>;

const PageDataContext = createContext<PageData | null>(null);

/** Given by the shell around this remote's pages (server and browser): one value per request, no module state. */
export function PageDataProvider({ data, children }: { data?: PageData | null; children?: ReactNode }) {
  return <PageDataContext.Provider value={data ?? null}>{children}</PageDataContext.Provider>;
}

/**
 * Keys whose server answer a page has already shown (browser only: effects do not run on the server).
 * A page mounted again later, after client-side navigations, loads a fresh copy instead.
 */
const shown = new Set<string>();

/** The server's value for `key` (boxed: it may be null) while the page is the one it rendered, else null. */
function firstShowing(seeds: PageData | null, key: string): { value: unknown } | null {
  return seeds !== null && !shown.has(key) && Object.prototype.hasOwnProperty.call(seeds, key) ? { value: seeds[key] } : null;
}

/**
 * `useAsync` whose first result, when the server rendered the page with an answer for `key`, is that
 * answer: the render that hydrates already has the content, and the API is not called again for what
 * the HTML shows. Without one (client rendering, another page, another year, the page mounted again)
 * it loads in the browser, taking the call the route's prefetch started under the same key
 * (app/page-data.ts) when there is one.
 */
export function usePageData<T>(key: string, load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): AsyncState<T> {
  const seeds = useContext(PageDataContext);
  const [seed, setSeed] = useState<{ key: string; data: T; reloading?: boolean } | null>(() => {
    const served = firstShowing(seeds, key);
    return served ? { key, data: served.value as T } : null;
  });
  // It belongs to the page as first shown: once the key moves on (another year, another page), it is gone.
  if (seed !== null && seed.key !== key) setSeed(null);
  const firstCall = useRef(true);
  useEffect(() => {
    shown.add(key);
  }, [key]);
  const state = useAsync((signal) => {
    const fromServer = firstCall.current && seed?.key === key;
    firstCall.current = false;
    // The server's answer is on screen already and is never settled: settling it re-rendered the
    // whole page right after hydrating, in one task that cannot yield (about 120 ms on a phone).
    return fromServer ? new Promise<T>(() => {}) : takePrefetched(key, () => load(signal));
  }, deps);
  const { reload: reloadState } = state;
  // 'Reintentar' on the server's answer calls the API and shows it is loading, over that answer.
  const reload = useCallback(() => {
    setSeed((current) => (current === null ? null : { ...current, reloading: true }));
    reloadState();
  }, [reloadState]);
  if (seed?.key === key && state.loading && state.data === null) {
    return { data: seed.data, error: null, loading: seed.reloading === true, reload };
  }
  return { ...state, reload };
}

/**
 * A value the server rendered the page with (not an API answer: e.g. the year filter's years), while
 * the page is still the one the server rendered; `null` otherwise, and the caller works it out itself.
 */
export function useServedValue<T>(key: string, isValue: (value: unknown) => value is T): T | null {
  const seeds = useContext(PageDataContext);
  const [value] = useState(() => {
    const served = firstShowing(seeds, key);
    return served && isValue(served.value) ? served.value : null;
  });
  useEffect(() => {
    shown.add(key);
  }, [key]);
  return value;
}

/** The keys the public pages read their data under (one place, shared by the pages and the server loader). */
export const dataKeys = {
  home: 'home',
  descargables: 'descargables',
  noticias: (page: number) => `noticias:${page}`,
  noticia: (url: string) => `noticia:${url}`,
  instituciones: (year: number | null) => `instituciones:${year ?? 'todas'}`,
  /** The years the year filter offers (useFilterYears). */
  years: 'annos',
} as const;
