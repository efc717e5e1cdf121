import { PortalRoutes, useLocation, type PortalRoute } from '@sello/shared-ui';
import { createContext, lazy, startTransition, Suspense, useContext, useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '../config/runtime-config';
import { dataProviderOf } from '../federation/remote-module';
import { PageShown } from '../focus/page-shown';
import { FirstLoad } from '../layout/first-load';
import { MAIN_CONTENT_ID } from '../layout/skip-link';
import { remoteForPath } from '../navigation/remote-areas';
import { AreaErrorBoundary } from '../pages/area-error';
import { NotFoundPage } from '../pages/not-found-page';
import { UnavailableAreaPage } from '../pages/unavailable-area-page';
import type { RoutesSource } from './routes-source';

const areas = new WeakMap<RoutesSource, Map<RemoteName, ComponentType>>();

/**
 * The API answers the server rendered the first page with (issue 11): given to the remote's pages
 * through the remote's own provider, on the server and while hydrating, so both render the same.
 */
export const ServerPageData = createContext<unknown>(undefined);

function remoteArea(routes: PortalRoute[] | null): ComponentType {
  return function RemoteArea() {
    const data = useContext(ServerPageData);
    if (!routes) return <UnavailableAreaPage />;
    const Provider = dataProviderOf(routes);
    const page = <PortalRoutes routes={routes} fallback={<NotFoundPage />} />;
    return Provider && data !== undefined ? <Provider data={data}>{page}</Provider> : page;
  };
}

/**
 * A remote's area: rendered directly once its routes are known, else a lazy component that
 * suspends until they arrive. Decided once per remote, so the area is never remounted.
 */
function areaOf(source: RoutesSource, name: RemoteName): ComponentType {
  let bySource = areas.get(source);
  if (!bySource) {
    bySource = new Map();
    areas.set(source, bySource);
  }
  let area = bySource.get(name);
  if (!area) {
    const routes = source.loaded(name);
    area = routes === undefined ? lazy(() => source.request(name).then((loaded) => ({ default: remoteArea(loaded) }))) : remoteArea(routes);
    bySource.set(name, area);
  }
  return area;
}

/** Whether the first page's code has been preloaded (see routes-source.ts). */
function useSettled(promise: Promise<void>, initially: boolean): boolean {
  const [settled, setSettled] = useState(initially);
  useEffect(() => {
    let live = true;
    void promise.finally(() => {
      // A transition, so rendering the page yields to the browser instead of one long task.
      if (live) startTransition(() => setSettled(true));
    });
    return () => {
      live = false;
    };
  }, [promise]);
  return settled;
}

export interface PortalAreaProps {
  source: RoutesSource;
  /** The routes and code of the page the visitor opened; the area waits for it before its first render. */
  firstPage: Promise<void>;
  titleOf: (pathname: string) => string | null;
  onAnnounce: (message: string) => void;
  /**
   * The first page is already loaded (server rendering, and hydrating its HTML): render it at
   * once, as the server did, instead of the loading screen.
   */
  firstPageLoaded?: boolean;
}

/**
 * The content of `main`: the page of the remote that owns the address (its routes are fetched on
 * the first visit to its prefix; every address has one: unknown public paths get mf-public's 404, an
 * unknown path under a staff or applicant prefix the shell's 404 page). A remote that cannot
 * be loaded, or a page that fails, costs only this area: the layout around it keeps working.
 */
export function PortalArea({ source, firstPage, titleOf, onAnnounce, firstPageLoaded = false }: PortalAreaProps) {
  const { pathname } = useLocation();
  const firstPageReady = useSettled(firstPage, firstPageLoaded);
  // Not a Suspense fallback: once shown, one would hold the page back for up to 300 ms.
  if (!firstPageReady) return <FirstLoad />;
  const name = remoteForPath(pathname);
  const RemoteArea = name ? areaOf(source, name) : NotFoundPage;
  return (
    <AreaErrorBoundary resetKey={pathname}>
      <Suspense fallback={<FirstLoad />}>
        <RemoteArea />
        <PageShown titleOf={titleOf} mainId={MAIN_CONTENT_ID} onAnnounce={onAnnounce} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
