import { prefetch, takePrefetched } from '../data/prefetch';

describe('prefetch', () => {
  it('hands the prefetched answer to the page once, then calls again', async () => {
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    prefetch('k1', load);
    expect(await takePrefetched('k1', load)).toBe(1);
    expect(await takePrefetched('k1', load)).toBe(2);
  });

  it('gives the failure to the page that takes it', async () => {
    prefetch('k2', () => Promise.reject(new Error('caído')));
    await expect(takePrefetched('k2', () => Promise.resolve('otra'))).rejects.toThrow('caído');
  });

  it('drops a prefetch older than 10 s', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    prefetch('k3', () => Promise.resolve('vieja'));
    now.mockReturnValue(12_000);
    expect(await takePrefetched('k3', () => Promise.resolve('nueva'))).toBe('nueva');
    now.mockRestore();
  });
});
