import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, type NotifyOptions } from './toast-options';

export { TOAST_DURATION_MS, TOASTS_BELOW, type NotifyOptions, type NotifyType } from './toast-options';

type RegionModule = typeof import('./toast-region');
type ToastRequest = NotifyOptions & { id: string; duration: number; closable: true };

/**
 * The toast region loads at the first interaction or the first `notify`, whichever comes first.
 * Until it is in the page, toasts wait in `pending`: a live region must exist before its content
 * arrives, or screen readers may not announce it.
 */
let region: RegionModule | null = null;
let loading: Promise<RegionModule> | null = null;
let ready = false;
let pending: ToastRequest[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function loadRegion(): Promise<RegionModule> {
  loading ??= import('./toast-region').then((module) => {
    region = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function flush() {
  ready = true;
  const queued = pending;
  pending = [];
  for (const request of queued) region?.toaster.create(request);
}

/** The one way to show a toast. Returns the toast id. */
export function notify({ type, title, description }: NotifyOptions): string {
  nextId += 1;
  const request: ToastRequest = { id: `aviso-${nextId}`, type, title, description, duration: TOAST_DURATION_MS, closable: true };
  if (region && ready) region.toaster.create(request);
  else {
    pending.push(request);
    void loadRegion();
  }
  return request.id;
}

/** Removes every toast, shown or waiting; handy in tests and on logout. */
export function dismissAllToasts(): void {
  pending = [];
  // remove(), not dismiss(): dismissing needs a mounted region to finish, removing does not.
  region?.toaster.remove();
}

/** Render once, in the shell (or a remote's standalone frame). */
export function Toaster() {
  const loaded = useSyncExternalStore(subscribe, () => region, () => null);
  useEffect(() => {
    if (loaded) return undefined;
    // Toasts answer what a person did, so the first key press, tap or click is early enough to fetch
    // the region; the first paint never waits for it.
    const events = ['pointerdown', 'keydown', 'click'] as const;
    const start = () => {
      for (const type of events) window.removeEventListener(type, start, true);
      void loadRegion();
    };
    for (const type of events) window.addEventListener(type, start, true);
    return () => {
      for (const type of events) window.removeEventListener(type, start, true);
    };
  }, [loaded]);
  // While no region is mounted (e.g. between two pages of a test), toasts wait again.
  const onReady = useCallback(() => {
    flush();
    return () => {
      ready = false;
    };
  }, []);
  if (!loaded) return null;
  const { ToastRegion } = loaded;
  return <ToastRegion onReady={onReady} />;
}
