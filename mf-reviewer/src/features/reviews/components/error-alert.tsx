import { Alert } from '@sello/shared-ui/widgets';
import type { ComponentProps } from 'react';

type Spacing = Pick<ComponentProps<typeof Alert.Root>, 'mt' | 'mb'>;

/**
 * A refusal from the API kept on screen beside what it refuses (a toast is gone in seconds);
 * `role="alert"` announces it. Nothing when there is no message.
 */
export function ErrorAlert({ message, ...spacing }: { message: string | null } & Spacing) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" {...spacing}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
