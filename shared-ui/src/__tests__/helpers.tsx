import { render, screen, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Button } from '../chakra';
import { MemoryRouter } from '../testing';
import { UiProvider, type ThemeName } from '../theme/ui-provider';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  theme?: ThemeName;
}

/** Renders inside the portal's provider and a memory router, as pages are at run time. */
export function renderUi(ui: ReactElement, { route = '/', theme = 'Light', ...options }: Options = {}) {
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <UiProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </UiProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

/**
 * Every CSS rule in the document, once: a <style> tag's text (the server's tags, emotion's outside
 * speedy mode), else the rules emotion inserted into it with insertRule (an empty tag).
 */
export const documentCss = () =>
  Array.from(document.querySelectorAll('style'), (style) =>
    style.textContent || Array.from(style.sheet?.cssRules ?? [], (rule) => rule.cssText).join('\n'),
  ).join('\n');

/** A Chakra button inside the portal's provider, which brings the system's styles to the page. */
export function renderProvidedButton() {
  render(
    <UiProvider>
      <Button>Postular</Button>
    </UiProvider>,
  );
  return screen.getByRole('button', { name: 'Postular' });
}
