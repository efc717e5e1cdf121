import { UNEXPECTED_ERROR_MESSAGE } from '@sello/shared-api';
import { EMPTY_FILE_MESSAGE, fileTooBigMessage, UPLOAD_LIMIT_MB } from '@sello/shared-api/schemas';
import type { ErrorSummaryItem } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from './save-error';
import { useFormSummary } from './use-form-summary';

/** The server's own words for a file that is not a PDF (api/src/lib/uploads.ts). */
const PDF_ONLY_MESSAGE = 'El archivo debe ser un PDF.';

const isPdf = (file: File): boolean => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** Said under each PDF field, so the limit is known before a long upload (WCAG 3.3.2). */
export const PDF_HINT = `Un PDF de hasta ${UPLOAD_LIMIT_MB.pdf} MB.`;

/** Why a chosen file cannot be sent as a PDF, in the API's own words, or null: checked before uploading it. */
export function pdfProblem(file: File): string | null {
  if (!isPdf(file)) return PDF_ONLY_MESSAGE;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  if (file.size > UPLOAD_LIMIT_MB.pdf * 1024 * 1024) return fileTooBigMessage(UPLOAD_LIMIT_MB.pdf);
  return null;
}

/** A file input's check before sending: no file passes (being required is another rule), a file must be a PDF the API takes. */
export const pdfOnly = (files: FileList | null | undefined): true | string => {
  const file = files?.[0];
  return !file || (pdfProblem(file) ?? true);
};

/**
 * A refused save, shown where the person looks rather than in a toast that goes in 1.5 s: each
 * reason the server gave for one of the form's `fields` goes under that field (and, through
 * useFormSummary, into the error summary that takes focus); any other refusal comes back as one
 * sentence for the summary, linked to the button that retries. Null when every reason found its field.
 */
export function placeRefusal<T extends FieldValues>(
  error: unknown,
  fields: readonly (keyof T & string)[],
  setError: UseFormSetError<T>,
): string | null {
  const reasons = fieldErrorsOf(error);
  const placed = fields.filter((field) => reasons[field]);
  for (const field of placed) setError(field as Path<T>, { type: 'server', message: reasons[field] });
  if (placed.length > 0 && Object.keys(reasons).length === placed.length) return null;
  return refusalText(error, fields);
}

/**
 * A refusal as one sentence, for a summary item or an on-screen alert: the server's reasons for fields
 * not in `shown` (e.g. requisito_id say more than the generic sentence), else its message.
 */
export function refusalText(error: unknown, shown: readonly string[] = []): string {
  const others = Object.entries(fieldErrorsOf(error)).filter(([field]) => !shown.includes(field)).map(([, message]) => message);
  if (others.length > 0) return others.join(' ');
  return error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

export interface SaveRefusal {
  /** For <ErrorSummary>: the fields' errors in `order`, then the refusal that belongs to no field. */
  summary: ErrorSummaryItem[];
  /** Call when a submit starts: the last refusal no longer holds. */
  clear: () => void;
  /** Call with what the save threw. */
  refuse: (error: unknown) => void;
}

/**
 * One way for every applicant upload form: the error summary (focused, linked to the fields), the
 * reasons under the fields, 'Error: ' in the page title, and the server's refusal in the summary
 * linked to the button `retryId`.
 */
export function useSaveRefusal<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'formState' | 'setError'>,
  title: string,
  order: readonly (keyof T & string)[],
  retryId: string,
): SaveRefusal {
  const [message, setMessage] = useState<string | null>(null);
  const { errors, submitCount } = form.formState;
  const summary = useFormSummary<T>(title, errors, order, submitCount, message ? [{ id: retryId, message }] : []);
  return {
    summary,
    clear: () => setMessage(null),
    refuse: (error) => setMessage(placeRefusal(error, order, form.setError)),
  };
}
