import { useRef, useState } from 'react';

/**
 * A sending that cannot be undone asks first (WCAG 3.3.4): `ask(value)` opens the ConfirmDialog that
 * takes `dialog`, whose confirm runs `run(value)`; `sendNow(value)` runs it without asking (a save
 * beside it). `run` answers whether it was sent; refused, it has put the reason in the form's error
 * summary. The dialog then closes and gives focus back to its opener after the summary has taken it:
 * the opener, with `onFocus={openerFocus}`, hands it on to the summary, once. Sent, the dialog stays
 * until the page moves on (closing it would pull focus back to the opener).
 */
export function useConfirmedSend<T>(run: (value: T) => Promise<boolean>) {
  const [asked, setAsked] = useState<{ value: T } | null>(null);
  const [sending, setSending] = useState(false);
  const refused = useRef(false);

  const go = async (value: T, fromDialog: boolean) => {
    setSending(true);
    const sent = await run(value);
    setSending(false);
    if (sent || !fromDialog) return;
    refused.current = true;
    setAsked(null);
  };

  return {
    sending,
    ask: (value: T) => setAsked({ value }),
    sendNow: (value: T) => go(value, false),
    openerFocus: () => {
      if (!refused.current) return;
      refused.current = false;
      document.querySelector<HTMLElement>('[role="alert"][aria-labelledby="error-summary-title"]')?.focus();
    },
    dialog: {
      open: asked !== null,
      busy: sending,
      tone: 'neutral' as const,
      // Escape while it is being sent would hide how it ended: the answer closes the dialog.
      onCancel: () => {
        if (!sending) setAsked(null);
      },
      onConfirm: () => {
        if (asked) void go(asked.value, true);
      },
    },
  };
}
