import { ApiError } from '@sello/shared-api';

/** The server's Spanish reason when it gave one, the spec's generic message otherwise. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Ha ocurrido un error inesperado.';
}
