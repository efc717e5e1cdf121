import { useA11yStore } from '@sello/shared-a11y';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi, signInAs } from '../../features/admin-core/testing/fake-api';
import { renderRoutes } from '../../features/admin-core/testing/render';
import { routes } from '../routes';

// The spec's address of the admin area, `/admin/panel/`, is guarded like every page under it.
describe('/admin/panel/', () => {
  afterEach(() => act(() => useA11yStore.getState().clearSession()));

  it('takes an administrator to the applications', async () => {
    signInAs('admin');
    fakeApi().on('GET', /^\/api\/admin\/postulaciones$/, { body: { data: [], pagination: { page: 1, last_page: 1, total: 0 }, opciones: { categorias: [], annos: [], estados: [] } } });
    const view = renderRoutes(routes, '/admin/panel/');
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/postulaciones'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Postulaciones' })).toBeInTheDocument();
  });

  it('sends a visitor without a session to sign in, and back here afterwards', async () => {
    const view = renderRoutes(routes, '/admin/panel/');
    await waitFor(() => expect(view.location().pathname).toBe('/admin/login'));
    expect(new URLSearchParams(view.location().search).get('volver')).toBe('/admin/panel/');
  });
});
