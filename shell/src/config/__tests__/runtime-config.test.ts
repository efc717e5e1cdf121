import { defaultRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from '../runtime-config';

const fallback = defaultRuntimeConfig('http://portal.test');

describe('runtime config', () => {
  it('defaults every remote to its folder under /mf on the same origin', () => {
    expect(fallback.remotes.mf_admin).toBe('http://portal.test/mf/mf-admin/mf-manifest.json');
    expect(fallback.remotes.mf_public).toBe('http://portal.test/mf/mf-public/mf-manifest.json');
  });

  it('takes the URLs and API base from the manifest and keeps defaults for what is missing', () => {
    const config = parseRuntimeConfig(
      { apiBase: 'https://api.test/', remotes: { mf_admin: 'https://cdn.test/admin/mf-manifest.json', mf_public: 42 } },
      fallback,
    );
    expect(config.apiBase).toBe('https://api.test/');
    expect(config.remotes.mf_admin).toBe('https://cdn.test/admin/mf-manifest.json');
    expect(config.remotes.mf_public).toBe(fallback.remotes.mf_public);
  });

  it('falls back to the defaults when runtime.json cannot be fetched', async () => {
    const failing = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(loadRuntimeConfig(failing, 'http://portal.test')).resolves.toEqual(fallback);
  });

  it('reads runtime.json when it is there', async () => {
    const body = { apiBase: 'http://localhost:4100/', remotes: { mf_reviewer: 'http://other.test/mf-manifest.json' } };
    const ok = (() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))) as unknown as typeof fetch;
    const config = await loadRuntimeConfig(ok, 'http://portal.test');
    expect(config.apiBase).toBe('http://localhost:4100/');
    expect(config.remotes.mf_reviewer).toBe('http://other.test/mf-manifest.json');
  });
});
