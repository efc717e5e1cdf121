import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from '../theme/breakpoints';

/** True while the media query matches; false where `matchMedia` is missing (server, old jsdom). */
export function useMediaQuery(query: string): boolean {
  // One MediaQueryList per query, not one per render.
  const list = useMemo(
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : null),
    [query],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? false, () => false);
}

/** The spec's mobile layout: 570px wide or narrower. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
