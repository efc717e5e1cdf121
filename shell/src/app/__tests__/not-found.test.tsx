import { screen, within } from '@testing-library/react';
import { renderShell } from './render-shell';

describe('unknown routes and unavailable remotes', () => {
  it('shows the 404 page inside the layout with a link home', async () => {
    await renderShell({ path: '/esta-pagina-no-existe' });
    const heading = await screen.findByRole('heading', { level: 1, name: '404 under construction' });
    const main = screen.getByRole('main');
    expect(main).toContainElement(heading);
    expect(within(main).getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Teléfonos');
  });

  it('shows the 404 page for an unknown path inside a loaded remote prefix', async () => {
    await renderShell({ path: '/noticias/detalle/que-no-existe' });
    expect(await screen.findByRole('heading', { level: 1, name: '404 under construction' })).toBeInTheDocument();
  });

  it('shows the Spanish fallback with a retry when the remote of the route cannot be loaded', async () => {
    await renderShell({ path: '/admin', remotes: { mf_public: [], mf_admin: null } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esta sección no está disponible en este momento');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    // The layout keeps working around it.
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Postular' })).toBeInTheDocument();
  });
});
