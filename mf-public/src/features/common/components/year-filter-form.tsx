import { Button, HStack } from '@sello/shared-ui';
import type { FormEvent, ReactNode } from 'react';

interface YearFilterFormProps {
  /** Where the chosen year is shown without JavaScript: the page that lists the institutions of a year. */
  action: string;
  /** The year select, named `anno` (YEAR_PARAM) so the form sends what the list page reads. */
  children: ReactNode;
  /** Laid out next to the select (e.g. a link), outside what the form sends. */
  aside?: ReactNode;
}

/**
 * The year filter as a GET form. With JavaScript the list follows the select as soon as a year is
 * chosen and the form never submits. In a browser without JavaScript a 'Filtrar' button appears and
 * sends the year to the page, which the server renders with that year.
 */
export function YearFilterForm({ action, children, aside }: YearFilterFormProps) {
  const keepOnPage = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <HStack justify="space-between" align="flex-end" gap="4" flexWrap="wrap">
      <form method="get" action={action} onSubmit={keepOnPage}>
        <HStack align="flex-end" gap="3" flexWrap="wrap">
          {children}
          <noscript>
            <Button type="submit" variant="outline">
              Filtrar
            </Button>
          </noscript>
        </HStack>
      </form>
      {aside}
    </HStack>
  );
}
