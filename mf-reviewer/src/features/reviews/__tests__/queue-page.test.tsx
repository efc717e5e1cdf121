import { useA11yStore } from '@sello/shared-a11y';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '../../../app/routes';
import { fakeApi, renderRoutes, signInAs } from '../testing/render';
import { cola, detalle, fila } from './fixtures';

describe('reviewer queue', () => {
  afterEach(() => act(() => useA11yStore.getState().clearSession()));

  it('sends someone without a session to the staff sign-in, coming back afterwards', async () => {
    fakeApi();
    const view = renderRoutes(routes, '/revisor/postulaciones?anno=2026');
    await waitFor(() => expect(view.location().pathname).toBe('/admin/login'));
    expect(view.location().search).toBe(`?volver=${encodeURIComponent('/revisor/postulaciones?anno=2026')}`);
  });

  it('shows my counts, the overdue mark and the spec columns, each row leading to its evaluation', async () => {
    signInAs('revisor');
    fakeApi().on('GET', /^\/api\/revisor\/postulaciones$/, () => ({ body: cola([fila(41, { vencida: true }), fila(42, { evaluacion: 'enviada' })]) }));
    renderRoutes(routes, '/revisor/postulaciones');
    expect(await screen.findByText('Pendientes: 2')).toBeInTheDocument();
    expect(screen.getByText('En curso: 1')).toBeInTheDocument();
    expect(screen.getByText('Enviadas: 4')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Postulaciones asignadas' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Institución', 'Categoría Postulación', 'Fecha de postulación', 'Estado', 'Modificación por revisor', 'Ver y evaluar postulación',
    ]);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Vencida')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Ver y evaluar la postulación de Institución 41' })).toHaveAttribute('href', '/revisor/postulaciones/41');
    expect(within(within(table).getAllByRole('row')[2]!).getByText('Mi evaluación: Enviada')).toBeInTheDocument();
  });

  it("a page past the end (an old link, a shorter list) shows the last page, never 'Mostrando null - null'", async () => {
    signInAs('revisor');
    const rows = Array.from({ length: 3 }, (_, i) => fila(41 + i));
    fakeApi().on('GET', /^\/api\/revisor\/postulaciones$/, ({ url }) => (url.searchParams.get('page') === '2'
      ? { body: cola(rows.slice(2), { pagination: { page: 2, per_page: 2, total: 3, last_page: 2, from: 3, to: 3 } }) }
      : { body: cola([], { pagination: { page: 9, per_page: 2, total: 3, last_page: 2, from: null, to: null } }) }));
    const view = renderRoutes(routes, '/revisor/postulaciones?institucion=Hospital&page=9');
    expect(await screen.findByText('Mostrando 3 - 3 de 3')).toBeInTheDocument();
    expect(new URLSearchParams(view.location().search).get('page')).toBe('2');
    expect(new URLSearchParams(view.location().search).get('institucion')).toBe('Hospital');
    expect(screen.queryByText(/null/)).not.toBeInTheDocument();
  });

  it("'Volver' and the breadcrumb from an application lead back to the queue as it was left", async () => {
    signInAs('revisor');
    fakeApi()
      .on('GET', /^\/api\/revisor\/postulaciones$/, () => ({ body: cola([fila(41)]) }))
      .on('GET', /^\/api\/revisor\/postulaciones\/41$/, () => ({ body: detalle() }));
    renderRoutes(routes, '/revisor/postulaciones?anno=2026&page=2');
    fireEvent.click(await screen.findByRole('link', { name: 'Ver y evaluar la postulación de Institución 41' }));
    await screen.findByRole('heading', { level: 2, name: 'Requisitos' });
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/revisor/postulaciones?anno=2026&page=2');
    const crumbs = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(crumbs).getByRole('link', { name: 'Postulaciones asignadas' })).toHaveAttribute('href', '/revisor/postulaciones?anno=2026&page=2');
  });

  it('puts the filters in the URL, asks the API with them, and Borrar filtros clears them all', async () => {
    signInAs('revisor');
    const api = fakeApi().on('GET', /^\/api\/revisor\/postulaciones$/, () => ({ body: cola([fila(41)]) }));
    const view = renderRoutes(routes, '/revisor/postulaciones');
    await screen.findByText('Institución 41');
    const count = screen.getByText('Mostrando 1 - 1 de 1');
    fireEvent.change(screen.getByLabelText('Institución'), { target: { value: 'Ñandú' } });
    fireEvent.change(screen.getByLabelText('Categoría de postulación'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(view.location().search).toBe('?institucion=%C3%91and%C3%BA&categoria_id=2'));
    await waitFor(() => {
      const last = api.calls[api.calls.length - 1]!;
      expect(last.url.searchParams.get('institucion')).toBe('Ñandú');
      expect(last.url.searchParams.get('categoria_id')).toBe('2');
    });
    await screen.findByText('Institución 41');
    // The count's status region stayed on the page through the reload: its new text is announced.
    expect(screen.getByText('Mostrando 1 - 1 de 1')).toBe(count);
    expect(count).toHaveAttribute('role', 'status');
    fireEvent.click(screen.getByRole('button', { name: 'Borrar filtros' }));
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(screen.getByLabelText('Institución')).toHaveValue('');
  });
});
