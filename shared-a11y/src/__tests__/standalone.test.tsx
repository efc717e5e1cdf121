import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from '@sello/shared-ui';
import { Standalone, standaloneRoutes } from '../standalone';

describe('standalone frame', () => {
  const routes = [{ path: '/admin/panel/noticias', element: <h1>Noticias</h1> }];

  // The toaster's store settles right after mount; let it happen inside act.
  const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

  it("renders the remote's page inside main#contenido with the toolbar", async () => {
    const router = createMemoryRouter(standaloneRoutes(routes), { initialEntries: ['/admin/panel/noticias'] });
    render(<Standalone router={router} />);
    await settle();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
    expect(screen.getByRole('heading', { level: 1, name: 'Noticias' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Herramientas de accesibilidad' })).toBeInTheDocument();
  });

  it('answers paths the remote does not own', async () => {
    const router = createMemoryRouter(standaloneRoutes(routes), { initialEntries: ['/otra'] });
    render(<Standalone router={router} />);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
