import { ApiError, UNEXPECTED_ERROR_MESSAGE } from '@sello/shared-api';
import { notify } from '@sello/shared-ui';

/** A failed save: the spec's toast (section 8) and the server's reason, returned to keep on screen. */
export function reportSaveError(error: unknown): { message: string; fields: Record<string, string> } {
  const message = error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE;
  notify({ type: 'error', title: UNEXPECTED_ERROR_MESSAGE, description: message === UNEXPECTED_ERROR_MESSAGE ? undefined : message });
  const fields: Record<string, string> = {};
  if (error instanceof ApiError) for (const [key, list] of Object.entries(error.errors)) if (list[0]) fields[key] = list[0];
  return { message, fields };
}

/**
 * A refusal as one sentence to keep on screen: the server's reasons for fields the form does not show
 * (`shown`), which say more than its generic 'Los datos enviados no son válidos.', else its message.
 */
export function refusalOf(error: unknown, shown: readonly string[]): string {
  const others = error instanceof ApiError
    ? Object.entries(error.errors).filter(([field, list]) => !shown.includes(field) && list[0]).map(([, list]) => list[0])
    : [];
  if (others.length > 0) return others.join(' ');
  return error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

/**
 * A refused save, placed where the person looks (the spec's toast goes in 1.5 s): each reason the
 * server gave for one of the form's fields `order` goes to `place` (under that field); what belongs to
 * none of them comes back as one sentence for the form's summary, null when every reason was placed.
 */
export function placeRefusal<K extends string>(error: unknown, order: readonly K[], place: (field: K, message: string) => void): string | null {
  const { fields } = reportSaveError(error);
  const placed = order.filter((field) => fields[field]);
  for (const field of placed) place(field, fields[field] as string);
  return placed.length > 0 && placed.length === Object.keys(fields).length ? null : refusalOf(error, placed);
}
