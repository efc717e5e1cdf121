import { configureApi, type Descargable, type InstitucionReconocida, type Noticia, type Paginated } from '@sello/shared-api';

export const API_BASE = 'http://api.test';

export interface FakeResponse {
  status?: number;
  body: unknown;
}

type Handler = (url: URL, init: { method: string; body: unknown }) => FakeResponse | Promise<FakeResponse>;

interface Route {
  method: string;
  path: RegExp;
  handler: Handler;
}

/**
 * A fake server behind the real shared-api client: the page code runs ky, the Spanish error
 * mapping and the endpoint functions exactly as in the browser; only `fetch` is replaced.
 */
export function fakeApi() {
  const routes: Route[] = [];
  const calls: { method: string; url: URL; body: unknown }[] = [];
  let down = false;

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const text = method === 'GET' || method === 'HEAD' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : null;
    calls.push({ method, url, body });
    if (down) throw new TypeError('Failed to fetch');
    const route = routes.find((r) => r.method === method && r.path.test(url.pathname));
    const answer = route ? await route.handler(url, { method, body }) : { status: 404, body: { message: 'No encontrado.' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  const api = {
    calls,
    on(method: string, path: RegExp, handler: Handler | FakeResponse) {
      routes.unshift({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
      return api;
    },
    /** Every call fails as if the server could not be reached. */
    setDown(value: boolean) {
      down = value;
      return api;
    },
  };

  globalThis.fetch = fetchImpl as typeof fetch;
  configureApi({ baseUrl: API_BASE });
  return api;
}

export type FakeApi = ReturnType<typeof fakeApi>;

export function noticia(id: number, overrides: Partial<Noticia> = {}): Noticia {
  const titulo = overrides.titulo ?? `Noticia ${id}`;
  return {
    id,
    id_noticia: id,
    url: titulo.toLowerCase().replace(/\s+/g, '-'),
    titulo,
    cuerpo: `<p>Cuerpo de ${titulo}</p>`,
    excerpt: `Resumen de ${titulo}`,
    imagen: `media/${id}.png`,
    image_url: `${API_BASE}/media/${id}.png`,
    imagen_mobile: `media/${id}-m.png`,
    imagen_mobile_url: `${API_BASE}/media/${id}-m.png`,
    imagen_alt: `Foto de ${titulo}`,
    imagen_mobile_alt: `Foto pequeña de ${titulo}`,
    activo: true,
    user_id: 1,
    created_at: '2024-05-03T15:00:00.000Z',
    fecha: '2024-05-03',
    updated_at: '2024-05-03T15:00:00.000Z',
    ...overrides,
  };
}

/** A Laravel-style page of `total` news items, `perPage` per page, as the API answers /noticias. */
export function newsPage(page: number, total: number, perPage = 9): Paginated<Noticia> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const count = Math.max(0, Math.min(perPage, total - start));
  const data = Array.from({ length: count }, (_, i) => noticia(start + i + 1));
  const pageUrl = (n: number) => `${API_BASE}/noticias?page=${n}`;
  const prev = page > 1 ? pageUrl(page - 1) : null;
  const next = page < lastPage ? pageUrl(page + 1) : null;
  return {
    current_page: page,
    data,
    first_page_url: pageUrl(1),
    from: count ? start + 1 : null,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    links: [
      { url: prev, label: '&laquo; Anterior', active: false },
      ...Array.from({ length: lastPage }, (_, i) => ({ url: pageUrl(i + 1), label: String(i + 1), active: i + 1 === page })),
      { url: next, label: 'Siguiente &raquo;', active: false },
    ],
    next_page_url: next,
    path: `${API_BASE}/noticias`,
    per_page: perPage,
    prev_page_url: prev,
    to: count ? start + count : null,
    total,
  };
}

export function institucion(id: number, year: number, overrides: Partial<InstitucionReconocida> = {}): InstitucionReconocida {
  return {
    id,
    titulo: `Institución ${id}`,
    logo: `media/logo-${id}.png`,
    logo_url: `${API_BASE}/media/logo-${id}.png`,
    logo_alt: '',
    texto: null,
    tipo_reconocimiento: 'Gestión Institucional Inclusiva',
    anno_certificacion: year,
    categoria_id: 1,
    categoria: 'Gestión Institucional Inclusiva',
    vigencia: 'Vigente',
    vigente_hasta: year + 2,
    user_id: null,
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const basesDescargable: Descargable = {
  id: 1,
  nombre: 'Bases Sello Chile Inclusivo 2024',
  ubicacion: 'bases',
  documento: 'media/bases.pdf',
  documento_url: `${API_BASE}/media/bases.pdf`,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
};
