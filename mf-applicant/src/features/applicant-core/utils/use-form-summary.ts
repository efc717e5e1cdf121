import { usePageTitle } from '@sello/shared-ui';
import { toErrorSummaryItems, type ErrorSummaryItem } from '@sello/shared-ui/widgets';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The GOV.UK pattern: after a failed submit the summary lists the errors in field order and the
 * title starts with 'Error: ' until they are fixed.
 */
export function useFormSummary<T extends FieldValues>(
  title: string,
  errors: FieldErrors<T>,
  order: readonly (keyof T & string)[],
  submitCount: number,
): ErrorSummaryItem[] {
  const items = submitCount > 0 ? toErrorSummaryItems(errors as Record<string, { message?: unknown }>, order) : [];
  usePageTitle(title, { error: items.length > 0 });
  return items;
}
