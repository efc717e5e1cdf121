import { claveUnicaAuthorize } from '@sello/shared-api';
import { Button, Stack } from '@sello/shared-ui';
import { Alert } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { rememberReturnPath } from './claveunica-session';
import { leaveSite } from './leave-site';

/**
 * Production sign-in: the applicant types their RUN and ClaveÚnica at ClaveÚnica itself, never on
 * this site. The API signs the request (state) and gives the provider's address.
 */
export function ClaveUnicaRedirect({ destination }: { destination: string }) {
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async () => {
    setError(null);
    setLeaving(true);
    try {
      const { url } = await claveUnicaAuthorize();
      rememberReturnPath(destination);
      leaveSite(url);
    } catch (failure) {
      setLeaving(false);
      setError(failure instanceof Error ? failure.message : 'Ha ocurrido un error inesperado.');
    }
  };

  return (
    <Stack gap="4" align="flex-start">
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Button onClick={() => void signIn()} loading={leaving} loadingText="Redirigiendo a ClaveÚnica…">
        Ingresar con ClaveÚnica
      </Button>
    </Stack>
  );
}
