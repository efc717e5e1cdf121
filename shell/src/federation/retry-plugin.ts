import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What `loadRemote` resolves to once a remote failed twice: the shell shows its fallback. */
export const UNAVAILABLE_REMOTE = Object.freeze({ unavailable: true as const });

export function isUnavailableRemote(value: unknown): value is typeof UNAVAILABLE_REMOTE {
  return typeof value === 'object' && value !== null && (value as { unavailable?: unknown }).unavailable === true;
}

interface ManifestLike {
  metaData?: unknown;
  exposes?: unknown;
  shared?: unknown;
}

/**
 * One retry for a remote that fails to load (a flaky network, a deploy in progress), then a
 * harmless stand-in module instead of an exception, so only that remote's area shows the
 * Spanish fallback and the rest of the page keeps working.
 */
export function retryOnceRuntimePlugin(fetchImpl: typeof fetch = (...args) => fetch(...args)): ModuleFederationRuntimePlugin {
  const retried = new Set<string>();
  return {
    name: 'sello-retry-once',
    async errorLoadRemote(args) {
      const { id, lifecycle } = args;
      if (lifecycle === 'afterResolve') {
        // The manifest request itself failed: ask once more, bypassing any cache.
        if (retried.has(id)) return undefined;
        retried.add(id);
        try {
          const response = await fetchImpl(id, { cache: 'no-store' });
          if (!response.ok) return undefined;
          const manifest = (await response.json()) as ManifestLike;
          return manifest.metaData && manifest.exposes && manifest.shared ? manifest : undefined;
        } catch {
          return undefined;
        }
      }
      if (lifecycle === 'onLoad') {
        const key = `load:${id}`;
        if (!retried.has(key)) {
          retried.add(key);
          try {
            const module: unknown = await args.origin.loadRemote(id);
            if (module && !isUnavailableRemote(module)) return module;
          } catch {
            // Fall through to the stand-in below.
          }
        }
        return UNAVAILABLE_REMOTE;
      }
      return undefined;
    },
  };
}
