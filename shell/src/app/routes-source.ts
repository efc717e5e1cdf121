import { preloadRoutes, type PortalRoute } from '@sello/shared-ui';
import type { RemoteName } from '../config/runtime-config';
import type { RoutesLoader } from '../federation/remote-routes';
import { remoteForPath } from '../navigation/remote-areas';

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

/**
 * Loads the routes and the page code of the address the visitor opened, before the area renders
 * it: the first page then appears without a Suspense fallback in between (see `preloadRoutes`).
 * Never rejects; whatever failed shows when the area renders. `data: false` when the server rendered
 * the page with its data: the page's API calls are not made again.
 */
export async function preloadFirstPage(
  source: RoutesSource,
  location: { pathname: string; search: string },
  options?: { data?: boolean },
): Promise<void> {
  const name = remoteForPath(location.pathname);
  if (!name) return;
  const routes = await source.request(name);
  // 'default': the key React Router gives the location a page is opened at.
  if (routes) await preloadRoutes(routes, { ...location, key: 'default' }, options);
}
