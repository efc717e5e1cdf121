import { Box, createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';

export type NotifyType = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  type: NotifyType;
  title: string;
  description?: string;
}

/** Spec: toasts at the top-end for 1.5 s, pausing on hover. */
export const TOAST_DURATION_MS = 1500;

const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 5,
});

/** The one way to show a toast. Returns the toast id. */
export function notify({ type, title, description }: NotifyOptions): string {
  return toaster.create({ type, title, description, duration: TOAST_DURATION_MS, closable: true });
}

/** Removes every toast; handy in tests and on logout. */
export function dismissAllToasts(): void {
  toaster.dismiss();
}

/**
 * Render once, in the shell. The toast group is a polite live region and each toast has
 * role="status", so screen readers announce the title and description without moving focus.
 */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ base: '4', sm: 'auto' }}>
        {(toast) => (
          <Toast.Root width={{ sm: 'sm' }} overflow="hidden">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger aria-label="Cerrar notificación" />
            <Box
              aria-hidden="true"
              position="absolute"
              insetInline="0"
              bottom="0"
              height="4px"
              bg="currentColor"
              opacity={0.6}
              transformOrigin="left"
              animation={`selloToastProgress ${toast.duration ?? TOAST_DURATION_MS}ms linear forwards`}
              css={{
                '[data-paused] > &': { animationPlayState: 'paused' },
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
