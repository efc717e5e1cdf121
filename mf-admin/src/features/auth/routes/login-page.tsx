import { RETURN_PARAM, useA11yStore } from '@sello/shared-a11y';
import type { StaffChallengeAnswer, StaffLoginAnswer } from '@sello/shared-api/staff';
import { Box, Navigate, PageHeading, Text, useSearchParams } from '@sello/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { staffDestination } from '../../admin-core/lib/return-path';
import { LoginEnrolment } from '../components/login-enrolment';
import { LoginForm } from '../components/login-form';
import { TotpStep } from '../components/totp-step';
import { LOGIN_SIZE_CLASS, LOGIN_WIDTH } from '../lib/login-size';
import { startStaffSession } from '../lib/staff-session';

const HEADING_ID = 'login-titulo';

/** /admin/login: e-mail and password, then the second factor (or its enrolment) when needed. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const role = useA11yStore((state) => state.user?.user.role);
  const fontScale = useA11yStore((state) => state.fontScale);
  const [challenge, setChallenge] = useState<StaffChallengeAnswer | null>(null);
  // Each step replaces the last under the person's focus (the button they pressed goes with it): the
  // enrolment starts at the h1, 'Volver' returns to the e-mail field. The code step focuses its own field.
  const shown = useRef(false);
  useEffect(() => {
    if (!shown.current) {
      shown.current = true;
      return;
    }
    if (challenge?.paso === 'enrolar') document.getElementById(HEADING_ID)?.focus();
    else if (!challenge) document.querySelector<HTMLElement>('input[name="email"]')?.focus();
  }, [challenge]);

  // Spec 2: the form is only for people without a session. Staff land in their work area (or the page
  // the guard sent them from), not on '/' as the spec says: see docs/deviations.md.
  if (role) return <Navigate to={staffDestination(role, searchParams.get(RETURN_PARAM))} replace />;

  const onAnswer = (answer: StaffLoginAnswer) => {
    if (answer.paso === 'sesion') startStaffSession(answer);
    else setChallenge(answer);
  };
  const back = () => setChallenge(null);

  return (
    <Box className={LOGIN_SIZE_CLASS[fontScale]} maxW={LOGIN_WIDTH[fontScale]} w="full" mx="auto">
      <PageHeading id={HEADING_ID}>Iniciar sesión</PageHeading>
      {challenge?.paso === 'codigo' ? <TotpStep challenge={challenge.challenge} onSignedIn={startStaffSession} onCancel={back} /> : null}
      {challenge?.paso === 'enrolar' ? <LoginEnrolment challenge={challenge.challenge} onSignedIn={startStaffSession} onCancel={back} /> : null}
      {challenge ? null : (
        <>
          <Text mb="6">Acceso para el equipo del Sello Chile Inclusivo: administradores y revisores.</Text>
          <LoginForm onAnswer={onAnswer} />
        </>
      )}
    </Box>
  );
}
