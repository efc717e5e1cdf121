import { EmptyState, ErrorState, LoadingState, type AsyncState } from '@sello/shared-ui';
import type { ReactNode } from 'react';

export interface AsyncContentProps<T> {
  state: AsyncState<T>;
  /** Shown under the status message while loading, sized like the content so nothing jumps. */
  skeleton?: ReactNode;
  loadingLabel?: string;
  emptyMessage?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** The four states every data section of the public site has: loading, error with retry, empty, data. */
export function AsyncContent<T>({ state, skeleton, loadingLabel, emptyMessage, isEmpty, children }: AsyncContentProps<T>) {
  if (state.error) return <ErrorState message={state.error.message} onRetry={state.reload} />;
  if (state.loading || state.data === null) {
    return (
      <>
        <LoadingState label={loadingLabel} />
        {skeleton}
      </>
    );
  }
  if (isEmpty?.(state.data)) return <EmptyState message={emptyMessage} />;
  return <>{children(state.data)}</>;
}
