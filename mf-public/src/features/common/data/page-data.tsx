import { useAsync, type AsyncState } from '@sello/shared-ui';
import { createContext, useContext, type DependencyList, type ReactNode } from 'react';
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
 * `useAsync` that starts from the server's answer for `key` when there is one: shown at once (and
 * during hydration) while the browser fetches a fresh copy, which then replaces it. Without a
 * server answer (client rendering, another page, another year) it loads in the browser, taking
 * the call the route's prefetch started under the same key (app/page-data.ts) when there is one.
 */
export function usePageData<T>(key: string, load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): AsyncState<T> {
  const seeds = useContext(PageDataContext);
  const state = useAsync((signal) => takePrefetched(key, () => load(signal)), deps);
  if (state.loading && seeds !== null && Object.prototype.hasOwnProperty.call(seeds, key)) {
    return { data: seeds[key] as T, error: null, loading: false, reload: state.reload };
  }
  return state;
}

/** The keys the public pages read their data under (one place, shared by the pages and the server loader). */
export const dataKeys = {
  home: 'home',
  descargables: 'descargables',
  noticias: (page: number) => `noticias:${page}`,
  noticia: (url: string) => `noticia:${url}`,
  instituciones: (year: number | null) => `instituciones:${year ?? 'todas'}`,
} as const;
