import { ChakraProvider } from '@chakra-ui/react';
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { getSystem } from './system';

export type ThemeName = 'Light' | 'Dark';
export type FontScale = 1 | 1.2 | 1.4;

export interface UiProviderProps {
  theme?: ThemeName;
  fontScale?: FontScale;
  children?: ReactNode;
}

/**
 * Mirrors theme and font scale onto <html>: Chakra's dark tokens key off the `dark` class, plain CSS
 * can follow `data-theme`, and portals (toasts, dialogs) live outside any wrapper we could render.
 */
export function applyDocumentTheme(theme: ThemeName, fontScale: FontScale, root = document.documentElement): void {
  const isDark = theme === 'Dark';
  root.classList.toggle('dark', isDark);
  root.classList.toggle('light', !isDark);
  root.dataset.theme = isDark ? 'dark' : 'light';
  root.style.colorScheme = isDark ? 'dark' : 'light';
  root.style.setProperty('--sello-font-scale', String(fontScale));
}

const noSubscription = () => () => {};

/** True only while React hydrates server-rendered HTML (the server snapshot is in use). */
function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true);
}

/** The one ChakraProvider of the portal. Theme and font scale come from the caller (the a11y store). */
export function UiProvider({ theme = 'Light', fontScale = 1, children }: UiProviderProps) {
  const hydrating = useHydrating();
  useLayoutEffect(() => {
    // While hydrating, the store still holds the server's defaults; <html> already carries the
    // visitor's stored theme (the portal server's pre-paint block): leave it, the stored state
    // follows in the render right after.
    if (hydrating) return;
    applyDocumentTheme(theme, fontScale);
  }, [theme, fontScale, hydrating]);
  return <ChakraProvider value={getSystem()}>{children}</ChakraProvider>;
}
