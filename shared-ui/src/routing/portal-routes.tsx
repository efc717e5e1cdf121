import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';

/** What a route may carry in `handle` for the shell: the page's name, without ' - Sello'. */
export interface PortalRouteHandle {
  title?: string;
}

/** Where a route is being shown, for `prefetch`. */
export interface PrefetchLocation {
  pathname: string;
  searchParams: URLSearchParams;
}

/**
 * The route contract between the shell and the remotes (each remote's `./routes` is a list of
 * these): absolute paths at the top, relative paths for children, pages downloaded on first visit.
 * The portal uses React Router's declarative API (`useRoutes`), ~17 KB gzip lighter than its data
 * router on every first paint; `lazy` and `prefetch` give back what the data router's `lazy` and
 * `loader` did.
 */
export interface PortalRoute {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  /** The page's code, downloaded the first time the route is shown. */
  lazy?: () => Promise<{ Component: ComponentType }>;
  /** Starts the page's first API calls while its code downloads; runs once per navigation. */
  prefetch?: (location: PrefetchLocation) => void;
  handle?: PortalRouteHandle;
  children?: PortalRoute[];
}

/** Pages whose code `preloadRoutes` has already downloaded. */
const preloaded = new WeakMap<PortalRoute, ComponentType>();
/** The component each route renders, decided once (switching type later would remount the page). */
const pages = new WeakMap<PortalRoute, ComponentType | LazyExoticComponent<ComponentType>>();
const lastPrefetch = new WeakMap<PortalRoute, string>();

function pageOf(route: PortalRoute, load: NonNullable<PortalRoute['lazy']>): ComponentType {
  let page = pages.get(route);
  if (!page) {
    page = preloaded.get(route) ?? lazy(() => load().then((module) => ({ default: module.Component })));
    pages.set(route, page);
  }
  return page;
}

interface RouteLocation {
  pathname: string;
  search: string;
  key: string;
}

// The location key keeps it to once per navigation however often React renders the page.
function prefetchOnce(route: PortalRoute, location: RouteLocation) {
  if (!route.prefetch || lastPrefetch.get(route) === location.key) return;
  lastPrefetch.set(route, location.key);
  route.prefetch({ pathname: location.pathname, searchParams: new URLSearchParams(location.search) });
}

function LazyPage({ route, load }: { route: PortalRoute; load: NonNullable<PortalRoute['lazy']> }) {
  const location = useLocation();
  // While rendering, so the request leaves together with the page's chunk.
  prefetchOnce(route, location);
  const Page = pageOf(route, load);
  return <Page />;
}

/** Which portal route each converted route object came from. */
const origins = new WeakMap<RouteObject, PortalRoute>();

function toRouteObject(route: PortalRoute): RouteObject {
  const element = route.element ?? (route.lazy ? <LazyPage route={route} load={route.lazy} /> : undefined);
  const object: RouteObject = route.index
    ? { index: true, element, handle: route.handle }
    : { path: route.path, element, handle: route.handle, children: route.children?.map(toRouteObject) };
  origins.set(object, route);
  return object;
}

const converted = new WeakMap<readonly PortalRoute[], RouteObject[]>();

function toRouteObjects(routes: readonly PortalRoute[]): RouteObject[] {
  let objects = converted.get(routes);
  if (!objects) {
    objects = routes.map(toRouteObject);
    converted.set(routes, objects);
  }
  return objects;
}

/**
 * Renders the route of `routes` that matches the location (pages suspend while their code
 * downloads: put a Suspense boundary above), or `fallback` when none matches.
 */
export function PortalRoutes({ routes, fallback }: { routes: readonly PortalRoute[]; fallback: ReactNode }) {
  const element = useRoutes(toRouteObjects(routes));
  return <>{element ?? fallback}</>;
}

/**
 * Downloads the code of the pages matching `location` and starts their prefetch, so that rendering
 * them does not suspend. The shell does this for the first page: a Suspense fallback that has been
 * shown holds the content back for up to 300 ms (React's reveal throttle), which the first paint
 * cannot afford. A page that fails to download is left to render (and fail) as usual.
 * `data: false` (a page the server rendered with its data): no prefetch, now or when the page renders
 * at this location.
 */
export async function preloadRoutes(routes: readonly PortalRoute[], location: RouteLocation, { data = true }: { data?: boolean } = {}): Promise<void> {
  const matches = matchRoutes(toRouteObjects(routes), location.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route: object }) => {
      const route = origins.get(object);
      if (!route) return;
      if (data) prefetchOnce(route, location);
      else lastPrefetch.set(route, location.key);
      if (!route.lazy || preloaded.has(route)) return;
      try {
        preloaded.set(route, (await route.lazy()).Component);
      } catch {
        // Rendering the route retries the download and shows the error.
      }
    }),
  );
}

/** The `handle.title` of the deepest route matching `pathname` that has one. */
export function routeTitle(routes: readonly PortalRoute[], pathname: string): string | null {
  const matches = matchRoutes(toRouteObjects(routes), pathname) ?? [];
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = (matches[index]?.route.handle as PortalRouteHandle | undefined)?.title;
    if (title) return title;
  }
  return null;
}
