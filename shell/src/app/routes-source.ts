import type { PortalRoute } from '@sello/shared-ui';
import type { RemoteName } from '../config/runtime-config';
import type { RoutesLoader } from '../federation/remote-routes';

/**
 * Each remote's routes, loaded once on the first visit to its prefix. `request` gives the promise
 * React suspends on; `loaded` answers synchronously once it has settled (for titles).
 */
export interface RoutesSource {
  request(name: RemoteName): Promise<PortalRoute[] | null>;
  loaded(name: RemoteName): PortalRoute[] | null | undefined;
}

export function createRoutesSource(load: RoutesLoader): RoutesSource {
  const requests = new Map<RemoteName, Promise<PortalRoute[] | null>>();
  const settled = new Map<RemoteName, PortalRoute[] | null>();
  return {
    request(name) {
      let promise = requests.get(name);
      if (!promise) {
        promise = load(name).then((routes) => {
          settled.set(name, routes);
          return routes;
        });
        requests.set(name, promise);
      }
      return promise;
    },
    loaded: (name) => settled.get(name),
  };
}
