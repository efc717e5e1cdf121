import { PortalRoutes, UiProvider } from '@sello/shared-ui';
import { MemoryRouter } from '@sello/shared-ui/testing';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { fakeApi, newsPage } from '../../test-support/fake-api';
import { newsRoutes } from '../routes';

describe('news routes', () => {
  it("asks the API for the page once: the route's prefetch starts it and the page takes that answer", async () => {
    const api = fakeApi().on('GET', /^\/noticias$/, (url) => ({ body: newsPage(Number(url.searchParams.get('page') ?? 1), 20) }));
    // As in the shell: the remote's routes sit under a Suspense boundary for the page's download.
    render(
      <UiProvider theme="Light" fontScale={1}>
        <MemoryRouter initialEntries={['/noticias?page=2']}>
          <Suspense fallback={<p>Cargando…</p>}>
            <PortalRoutes routes={newsRoutes} fallback={<p>Sin ruta</p>} />
          </Suspense>
        </MemoryRouter>
      </UiProvider>,
    );
    expect(await screen.findByText('Mostrando 10 - 18 de 20')).toBeInTheDocument();
    const newsCalls = api.calls.filter((call) => call.url.pathname === '/noticias');
    expect(newsCalls.map((call) => call.url.searchParams.get('page'))).toEqual(['2']);
  });
});
