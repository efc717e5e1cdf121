import { useEffect, type RefObject } from 'react';

/** The CSS variable shared-ui's toaster reads for its top offset (see toast-region.tsx). */
export const TOASTS_TOP_VARIABLE = '--sello-toasts-top';

/**
 * Publishes where the header ends, so toasts (top-end, the spec's place) open below it: above it they
 * would hide the accessibility toolbar's and the header's buttons, and a control that has keyboard
 * focus must not be hidden (WCAG 2.2, 2.4.11). Measured again when the header's size changes (font
 * scale, the mobile menu, wrapping).
 */
export function useToastsBelow(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(TOASTS_TOP_VARIABLE, `${Math.ceil(element.getBoundingClientRect().bottom + window.scrollY)}px`);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOASTS_TOP_VARIABLE);
    };
  }, [header]);
}
