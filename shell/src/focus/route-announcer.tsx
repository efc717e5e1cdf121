import { VisuallyHidden } from '@sello/shared-ui';

/** A polite live region that names the new page after a client-side navigation. */
export function RouteAnnouncer({ message }: { message: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="anunciador-de-ruta">
      {message}
    </VisuallyHidden>
  );
}
