import { PageHeading } from '@sello/shared-ui';
import { screen, within } from '@testing-library/react';
import { fakePublicRoutes, renderShell } from './render-shell';

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

  it.each([
    ['mf_admin', '/admin/panel', '/admin/panel/no-existe'],
    ['mf_applicant', '/postulante/postulaciones', '/postulante/no-existe'],
  ] as const)('shows the 404 page for an unknown path under the prefix of %s, once it is loaded', async (remote, known, path) => {
    const real = { path: known, handle: { title: 'Página real' }, element: <PageHeading>Página real del remoto</PageHeading> };
    await renderShell({ path, remotes: { mf_public: fakePublicRoutes, [remote]: [real] } });
    const heading = await screen.findByRole('heading', { level: 1, name: '404 under construction' });
    const main = screen.getByRole('main');
    expect(main).toContainElement(heading);
    expect(within(main).getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Página real del remoto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
