// Test helpers (not a test file): the portal's provider and router, and a fake API behind fetch.
import { useA11yStore } from '@sello/shared-a11y';
import { configureApi } from '@sello/shared-api';
import { LoadingState, PortalRoutes, Toaster, UiProvider, useLocation, type PortalRoute } from '@sello/shared-ui';
import { MemoryRouter, createLocationTracker } from '@sello/shared-ui/testing';
import { configure, render } from '@testing-library/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';

// Lazy route chunks and Chakra's first render are slow on a busy two-core machine.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(30_000);

export function renderUi(ui: ReactElement, route = '/') {
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <UiProvider theme="Light" fontScale={1}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </UiProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

/** Shows where a redirect landed, for routes outside this remote (e.g. mf-public's /login). */
export function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `routes` at `path` as the shell does (Suspense for lazy pages); `current()` is where it ends up. */
export function renderRoutes(routes: PortalRoute[], path: string) {
  const tracker = createLocationTracker();
  const others: PortalRoute[] = [{ path: '/login', element: <WhereAmI /> }, { path: '/postulante/postulaciones', element: <WhereAmI /> }];
  render(
    <UiProvider theme="Light" fontScale={1}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<LoadingState label="Cargando…" />}>
          <PortalRoutes routes={[...routes, ...others]} fallback={<p>Sin ruta</p>} />
        </Suspense>
        <tracker.Spy />
      </MemoryRouter>
      <Toaster />
    </UiProvider>,
  );
  return { current: tracker.current };
}

export function signInApplicant() {
  useA11yStore.getState().setSession({ token: 'token-de-prueba', user: { name: 'Ana', lastname: 'Pérez', role: 'postulante', id: 1 } });
}

type Handler = (request: Request) => unknown;

/** Routes 'METHOD /path' to handlers; anything else answers 404 like the API does for unknown ids. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: string[] = [];
  configureApi({ baseUrl: 'http://api.test', getToken: () => useA11yStore.getState().user?.token });
  const fetchFake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method.toUpperCase()} ${url.pathname}`;
    calls.push(key);
    const handler = handlers[key];
    if (!handler) return Response.json({ message: 'La postulación no existe.' }, { status: 404 });
    const body = handler(request);
    if (body instanceof Response) return body;
    return Response.json(body, { status: key.startsWith('POST') || key.startsWith('PUT') ? 201 : 200 });
  };
  globalThis.fetch = fetchFake as typeof fetch;
  return calls;
}
