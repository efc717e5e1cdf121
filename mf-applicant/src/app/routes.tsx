import type { PortalRoute } from '@sello/shared-ui';
import { RequireApplicant } from '../features/applicant-core';
import { applicationsRoutes } from '../features/applications/routes';
import { wizardRoutes } from '../features/application-wizard/routes';
import { processRoutes } from '../features/category-process/routes';

/**
 * Exposed as `mf_applicant/routes`: absolute paths under /proceso-de-postulacion and /postulante,
 * pages loaded lazily, `handle.title` names the page for the shell's title manager.
 */
export const routes: PortalRoute[] = [
  // Every applicant page needs an applicant session (issue 5): one pathless guard around both trees.
  { element: <RequireApplicant />, children: [...wizardRoutes, ...applicationsRoutes, ...processRoutes] },
];

export default routes;
