import { HOME_BY_ROLE, RequireRole } from '@sello/shared-a11y';
import { Navigate, type PortalRoute } from '@sello/shared-ui';
import { accountLinkRoutes, myAccountRoutes, usersRoutes } from '../features/accounts/routes';
import { administrationRoutes } from '../features/administration/routes';
import { applicationsRoutes } from '../features/applications/routes';
import { auditRoutes } from '../features/audit/routes';
import { authRoutes } from '../features/auth/routes';
import { downloadablesRoutes } from '../features/downloadables/routes';
import { homeEditorRoutes } from '../features/home-editor/routes';
import { institutionsRoutes } from '../features/institutions/routes';
import { newsRoutes } from '../features/news/routes';

/** Exposed as `mf_admin/routes`: absolute paths under /admin, pages loaded lazily. */
export const routes: PortalRoute[] = [
  ...authRoutes,
  ...accountLinkRoutes,
  ...administrationRoutes,
  // Every page below is the administrators' only; the server enforces the same role on each call.
  {
    element: <RequireRole roles={['admin']} />,
    children: [
      // The spec's own address of the admin area: the applications, its first work.
      { path: '/admin/panel', element: <Navigate to={HOME_BY_ROLE.admin} replace /> },
      ...homeEditorRoutes, ...newsRoutes, ...institutionsRoutes, ...downloadablesRoutes, ...usersRoutes, ...auditRoutes, ...applicationsRoutes,
    ],
  },
  { element: <RequireRole roles={['admin', 'revisor']} />, children: [...myAccountRoutes] },
];

export default routes;
