import { Navigate, Outlet, useLocation } from '@sello/shared-ui';
import { useA11yStore, type Role } from './store';

/** Where a staff member signs in; `volver` brings them back to the page they asked for. */
export const STAFF_LOGIN_PATH = '/admin/login';
export const RETURN_PARAM = 'volver';

/** Each role's own work area: where a signed-in person lands when a page is not theirs. */
export const HOME_BY_ROLE: Record<Role, string> = {
  admin: '/admin/panel/postulaciones',
  revisor: '/revisor/postulaciones',
  postulante: '/postulante/postulaciones',
};

export function staffLoginPathFor(requested: string): string {
  return `${STAFF_LOGIN_PATH}?${RETURN_PARAM}=${encodeURIComponent(requested)}`;
}

/**
 * Layout route of a staff area. The store is the session, and the API client clears it on a 401, so
 * an expired token re-renders this guard too. The browser guard only spares people a dead end: the
 * server enforces the same roles on every call.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const role = useA11yStore((state) => state.user?.user.role);
  const location = useLocation();
  if (!role) return <Navigate to={staffLoginPathFor(`${location.pathname}${location.search}`)} replace />;
  if (!roles.includes(role)) return <Navigate to={HOME_BY_ROLE[role]} replace />;
  return <Outlet />;
}
