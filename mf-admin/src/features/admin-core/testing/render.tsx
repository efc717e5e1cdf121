// Test helpers (not a test file): the portal's provider, router and toast region, as in the shell.
import { LoadingState, PortalRoutes, Toaster, UiProvider, useLocation, type PortalRoute } from '@sello/shared-ui';
import { MemoryRouter, createLocationTracker } from '@sello/shared-ui/testing';
import { configure, render } from '@testing-library/react';
import { Suspense } from 'react';

// Lazy route chunks and Chakra's first render are slow on a busy two-core machine.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(30_000);

/** Shows where a navigation ended up, for pages that send the user elsewhere. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `routes` at `url`; any other path shows its own location, so tests can assert redirects. */
export function renderRoutes(routes: PortalRoute[], url: string) {
  const tracker = createLocationTracker();
  const view = render(
    <UiProvider theme="Light" fontScale={1}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={<LoadingState label="Cargando…" />}>
          <PortalRoutes routes={routes} fallback={<Elsewhere />} />
        </Suspense>
        <tracker.Spy />
      </MemoryRouter>
      <Toaster />
    </UiProvider>,
  );
  return { ...view, location: tracker.current };
}
