import { Box, HStack, Link, PageHeading, Text, useNavigate, useSearchParams } from '@sello/shared-ui';
import { LoginForm } from '../components/login-form';
import { RETURN_PARAM, safeReturnPath } from '../components/return-path';

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const destination = safeReturnPath(searchParams.get(RETURN_PARAM));

  return (
    <Box maxW="xl">
      <PageHeading>Portal Claveúnica</PageHeading>
      <Text mb="6">Para postular, ingresa con tu RUN y tu ClaveÚnica.</Text>
      <LoginForm onSignedIn={() => navigate(destination, { replace: true })} />
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
