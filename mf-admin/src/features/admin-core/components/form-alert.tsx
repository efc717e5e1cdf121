import { Alert } from '@sello/shared-ui/widgets';
import { useEffect, useRef } from 'react';

/**
 * A server's answer to a form, kept on screen (toasts vanish after 1.5 s); `role="alert"` announces it.
 * When focus was lost meanwhile (the button that sent the form is disabled while busy, and Chromium
 * then moves focus to <body>), the message takes it, so the keyboard goes on from the form.
 */
export function FormAlert({ id, message }: { id: string; message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (message && (!active || active === document.body)) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <Alert.Root ref={ref} tabIndex={-1} status="error" role="alert" id={id} mb="6">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
