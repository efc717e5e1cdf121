import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, newsPage, noticia } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import { NewsPage } from '../routes/news-page';

function pageOf(url: URL) {
  return Number(url.searchParams.get('page') ?? '1');
}

describe('/noticias', () => {
  it('with 9 or fewer items: every card, the short counter and no paginator', async () => {
    fakeApi().on('GET', /^\/noticias$/, (url) => ({ body: newsPage(pageOf(url), 5) }));
    renderPage(<NewsPage />, { path: '/noticias' });
    expect(await screen.findByText('Mostrando 1 - 9 de 5')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('navigation', { name: 'Páginas de noticias' })).not.toBeInTheDocument();
  });

  it("shows each card's day as the API gives it, without the browser's time zone data (about 50 ms on a phone)", async () => {
    const formatted = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const body = newsPage(1, 1);
    // 02:30 UTC on 4 May 2024 is 22:30 on 3 May in Chile.
    body.data[0] = { ...body.data[0]!, created_at: '2024-05-04T02:30:00.000Z', fecha: '2024-05-03' };
    fakeApi().on('GET', /^\/noticias$/, { body });
    renderPage(<NewsPage />, { path: '/noticias' });
    expect(await screen.findByText('Fecha: 03/05/2024')).toBeInTheDocument();
    expect(formatted).not.toHaveBeenCalled();
    formatted.mockRestore();
  });

  it('shows from - to of total, previous disabled on page 1 and next enabled', async () => {
    const api = fakeApi().on('GET', /^\/noticias$/, (url) => ({ body: newsPage(pageOf(url), 20) }));
    renderPage(<NewsPage />, { path: '/noticias' });
    expect(await screen.findByText('Mostrando 1 - 9 de 20')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    const nav = screen.getByRole('navigation', { name: 'Páginas de noticias' });
    expect(within(nav).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
    // The numbered buttons are the links without their first (previous) and last (next) entries.
    expect(within(nav).getAllByRole('button', { name: /^Página \d$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(within(nav).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(api.calls.at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('moves to a page through the URL and disables next on the last page', async () => {
    const api = fakeApi().on('GET', /^\/noticias$/, (url) => ({ body: newsPage(pageOf(url), 20) }));
    const { location } = renderPage(<NewsPage />, { path: '/noticias' });
    const count = await screen.findByText('Mostrando 1 - 9 de 20');

    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    // The same live region, kept while page 3 loaded: the new count is announced.
    expect(await screen.findByText('Mostrando 19 - 20 de 20')).toBe(count);
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(location().search).toBe('?page=3');
    expect(api.calls.at(-1)?.url.searchParams.get('page')).toBe('3');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(await screen.findByText('Mostrando 10 - 18 de 20')).toBeInTheDocument();
    expect(location().search).toBe('?page=2');
  });

  it('loads the images of the first two cards (in view on a phone, one is the LCP) at once and the rest lazily', async () => {
    fakeApi().on('GET', /^\/noticias$/, { body: newsPage(1, 4) });
    const { container } = renderPage(<NewsPage />, { path: '/noticias' });
    await screen.findByText('Mostrando 1 - 9 de 4');
    const images = [...container.querySelectorAll('article img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null]);
    expect(images.every((img) => img.getAttribute('width') === '1110' && img.getAttribute('height') === '336')).toBe(true);
  });

  it('opens on the page given in ?page=', async () => {
    fakeApi().on('GET', /^\/noticias$/, (url) => ({ body: newsPage(pageOf(url), 20) }));
    renderPage(<NewsPage />, { path: '/noticias', url: '/noticias?page=2' });
    expect(await screen.findByText('Mostrando 10 - 18 de 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('cuts long titles to 29 characters plus "..." and links each card to its slug', async () => {
    const long = noticia(1, { titulo: 'Ceremonia de entrega del Sello Chile Inclusivo 2024', url: 'ceremonia-2024' });
    const page = { ...newsPage(1, 1), data: [long] };
    fakeApi().on('GET', /^\/noticias$/, { body: page });
    renderPage(<NewsPage />, { path: '/noticias' });
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Ceremonia de entrega del Sell...');
    expect(screen.getByRole('link', { name: /Leer más/ })).toHaveAttribute('href', '/noticias/detail/ceremonia-2024');
  });

  it('says so when there is no news', async () => {
    fakeApi().on('GET', /^\/noticias$/, { body: newsPage(1, 0) });
    renderPage(<NewsPage />, { path: '/noticias' });
    expect(await screen.findByText('No hay noticias para mostrar.')).toBeInTheDocument();
  });

  it('shows the error with Reintentar when the API is down, and recovers', async () => {
    const api = fakeApi().on('GET', /^\/noticias$/, (url) => ({ body: newsPage(pageOf(url), 3) })).setDown(true);
    renderPage(<NewsPage />, { path: '/noticias' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo conectar con el servidor');
    api.setDown(false);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Mostrando 1 - 9 de 3')).toBeInTheDocument();
  });

  it('sets the title', async () => {
    fakeApi().on('GET', /^\/noticias$/, { body: newsPage(1, 1) });
    renderPage(<NewsPage />, { path: '/noticias' });
    await waitFor(() => expect(document.title).toBe('Noticias - Sello'));
  });

  it('past the last page, whatever the number: says so and leads to the first page', async () => {
    // The API numbers pages up to 999999 and answers anything larger as page 1.
    fakeApi().on('GET', /^\/noticias$/, (url) => {
      const asked = pageOf(url);
      return { body: newsPage(asked > 999999 ? 1 : asked, 15) };
    });
    for (const page of ['3', '999999', '9999999']) {
      const view = renderPage(<NewsPage />, { path: '/noticias', url: `/noticias?page=${page}` });
      expect(await screen.findByText('No hay noticias para mostrar.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ir a la primera página de noticias' })).toHaveAttribute('href', '/noticias');
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
