// Test helpers (not a test file): pages render as in the shell (`renderRoutes` of @sello/shared-ui/testing),
// and a fake API behind fetch.
import { useA11yStore } from '@sello/shared-a11y';
import { configureApi } from '@sello/shared-api';
import { configure } from '@testing-library/react';

export { renderRoutes } from '@sello/shared-ui/testing';

// Lazy route chunks and Chakra's first render are slow on a busy two-core machine.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(30_000);

export interface FakeCall { method: string; url: URL; body: unknown }
type Handler = (call: FakeCall) => { status?: number; body: unknown };

/** Only `fetch` is replaced: the page runs ky and the shared endpoint functions as in the browser. */
export function fakeApi() {
  const routes: { method: string; path: RegExp; handler: Handler }[] = [];
  const calls: FakeCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const text = method === 'GET' ? '' : await request.text();
    const call = { method, url, body: text ? JSON.parse(text) : null };
    calls.push(call);
    const route = routes.find((r) => r.method === method && r.path.test(url.pathname));
    const answer = route ? route.handler(call) : { status: 404, body: { message: 'La postulación no existe.' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  configureApi({ baseUrl: 'http://api.test', getToken: () => useA11yStore.getState().user?.token });
  const api = {
    calls,
    on(method: string, path: RegExp, handler: Handler) {
      routes.unshift({ method, path, handler });
      return api;
    },
  };
  return api;
}

export function signInAs(role: 'revisor' | 'admin' | 'postulante' = 'revisor') {
  useA11yStore.getState().setSession({ token: 'token-de-prueba', user: { id: 7, name: 'Rosa', lastname: 'Revisora', role } });
}
