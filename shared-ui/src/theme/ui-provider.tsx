import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
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

/**
 * Emotion's tags of global styles in a page the portal server rendered: ChakraProvider's (the layer
 * order, and the reset, global rules and token variables), and no other (the portal renders no
 * `<Global>` of its own). They come in the <head> of the server's HTML and stay there.
 */
const SERVER_GLOBAL_STYLES = 'style[data-emotion^="css-global"]';

let provided: SystemContext | undefined;

/**
 * The system handed to ChakraProvider, which renders `system._global` (the reset, the global rules
 * and every token as a CSS variable) through emotion. Building that CSS was about two thirds of
 * creating the system, on the main thread of every page load; Chakra builds it only when it is read
 * (patches/@chakra-ui+react+3.37.0.patch). A server-rendered page already holds it in its <head>, so
 * there the browser is given the same system without it and never builds it; any other page (client
 * rendering, tests, the server itself) gets the whole system.
 */
function providedSystem(): SystemContext {
  if (provided) return provided;
  const system = getSystem();
  const serverStyled = typeof document !== 'undefined' && document.querySelector(SERVER_GLOBAL_STYLES) !== null;
  // A copy of the system's properties as they are (reading `_global` would build it), but that one.
  provided = serverStyled
    ? Object.defineProperties({} as SystemContext, { ...Object.getOwnPropertyDescriptors(system), _global: { value: [] } })
    : system;
  return provided;
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
  return <ChakraProvider value={providedSystem()}>{children}</ChakraProvider>;
}
