import { PortalRoutes, useLocation } from '@sello/shared-ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '../config/runtime-config';
import { PageShown } from '../focus/page-shown';
import { FirstLoad } from '../layout/first-load';
import { MAIN_CONTENT_ID } from '../layout/skip-link';
import { remoteForPath } from '../navigation/remote-areas';
import { AreaErrorBoundary } from '../pages/area-error';
import { NotFoundPage } from '../pages/not-found-page';
import { UnavailableAreaPage } from '../pages/unavailable-area-page';
import type { RoutesSource } from './routes-source';

const areas = new WeakMap<RoutesSource, Map<RemoteName, LazyExoticComponent<ComponentType>>>();

/** A remote's area as a lazy component: it suspends (once) until the remote's routes arrive. */
function areaOf(source: RoutesSource, name: RemoteName): LazyExoticComponent<ComponentType> {
  let bySource = areas.get(source);
  if (!bySource) {
    bySource = new Map();
    areas.set(source, bySource);
  }
  let area = bySource.get(name);
  if (!area) {
    area = lazy(async () => {
      const routes = await source.request(name);
      const RemoteArea = () => (routes ? <PortalRoutes routes={routes} fallback={<NotFoundPage />} /> : <UnavailableAreaPage />);
      return { default: RemoteArea };
    });
    bySource.set(name, area);
  }
  return area;
}

export interface PortalAreaProps {
  source: RoutesSource;
  titleOf: (pathname: string) => string | null;
  onAnnounce: (message: string) => void;
}

/**
 * The content of `main`: the page of the remote that owns the address (its routes are fetched on
 * the first visit to its prefix), the 404 page for addresses no remote owns. A remote that cannot
 * be loaded, or a page that fails, costs only this area: the layout around it keeps working.
 */
export function PortalArea({ source, titleOf, onAnnounce }: PortalAreaProps) {
  const { pathname } = useLocation();
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
