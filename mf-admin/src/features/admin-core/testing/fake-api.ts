// Test helpers (not a test file): a fake server behind the real shared-api client.
import { useA11yStore } from '@sello/shared-a11y';
import { configureApi } from '@sello/shared-api';

export const API_BASE = 'http://api.test';

export interface FakeResponse {
  status?: number;
  body: unknown;
}

/** What a call sent: JSON parsed, or the multipart fields (files as File). */
export interface FakeCall {
  method: string;
  url: URL;
  body: unknown;
  form: FormData | null;
}

type Handler = (call: FakeCall) => FakeResponse | Promise<FakeResponse>;

/**
 * The page code runs ky, the Spanish error mapping and the endpoint functions exactly as in the
 * browser; only `fetch` is replaced. Unknown routes answer 404 as the API does.
 */
/**
 * ky wraps each call in a Request; reading a jsdom File back out of a Node Request's multipart body
 * never settles, so the FormData the page built is kept as it was handed over.
 */
const sentForms = new WeakMap<Request, FormData>();
const NativeRequest = globalThis.Request;
class RecordingRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init);
    if (init?.body instanceof FormData) sentForms.set(this, init.body);
    else if (input instanceof Request && sentForms.has(input)) sentForms.set(this, sentForms.get(input) as FormData);
  }
}
globalThis.Request = RecordingRequest as typeof Request;

export function fakeApi() {
  const routes: { method: string; path: RegExp; handler: Handler }[] = [];
  const calls: FakeCall[] = [];

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    let body: unknown = null;
    let form: FormData | null = null;
    if (method !== 'GET' && method !== 'HEAD') {
      form = sentForms.get(request) ?? (init?.body instanceof FormData ? init.body : null);
      if (!form) {
        const text = await request.text();
        body = text ? JSON.parse(text) : null;
      }
    }
    const call = { method, url, body, form };
    calls.push(call);
    const route = routes.find((r) => r.method === method && r.path.test(url.pathname));
    const answer = route ? await route.handler(call) : { status: 404, body: { message: 'No encontrado.' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  };

  const api = {
    calls,
    on(method: string, path: RegExp, handler: Handler | FakeResponse) {
      routes.unshift({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
      return api;
    },
    writes: () => calls.filter((c) => c.method !== 'GET'),
  };

  globalThis.fetch = fetchImpl as typeof fetch;
  configureApi({ baseUrl: API_BASE, getToken: () => useA11yStore.getState().user?.token });
  return api;
}

export type FakeApi = ReturnType<typeof fakeApi>;

export function signInAs(role: 'admin' | 'revisor' = 'admin') {
  useA11yStore.getState().setSession({
    token: 'token-de-prueba',
    user: { id: 1, name: 'Ana', lastname: 'Administradora', role, email: 'admin@sello.test' },
  });
}
