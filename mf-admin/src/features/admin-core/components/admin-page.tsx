import { ApiError } from '@sello/shared-api';
import { Button, ErrorState, HStack, LoadingState, PageHeading, RouterLink } from '@sello/shared-ui';
import type { ReactNode } from 'react';
import { MissingItem, type BackLink } from './missing-item';

/** The heading row of an admin screen: the h1 and, beside it, the screen's main action (a link). */
export function AdminPageHeader({ title, action }: { title: string; action?: { to: string; label: string } }) {
  return (
    <HStack justifyContent="space-between" alignItems="flex-start" flexWrap="wrap" gap="4" mb="6">
      <PageHeading mb="0">{title}</PageHeading>
      {action ? (
        <Button asChild>
          <RouterLink to={action.to}>{action.label}</RouterLink>
        </Button>
      ) : null}
    </HStack>
  );
}

/**
 * Whether the same call can succeed if tried again: the network or a timeout (status 0), the server's
 * own failure (5xx), too many requests. A refusal (a missing item, a bad filter, no permission) would
 * answer the same forever.
 */
export function canRetry(error: Error): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * Loading, error or the content, for one useAsync result; 'Reintentar' only where it can help
 * (canRetry). `missing`: the page shows one item, and the API's 404 (deleted by someone else, an old
 * bookmark, a mistyped address) is said as such, with this way back to its list.
 */
export function AsyncBlock<T>({ state, missing, children }: {
  state: { data: T | null; error: Error | null; reload: () => void };
  missing?: BackLink;
  children: (data: T) => ReactNode;
}) {
  const { error } = state;
  if (error && missing && error instanceof ApiError && error.status === 404) return <MissingItem message={error.message} back={missing} />;
  if (error) return <ErrorState message={error.message} onRetry={canRetry(error) ? state.reload : undefined} />;
  if (state.data === null) return <LoadingState />;
  return <>{children(state.data)}</>;
}
