import { PageHeading, PageTitle, UnavailableSection, useLocation } from '@sello/shared-ui';
import type { RemoteName } from '../config/runtime-config';
import type { RemoteStatus } from '../federation/remote-routes';
import { remoteForPath } from '../navigation/remote-areas';
import { NotFoundPage } from './not-found-page';

export interface UnmatchedRouteProps {
  statusOf: (name: RemoteName) => RemoteStatus;
}

/**
 * Renders when no route matched: either the owning remote could not be loaded (its area shows
 * the fallback, the layout stays) or the path does not exist (the 404 page).
 */
export function UnmatchedRoute({ statusOf }: UnmatchedRouteProps) {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (remote && statusOf(remote) === 'unavailable') {
    return (
      <>
        <PageTitle title="Sección no disponible" />
        <PageHeading>Sección no disponible</PageHeading>
        <UnavailableSection onRetry={() => window.location.reload()} />
      </>
    );
  }
  return <NotFoundPage />;
}
