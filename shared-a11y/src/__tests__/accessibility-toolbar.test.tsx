import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { A11yUiProvider } from '../a11y-ui-provider';
import { AccessibilityToolbar } from '../accessibility-toolbar';
import { restoreFromStorage, useA11yStore } from '../store';
import { flush, installFakeSpeech, voice } from './fake-speech';

function renderToolbar() {
  return render(
    <A11yUiProvider>
      <AccessibilityToolbar />
      <main>
        <h1>Inicio</h1>
        <p>Texto de la página.</p>
      </main>
    </A11yUiProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  restoreFromStorage();
  useA11yStore.setState({ speech: false });
  installFakeSpeech().voices = [voice('es-CL')];
});

describe('AccessibilityToolbar', () => {
  it('is a named toolbar', () => {
    renderToolbar();
    expect(screen.getByRole('toolbar', { name: 'Herramientas de accesibilidad' })).toBeInTheDocument();
  });

  it('toggles the theme, renaming the button and exposing the pressed state', async () => {
    const user = userEvent.setup();
    renderToolbar();
    const toDark = screen.getByRole('button', { name: 'Cambiar a tema oscuro' });
    expect(toDark).toHaveAttribute('aria-pressed', 'false');
    await user.click(toDark);
    const toLight = screen.getByRole('button', { name: 'Cambiar a tema claro' });
    expect(toLight).toHaveAttribute('aria-pressed', 'true');
    expect(useA11yStore.getState().theme).toBe('Dark');
    expect(document.documentElement).toHaveClass('dark');
    await user.click(toLight);
    expect(document.documentElement).toHaveClass('light');
  });

  it('changes the font size within its bounds and disables the button at each end', async () => {
    const user = userEvent.setup();
    renderToolbar();
    const smaller = screen.getByRole('button', { name: 'Disminuir tamaño de letra' });
    const bigger = screen.getByRole('button', { name: 'Aumentar tamaño de letra' });
    expect(smaller).toBeDisabled();
    expect(smaller).toHaveAttribute('aria-disabled', 'true');
    expect(bigger).toBeEnabled();

    await user.click(bigger);
    expect(useA11yStore.getState().fontScale).toBe(1.2);
    expect(smaller).toBeEnabled();
    await user.click(bigger);
    expect(useA11yStore.getState().fontScale).toBe(1.4);
    expect(bigger).toBeDisabled();
    expect(document.documentElement.style.getPropertyValue('--sello-font-scale')).toBe('1.4');

    await user.click(smaller);
    expect(useA11yStore.getState().fontScale).toBe(1.2);
  });

  it("reads the page aloud and becomes 'Detener lectura' while speaking", async () => {
    const user = userEvent.setup();
    renderToolbar();
    const listen = screen.getByRole('button', { name: 'Escuchar' });
    expect(listen).toHaveAttribute('aria-pressed', 'false');
    await user.click(listen);
    await act(flush);
    const stop = screen.getByRole('button', { name: 'Detener lectura' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    const synth = window.speechSynthesis as unknown as { spoken: Array<{ text: string }> };
    // The toolbar itself is not read: only <main>.
    expect(synth.spoken.map((u) => u.text)).toEqual(['Inicio']);

    await user.click(stop);
    expect(screen.getByRole('button', { name: 'Escuchar' })).toHaveAttribute('aria-pressed', 'false');
    expect(useA11yStore.getState().speech).toBe(false);
  });

  it('moves focus between its buttons with the arrow keys', async () => {
    const user = userEvent.setup();
    renderToolbar();
    const theme = screen.getByRole('button', { name: 'Cambiar a tema oscuro' });
    theme.focus();
    // 'Disminuir' is disabled at size 1, so the next stop is 'Aumentar'.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Aumentar tamaño de letra' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Escuchar' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(theme).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Escuchar' })).toHaveFocus();
  });

  it.each(['Light', 'Dark'] as const)('has no axe violations (%s)', async (theme) => {
    useA11yStore.setState({ theme });
    const { container } = renderToolbar();
    expect(await axe(container)).toHaveNoViolations();
  });
});
