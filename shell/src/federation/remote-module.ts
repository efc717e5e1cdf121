import type { PortalRoute } from '@sello/shared-ui';
import type { ComponentType, ReactNode } from 'react';

/**
 * The contract every remote's `./routes` module follows: portal routes with absolute paths
 * (e.g. `/admin/login`) and lazily loaded pages. `handle.title` (optional) names the page.
 */
export interface RemoteRoutesModule {
  routes?: PortalRoute[];
  default?: PortalRoute[];
  /**
   * Optional, for server rendering (issue 11): the API answers a page renders with, loaded on the
   * server, and the provider that gives them to the remote's pages on both sides.
   */
  loadPageData?: (location: { pathname: string; search: string }) => Promise<unknown>;
  PageDataProvider?: ComponentType<{ data?: unknown; children?: ReactNode }>;
}

const dataProviders = new WeakMap<readonly PortalRoute[], NonNullable<RemoteRoutesModule['PageDataProvider']>>();

/** A remote module's route tree (null when it has none), remembering its page-data provider. */
export function routesOf(module: RemoteRoutesModule): PortalRoute[] | null {
  const routes = module.routes ?? module.default ?? null;
  if (routes && module.PageDataProvider) dataProviders.set(routes, module.PageDataProvider);
  return routes;
}

/** The provider of server-rendered page data of the remote these routes came from, if it has one. */
export function dataProviderOf(routes: readonly PortalRoute[]) {
  return dataProviders.get(routes);
}

