import { useA11yStore } from '@sello/shared-a11y';
import { useLocation } from '@sello/shared-ui';
import { headerModel } from '../navigation/header-session';
import { useSignOut } from '../session/use-sign-out';
import { HeaderBar } from './header-bar';

/** Connects the header to the session in the store and to the sign-out. */
export function SiteHeader() {
  const location = useLocation();
  const session = useA11yStore((state) => state.user);
  const signOut = useSignOut();
  const model = headerModel(session ? { role: session.user.role } : null, location.pathname);
  return <HeaderBar model={model} locationKey={location.key} onLogout={() => void signOut()} />;
}
