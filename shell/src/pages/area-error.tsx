import { UnavailableSection, useRouteError } from '@sello/shared-ui';
import { RouterErrorContent } from './router-error-page';

// Messages browsers and the bundler use when a chunk or remote entry cannot be fetched.
const LOAD_FAILURE = /loading (css )?chunk|failed to fetch|dynamically imported module|importing a module script|remote|RUNTIME-0\d\d|ScriptExternalLoadError/i;

export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || LOAD_FAILURE.test(error.message);
}

/**
 * Error element of the remotes' area, rendered inside the layout: a page whose code cannot be
 * downloaded gets the "section unavailable" message with a retry; anything else the error screen.
 */
export function AreaError() {
  const error = useRouteError();
  if (isLoadFailure(error)) return <UnavailableSection onRetry={() => window.location.reload()} />;
  return <RouterErrorContent />;
}
