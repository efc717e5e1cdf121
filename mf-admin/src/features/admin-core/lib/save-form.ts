import type { ErrorSummaryItem } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { useFormPageTitle } from './page-title';
import { placeRefusal, refusalOf, reportSaveError } from './save-error';

/**
 * A form's save, the same in every admin form: the browser's checks first (nothing is sent while
 * one fails), then the call; the API's field errors show like the browser's, and `busy` while the
 * call runs. `summary` (the ErrorSummary's items) lists the fields of `order` that have an error, and
 * the page title `title` says there are errors while it has items or a refusal is shown (`serverError`;
 * see useFormPageTitle: null for a form only used inside a PageTitle); `attempt` counts the form's attempts, for its ErrorSummary.
 *
 * With `submitId` (the submit button's id), a refusal that belongs to none of the fields (the item was
 * deleted meanwhile, a conflict, the network) is the summary's last line, linked to that button, as
 * on the applicant's forms; `refuse` does the same for another action of the form (Eliminar, see
 * DeleteAction), linked to its own button. Without it the refusal is `serverError`, for a FormAlert.
 */
export function useSaveForm<K extends string>(title: string | null, order: readonly K[], submitId?: string) {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ErrorSummaryItem | null>(null);
  const [busy, setBusy] = useState(false);
  // The form's ErrorSummary's `attempt`: a second failed attempt with the same errors takes focus
  // again (it stayed on the button, silent).
  const [attempt, setAttempt] = useState(0);
  // The refusal's id is a button's, not one of `order` (only forms that give `submitId` have one).
  const summary: { id: K; message: string }[] = [
    ...order.flatMap((id) => (errors[id] ? [{ id, message: errors[id] as string }] : [])),
    ...(refusal ? [refusal as { id: K; message: string }] : []),
  ];
  useFormPageTitle(title, summary.length > 0 || serverError !== null);

  /** Another action of the form failed: its reason in the summary, linked to its button `buttonId`. */
  const refuse = (buttonId: string, error: unknown) => {
    reportSaveError(error);
    setAttempt((count) => count + 1);
    setRefusal({ id: buttonId, message: refusalOf(error, []) });
  };

  const submit = async (found: Partial<Record<K, string>>, action: () => Promise<unknown>) => {
    setAttempt((count) => count + 1);
    setErrors(found);
    setServerError(null);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const placed: Partial<Record<K, string>> = {};
      const rest = placeRefusal(error, order, (field, message) => {
        placed[field] = message;
      });
      setErrors(placed);
      // Only what belongs to none of the fields is said again: as the summary's last line, linked to the
      // button, or (no `submitId`) as `serverError`. A generic 'Los datos enviados no son válidos.' beside
      // the field's own reason added nothing.
      if (submitId === undefined) setServerError(rest);
      else setRefusal(rest ? { id: submitId, message: rest } : null);
    } finally {
      setBusy(false);
    }
  };
  // No setter for `busy`: it is the save's alone (a deletion's state is DeleteAction's own).
  /** The form's errors are corrected (see useAskFirst, which asks before it saves): none is shown any more. */
  const clear = () => {
    setErrors({});
    setServerError(null);
    setRefusal(null);
  };
  return { errors, serverError, busy, summary, attempt, submit, refuse, clear };
}
