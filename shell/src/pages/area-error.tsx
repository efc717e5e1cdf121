import { UnavailableSection } from '@sello/shared-ui';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { RouterErrorContent } from './router-error-page';

// Messages browsers and the bundler use when a chunk or remote entry cannot be fetched.
const LOAD_FAILURE = /loading (css )?chunk|failed to fetch|dynamically imported module|importing a module script|remote|RUNTIME-0\d\d|ScriptExternalLoadError/i;

export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || LOAD_FAILURE.test(error.message);
}

/**
 * Around the remotes' area, inside the layout: a page whose code cannot be downloaded gets the
 * "section unavailable" message with a retry; anything else the error screen. Another address
 * clears it.
 */
export function AreaErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(error) =>
        isLoadFailure(error) ? <UnavailableSection onRetry={() => window.location.reload()} /> : <RouterErrorContent error={error} />
      }
    >
      {children}
    </ErrorBoundary>
  );
}
