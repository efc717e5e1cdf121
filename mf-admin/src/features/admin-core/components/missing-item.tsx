import { Button, RouterLink, Stack, Text, usePageTitle } from '@sello/shared-ui';

/** Where an item's page leads back to: its list, e.g. `{ to: '/admin/panel/noticias', label: 'Volver a noticias' }`. */
export interface BackLink {
  to: string;
  label: string;
}

/**
 * An item's page when the API says the item does not exist: its own sentence ('La noticia no existe.'),
 * also in the page title, and the way back to the list instead of a 'Reintentar' that would fail the
 * same forever. An alert: the shell focused the h1 before the answer came, so it is announced.
 */
export function MissingItem({ message, back }: { message: string; back: BackLink }) {
  usePageTitle(message.replace(/\.$/, ''));
  return (
    <Stack role="alert" gap="3" py="6" align="flex-start">
      <Text color="fg.error" fontWeight="medium">{message}</Text>
      <Text>Puede que se haya eliminado o que la dirección no sea correcta.</Text>
      <Button asChild variant="outline">
        <RouterLink to={back.to}>{back.label}</RouterLink>
      </Button>
    </Stack>
  );
}
