// Test helpers of the router facade (`@sello/shared-ui/testing`): never imported by app code, so not
// part of the federated singleton.
import { useLocation, type Location } from 'react-router-dom';

// The router tests render pages in: the same react-router as the facade's (one context).
export { MemoryRouter } from 'react-router-dom';

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
