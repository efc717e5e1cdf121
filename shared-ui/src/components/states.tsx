import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

export interface LoadingStateProps {
  label?: string;
}

/**
 * A status region so assistive tech hears that content is loading. It is drawn empty and given its
 * words just after: a region inserted with its text already in it is not announced.
 */
export function LoadingState({ label = 'Cargando…' }: LoadingStateProps) {
  const said = useSaidAfterMount(label);
  return (
    <Stack role="status" direction="row" align="center" gap="3" py="6">
      <Spinner size="md" color="colorPalette.fg" aria-hidden="true" />
      <Text>{said}</Text>
    </Stack>
  );
}

/** `text`, from the render after the first one: what a live region mounted with it should say. */
function useSaidAfterMount(text: string): string {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? text : '';
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
