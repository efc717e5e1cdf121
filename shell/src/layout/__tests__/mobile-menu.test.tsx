import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, SPEC_PUBLIC_MENU } from '../../app/__tests__/render-shell';

describe('mobile menu', () => {
  it('opens and closes the same menu with an expanded state and a Spanish name', async () => {
    await renderShell({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(menu).not.toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Cerrar menú');
    expect(menu).toBeVisible();
    const links = within(menu as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SPEC_PUBLIC_MENU);

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after following one of its links', async () => {
    await renderShell({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await userEvent.click(within(menu).getByRole('link', { name: 'Quiénes somos' }));
    await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });
});
