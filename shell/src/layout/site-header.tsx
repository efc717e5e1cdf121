import { useA11yStore } from '@sello/shared-a11y';
import { logout } from '@sello/shared-api';
import { useLocation, useNavigate } from '@sello/shared-ui';
import { headerModel } from '../navigation/header-session';
import { HeaderBar } from './header-bar';

/** Connects the header to the session in the store and to the API's logout. */
export function SiteHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useA11yStore((state) => state.user);
  const clearSession = useA11yStore((state) => state.clearSession);
  const model = headerModel(session ? { role: session.user.role } : null, location.pathname);

  const handleLogout = async () => {
    const destination = model.logoutTo ?? '/';
    try {
      // Revoke the token on the server; the local session goes regardless (offline, expired token).
      await logout();
    } catch {
      // Nothing to tell the visitor: signing out locally is what they asked for.
    }
    clearSession();
    navigate(destination);
  };

  return <HeaderBar model={model} locationKey={location.key} onLogout={() => void handleLogout()} />;
}
