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
  it("starts from the server's answer for its key, then takes the browser's fresh copy", async () => {
    const fresh = deferred<string>();
    const { result } = renderHook(() => usePageData('home', () => fresh.promise, []), { wrapper: withData({ home: 'del servidor' }) });
    // The first render (the one that hydrates) already has the content: no loading state.
    expect(result.current).toMatchObject({ data: 'del servidor', loading: false, error: null });
    await act(async () => fresh.resolve('fresca'));
    expect(result.current.data).toBe('fresca');
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
