import { screen, waitFor } from '@testing-library/react';
import { dataKeys, PageDataProvider } from '../../common/data/page-data';
import { fakeApi, noticia } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import { NewsDetailPage } from '../routes/news-detail-page';

const PATH = '/noticias/detail/:url';

describe('/noticias/detail/{url}', () => {
  beforeEach(() => {
    document.title = 'Antes - Sello';
  });

  it('shows breadcrumb, picture, title, Chilean date, sanitised body and Volver; sets the title once loaded', async () => {
    const item = noticia(7, {
      titulo: 'Nuevas instituciones reconocidas',
      url: 'nuevas-instituciones',
      cuerpo: '<p>Primer <strong>párrafo</strong>.</p>',
      created_at: '2024-05-03T15:00:00.000Z',
    });
    const api = fakeApi().on('GET', /^\/noticias\/url\/nuevas-instituciones$/, { body: item });
    const { container } = renderPage(<NewsDetailPage />, { path: PATH, url: '/noticias/detail/nuevas-instituciones' });

    expect(screen.getByRole('status')).toHaveTextContent('Cargando noticia');
    expect(document.title).toBe('Antes - Sello');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevas instituciones reconocidas' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nuevas instituciones reconocidas - Sello'));
    expect(api.calls).toHaveLength(1);
    const crumbs = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(crumbs.querySelector('a[href="/noticias"]')).not.toBeNull();
    expect(screen.getByText('03/05/2024')).toBeInTheDocument();
    expect(screen.getByText('párrafo').tagName).toBe('STRONG');
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('srcset', item.imagen_mobile_url);
    expect(container.querySelector('picture img')).toHaveAttribute('src', item.image_url);
    expect(container.querySelector('picture img')).toHaveAttribute('width', '1110');
    // The page's largest paint on a phone: asked for at high priority, as Lighthouse's LCP check wants.
    expect(container.querySelector('picture img')).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });

  it("shows the item's day as the API gives it, without the browser's time zone data (about 50 ms on a phone)", async () => {
    const formatted = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    // 02:30 UTC on 4 May 2024 is 22:30 on 3 May in Chile.
    const item = noticia(7, { url: 'nuevas-instituciones', created_at: '2024-05-04T02:30:00.000Z', fecha: '2024-05-03' });
    fakeApi().on('GET', /^\/noticias\/url\/nuevas-instituciones$/, { body: item });
    renderPage(<NewsDetailPage />, { path: PATH, url: '/noticias/detail/nuevas-instituciones' });
    expect(await screen.findByText('03/05/2024')).toHaveAttribute('datetime', '2024-05-03');
    expect(formatted).not.toHaveBeenCalled();
    formatted.mockRestore();
  });

  it("gives the picture the desktop image's alternative text written in the admin area", async () => {
    const item = noticia(8, { url: 'rampa', titulo: 'Rampa', imagen_alt: 'Rampa de acceso al edificio' });
    fakeApi().on('GET', /^\/noticias\/url\/rampa$/, { body: item });
    renderPage(<NewsDetailPage />, { path: PATH, url: '/noticias/detail/rampa' });
    expect(await screen.findByRole('img', { name: 'Rampa de acceso al edificio' })).toHaveAttribute('src', item.image_url);
  });

  it('moves an old address (before a rename) to the current one', async () => {
    // The API answers the old slug with a redirect that fetch follows: the item arrives with its new url.
    fakeApi().on('GET', /^\/noticias\/url\/nombre-anterior$/, { body: noticia(9, { url: 'nombre-nuevo', titulo: 'Nombre nuevo' }) });
    const view = renderPage(<NewsDetailPage />, { path: PATH, url: '/noticias/detail/nombre-anterior' });
    await waitFor(() => expect(view.location().pathname).toBe('/noticias/detail/nombre-nuevo'));
  });

  it('shows a not-found message for an unknown slug', async () => {
    fakeApi().on('GET', /^\/noticias\/url\//, { status: 404, body: { message: 'La noticia no existe.' } });
    renderPage(<NewsDetailPage />, { path: PATH, url: '/noticias/detail/no-existe' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Noticia no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las noticias' })).toHaveAttribute('href', '/noticias');
  });

  it('says "not found" in its first render when the server found no item (what the server renders, and hydration)', async () => {
    fakeApi().on('GET', /^\/noticias\/url\//, { status: 404, body: { message: 'La noticia no existe.' } });
    renderPage(
      <PageDataProvider data={{ [dataKeys.noticia('retirada')]: null }}>
        <NewsDetailPage />
      </PageDataProvider>,
      { path: PATH, url: '/noticias/detail/retirada' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Noticia no encontrada' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Noticia no encontrada - Sello'));
  });

  it('offers Reintentar when the API is down', async () => {
    fakeApi().setDown(true);
    renderPage(<NewsDetailPage />, { path: PATH, url: '/noticias/detail/algo' });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
