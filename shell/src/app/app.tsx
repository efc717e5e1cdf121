import { A11yUiProvider } from '@sello/shared-a11y';
import { BrowserRouter, routeTitle } from '@sello/shared-ui';
import { useCallback, useState } from 'react';
import type { PortalMode } from '../config/runtime-config';
import { RootLayout } from '../layout/root-layout';
import { remoteForPath } from '../navigation/remote-areas';
import { ErrorBoundary } from '../pages/error-boundary';
import { RouterErrorPage } from '../pages/router-error-page';
import { PortalArea } from './portal-area';
import type { RoutesSource } from './routes-source';

/** The portal inside a router: the layout around the remotes' area, and the last-resort error page. */
export function Portal({ source, firstPage, mode = 'production' }: { source: RoutesSource; firstPage: Promise<void>; mode?: PortalMode }) {
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
        <PortalArea source={source} firstPage={firstPage} titleOf={titleOf} onAnnounce={setAnnouncement} />
      </RootLayout>
    </ErrorBoundary>
  );
}

/** One UiProvider (Chakra, theme and font scale from the store) around the one router of the portal. */
export function App({ source, firstPage, mode }: { source: RoutesSource; firstPage: Promise<void>; mode?: PortalMode }) {
  return (
    <A11yUiProvider>
      <BrowserRouter>
        <Portal source={source} firstPage={firstPage} mode={mode} />
      </BrowserRouter>
    </A11yUiProvider>
  );
}
