import { waitFor } from '@testing-library/react';
import { fakeApi, newsPage, noticia } from '../../features/test-support/fake-api';
import { filterYears } from '../../features/common/components/year-filter';
import { dataKeys } from '../../features/common/data/page-data';
import { INCOMPLETE_KEY, loadPageData, prefetchPageData } from '../page-data';

const at = (path: string) => {
  const url = new URL(path, 'http://portal.test');
  return { pathname: url.pathname, search: url.search };
};

describe('loadPageData (the server loads what each public page renders with)', () => {
  it('/noticias?page=2 asks for page 2 under the key the page reads', async () => {
    const api = fakeApi().on('GET', /^\/noticias$/, (url) => ({ body: newsPage(Number(url.searchParams.get('page')), 20) }));
    const data = await loadPageData(at('/noticias?page=2'));
    expect(Object.keys(data)).toEqual([dataKeys.noticias(2)]);
    expect(api.calls.map((call) => call.url.search)).toEqual(['?page=2']);
  });

  it('a news item by its (decoded) slug; a missing item is null, so the server renders "not found"', async () => {
    fakeApi()
      .on('GET', /^\/noticias\/url\/dia-de-la-inclusi%C3%B3n$/, { body: noticia(7, { url: 'dia-de-la-inclusión' }) })
      .on('GET', /^\/noticias\/url\/no-existe$/, { status: 404, body: { message: 'No encontrado.' } });
    const found = await loadPageData(at('/noticias/detail/dia-de-la-inclusi%C3%B3n'));
    expect(found[dataKeys.noticia('dia-de-la-inclusión')]).toMatchObject({ id: 7 });
    expect(await loadPageData(at('/noticias/detail/no-existe'))).toEqual({ [dataKeys.noticia('no-existe')]: null });
  });

  it('the institutions of the year in ?anno, and every year for anything else', async () => {
    const api = fakeApi()
      .on('GET', /^\/instituciones$/, { body: [] })
      .on('GET', /^\/instituciones-reconocidas$/, { body: [] });
    // With the years the filter offers, which the page hydrates with (the visitor's clock may differ).
    expect(await loadPageData(at('/instituciones-reconocidas?anno=2024'))).toEqual({ [dataKeys.instituciones(2024)]: [], [dataKeys.years]: filterYears() });
    expect(Object.keys(await loadPageData(at('/instituciones-reconocidas?anno=1990')))).toEqual([dataKeys.instituciones(null), dataKeys.years]);
    expect(api.calls.map((call) => call.url.pathname)).toEqual(['/instituciones', '/instituciones-reconocidas']);
  });

  it('a call that fails is left out, and the page data says it is incomplete', async () => {
    fakeApi()
      .on('GET', /^\/home$/, { status: 500, body: { message: 'Error del servidor.' } })
      .on('GET', /^\/noticias$/, { body: newsPage(1, 20) })
      .on('GET', /^\/descargables$/, { body: [] })
      .on('GET', /^\/instituciones-reconocidas$/, { body: [] });
    const data = await loadPageData(at('/'));
    expect(data[dataKeys.home]).toBeUndefined();
    expect(data[INCOMPLETE_KEY]).toBe(true);
    expect(INCOMPLETE_KEY in (await loadPageData(at('/noticias')))).toBe(false);
  });

  it('its calls stop when the signal aborts (the portal ends the data budget), not at the client\'s timeout', async () => {
    fakeApi();
    // An API that never answers: a call ends only when its request is aborted.
    const pending: string[] = [];
    globalThis.fetch = ((request: Request) => {
      pending.push(new URL(request.url).pathname);
      return new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    }) as typeof fetch;
    const budget = new AbortController();
    const loading = loadPageData(at('/'), { signal: budget.signal });
    await waitFor(() => expect(pending).toHaveLength(4));
    budget.abort();
    expect(await loading).toEqual({ [dataKeys.years]: filterYears(), [INCOMPLETE_KEY]: true });
  });

  it('pages without API data load nothing', async () => {
    const api = fakeApi();
    expect(await loadPageData(at('/preguntas-frecuentes'))).toEqual({});
    expect(await loadPageData(at('/quienes-somos'))).toEqual({});
    expect(api.calls).toHaveLength(0);
  });
});

describe('prefetchPageData (a client navigation starts the same calls)', () => {
  it('asks for what the page will read without waiting for the page to render', async () => {
    const api = fakeApi().on('GET', /^\/noticias$/, (url) => ({ body: newsPage(Number(url.searchParams.get('page')), 20) }));
    prefetchPageData({ pathname: '/noticias', searchParams: new URLSearchParams('page=3') });
    await waitFor(() => expect(api.calls.map((call) => call.url.search)).toEqual(['?page=3']));
  });

  it('asks for nothing on a page without API data', async () => {
    const api = fakeApi();
    prefetchPageData({ pathname: '/preguntas-frecuentes', searchParams: new URLSearchParams() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(0);
  });
});
