import { claveUnicaCallback } from '@sello/shared-api';
import { LoadingState, RouterLink, Stack, Text } from '@sello/shared-ui';
import { Alert } from '@sello/shared-ui/widgets';
import { useEffect, useRef, useState } from 'react';
import { storeApplicantSession, takeReturnPath } from './claveunica-session';

export const CANCELLED_MESSAGE = 'No se completó el inicio de sesión con ClaveÚnica.';

export interface ClaveUnicaReturnProps {
  /** What ClaveÚnica sent back in the address: `code` and `state`, or `error`. */
  params: URLSearchParams;
  /** Called with the page to go to once the session is stored. */
  onSignedIn: (destination: string) => void;
}

/** The end of the round trip: the API exchanges the code for the applicant's identity and a session. */
export function ClaveUnicaReturn({ params, onSignedIn }: ClaveUnicaReturnProps) {
  const code = params.get('code');
  const state = params.get('state');
  const [error, setError] = useState<string | null>(code && state ? null : CANCELLED_MESSAGE);
  // A code can be exchanged once: never twice, even if React runs the effect again.
  const exchanged = useRef(false);

  useEffect(() => {
    if (!code || !state || exchanged.current) return;
    exchanged.current = true;
    claveUnicaCallback({ code, state }).then(
      (session) => {
        storeApplicantSession(session);
        onSignedIn(takeReturnPath());
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : 'Ha ocurrido un error inesperado.'),
    );
  }, [code, state, onSignedIn]);

  if (!error) return <LoadingState label="Ingresando con ClaveÚnica…" />;
  return (
    <Stack gap="4" align="flex-start">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{error}</Alert.Title>
      </Alert.Root>
      <Text>
        <RouterLink to="/login">Volver a intentar</RouterLink>
      </Text>
    </Stack>
  );
}
