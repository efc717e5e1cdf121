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
