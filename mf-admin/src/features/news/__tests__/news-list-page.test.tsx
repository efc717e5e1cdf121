import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_BASE, fakeApi, signInAs } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { newsRoutes } from '../routes';

const row = (id: number, titulo: string) => ({
  id, id_noticia: id, url: `n-${id}`, titulo, cuerpo: '<p>x</p>', excerpt: '', imagen: null, image_url: null, imagen_alt: '',
  imagen_mobile: null, imagen_mobile_url: null, imagen_mobile_alt: '', activo: true, user_id: 1, created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z', publicar_en: null, estado: 'publicada', ruta_publica: `/noticias/detail/n-${id}`,
});

/**
 * Behind the portal the API writes its page links on PUBLIC_BASE_URL=/api, so an admin list's links
 * read '/api/api/admin/noticias?page=2' (the portal's /api/ prefix, then the API's own path).
 */
const pageOf = (page: number) => {
  const link = (p: number) => `/api/api/admin/noticias?page=${p}`;
  return {
    current_page: page, last_page: 2, total: 10, per_page: 9, path: '/api/api/admin/noticias',
    data: page === 1 ? [row(1, 'Primera noticia')] : [row(10, 'Décima noticia')],
    links: [
      { url: page > 1 ? link(page - 1) : null, label: '&laquo; Anterior', active: false },
      { url: link(1), label: '1', active: page === 1 },
      { url: link(2), label: '2', active: page === 2 },
      { url: page < 2 ? link(page + 1) : null, label: 'Siguiente &raquo;', active: false },
    ],
  };
};

describe('/admin/panel/noticias: pages', () => {
  beforeEach(() => signInAs('admin'));

  it('asks the API for page 2 by number, on the API base, never at the address of a link it wrote', async () => {
    const api = fakeApi().on('GET', /^\/api\/admin\/noticias$/, ({ url }) => ({ body: pageOf(Number(url.searchParams.get('page') ?? 1)) }));
    const view = renderRoutes(newsRoutes, '/admin/panel/noticias');
    expect(await screen.findByRole('rowheader', { name: 'Primera noticia' })).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Páginas de noticias' })).getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByRole('rowheader', { name: 'Décima noticia' })).toBeInTheDocument();
    expect(view.location().search).toBe('?page=2');
    expect(api.calls.map((c) => c.url.href)).toEqual([`${API_BASE}/api/admin/noticias?page=1`, `${API_BASE}/api/admin/noticias?page=2`]);

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Páginas de noticias' })).getByRole('button', { name: 'Página 1' }));
    await waitFor(() => expect(view.location().search).toBe('?page=1'));
    expect(await screen.findByRole('rowheader', { name: 'Primera noticia' })).toBeInTheDocument();
    expect(api.calls.at(-1)?.url.href).toBe(`${API_BASE}/api/admin/noticias?page=1`);
    expect(api.calls.every((c) => !c.url.pathname.startsWith('/api/api/'))).toBe(true);
  });
});
