import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { dataKeys, PageDataProvider, usePageData } from '../data/page-data';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const withData = (data: Record<string, unknown>) =>
  function Wrapper({ children }: { children?: ReactNode }) {
    return <PageDataProvider data={data}>{children}</PageDataProvider>;
  };

describe('usePageData', () => {
  it("uses the server's answer for its key without calling the API; mounted again later, it loads a fresh copy", async () => {
    const load = jest.fn(() => Promise.resolve('fresca'));
    const first = renderHook(() => usePageData('home', load, []), { wrapper: withData({ home: 'del servidor' }) });
    // The first render (the one that hydrates) already has the content: no loading state.
    expect(first.result.current).toMatchObject({ data: 'del servidor', loading: false, error: null });
    await act(async () => undefined);
    expect(first.result.current).toMatchObject({ data: 'del servidor', loading: false, error: null });
    expect(load).not.toHaveBeenCalled();
    first.unmount();
    // After client-side navigations the page comes back: what the server sent may be old by now.
    const again = renderHook(() => usePageData('home', load, []), { wrapper: withData({ home: 'del servidor' }) });
    await waitFor(() => expect(again.result.current.data).toBe('fresca'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not render again once mounted on the server's answer (a second render of the whole page right after hydrating)", async () => {
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return usePageData('noticias:1', () => Promise.resolve('fresca'), []);
      },
      { wrapper: withData({ 'noticias:1': 'del servidor' }) },
    );
    await act(async () => undefined);
    expect(result.current).toMatchObject({ data: 'del servidor', loading: false, error: null });
    expect(renders).toBe(1);
  });

  it("Reintentar (reload) calls the API even on the server's answer", async () => {
    const fresh = deferred<string>();
    const { result } = renderHook(() => usePageData('descargables', () => fresh.promise, []), { wrapper: withData({ descargables: 'del servidor' }) });
    await act(async () => undefined);
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: 'del servidor', loading: true });
    await act(async () => fresh.resolve('fresca'));
    expect(result.current).toMatchObject({ data: 'fresca', loading: false });
  });

  it("shows the server's answer only for the page as first shown, not when the key comes back (another year, then the first again)", async () => {
    const fresh = deferred<string[]>();
    const load = jest.fn((year: number | null) => (year === null ? fresh.promise : Promise.resolve([`${year}`])));
    const { result, rerender } = renderHook(({ year }: { year: number | null }) => usePageData(dataKeys.instituciones(year), () => load(year), [year]), {
      wrapper: withData({ [dataKeys.instituciones(null)]: ['del servidor'] }),
      initialProps: { year: null as number | null },
    });
    expect(result.current.data).toEqual(['del servidor']);
    rerender({ year: 2024 });
    await waitFor(() => expect(result.current.data).toEqual(['2024']));
    rerender({ year: null });
    expect(result.current).toMatchObject({ data: null, loading: true });
    await act(async () => fresh.resolve(['todas, frescas']));
    expect(result.current.data).toEqual(['todas, frescas']);
  });

  it('loads like useAsync when the server had nothing under that key (another page, another year)', async () => {
    const { result } = renderHook(() => usePageData(dataKeys.instituciones(2024), () => Promise.resolve(['2024']), [2024]), {
      wrapper: withData({ [dataKeys.instituciones(null)]: ['todas'] }),
    });
    expect(result.current).toMatchObject({ data: null, loading: true });
    await waitFor(() => expect(result.current.data).toEqual(['2024']));
  });

  it('without a provider (client rendering) it is plain useAsync, errors included', async () => {
    const { result } = renderHook(() => usePageData('home', () => Promise.reject(new Error('La API no responde.')), []));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.error?.message).toBe('La API no responde.'));
    expect(result.current.data).toBeNull();
  });
});
