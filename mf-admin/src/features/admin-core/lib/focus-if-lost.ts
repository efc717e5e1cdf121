import { useCallback, useEffect, useState } from 'react';

/**
 * After an action whose button went away (a panel rebuilt) or was disabled (nothing left to send),
 * focus has fallen to <body> or sits on a control that can no longer be used, and the next Tab would
 * start at the top of the page: it goes to `heading` instead (the page's h1 when that is not there).
 * Focus still on something usable is left where it is.
 */
export function focusIfLost(heading: HTMLElement | null) {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected && !active.matches(':disabled')) return;
  const target = heading ?? document.querySelector<HTMLElement>('main h1');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * focusIfLost once no dialog is open. A dialog's action that removed its opener (a 'Quitar' whose row
 * is gone) ends with the closing dialog giving focus back to that opener: being gone, focus falls to
 * <body>, after the dialog's exit. Checked each frame, for two seconds at most.
 */
export function focusIfLostAfterDialogs(heading: () => HTMLElement | null) {
  const started = performance.now();
  const check = () => {
    if (document.querySelector('[role="alertdialog"], [role="dialog"]') && performance.now() - started < 2000) requestAnimationFrame(check);
    else focusIfLost(heading());
  };
  requestAnimationFrame(check);
}

/**
 * For an action after which the page reloads its list (the control pressed gone or disabled): call the
 * returned function when the action is over, and once the list is back, focus lost with the control
 * goes to the heading `headingId` (see focusIfLost).
 */
export function useFocusIfLostAfterReload(loading: boolean, headingId: string): () => void {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done || loading) return;
    setDone(false);
    focusIfLost(document.getElementById(headingId));
  }, [done, loading, headingId]);
  return useCallback(() => setDone(true), []);
}
