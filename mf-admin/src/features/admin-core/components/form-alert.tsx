import { Alert } from '@sello/shared-ui/widgets';

/**
 * A server's answer to a form, kept on screen (toasts vanish after 1.5 s); `role="alert"` announces it.
 * Focus stays where it was: on the form's button (busy, it keeps focus).
 */
export function FormAlert({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" id={id} mb="6">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
