import { useA11yStore } from '@sello/shared-a11y';
import { logout } from '@sello/shared-api';
import { useLocation, useNavigate } from '@sello/shared-ui';
import { useCallback } from 'react';
import { headerModel } from '../navigation/header-session';

/**
 * Signing out, from the header or from the idle warning: the token is revoked on the server and the
 * person lands where their area's sign-out leads (an applicant on `/`, staff on their sign-in page).
 */
export function useSignOut(): () => Promise<void> {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(async () => {
    const session = useA11yStore.getState().user;
    const destination = headerModel(session ? { role: session.user.role } : null, location.pathname).logoutTo ?? '/';
    try {
      await logout();
    } catch {
      // Offline or already expired: signing out locally is what the person asked for.
    }
    useA11yStore.getState().clearSession();
    navigate(destination);
  }, [location.pathname, navigate]);
}
