import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from './render-shell';

describe('focus and title manager', () => {
  it('names the first page without moving focus', async () => {
    await renderShell({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    await waitFor(() => expect(document.title).toBe('Inicio - Sello'));
    expect(document.body).toHaveFocus();
  });

  it('after a navigation focuses the new h1, updates the title and announces the page', async () => {
    await renderShell({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Quiénes somos' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Quiénes somos - Sello');
    expect(screen.getByTestId('anunciador-de-ruta')).toHaveTextContent('Quiénes somos');
  });

  it('falls back to the h1 for the title when the route names no title', async () => {
    await renderShell({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Preguntas frecuentes' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Preguntas frecuentes - Sello');
  });
});
