import { Button, ErrorState, HStack, LoadingState, PageHeading, RouterLink } from '@sello/shared-ui';
import type { ReactNode } from 'react';

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

/** Loading, error (with Reintentar) or the content, for one useAsync result. */
export function AsyncBlock<T>({ state, children }: {
  state: { data: T | null; error: Error | null; reload: () => void };
  children: (data: T) => ReactNode;
}) {
  if (state.error) return <ErrorState message={state.error.message} onRetry={state.reload} />;
  if (state.data === null) return <LoadingState />;
  return <>{children(state.data)}</>;
}
