import { useA11yStore, type Session } from '@sello/shared-a11y';
import { configureApi } from '@sello/shared-api';
import { PageHeading } from '@sello/shared-ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, SPEC_PUBLIC_MENU } from '../../app/__tests__/render-shell';

const admin: Session = { token: 't-admin', user: { name: 'Ana', lastname: 'Rojas', role: 'admin' } };
const applicant: Session = { token: 't-post', user: { name: 'Pedro', lastname: 'Soto', role: 'postulante' } };

function mainMenu() {
  return screen.getByRole('navigation', { name: 'Menú principal' });
}

beforeEach(() => {
  // Nothing listens here: logout fails fast and the shell still clears the local session.
  configureApi({ baseUrl: 'http://127.0.0.1:9' });
  act(() => useA11yStore.getState().clearSession());
});

describe('header', () => {
  it('without a session offers Postular and the seven public links, the current one marked', async () => {
    await renderShell({ path: '/quienes-somos' });
    await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' });
    expect(screen.getByRole('link', { name: 'Postular' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
    const links = within(mainMenu()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SPEC_PUBLIC_MENU);
    expect(within(mainMenu()).getByRole('link', { name: 'Quiénes somos' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainMenu()).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('with a staff session shows Panel de administración and Cerrar sesión', async () => {
    act(() => useA11yStore.getState().setSession(admin));
    await renderShell({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    expect(screen.getByRole('link', { name: 'Panel de administración' })).toHaveAttribute('href', '/admin/panel/postulaciones');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Postular' })).not.toBeInTheDocument();
  });

  it('inside the admin panel shows the five admin links and the way out', async () => {
    act(() => useA11yStore.getState().setSession(admin));
    const noticias = { path: '/admin/panel/noticias', handle: { title: 'Noticias' }, element: <PageHeading>Noticias</PageHeading> };
    await renderShell({ path: '/admin/panel/noticias', remotes: { mf_admin: [noticias] } });
    await screen.findByRole('heading', { level: 1, name: 'Noticias' });
    expect(screen.getByRole('link', { name: 'Salir del panel de administración' })).toHaveAttribute('href', '/');
    const links = within(mainMenu()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/panel/postulaciones',
      '/admin/panel/instituciones',
      '/admin/panel/descargables',
      '/admin/panel/noticias',
      '/admin/panel/usuarios',
    ]);
    expect(within(mainMenu()).getByRole('link', { name: 'Noticias' })).toHaveAttribute('aria-current', 'page');
  });

  it('Cerrar sesión forgets the staff session and goes to /admin/login', async () => {
    act(() => useA11yStore.getState().setSession(admin));
    const { location } = await renderShell({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/login'));
    expect(useA11yStore.getState().user).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Postular' })).toBeInTheDocument();
  });

  it('gives a signed-in applicant Mis postulaciones, and signing out returns home', async () => {
    act(() => useA11yStore.getState().setSession(applicant));
    const { location } = await renderShell({ path: '/quienes-somos' });
    await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' });
    expect(screen.getByRole('link', { name: 'Mis postulaciones' })).toHaveAttribute('href', '/postulante/postulaciones');
    expect(screen.queryByRole('link', { name: 'Panel de administración' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(useA11yStore.getState().user).toBeNull();
  });

  it('puts the skip link first and points it at the main content', async () => {
    await renderShell({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' });
    const skip = screen.getByRole('link', { name: 'Saltar al contenido principal' });
    expect(skip).toHaveAttribute('href', '#contenido');
    expect(document.getElementById('contenido')?.tagName).toBe('MAIN');
    await userEvent.tab();
    expect(skip).toHaveFocus();
    expect(document.querySelector('[tabindex]:not([tabindex="-1"]):not([tabindex="0"])')).toBeNull();
  });
});
