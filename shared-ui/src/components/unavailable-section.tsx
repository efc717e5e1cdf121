import { ErrorState } from './states';

export const UNAVAILABLE_MESSAGE =
  'Esta sección no está disponible en este momento. Por favor, inténtalo de nuevo más tarde.';

export interface UnavailableSectionProps {
  onRetry?: () => void;
}

/** What the shell shows, inside the normal layout, when a remote cannot be loaded. */
export function UnavailableSection({ onRetry }: UnavailableSectionProps) {
  return <ErrorState message={UNAVAILABLE_MESSAGE} onRetry={onRetry} />;
}
