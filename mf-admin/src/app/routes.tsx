import type { PortalRoute } from '@sello/shared-ui';
import { administrationRoutes } from '../features/administration/routes';

/** Exposed as `mf_admin/routes`: absolute paths under /admin, pages loaded lazily. */
export const routes: PortalRoute[] = [...administrationRoutes];

export default routes;
