import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_BASE, basesDescargable, fakeApi, institucion, newsPage } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import { HomePage } from '../routes/home-page';

function serve() {
  return fakeApi()
    .on('GET', /^\/home$/, {
      body: {
        texto_bajada: '<p>Texto <strong>bajada</strong> de inicio.</p>',
        landing_image: 'media/landing.png',
        landing_image_url: `${API_BASE}/media/landing.png`,
        updated_at: '2024-01-01T00:00:00.000Z',
      },
    })
    .on('GET', /^\/noticias$/, { body: newsPage(1, 12) })
    .on('GET', /^\/descargables$/, { body: [basesDescargable] })
    .on('GET', /^\/instituciones-reconocidas$/, { body: [institucion(1, 2023), institucion(2, 2024)] })
    .on('GET', /^\/instituciones$/, (url) => ({
      body: [institucion(1, 2023), institucion(2, 2024)].filter(
        (item) => String(item.anno_certificacion) === url.searchParams.get('anno_certificacion'),
      ),
    }));
}

describe('home', () => {
  it('shows the hero, intro text, bases link, the two categories and the 3 latest news', async () => {
    serve();
    const { container } = renderPage(<HomePage />, { path: '/' });
    expect(await screen.findByText('bajada')).toBeInTheDocument();
    const hero = container.querySelector(`img[src="${API_BASE}/media/landing.png"]`);
    expect(hero).toHaveAttribute('width', '1100');
    expect(hero).not.toHaveAttribute('loading', 'lazy');
    // A phone downloads a narrower copy of it (the API makes them at 480 and 800 pixels).
    expect(hero).toHaveAttribute('srcset', expect.stringContaining(`${API_BASE}/media/landing.png?w=800 800w`));
    expect(hero).toHaveAttribute('sizes', '(min-width: 1280px) 1250px, 100vw');
    expect(await screen.findByRole('link', { name: /Descargar bases/ })).toHaveAttribute('href', basesDescargable.documento_url);
    expect(screen.getByRole('link', { name: /Conoce la categoría Gestión Institucional Inclusiva/ })).toHaveAttribute(
      'href',
      '/sello-chile-inclusivo/gestion-institucional-inclusiva',
    );
    const news = screen.getByRole('region', { name: 'Noticias' });
    const cards = await within(news).findAllByRole('article');
    expect(cards).toHaveLength(3);
    const picture = cards[0]?.querySelector('img');
    expect(picture).toHaveAttribute('srcset', expect.stringContaining('?w=480 480w'));
    expect(picture).toHaveAttribute('sizes', '(min-width: 1024px) 400px, (min-width: 571px) 50vw, 100vw');
    expect(within(news).getByRole('link', { name: 'Ver más noticias' })).toHaveAttribute('href', '/noticias');
  });

  it('filters the recognised institutions by year', async () => {
    const api = serve();
    renderPage(<HomePage />, { path: '/' });
    const section = screen.getByRole('region', { name: 'Instituciones reconocidas' });
    expect(await within(section).findAllByText(/^Año de certificación: /)).toHaveLength(2);
    // The count is said to screen readers by a live region that stays while the year loads.
    const count = within(section).getByText('2 instituciones');
    expect(count).toHaveAttribute('aria-live', 'polite');
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Año de certificación' }), '2023');
    expect(await within(section).findByText('Año de certificación: 2023')).toBeInTheDocument();
    expect(count).toBeInTheDocument();
    expect(count).toHaveTextContent('1 institución certificada en 2023');
    expect(within(section).queryByText('Año de certificación: 2024')).not.toBeInTheDocument();
    expect(api.calls.at(-1)?.url.searchParams.get('anno_certificacion')).toBe('2023');
    expect(within(section).getByRole('link', { name: 'Ver todas las instituciones reconocidas' })).toHaveAttribute(
      'href',
      '/instituciones-reconocidas',
    );
  });

  it('keeps the rest of the page when the API is down, with Reintentar in each data section', async () => {
    serve().setDown(true);
    renderPage(<HomePage />, { path: '/' });
    expect(await screen.findAllByRole('button', { name: 'Reintentar' })).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Sello Chile Inclusivo' })).toBeInTheDocument();
    expect(await screen.findByText('Las bases no están disponibles en este momento.')).toBeInTheDocument();
  });
});
