import { routeTitle } from '@sello/shared-ui';
import { renderRoutes } from '@sello/shared-ui/testing';
import { screen } from '@testing-library/react';
import { routes } from '../../../app/routes';

describe('mf-public answers the paths it has no page for', () => {
  it.each(['/pagina-que-no-existe', '/quienes-somos/extra', '/administracion'])('%s shows its own 404 with a way home', async (url) => {
    renderRoutes(routes, url);
    // The page is a lazy chunk: its first load may be slow on a busy runner.
    expect(await screen.findByRole('heading', { level: 1, name: '404 under construction' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(routeTitle(routes, url)).toBe('Página no encontrada');
  });

  it('keeps its real pages ahead of the 404', () => {
    expect(routeTitle(routes, '/preguntas-frecuentes')).toBe('Preguntas frecuentes');
  });
});
