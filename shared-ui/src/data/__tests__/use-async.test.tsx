import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from '../use-async';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAsync', () => {
  it('is loading first, then gives the data', async () => {
    const { result } = renderHook(() => useAsync(() => Promise.resolve(['a', 'b']), []));
    expect(result.current).toMatchObject({ loading: true, data: null, error: null });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual(['a', 'b']);
  });

  it('gives the error, and reload runs the function again', async () => {
    let calls = 0;
    const fn = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('No se pudo conectar')) : Promise.resolve('ok');
    };
    const { result } = renderHook(() => useAsync(fn, []));
    await waitFor(() => expect(result.current.error?.message).toBe('No se pudo conectar'));
    expect(result.current.data).toBeNull();
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(result.current.error).toBeNull();
  });

  it('ignores a slow answer for deps that have moved on', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const byPage: Record<number, Promise<string>> = { 1: slow.promise, 2: fast.promise };
    const { result, rerender } = renderHook(({ page }) => useAsync(() => byPage[page]!, [page]), {
      initialProps: { page: 1 },
    });
    rerender({ page: 2 });
    expect(result.current.loading).toBe(true);
    await act(async () => fast.resolve('page 2'));
    expect(result.current.data).toBe('page 2');
    await act(async () => slow.resolve('page 1'));
    expect(result.current.data).toBe('page 2');
  });

  it('keeps the last data while a reload runs, but never across deps', async () => {
    const answers: Array<ReturnType<typeof deferred<string>>> = [];
    const { result, rerender } = renderHook(({ id }) => useAsync(() => {
      answers.push(deferred<string>());
      return answers[answers.length - 1]!.promise;
    }, [id]), { initialProps: { id: 1 } });
    await act(async () => answers[0]!.resolve('uno'));
    expect(result.current).toMatchObject({ loading: false, data: 'uno' });

    act(() => result.current.reload());
    expect(result.current).toMatchObject({ loading: true, data: 'uno', error: null });
    await act(async () => answers[1]!.resolve('uno, otra vez'));
    expect(result.current).toMatchObject({ loading: false, data: 'uno, otra vez' });

    rerender({ id: 2 });
    expect(result.current).toMatchObject({ loading: true, data: null });
  });

  it('hands the function a signal that aborts on unmount', async () => {
    let signal: AbortSignal | undefined;
    const { unmount } = renderHook(() =>
      useAsync((s) => {
        signal = s;
        return new Promise<never>(() => undefined);
      }, []),
    );
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
