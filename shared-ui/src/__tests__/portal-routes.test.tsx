import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { PortalRoutes, preloadRoutes, routeTitle, RouterLink, type PortalRoute } from '../navigation';
import { MemoryRouter } from '../testing';

function Page({ text }: { text: string }) {
  return (
    <>
      <h1>{text}</h1>
      <RouterLink to="/noticias?page=2">Página 2</RouterLink>
    </>
  );
}

function newsRoute(prefetch: jest.Mock, load: jest.Mock): PortalRoute {
  load.mockImplementation(() => Promise.resolve({ Component: () => <Page text="Noticias" /> }));
  return { path: '/noticias', handle: { title: 'Noticias' }, prefetch, lazy: load };
}

function renderAt(routes: PortalRoute[], url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={<p>Cargando…</p>}>
        <PortalRoutes routes={routes} fallback={<p>Sin ruta</p>} />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('PortalRoutes', () => {
  it('renders the matching element, and the fallback where nothing matches', () => {
    const routes: PortalRoute[] = [{ path: '/quienes-somos', element: <h1>Quiénes somos</h1> }];
    renderAt(routes, '/quienes-somos');
    expect(screen.getByRole('heading', { name: 'Quiénes somos' })).toBeInTheDocument();
    renderAt(routes, '/otra');
    expect(screen.getByText('Sin ruta')).toBeInTheDocument();
  });

  it('downloads a lazy page on first visit and prefetches its data once per navigation', async () => {
    const prefetch = jest.fn();
    const load = jest.fn();
    const routes = [newsRoute(prefetch, load)];
    renderAt(routes, '/noticias?page=1');
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Noticias' })).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0][0].searchParams.get('page')).toBe('1');
    await userEvent.click(screen.getByRole('link', { name: 'Página 2' }));
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(prefetch.mock.calls[1][0].searchParams.get('page')).toBe('2');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded page at once, without suspending or prefetching twice', async () => {
    const prefetch = jest.fn();
    const load = jest.fn();
    const routes = [newsRoute(prefetch, load)];
    await act(() => preloadRoutes(routes, { pathname: '/noticias', search: '?page=3', key: 'default' }));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0][0].searchParams.get('page')).toBe('3');
    renderAt(routes, '/noticias?page=3');
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Noticias' })).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with data: false (the server rendered the page with its data) loads the code and never prefetches that location', async () => {
    const prefetch = jest.fn();
    const load = jest.fn();
    const routes = [newsRoute(prefetch, load)];
    await act(() => preloadRoutes(routes, { pathname: '/noticias', search: '', key: 'default' }, { data: false }));
    renderAt(routes, '/noticias');
    expect(screen.getByRole('heading', { name: 'Noticias' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('names a page by the deepest route title', () => {
    const routes: PortalRoute[] = [
      {
        path: '/proceso-de-postulacion',
        handle: { title: 'Proceso de postulación' },
        children: [
          { index: true, handle: { title: 'Datos de la institución' }, element: <p /> },
          { path: 'representante-legal', element: <p /> },
        ],
      },
    ];
    expect(routeTitle(routes, '/proceso-de-postulacion')).toBe('Datos de la institución');
    expect(routeTitle(routes, '/proceso-de-postulacion/representante-legal')).toBe('Proceso de postulación');
    expect(routeTitle(routes, '/otra')).toBeNull();
  });
});
