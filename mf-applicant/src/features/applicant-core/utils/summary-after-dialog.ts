import { useRef } from 'react';

/**
 * A refusal answered while a ConfirmDialog was open: the form's error summary takes focus as it
 * appears, then the dialog, closing, gives focus back to the button that opened it. `refused()` notes
 * the refusal; the opener's `onFocus` then hands focus on to the summary, once.
 */
export function useSummaryAfterDialog() {
  const pending = useRef(false);
  return {
    refused: () => {
      pending.current = true;
    },
    onOpenerFocus: () => {
      if (!pending.current) return;
      pending.current = false;
      document.querySelector<HTMLElement>('[role="alert"][aria-labelledby="error-summary-title"]')?.focus();
    },
  };
}
