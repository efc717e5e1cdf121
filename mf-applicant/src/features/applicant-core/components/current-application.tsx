import type { PostulacionDetalle } from '@sello/shared-api';
import { ErrorState, LoadingState, useAsync, useSearchParams } from '@sello/shared-ui';
import type { ReactNode } from 'react';
import { applicationIdOf, loadProcessApplication } from '../api/current-application';
import { NoApplication } from './no-application';

export interface CurrentApplicationProps {
  children: (detail: PostulacionDetalle, reload: () => void) => ReactNode;
}

/**
 * Loads the application the page works on (the one in `?postulacion=`, else the open one: see
 * loadProcessApplication) from the API and renders the page with it. A reload
 * after a change (a file sent or deleted) keeps the page on screen until the new data comes
 * (useAsync keeps the last data): a loading state in its place took keyboard focus and the reading
 * position with it.
 */
export function CurrentApplication({ children }: CurrentApplicationProps) {
  const [params] = useSearchParams();
  const id = applicationIdOf(params);
  const { data, error, loading, reload } = useAsync(() => loadProcessApplication(id), [id]);
  if (data) return <>{children(data, reload)}</>;
  if (loading) return <LoadingState label="Cargando tu postulación…" />;
  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  return <NoApplication />;
}
