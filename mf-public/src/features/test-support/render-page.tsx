import { PortalRoutes, UiProvider, useLocation, type PortalRoute } from '@sello/shared-ui';
import { MemoryRouter, createLocationTracker } from '@sello/shared-ui/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PageDataProvider, type PageData } from '../common/data/page-data';

/** Shows where a navigation ended up, for pages that send the visitor elsewhere. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders one page at `url` inside the portal's provider and router (as in the shell), with
 * `path` as its route pattern. Any other path renders its own location, so tests can assert redirects.
 * `data`: what the server rendered the page with, as the browser hydrates it.
 */
export function renderPage(element: ReactElement, { path, url = path, data }: { path: string; url?: string; data?: PageData }) {
  const routes: PortalRoute[] = [{ path, element }];
  const tracker = createLocationTracker();
  const view = render(
    <UiProvider theme="Light" fontScale={1}>
      <MemoryRouter initialEntries={[url]}>
        <PageDataProvider data={data}>
          <PortalRoutes routes={routes} fallback={<Elsewhere />} />
        </PageDataProvider>
        <tracker.Spy />
      </MemoryRouter>
    </UiProvider>,
  );
  // `location()`: the address the page shows now.
  return { ...view, location: tracker.current };
}
