import { PortalRoutes, UiProvider, routeTitle } from '@sello/shared-ui';
import { MemoryRouter } from '@sello/shared-ui/testing';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { routes } from '../../../app/routes';

/** The public remote's routes as the shell mounts them (under a Suspense boundary). */
function renderAt(url: string) {
  render(
    <UiProvider theme="Light" fontScale={1}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={<p>Cargando…</p>}>
          <PortalRoutes routes={routes} fallback={<p>Sin ruta</p>} />
        </Suspense>
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('mf-public answers the paths it has no page for', () => {
  it.each(['/pagina-que-no-existe', '/quienes-somos/extra', '/administracion'])('%s shows its own 404 with a way home', async (url) => {
    renderAt(url);
    // The page is a lazy chunk: its first load may be slow on a busy runner.
    expect(await screen.findByRole('heading', { level: 1, name: '404 under construction' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Sin ruta')).not.toBeInTheDocument();
    expect(routeTitle(routes, url)).toBe('Página no encontrada');
  });

  it('keeps its real pages ahead of the 404', () => {
    expect(routeTitle(routes, '/preguntas-frecuentes')).toBe('Preguntas frecuentes');
  });
});
