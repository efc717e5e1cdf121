import { usePageTitle } from '@sello/shared-ui';
import { useState } from 'react';
import { reportSaveError } from './save-error';

/**
 * A form's save, the same in every admin form: the browser's checks first (nothing is sent while
 * one fails), then the call; the API's field errors and message show like the browser's, and
 * `busy` while the call runs. `summary` lists the fields of `order` that have an error (the
 * ErrorSummary's items) and the page title says there are errors.
 */
export function useSaveForm<K extends string>(title: string, order: readonly K[]) {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = order.flatMap((id) => (errors[id] ? [{ id, message: errors[id] as string }] : []));
  usePageTitle(title, { error: summary.length > 0 });

  const submit = async (found: Partial<Record<K, string>>, action: () => Promise<unknown>) => {
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const { message, fields } = reportSaveError(error);
      setServerError(message);
      setErrors(fields as Partial<Record<K, string>>);
    } finally {
      setBusy(false);
    }
  };
  return { errors, serverError, busy, setBusy, summary, submit };
}
