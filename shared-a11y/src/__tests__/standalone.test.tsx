import { MemoryRouter } from '@sello/shared-ui/testing';
import { act, render, screen } from '@testing-library/react';
import { A11yUiProvider } from '../index';
import { StandaloneRoutes } from '../standalone';

describe('standalone frame', () => {
  const routes = [{ path: '/admin/panel/noticias', element: <h1>Noticias</h1> }];

  const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

  function renderAt(path: string) {
    render(
      <A11yUiProvider>
        <MemoryRouter initialEntries={[path]}>
          <StandaloneRoutes routes={routes} />
        </MemoryRouter>
      </A11yUiProvider>,
    );
  }

  it("renders the remote's page inside main#contenido with the toolbar", async () => {
    renderAt('/admin/panel/noticias');
    await settle();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
    expect(screen.getByRole('heading', { level: 1, name: 'Noticias' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Herramientas de accesibilidad' })).toBeInTheDocument();
  });

  it('answers paths the remote does not own', async () => {
    renderAt('/otra');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
