/**
 * Router facade: the only way apps reach react-router, so the host's one router context serves every
 * remote and the shared singleton carries just these names (shared modules are not tree-shaken).
 * Adding a name here is a contract change: bump the package version.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link as RouterLink,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type {
  LinkProps as RouterLinkProps,
  LoaderFunctionArgs,
  NavLinkProps,
  RouteObject,
} from 'react-router-dom';
