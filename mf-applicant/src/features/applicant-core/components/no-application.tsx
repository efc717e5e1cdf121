import { Button, RouterLink, Stack, Text } from '@sello/shared-ui';

/** What an applicant without a registered application sees instead of the process pages. */
export function NoApplication() {
  return (
    <Stack gap="3" align="flex-start" py="4">
      <Text>Aún no tienes una postulación registrada. Completa primero el registro institucional.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/proceso-de-postulacion">Ir al registro institucional</RouterLink>
      </Button>
    </Stack>
  );
}
