import { Box, createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect } from 'react';
import { addRecipes } from '../theme/add-recipes';
import { getSystem } from '../theme/system';
import { TOAST_DURATION_MS } from './toast-options';

// Loaded after the first paint (see toaster.tsx): the toast machine, its parts and recipe are
// ~12 KB gzip that no page needs to be painted.
addRecipes(getSystem(), {}, { toast: toastSlotRecipe });

/**
 * Spec: toasts at the top-end for 1.5 s, pausing on hover. They open below the page's header (the
 * shell publishes where it ends in --sello-toasts-top), so they never hide its buttons.
 */
export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: 'calc(var(--sello-toasts-top, 0px) + 1rem)', right: '1rem', bottom: '1rem', left: '1rem' },
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 5,
});

/**
 * The toast group is a polite live region and each toast has role="status", so screen readers
 * announce the title and description without moving focus. `onReady` runs once the region is in
 * the page: toasts created after that are announced.
 */
export function ToastRegion({ onReady }: { onReady: () => () => void }) {
  useEffect(onReady, [onReady]);
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
