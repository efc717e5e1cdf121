import { isUnavailableRemote, retryOnceRuntimePlugin } from '../retry-plugin';

type Hook = NonNullable<ReturnType<typeof retryOnceRuntimePlugin>['errorLoadRemote']>;
type HookArgs = Parameters<Hook>[0];

// Only `loadRemote` of the federation instance matters to the plugin: a fake stands in for it.
function args(partial: Omit<Partial<HookArgs>, 'origin'> & { origin?: { loadRemote: jest.Mock } }): HookArgs {
  return { id: 'mf_admin/routes', error: new Error('boom'), from: 'runtime', ...partial } as unknown as HookArgs;
}

describe('retry-once runtime plugin', () => {
  it('retries a failed remote once and returns it when the second attempt works', async () => {
    const module = { routes: [] };
    const loadRemote = jest.fn().mockResolvedValue(module);
    const plugin = retryOnceRuntimePlugin();
    const result = await plugin.errorLoadRemote?.(args({ lifecycle: 'onLoad', origin: { loadRemote } }));
    expect(result).toBe(module);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('gives a stand-in module instead of throwing once the retry also failed', async () => {
    const loadRemote = jest.fn().mockRejectedValue(new Error('still down'));
    const plugin = retryOnceRuntimePlugin();
    const first = await plugin.errorLoadRemote?.(args({ lifecycle: 'onLoad', origin: { loadRemote } }));
    expect(isUnavailableRemote(first)).toBe(true);
    const again = await plugin.errorLoadRemote?.(args({ lifecycle: 'onLoad', origin: { loadRemote } }));
    expect(isUnavailableRemote(again)).toBe(true);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('asks for a manifest once more and accepts it only if it is a federation manifest', async () => {
    const manifest = { metaData: {}, exposes: [], shared: [] };
    const fetchOk = jest.fn().mockResolvedValue(new Response(JSON.stringify(manifest), { status: 200 }));
    const plugin = retryOnceRuntimePlugin(fetchOk as unknown as typeof fetch);
    const url = 'http://cdn.test/mf-manifest.json';
    await expect(plugin.errorLoadRemote?.(args({ id: url, lifecycle: 'afterResolve' }))).resolves.toEqual(manifest);

    const fetchBroken = jest.fn().mockResolvedValue(new Response('<html>', { status: 200 }));
    const second = retryOnceRuntimePlugin(fetchBroken as unknown as typeof fetch);
    await expect(second.errorLoadRemote?.(args({ id: url, lifecycle: 'afterResolve' }))).resolves.toBeUndefined();
    await expect(second.errorLoadRemote?.(args({ id: url, lifecycle: 'afterResolve' }))).resolves.toBeUndefined();
    expect(fetchBroken).toHaveBeenCalledTimes(1);
  });
});
