import type { RouteObject } from '@sello/shared-ui';
import { reviewsRoutes } from '../features/reviews/routes';

/** Exposed as `mf_reviewer/routes`: absolute paths under /revisor, pages loaded lazily. */
export const routes: RouteObject[] = [...reviewsRoutes];

export default routes;
