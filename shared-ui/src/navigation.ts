/**
 * Router facade: the only way apps reach react-router, so the host's one router context serves every
 * remote and the shared singleton carries just these names (shared modules are not tree-shaken).
 * Declarative API only (see routing/portal-routes.tsx). Adding a name here is a contract change:
 * bump the package version.
 */
export {
  BrowserRouter,
  Link as RouterLink,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps as RouterLinkProps, Location, NavLinkProps } from 'react-router-dom';
export { PortalRoutes, preloadRoutes, routeTitle } from './routing/portal-routes';
export type { PortalRoute, PortalRouteHandle, PrefetchLocation } from './routing/portal-routes';
export { listSearch, pageParam } from './routing/list-search';
