import { getClaveUnicaModo } from '@sello/shared-api';
import { Box, ErrorState, HStack, Link, LoadingState, PageHeading, Text, useAsync, useNavigate, useSearchParams } from '@sello/shared-ui';
import { useCallback } from 'react';
import { ClaveUnicaRedirect } from '../components/claveunica-redirect';
import { ClaveUnicaReturn } from '../components/claveunica-return';
import { LoginForm } from '../components/login-form';
import { RETURN_PARAM, safeReturnPath } from '../components/return-path';

/** How the applicant signs in here: at ClaveÚnica (production) or with the development provider's form. */
function SignIn({ destination }: { destination: string }) {
  const navigate = useNavigate();
  const mode = useAsync(() => getClaveUnicaModo(), []);
  if (mode.error) return <ErrorState message={mode.error.message} onRetry={mode.reload} />;
  if (!mode.data) return <LoadingState />;
  if (mode.data.modo === 'oidc') {
    return (
      <>
        <Text mb="6">Para postular, ingresa con tu ClaveÚnica en el sitio de ClaveÚnica.</Text>
        <ClaveUnicaRedirect destination={destination} />
      </>
    );
  }
  return (
    <>
      <Text mb="6">Para postular, ingresa con tu RUN y tu ClaveÚnica.</Text>
      <LoginForm onSignedIn={() => navigate(destination, { replace: true })} />
    </>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const destination = safeReturnPath(searchParams.get(RETURN_PARAM));
  // ClaveÚnica sends the browser back here (CLAVEUNICA_REDIRECT_URI) with code and state, or error.
  const returning = searchParams.has('code') || searchParams.has('error');
  const onSignedIn = useCallback((path: string) => navigate(path, { replace: true }), [navigate]);

  return (
    <Box maxW="xl">
      <PageHeading>Portal Claveúnica</PageHeading>
      {returning ? <ClaveUnicaReturn params={searchParams} onSignedIn={onSignedIn} /> : <SignIn destination={destination} />}
      <HStack as="ul" listStyleType="none" p="0" mt="8" gap="6" flexWrap="wrap">
        <li>
          <Link href="https://claveunica.gob.cl/" textDecoration="underline">
            ¿No tienes ClaveÚnica?
          </Link>
        </li>
        <li>
          <Link href="tel:6003603333" textDecoration="underline">
            Ayuda al 600 360 33 33
          </Link>
        </li>
      </HStack>
    </Box>
  );
}
