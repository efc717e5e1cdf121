import type { PortalRoute } from '@sello/shared-ui';
import { reviewsRoutes } from '../features/reviews/routes';

/** Exposed as `mf_reviewer/routes`: absolute paths under /revisor, pages loaded lazily. */
export const routes: PortalRoute[] = [...reviewsRoutes];

export default routes;
