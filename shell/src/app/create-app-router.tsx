import { createBrowserRouter, type RouteObject } from '@sello/shared-ui';
import type { RemoteName } from '../config/runtime-config';
import type { RemoteStatus, RoutesLoader } from '../federation/remote-routes';
import { FirstLoad, RootLayout } from '../layout/root-layout';
import { remoteForPath } from '../navigation/remote-areas';
import { AreaError } from '../pages/area-error';
import { RouterErrorPage } from '../pages/router-error-page';
import { UnmatchedRoute } from '../pages/unmatched-route';

/** Parent of every remote's routes: pathless, inside the layout, with the area's error element. */
export const AREAS_ROUTE_ID = 'areas';

export interface AppRouterOptions {
  loadRoutes: RoutesLoader;
  statusOf: (name: RemoteName) => RemoteStatus;
  /** Tests pass createMemoryRouter; the app uses the browser router. */
  createRouter?: typeof createBrowserRouter;
  initialEntries?: string[];
}

export function shellRoutes(statusOf: AppRouterOptions['statusOf']): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouterErrorPage />,
      hydrateFallbackElement: <FirstLoad />,
      children: [
        {
          id: AREAS_ROUTE_ID,
          errorElement: <AreaError />,
          children: [{ path: '*', element: <UnmatchedRoute statusOf={statusOf} /> }],
        },
      ],
    },
  ];
}

/**
 * One data router for the whole portal. Remote route trees are patched in on the first
 * navigation into their prefix, so a visitor downloads only the remote of the page they open.
 */
export function createAppRouter({ loadRoutes, statusOf, createRouter = createBrowserRouter, initialEntries }: AppRouterOptions) {
  const patched = new Set<RemoteName>();
  const options = {
    ...(initialEntries ? { initialEntries } : {}),
    async patchRoutesOnNavigation({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }) {
      const remote = remoteForPath(path.split(/[?#]/)[0] ?? path);
      if (!remote || patched.has(remote)) return;
      const routes = await loadRoutes(remote);
      if (!routes || patched.has(remote)) return;
      patched.add(remote);
      patch(AREAS_ROUTE_ID, routes);
    },
  };
  return createRouter(shellRoutes(statusOf), options);
}
