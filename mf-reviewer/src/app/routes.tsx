import { RequireRole } from '@sello/shared-a11y';
import type { PortalRoute } from '@sello/shared-ui';
import { reviewsRoutes } from '../features/reviews/routes';

/**
 * Exposed as `mf_reviewer/routes`: absolute paths under /revisor, pages loaded lazily. Reviewers and
 * admins only; the server enforces the same roles and answers 404 for applications not assigned to me.
 */
export const routes: PortalRoute[] = [{ element: <RequireRole roles={['revisor', 'admin']} />, children: reviewsRoutes }];

export default routes;
