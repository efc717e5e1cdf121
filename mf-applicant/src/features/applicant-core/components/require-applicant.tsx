import { useA11yStore } from '@sello/shared-a11y';
import { Navigate, Outlet, useLocation } from '@sello/shared-ui';

/** Where the login page sends an applicant back to after signing in (read by mf-public's /login). */
export const RETURN_PARAM = 'volver';

export function loginPathFor(requested: string): string {
  return `/login?${RETURN_PARAM}=${encodeURIComponent(requested)}`;
}

/**
 * Layout route around every applicant page. The store is the session: the API client clears it on a
 * 401, so an expired token re-renders this guard and lands on the login page too.
 */
export function RequireApplicant() {
  const role = useA11yStore((state) => state.user?.user.role);
  const location = useLocation();
  if (role !== 'postulante') {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
