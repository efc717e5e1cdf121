import { ApiError, UNEXPECTED_ERROR_MESSAGE } from '@sello/shared-api';
import { notify } from '@sello/shared-ui';

/**
 * Field errors of a 422 answer, so the form can show them under their inputs; any other failure
 * gets the spec's toast, with the server's own sentence as description when it says more.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}

export function notifySaveError(error: unknown, title = UNEXPECTED_ERROR_MESSAGE): void {
  const message = error instanceof Error ? error.message : '';
  notify({ type: 'error', title, description: message && message !== title ? message : undefined });
}

export const SAVED_MESSAGE = 'Datos enviados correctamente.';
export const PROGRESS_ERROR_MESSAGE = 'Ha ocurrido un error inesperado al guardar el progreso.';
/** Why a sent application's files and data cannot be changed (the API answers 409 to any change). */
export const NOT_EDITABLE_MESSAGE = 'La postulación fue enviada y ya no se puede modificar.';
