import { Box, createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef, type RefObject } from 'react';
import { addRecipes } from '../theme/add-recipes';
import { getSystem } from '../theme/system';
import { TOAST_DURATION_MS, TOASTS_BELOW } from './toast-options';

// Loaded after the first paint (see toaster.tsx): the toast machine, its parts and recipe are
// ~12 KB gzip that no page needs to be painted.
addRecipes(getSystem(), {}, { toast: toastSlotRecipe });

/** Spec: toasts at the top-end for 1.5 s, pausing on hover. */
export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: 'calc(var(--sello-toasts-top, 0px) + 1rem)', right: '1rem', bottom: '1rem', left: '1rem' },
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 5,
});

/**
 * While toasts are shown, keeps them below the page's header (see TOASTS_BELOW) as it is on screen: it
 * moves with scrolling, and a new page or font scale changes its height. Checked once a frame, only
 * while a toast is up (1.5 s each).
 */
function useBelowHeader(wrapper: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    let frame = 0;
    let placed = '';
    const measure = () => {
      const header = document.querySelector(`[${TOASTS_BELOW}]`);
      const bottom = header ? Math.ceil(header.getBoundingClientRect().bottom) : 0;
      // No lower than half the window: a tall header (an open mobile menu at a large font scale) must not
      // push the toasts out of sight.
      const top = `${Math.min(Math.max(0, bottom), Math.round(window.innerHeight / 2))}px`;
      if (top !== placed) wrapper.current?.style.setProperty('--sello-toasts-top', top);
      placed = top;
    };
    const follow = () => {
      measure();
      frame = toaster.getCount() > 0 ? requestAnimationFrame(follow) : 0;
    };
    // The store tells its subscribers before it adds the toast (the count is still 0 here): measure now
    // for the toast's first frame, and follow from the next frame on.
    const unsubscribe = toaster.subscribe(() => {
      measure();
      if (!frame) frame = requestAnimationFrame(follow);
    });
    follow();
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [wrapper]);
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A toast must not hide what the keyboard reaches (WCAG 2.4.11): on a narrow screen it spans the
 * page's width just under the header, where a page's first links and fields are. When focus lands on
 * a control a toast covers, that toast goes: the live region has already said its words. Not for what
 * only a script focuses (tabindex -1: the h1 after a navigation, an error summary): the block spans the
 * page's width, and the toast that a save raised before leaving for the list would go unseen.
 */
function useClearOfFocus() {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.tabIndex < 0 || toaster.getCount() === 0 || target.closest('[data-scope="toast"]')) return;
      const focused = target.getBoundingClientRect();
      for (const root of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
        // zag names each toast's root `toast:<id>`.
        if (overlaps(root.getBoundingClientRect(), focused)) toaster.dismiss(root.id.replace(/^toast:/, ''));
      }
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
}

/**
 * The toast group is a polite live region and each toast has role="status", so screen readers
 * announce the title and description without moving focus. `onReady` runs once the region is in
 * the page: toasts created after that are announced.
 */
export function ToastRegion({ onReady }: { onReady: () => () => void }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useBelowHeader(wrapper); // before onReady, which shows the toasts that waited
  useClearOfFocus();
  useEffect(onReady, [onReady]);
  return (
    <Portal>
      {/* The group is fixed to the viewport: this wrapper only carries --sello-toasts-top to it.
          data-live-announcer: an open modal dialog hides the rest of the page from screen readers
          (aria-hidden) but not this, so a toast raised while a dialog is open (a confirmed send) is heard. */}
      <div ref={wrapper} data-live-announcer="">
        <ChakraToaster toaster={toaster} insetInline={{ base: '4', sm: 'auto' }}>
          {(toast) => (
            <Toast.Root width={{ sm: 'sm' }} overflow="hidden">
              <Toast.Indicator aria-hidden="true" />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
                {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
              </Stack>
              {/* At least 24 CSS px on every screen (WCAG 2.5.8): the recipe's is 1.5rem, 21 px where the root font is 14 px (below `sm`). */}
              <Toast.CloseTrigger aria-label="Cerrar notificación" minW="24px" minH="24px" />
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
      </div>
    </Portal>
  );
}
