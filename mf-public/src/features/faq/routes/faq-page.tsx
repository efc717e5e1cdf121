import { PageHeading, Stack, Text } from '@sello/shared-ui';
import { FaqAccordion } from '../components/faq-accordion';
import { FAQ_ITEMS } from '../data/faq-items';

export function FaqPage() {
  return (
    <Stack gap="4" maxW="4xl">
      <PageHeading>Preguntas frecuentes</PageHeading>
      <Text>Respuestas a las dudas más comunes sobre el Sello Chile Inclusivo. Selecciona una pregunta para ver su respuesta.</Text>
      <FaqAccordion items={FAQ_ITEMS} />
    </Stack>
  );
}
