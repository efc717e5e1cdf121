import { useState } from 'react';

type Submit<K extends string> = (found: Partial<Record<K, string>>, action: () => Promise<unknown>) => Promise<void>;

/**
 * A save that cannot be undone asks first (WCAG 3.3.4), on top of useSaveForm's `submit`: `ask(found)`
 * says the form's errors at their fields like any save, and asks nothing while there are some;
 * without them it opens the dialog (`asking`), whose button runs `confirm(action)`. The dialog stays
 * open while the action runs and closes when it ends, refused or not (the refusal is on the page).
 */
export function useAskFirst<K extends string>(submit: Submit<K>) {
  const [asking, setAsking] = useState(false);
  return {
    asking,
    ask: (found: Partial<Record<K, string>>) => {
      if (Object.keys(found).length > 0) void submit(found, async () => undefined);
      else setAsking(true);
    },
    cancel: () => setAsking(false),
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
