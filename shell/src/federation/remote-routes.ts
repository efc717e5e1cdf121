import { init, loadRemote } from '@module-federation/enhanced/runtime';
import type { PortalRoute } from '@sello/shared-ui';
import { REMOTE_NAMES, type RemoteName } from '../config/runtime-config';
import { routesOf, type RemoteRoutesModule } from './remote-module';
import { isUnavailableRemote, retryOnceRuntimePlugin } from './retry-plugin';

export type { RemoteRoutesModule };

/** Registers the remotes read from runtime.json with the Module Federation runtime. */
export function registerRemotes(remotes: Record<RemoteName, string>): void {
  init({
    name: 'shell',
    remotes: REMOTE_NAMES.flatMap((name) => {
      const entry = remotes[name];
      return entry ? [{ name, entry }] : [];
    }),
    plugins: [retryOnceRuntimePlugin()],
  });
}

/** A remote's route tree, or `null` when the remote cannot be reached (after one retry). */
export type RoutesLoader = (name: RemoteName) => Promise<PortalRoute[] | null>;

export const loadRemoteRoutes: RoutesLoader = async (name) => {
  try {
    const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
    return module && !isUnavailableRemote(module) ? routesOf(module) : null;
  } catch (error) {
    console.error(`No se pudo cargar el remoto ${name}`, error);
    return null;
  }
};
