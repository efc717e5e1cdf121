import { useState } from 'react';

interface SaveForm<K extends string> {
  submit: (found: Partial<Record<K, string>>, action: () => Promise<unknown>) => Promise<void>;
  clear: () => void;
  busy: boolean;
}

/**
 * A save that cannot be undone asks first (WCAG 3.3.4), on top of useSaveForm: `ask(found)` says the
 * form's errors at their fields like any save, and asks nothing while there are some; without them
 * it takes the errors of an earlier try away (they are corrected) and opens the dialog (`asking`),
 * whose button runs `confirm(action)`. The dialog stays open while the action runs (the form is
 * `busy`; Escape does not hide it then: it would not say how the action ended) and closes when it
 * ends, refused or not (the refusal is on the page).
 */
export function useAskFirst<K extends string>({ submit, clear, busy }: SaveForm<K>) {
  const [asking, setAsking] = useState(false);
  return {
    asking,
    ask: (found: Partial<Record<K, string>>) => {
      if (Object.keys(found).length > 0) void submit(found, async () => undefined);
      else {
        clear();
        setAsking(true);
      }
    },
    cancel: () => {
      if (!busy) setAsking(false);
    },
    confirm: (action: () => Promise<unknown>) => {
      void submit({}, async () => {
        try {
          await action();
        } finally {
          setAsking(false);
        }
      });
    },
  };
}
