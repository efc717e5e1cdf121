import type { PortalRoute } from '@sello/shared-ui';
import { aboutRoutes } from '../features/about/routes';
import { faqRoutes } from '../features/faq/routes';
import { homeRoutes } from '../features/home/routes';
import { howToApplyRoutes } from '../features/how-to-apply/routes';
import { institutionsRoutes } from '../features/institutions/routes';
import { loginRoutes } from '../features/login/routes';
import { newsRoutes } from '../features/news/routes';
import { programmeRoutes } from '../features/programme/routes';

/**
 * Exposed as `mf_public/routes`. Contract with the shell: absolute paths inside the public
 * prefixes, lazily loaded pages, `handle.title` for the page title. A new feature adds its
 * `features/<feature>/routes.ts` array here.
 */
export const routes: PortalRoute[] = [
  ...homeRoutes,
  ...programmeRoutes,
  ...aboutRoutes,
  ...howToApplyRoutes,
  ...newsRoutes,
  ...faqRoutes,
  ...institutionsRoutes,
  ...loginRoutes,
];

export default routes;
