import { usePageTitle } from '@sello/shared-ui';
import { toErrorSummaryItems, type ErrorSummaryItem } from '@sello/shared-ui/widgets';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The GOV.UK pattern: after a failed submit the summary lists the errors in field order and the
 * title starts with 'Error: ' until they are fixed. `extra` holds errors that belong to no field
 * (the server refused the whole request); each links to the control that retries it.
 */
export function useFormSummary<T extends FieldValues>(
  title: string,
  errors: FieldErrors<T>,
  order: readonly (keyof T & string)[],
  submitCount: number,
  extra: readonly ErrorSummaryItem[] = [],
): ErrorSummaryItem[] {
  const items = [...(submitCount > 0 ? toErrorSummaryItems(errors as Record<string, { message?: unknown }>, order) : []), ...extra];
  usePageTitle(title, { error: items.length > 0 });
  return items;
}
