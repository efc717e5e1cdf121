import '../../admin-core/testing/prosemirror-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, signInAs } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { homeEditorRoutes } from '../routes';

const home = { texto_bajada: '<p>Bienvenida</p>', landing_image: 'media/h.png', landing_image_url: 'http://api.test/media/h.png', landing_image_alt: 'Plaza accesible', updated_at: '2026-11-20T10:00:00Z' };

function serve() {
  return fakeApi()
    .on('GET', /^\/home$/, { body: home })
    .on('GET', /^\/api\/admin\/descargables$/, { body: [] })
    .on('GET', /^\/api\/admin\/instituciones$/, { body: [] });
}

describe('/admin/home-editar: Cancelar', () => {
  beforeEach(() => signInAs('admin'));

  it('with nothing changed, leaves at once', async () => {
    serve();
    const view = renderRoutes(homeEditorRoutes, '/admin/home-editar');
    await userEvent.click(await screen.findByRole('link', { name: 'Cancelar' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/postulaciones'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('with unsaved edits, asks first: Seguir editando keeps them and gives focus back to Cancelar; Descartar cambios leaves without saving', async () => {
    const api = serve();
    const view = renderRoutes(homeEditorRoutes, '/admin/home-editar');
    const alt = await screen.findByLabelText(/^Texto alternativo de imagen principal/);
    await userEvent.clear(alt);
    await userEvent.type(alt, 'Plaza con rampa');
    // Found by its words (it was a button before it was a link): what matters here is what pressing it does.
    const cancel = screen.getByText('Cancelar', { selector: 'a, button' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    expect(dialog).toHaveTextContent('Se perderán los cambios que no has guardado en Imagen principal.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(view.location().pathname).toBe('/admin/home-editar');
    expect(alt).toHaveValue('Plaza con rampa');

    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/postulaciones'));
    expect(api.writes()).toHaveLength(0);
  });
});
