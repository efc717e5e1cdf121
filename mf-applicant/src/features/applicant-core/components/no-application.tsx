import { Button, PageHeading, RouterLink, Stack, Text } from '@sello/shared-ui';

/**
 * What an applicant without a registered application sees instead of the process pages: under its own
 * h1, which takes focus after a navigation as every page's does.
 */
export function NoApplication() {
  return (
    <>
      <PageHeading>Aún no tienes una postulación registrada</PageHeading>
      <Stack gap="3" align="flex-start" py="4">
        <Text>Completa primero el registro institucional.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/proceso-de-postulacion">Ir al registro institucional</RouterLink>
        </Button>
      </Stack>
    </>
  );
}
