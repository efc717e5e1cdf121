import type { PrefetchLocation } from '@sello/shared-ui';
import { dataKeys, type PageData } from '../features/common/data/page-data';
import { prefetch } from '../features/common/data/prefetch';
import { fetchDescargables, fetchHome, fetchNoticias } from '../features/common/data/public-api';
import { startHeroDownload } from '../features/home/components/hero-download';
import { filterYears, loadInstitutions, readYear, YEAR_PARAM } from '../features/common/components/year-filter';
import { readPage } from '../features/news/components/read-page';
import { loadNewsItem } from '../features/news/data/news-item';

/** Pages that show the 'Descargar bases' link (BasesLink). */
const WITH_BASES = /^\/(sello-chile-inclusivo(\/[^/]+)?|como-postular)$/;
const NEWS_DETAIL = /^\/noticias\/detail\/([^/]+)$/;

/**
 * The API calls the page at `pathname` renders with, under the keys its components read them with
 * (`usePageData`). One table for both sides: the server loads them before rendering
 * (`loadPageData`), the browser starts them on a client navigation while the page's code
 * downloads (`prefetchPageData`).
 */
function pageCalls(rawPathname: string, params: URLSearchParams, signal?: AbortSignal): Record<string, () => Promise<unknown>> {
  const pathname = rawPathname.replace(/\/+$/, '') || '/';
  const calls: Record<string, () => Promise<unknown>> = {};
  if (pathname === '/') {
    // The hero (LCP) image starts downloading as soon as its address is known.
    calls[dataKeys.home] = () => fetchHome(signal).then(startHeroDownload);
    calls[dataKeys.noticias(1)] = () => fetchNoticias(1, signal);
    calls[dataKeys.descargables] = () => fetchDescargables(signal);
    // The home's year filter starts on '---' (every year).
    calls[dataKeys.instituciones(null)] = () => loadInstitutions(null, signal);
    calls[dataKeys.years] = async () => filterYears();
  } else if (WITH_BASES.test(pathname)) {
    calls[dataKeys.descargables] = () => fetchDescargables(signal);
  } else if (pathname === '/noticias') {
    const page = readPage(params.get('page'));
    calls[dataKeys.noticias(page)] = () => fetchNoticias(page, signal);
  } else if (pathname === '/instituciones-reconocidas') {
    const years = filterYears();
    const year = readYear(params.get(YEAR_PARAM), years);
    calls[dataKeys.instituciones(year)] = () => loadInstitutions(year, signal);
    calls[dataKeys.years] = async () => years;
  } else {
    const news = NEWS_DETAIL.exec(pathname);
    if (news?.[1]) {
      let url: string | null = null;
      try {
        url = decodeURIComponent(news[1]);
      } catch {
        // Malformed: the page shows its own message in the browser.
      }
      if (url) calls[dataKeys.noticia(url)] = () => loadNewsItem(url, signal);
    }
  }
  return calls;
}

/**
 * Set (true) in what loadPageData answers when a call failed: the page is then partial, and the
 * portal does not let a shared cache keep it (scripts/lib/ssr/render.mjs). No page reads this key.
 */
export const INCOMPLETE_KEY = 'incompleto';

/**
 * What the server renders the page at `location` with (exposed with `./routes`). A call that fails
 * is left out (and INCOMPLETE_KEY set): that part of the page then loads in the browser as it does
 * without server rendering. `signal` (optional: a portal from before it passes none) cancels the
 * calls: the portal aborts it when the page's data budget ends (scripts/lib/ssr/render.mjs).
 */
export async function loadPageData(location: { pathname: string; search: string }, { signal }: { signal?: AbortSignal } = {}): Promise<PageData> {
  const calls = pageCalls(location.pathname, new URLSearchParams(location.search), signal);
  const entries = await Promise.all(
    Object.entries(calls).map(async ([key, call]) => {
      try {
        return [key, await call()] as const;
      } catch {
        return null;
      }
    }),
  );
  const loaded = entries.filter((entry) => entry !== null);
  return Object.fromEntries(loaded.length < entries.length ? [...loaded, [INCOMPLETE_KEY, true]] : loaded);
}

/** Every public route's `prefetch` (app/routes.tsx): the page's calls leave with its code's download. */
export function prefetchPageData({ pathname, searchParams }: PrefetchLocation): void {
  for (const [key, call] of Object.entries(pageCalls(pathname, searchParams))) prefetch(key, call);
}
