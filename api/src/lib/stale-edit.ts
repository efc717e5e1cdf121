import { HttpError, invalid } from './http-error';

/** The field an edit form sends back: the `updated_at` of the version it showed. */
export const EDITED_VERSION = 'updated_at';

/**
 * Two people editing the same item: without this, the second save silently undid the first's.
 * Read under the row's lock: when the row changed after the form was loaded, the save is refused
 * (409) and changes nothing. A save without the field (an older admin release) is not checked.
 */
export function refuseStaleEdit(fields: Record<string, unknown>, latest: Date | null | undefined, what: string): void {
  const sent = fields[EDITED_VERSION];
  if (typeof sent !== 'string' || sent === '' || !latest) return;
  const edited = Date.parse(sent);
  if (Number.isNaN(edited)) throw invalid({ [EDITED_VERSION]: ['La versión del formulario no es válida. Recarga la página.'] });
  if (edited !== latest.getTime()) {
    throw new HttpError(409, `Alguien guardó cambios en ${what} después de que abriste este formulario. Para no borrarlos, los tuyos no se guardaron: copia lo que necesites y recarga la página.`);
  }
}

/** The fields an edit changed, for the audit log (the version sent back is not one). */
export const editedFields = (fields: Record<string, unknown>, files: Record<string, unknown>): string[] =>
  [...Object.keys(fields).filter((key) => key !== EDITED_VERSION), ...Object.keys(files)];
