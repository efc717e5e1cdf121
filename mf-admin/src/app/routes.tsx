import { RequireRole } from '@sello/shared-a11y';
import type { PortalRoute } from '@sello/shared-ui';
import { administrationRoutes } from '../features/administration/routes';
import { applicationsRoutes } from '../features/applications/routes';
import { authRoutes } from '../features/auth/routes';
import { downloadablesRoutes } from '../features/downloadables/routes';
import { institutionsRoutes } from '../features/institutions/routes';
import { newsRoutes } from '../features/news/routes';

/** Exposed as `mf_admin/routes`: absolute paths under /admin, pages loaded lazily. */
export const routes: PortalRoute[] = [
  ...authRoutes,
  ...administrationRoutes,
  // Every page below is the administrators' only; the server enforces the same role on each call.
  {
    element: <RequireRole roles={['admin']} />,
    children: [...newsRoutes, ...applicationsRoutes],
  },
];

export default routes;
