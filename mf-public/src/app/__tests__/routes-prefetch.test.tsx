import { renderRoutes } from '@sello/shared-ui/testing';
import { screen } from '@testing-library/react';
import { fakeApi, newsPage, noticia } from '../../features/test-support/fake-api';
import { routes } from '../routes';

// Each page's calls start with the route's prefetch (the table the server loads from, app/page-data.ts),
// while the page's code downloads; the page then takes those answers instead of asking again.
describe('public routes in the browser', () => {
  it('/noticias?page=2 asks the API for its page once', async () => {
    const api = fakeApi().on('GET', /^\/noticias$/, (url) => ({ body: newsPage(Number(url.searchParams.get('page') ?? 1), 20) }));
    renderRoutes(routes, '/noticias?page=2');
    expect(await screen.findByText('Mostrando 10 - 18 de 20')).toBeInTheDocument();
    const newsCalls = api.calls.filter((call) => call.url.pathname === '/noticias');
    expect(newsCalls.map((call) => call.url.searchParams.get('page'))).toEqual(['2']);
  });

  it('a news item asks the API for its slug once', async () => {
    const api = fakeApi().on('GET', /^\/noticias\/url\/dia-de-la-inclusion$/, { body: noticia(7, { url: 'dia-de-la-inclusion', titulo: 'Día de la inclusión' }) });
    renderRoutes(routes, '/noticias/detail/dia-de-la-inclusion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Día de la inclusión' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url.pathname.startsWith('/noticias/url/'))).toHaveLength(1);
  });
});
