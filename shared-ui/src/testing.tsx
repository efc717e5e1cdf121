// Test helpers of the router facade (`@sello/shared-ui/testing`): never imported by app code, so not
// part of the federated singleton.
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { LoadingState } from './components/states';
import { PortalRoutes, type PortalRoute } from './routing/portal-routes';
import { UiProvider } from './theme/ui-provider';
import { Toaster } from './toast/toaster';

// The router tests render pages in: the same react-router as the facade's (one context).
export { MemoryRouter };

/**
 * Follows the router's location in a test: render `<tracker.Spy />` inside the router, then read
 * `tracker.current()` to see where a navigation ended up.
 */
export function createLocationTracker() {
  let current: Location | null = null;
  function Spy() {
    current = useLocation();
    return null;
  }
  return {
    Spy,
    current(): Location {
      if (!current) throw new Error('El enrutador aún no tiene ubicación.');
      return current;
    },
  };
}

/** Shows where a navigation ended up, for pages that send the user elsewhere. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a remote's `routes` at `url` as the shell does (provider, router, Suspense, toast region);
 * any other path shows its own location (`data-testid="location"`), so tests can assert redirects.
 */
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
