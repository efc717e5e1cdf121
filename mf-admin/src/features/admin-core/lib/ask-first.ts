import { useState } from 'react';

type Submit<K extends string> = (found: Partial<Record<K, string>>, action: () => Promise<unknown>) => Promise<void>;

/**
 * A save that cannot be undone asks first (WCAG 3.3.4), on top of useSaveForm's `submit`: `ask(found)`
 * says the form's errors at their fields like any save, and asks nothing while there are some;
 * without them it opens the dialog (`asking`), whose button runs `confirm(action)`. The dialog stays
 * open while the action runs (Escape does not hide it then: it would not say how the action ended)
 * and closes when it ends, refused or not (the refusal is on the page).
 */
export function useAskFirst<K extends string>(submit: Submit<K>) {
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  return {
    asking,
    ask: (found: Partial<Record<K, string>>) => {
      if (Object.keys(found).length > 0) void submit(found, async () => undefined);
      else setAsking(true);
    },
    cancel: () => {
      if (!running) setAsking(false);
    },
    confirm: (action: () => Promise<unknown>) => {
      setRunning(true);
      void submit({}, async () => {
        try {
          await action();
        } finally {
          setRunning(false);
          setAsking(false);
        }
      });
    },
  };
}
