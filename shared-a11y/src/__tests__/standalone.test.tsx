import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from '@sello/shared-ui';
import { Standalone, standaloneRoutes } from '../standalone';

describe('standalone frame', () => {
  const routes = [{ path: '/admin/panel/noticias', element: <h1>Noticias</h1> }];

  it("renders the remote's page inside main#contenido with the toolbar", () => {
    const router = createMemoryRouter(standaloneRoutes(routes), { initialEntries: ['/admin/panel/noticias'] });
    render(<Standalone router={router} />);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
    expect(screen.getByRole('heading', { level: 1, name: 'Noticias' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Herramientas de accesibilidad' })).toBeInTheDocument();
  });

  it('answers paths the remote does not own', () => {
    const router = createMemoryRouter(standaloneRoutes(routes), { initialEntries: ['/otra'] });
    render(<Standalone router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
