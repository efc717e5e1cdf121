import type { PortalRoute } from '@sello/shared-ui';
import { aboutRoutes } from '../features/about/routes';
import { faqRoutes } from '../features/faq/routes';
import { homeRoutes } from '../features/home/routes';
import { howToApplyRoutes } from '../features/how-to-apply/routes';
import { institutionsRoutes } from '../features/institutions/routes';
import { loginRoutes } from '../features/login/routes';
import { newsRoutes } from '../features/news/routes';
import { notFoundRoutes } from '../features/not-found/routes';
import { programmeRoutes } from '../features/programme/routes';
import { prefetchPageData } from './page-data';

// Server rendering (issue 11): the shell's server loads a page's data with `loadPageData` and
// gives it to the pages, on the server and again in the browser, through `PageDataProvider`.
export { PageDataProvider } from '../features/common/data/page-data';
export { loadPageData } from './page-data';

/**
 * Exposed as `mf_public/routes`. Contract with the shell: every path no other remote claims comes
 * here (absolute paths, lazily loaded pages, `handle.title` for the page title, a 404 of its own). A new feature adds its
 * `features/<feature>/routes.ts` array here. Every page prefetches the calls it renders with
 * (`prefetchPageData`, the table the server loads them from).
 */
const pages: PortalRoute[] = [
  ...homeRoutes,
  ...programmeRoutes,
  ...aboutRoutes,
  ...howToApplyRoutes,
  ...newsRoutes,
  ...faqRoutes,
  ...institutionsRoutes,
  ...loginRoutes,
  // Last: whatever the shell sends here that no page above matches.
  ...notFoundRoutes,
];

export const routes: PortalRoute[] = pages.map((route) => ({ ...route, prefetch: prefetchPageData }));

export default routes;
