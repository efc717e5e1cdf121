import { A11yUiProvider } from '@sello/shared-a11y';
import { BrowserRouter, routeTitle } from '@sello/shared-ui';
import { useCallback, useState } from 'react';
import type { PortalMode } from '../config/runtime-config';
import { RootLayout } from '../layout/root-layout';
import { AddressCatchUp } from '../navigation/address-catch-up';
import { remoteForPath } from '../navigation/remote-areas';
import { ErrorBoundary } from '../pages/error-boundary';
import { RouterErrorPage } from '../pages/router-error-page';
import { PortalArea, ServerPageData } from './portal-area';
import type { RoutesSource } from './routes-source';

export interface PortalProps {
  source: RoutesSource;
  firstPage: Promise<void>;
  mode?: PortalMode;
  /** Server rendering and hydration: the first page's routes and code are loaded already. */
  firstPageLoaded?: boolean;
  /** The API answers the server rendered the first page with (undefined: client rendering). */
  pageData?: unknown;
}

/** The portal inside a router: the layout around the remotes' area, and the last-resort error page. */
export function Portal({ source, firstPage, mode = 'production', firstPageLoaded, pageData }: PortalProps) {
  const [announcement, setAnnouncement] = useState('');
  const titleOf = useCallback(
    (pathname: string) => {
      const name = remoteForPath(pathname);
      const routes = name ? source.loaded(name) : null;
      return routes ? routeTitle(routes, pathname) : null;
    },
    [source],
  );
  return (
    <ErrorBoundary fallback={(error) => <RouterErrorPage error={error} />}>
      <RootLayout announcement={announcement} demo={mode === 'demo'}>
        <ServerPageData.Provider value={pageData}>
          <PortalArea source={source} firstPage={firstPage} titleOf={titleOf} onAnnounce={setAnnouncement} firstPageLoaded={firstPageLoaded} />
        </ServerPageData.Provider>
      </RootLayout>
    </ErrorBoundary>
  );
}

/** One UiProvider (Chakra, theme and font scale from the store) around the one router of the portal. */
export function App(props: PortalProps) {
  return (
    <A11yUiProvider>
      <BrowserRouter>
        <AddressCatchUp />
        <Portal {...props} />
      </BrowserRouter>
    </A11yUiProvider>
  );
}
