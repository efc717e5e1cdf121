import { Box } from '@sello/shared-ui';
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

/**
 * What an action did, kept on screen until the next one (a 1.5 s toast is missed by many people and
 * leaves no trace of, say, a reset link sent). The status region is always mounted: some screen readers
 * do not read a region that arrives already filled.
 */
export function FormNotice({ message }: { message: string | null }) {
  return (
    <Box role="status">
      {message ? (
        <Alert.Root status="success" mb="6">
          <Alert.Indicator />
          <Alert.Title>{message}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Box>
  );
}
