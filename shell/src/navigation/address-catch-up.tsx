import { useLocation, useNavigate } from '@sello/shared-ui';
import { useEffect } from 'react';

/**
 * Hydration yields to the browser (bootstrap.tsx), so the address can change (the back button, a
 * script's `pushState`) after the router read it and before it listens for changes. Once the first
 * render is committed and the router listens, this brings it to the address the browser shows.
 */
export function AddressCatchUp() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const shown = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (shown !== `${location.pathname}${location.search}${location.hash}`) void navigate(shown, { replace: true });
    // Only after the first commit: later changes reach the router through its own listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
