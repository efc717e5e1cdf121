import type { PostulacionDetalle } from '@sello/shared-api';
import { ErrorState, LoadingState, useAsync } from '@sello/shared-ui';
import type { ReactNode } from 'react';
import { loadCurrentApplication } from '../api/current-application';
import { NoApplication } from './no-application';

export interface CurrentApplicationProps {
  children: (detail: PostulacionDetalle, reload: () => void) => ReactNode;
}

/**
 * Loads the applicant's current application from the API and renders the page with it. A reload
 * after a change (a file sent or deleted) keeps the page on screen until the new data comes
 * (useAsync keeps the last data): a loading state in its place took keyboard focus and the reading
 * position with it.
 */
export function CurrentApplication({ children }: CurrentApplicationProps) {
  const { data, error, loading, reload } = useAsync(() => loadCurrentApplication(), []);
  if (data) return <>{children(data, reload)}</>;
  if (loading) return <LoadingState label="Cargando tu postulación…" />;
  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  return <NoApplication />;
}
