import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from '../theme/breakpoints';

/** True while the media query matches; false where `matchMedia` is missing (server, old jsdom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** The spec's mobile layout: 570px wide or narrower. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
