import { Box, Button, HStack, List, PageHeading, RouterLink, Stack, Text, usePageTitle } from '@sello/shared-ui';
import { BasesLink } from '../../common/components/bases-link';

/** Spec section 1, "Stated application process, in order". */
export const APPLICATION_STEPS: readonly string[] = [
  'Regístrate en este sitio.',
  'Ingresa a la plataforma de evaluación con ClaveÚnica.',
  'Declara que conoces las bases vigentes.',
  'Elige una categoría: Gestión Institucional Inclusiva o Espacios Públicos Inclusivos.',
  'Descarga la bitácora única y el formulario de declaración.',
  'Complétalos y adjúntalos.',
  'Completa el formulario de autoevaluación en línea.',
];

export function HowToApplyPage() {
  usePageTitle('¿Cómo postular?');
  return (
    <Stack gap="6" maxW="3xl">
      <Box>
        <PageHeading>¿Cómo postular?</PageHeading>
        <Text>
          La postulación es gratuita y se realiza solo a través de este sitio, desde la fecha indicada en las bases
          vigentes. Sigue estos pasos:
        </Text>
      </Box>
      <List.Root as="ol" ps="6" gap="2" listStyleType="decimal">
        {APPLICATION_STEPS.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List.Root>
      <HStack gap="4" flexWrap="wrap">
        <BasesLink />
        <Button asChild variant="outline">
          <RouterLink to="/proceso-de-postulacion">Ir a postular</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
