export type NotifyType = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  type: NotifyType;
  title: string;
  description?: string;
}

/** Spec: toasts stay 1.5 s. */
export const TOAST_DURATION_MS = 1500;

/**
 * The attribute that marks the page's header: toasts open just below it while it is on screen, at the
 * top once it has scrolled away. Over it they would hide the accessibility toolbar's and the header's
 * buttons, and a control with keyboard focus must not be hidden (WCAG 2.2, 2.4.11).
 */
export const TOASTS_BELOW = 'data-toasts-below';
