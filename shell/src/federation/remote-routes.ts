import { init, loadRemote } from '@module-federation/enhanced/runtime';
import type { RouteObject } from '@sello/shared-ui';
import { REMOTE_NAMES, type RemoteName } from '../config/runtime-config';
import { isUnavailableRemote, retryOnceRuntimePlugin } from './retry-plugin';

/**
 * The contract every remote's `./routes` module follows: route objects with absolute paths
 * (e.g. `/admin/login`) and lazily loaded pages. `handle.title` (optional) names the page.
 */
export interface RemoteRoutesModule {
  routes?: RouteObject[];
  default?: RouteObject[];
}

export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'unavailable';

const status = new Map<RemoteName, RemoteStatus>(REMOTE_NAMES.map((name) => [name, 'idle']));

export function remoteStatus(name: RemoteName): RemoteStatus {
  return status.get(name) ?? 'idle';
}

/** Registers the remotes read from runtime.json with the Module Federation runtime. */
export function registerRemotes(remotes: Record<RemoteName, string>): void {
  init({
    name: 'shell',
    remotes: REMOTE_NAMES.map((name) => ({ name, entry: remotes[name] })),
    plugins: [retryOnceRuntimePlugin()],
  });
}

export type RoutesLoader = (name: RemoteName) => Promise<RouteObject[] | null>;

/** Loads a remote's route tree; `null` when the remote cannot be reached (after one retry). */
export const loadRemoteRoutes: RoutesLoader = async (name) => {
  status.set(name, 'loading');
  try {
    const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
    const routes = module && !isUnavailableRemote(module) ? (module.routes ?? module.default ?? null) : null;
    status.set(name, routes ? 'loaded' : 'unavailable');
    return routes;
  } catch (error) {
    console.error(`No se pudo cargar el remoto ${name}`, error);
    status.set(name, 'unavailable');
    return null;
  }
};

/** For tests: mark a remote's state as a loader would. */
export function setRemoteStatus(name: RemoteName, next: RemoteStatus): void {
  status.set(name, next);
}
