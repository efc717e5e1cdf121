import type { RouteObject } from '@sello/shared-ui';
import { applicationsRoutes } from '../features/applications/routes';
import { wizardRoutes } from '../features/application-wizard/routes';

/**
 * Exposed as `mf_applicant/routes`: absolute paths under /proceso-de-postulacion and /postulante,
 * pages loaded lazily, `handle.title` names the page for the shell's title manager.
 */
export const routes: RouteObject[] = [...wizardRoutes, ...applicationsRoutes];

export default routes;
