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

  it('resolves the relative addresses the portal server writes against the page and reads the mode', () => {
    const config = parseRuntimeConfig(
      { apiBase: '/api/', mode: 'demo', remotes: { mf_public: '/mf/mf-public/mf-manifest.json' } },
      fallback,
      'https://sello.example',
    );
    expect(config.apiBase).toBe('https://sello.example/api/');
    expect(config.remotes.mf_public).toBe('https://sello.example/mf/mf-public/mf-manifest.json');
    expect(config.mode).toBe('demo');
    expect(parseRuntimeConfig({ mode: 'cualquiera' }, fallback).mode).toBe('production');
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

describe('runtime config inlined by the portal server', () => {
  afterEach(() => document.getElementById('sello-runtime')?.remove());

  it('reads the page copy without asking the network', async () => {
    const script = document.createElement('script');
    script.id = 'sello-runtime';
    script.type = 'application/json';
    script.textContent = JSON.stringify({ apiBase: 'https://api.test/', remotes: { mf_public: 'https://cdn.test/p/mf-manifest.json' } });
    document.head.append(script);
    const fetchSpy = jest.fn();
    const config = await loadRuntimeConfig(fetchSpy as unknown as typeof fetch, 'http://portal.test');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(config.apiBase).toBe('https://api.test/');
    expect(config.remotes.mf_public).toBe('https://cdn.test/p/mf-manifest.json');
    expect(config.remotes.mf_admin).toBe(fallback.remotes.mf_admin);
  });

  it('fetches runtime.json when the page copy is not valid JSON', async () => {
    const script = document.createElement('script');
    script.id = 'sello-runtime';
    script.type = 'application/json';
    script.textContent = '{roto';
    document.head.append(script);
    const body = { apiBase: 'http://localhost:4100/' };
    const ok = jest.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));
    const config = await loadRuntimeConfig(ok as unknown as typeof fetch, 'http://portal.test');
    expect(ok).toHaveBeenCalledTimes(1);
    expect(config.apiBase).toBe('http://localhost:4100/');
  });
});
