export type NotifyType = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  type: NotifyType;
  title: string;
  description?: string;
}

/** Spec: toasts stay 1.5 s. */
export const TOAST_DURATION_MS = 1500;
