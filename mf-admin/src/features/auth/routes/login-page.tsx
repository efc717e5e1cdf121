import { RETURN_PARAM, useA11yStore } from '@sello/shared-a11y';
import type { LoginResponse, StaffUser } from '@sello/shared-api';
import { Box, Navigate, PageHeading, Text, useSearchParams } from '@sello/shared-ui';
import { useState } from 'react';
import { staffDestination } from '../../admin-core/lib/return-path';
import { LoginForm } from '../components/login-form';
import { LOGIN_SIZE_CLASS, LOGIN_WIDTH } from '../lib/login-size';
import { startStaffSession } from '../lib/staff-session';
import { TotpStep, type TotpChallenge } from '../components/totp-step';

function isSession(answer: unknown): answer is LoginResponse<StaffUser> {
  return typeof answer === 'object' && answer !== null && typeof (answer as { token?: unknown }).token === 'string';
}

/** /admin/login: e-mail and password, then the second factor when the account has one. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const role = useA11yStore((state) => state.user?.user.role);
  const fontScale = useA11yStore((state) => state.fontScale);
  const [challenge, setChallenge] = useState<TotpChallenge | null>(null);

  // Spec 2: the form is only for people without a session. Staff land in their work area (or the page
  // the guard sent them from), not on '/' as the spec says: see docs/deviations.md.
  if (role) return <Navigate to={staffDestination(role, searchParams.get(RETURN_PARAM))} replace />;

  const onAnswer = (answer: unknown) => {
    if (isSession(answer)) startStaffSession(answer);
    else if (typeof answer === 'object' && answer !== null && 'challenge' in answer) setChallenge(answer as TotpChallenge);
  };

  return (
    <Box className={LOGIN_SIZE_CLASS[fontScale]} maxW={LOGIN_WIDTH[fontScale]} w="full" mx="auto">
      <PageHeading>Iniciar sesión</PageHeading>
      {challenge ? (
        <TotpStep challenge={challenge} onSignedIn={startStaffSession} onCancel={() => setChallenge(null)} />
      ) : (
        <>
          <Text mb="6">Acceso para el equipo del Sello Chile Inclusivo: administradores y revisores.</Text>
          <LoginForm onAnswer={onAnswer} />
        </>
      )}
    </Box>
  );
}
