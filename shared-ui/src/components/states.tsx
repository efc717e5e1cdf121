import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';

export interface LoadingStateProps {
  label?: string;
}

/** A status region so assistive tech hears that content is loading. */
export function LoadingState({ label = 'Cargando…' }: LoadingStateProps) {
  return (
    <Stack role="status" direction="row" align="center" gap="3" py="6">
      <Spinner size="md" color="colorPalette.fg" aria-hidden="true" />
      <Text>{label}</Text>
    </Stack>
  );
}

export interface EmptyStateProps {
  message?: string;
}

export function EmptyState({ message = 'No hay información para mostrar.' }: EmptyStateProps) {
  return (
    <Box py="6">
      <Text color="fg.muted">{message}</Text>
    </Box>
  );
}

export interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/**
 * Retrying replaces this message (and the focused button) with the loading state: focus would fall to
 * <body>. It goes to the page's h1 first, as after a navigation.
 */
function retry(onRetry: () => void) {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }
  onRetry();
}

export function ErrorState({
  message = 'Ha ocurrido un error inesperado.',
  onRetry,
  retryLabel = 'Reintentar',
}: ErrorStateProps) {
  return (
    <Stack role="alert" gap="3" py="6" align="flex-start">
      <Text color="fg.error" fontWeight="medium">
        {message}
      </Text>
      {onRetry ? (
        <Button variant="outline" onClick={() => retry(onRetry)}>
          {retryLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
