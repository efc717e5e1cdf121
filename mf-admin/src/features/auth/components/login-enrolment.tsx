import { staffLoginEnrolar, staffLoginEnrolarInicio, type StaffEnrolledAnswer, type StaffSessionAnswer } from '@sello/shared-api/staff';
import { Button, Stack, Text } from '@sello/shared-ui';
import { useRef } from 'react';
import { TotpEnrolment } from '../../admin-core/components/totp-enrolment';

/** Production: an account without a second factor enrols one before its first session. */
export function LoginEnrolment({ challenge, onSignedIn, onCancel }: {
  challenge: string;
  onSignedIn: (session: StaffSessionAnswer) => void;
  onCancel: () => void;
}) {
  const session = useRef<StaffEnrolledAnswer | null>(null);
  return (
    <Stack gap="4">
      <Text>Este portal exige verificación en dos pasos para el equipo. Actívala para continuar.</Text>
      <TotpEnrolment
        start={() => staffLoginEnrolarInicio(challenge)}
        confirm={async (codigo) => (session.current = await staffLoginEnrolar({ challenge, codigo }))}
        onDone={() => session.current && onSignedIn(session.current)}
        doneLabel="Ya guardé mis códigos, continuar"
      />
      <Button variant="ghost" alignSelf="flex-start" onClick={onCancel}>Volver</Button>
    </Stack>
  );
}
