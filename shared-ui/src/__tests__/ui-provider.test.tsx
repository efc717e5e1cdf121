import { render } from '@testing-library/react';
import { UiProvider } from '../theme/ui-provider';
import { documentCss, renderProvidedButton } from './helpers';

describe('UiProvider', () => {
  it('marks <html> with the theme so Chakra tokens and plain CSS can follow it', () => {
    const { rerender } = render(<UiProvider theme="Light">x</UiProvider>);
    const html = document.documentElement;
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
    expect(html.dataset.theme).toBe('light');

    rerender(<UiProvider theme="Dark">x</UiProvider>);
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
    expect(html.dataset.theme).toBe('dark');
    expect(html.style.colorScheme).toBe('dark');
  });

  it('exposes the font scale as a CSS variable on <html>', () => {
    const { rerender } = render(<UiProvider fontScale={1}>x</UiProvider>);
    expect(document.documentElement.style.getPropertyValue('--sello-font-scale')).toBe('1');
    rerender(<UiProvider fontScale={1.4}>x</UiProvider>);
    expect(document.documentElement.style.getPropertyValue('--sello-font-scale')).toBe('1.4');
  });

  it('emits the Sello tokens and the root font rules', () => {
    const button = renderProvidedButton();
    expect(button).toBeInTheDocument();
    const css = documentCss();
    expect(css).toMatch(/--chakra-colors-brand-solid:\s*#0051A8/i);
    expect(css).toMatch(/--chakra-colors-brand-solid:\s*#E0701E/i);
    expect(css).toContain('calc(100% * var(--sello-font-scale, 1))');
    expect(css).toContain('calc(87.5% * var(--sello-font-scale, 1))');
    expect(css).toMatch(/max-width:\s*570px/);
  });
});
