import { UiProvider } from '@sello/shared-ui';
import type { ReactNode } from 'react';
import { useA11yStore } from './store';

/** shared-ui's provider fed from the store: what the shell and the standalone frames render. */
export function A11yUiProvider({ children }: { children?: ReactNode }) {
  const theme = useA11yStore((s) => s.theme);
  const fontScale = useA11yStore((s) => s.fontScale);
  return (
    <UiProvider theme={theme} fontScale={fontScale}>
      {children}
    </UiProvider>
  );
}
