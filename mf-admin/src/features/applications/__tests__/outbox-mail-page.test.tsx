import { useA11yStore } from '@sello/shared-a11y';
import type { Correo } from '@sello/shared-api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '../../../app/routes';
import { fakeApi, signInAs } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { correo } from './fixtures';

const LIST = /^\/api\/admin\/correos$/;
const ONE = /^\/api\/admin\/correos\/\d+$/;

function list(rows: Correo[]) {
  return { body: { data: rows, pagination: { page: 1, per_page: 20, total: rows.length, last_page: 1, from: 1, to: rows.length } } };
}

describe('/admin/panel/correos/{id}', () => {
  beforeEach(() => signInAs('admin'));
  afterEach(() => act(() => useA11yStore.getState().clearSession()));

  it('each row of the list links to its message, and Volver goes back to the list with its filter', async () => {
    const failed = correo(7, 'fallido', 'Postulación aprobada', { error: 'Connection refused' });
    const api = fakeApi().on('GET', LIST, list([failed])).on('GET', ONE, { body: failed });
    const view = renderRoutes(routes, '/admin/panel/correos?estado=fallido');
    const where = () => `${view.location().pathname}${view.location().search}`;
    // The subject and the recipient are in the link's name: every row's link says which message it opens.
    fireEvent.click(await screen.findByRole('link', { name: 'Ver «Postulación aprobada» para persona7@ejemplo.cl' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Postulación aprobada' })).toBeInTheDocument();
    expect(where()).toBe('/admin/panel/correos/7');
    expect(api.calls.map((call) => call.url.pathname)).toContain('/api/admin/correos/7');
    fireEvent.click(screen.getByRole('link', { name: 'Volver a correos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Correos' })).toBeInTheDocument();
    expect(where()).toBe('/admin/panel/correos?estado=fallido');
  });

  it('shows the header, the error of a failed send and the text with its line breaks, never as HTML', async () => {
    const cuerpo = 'Estimada María:\n\nSu postulación <b>fue aprobada</b>.\n<img src="x" alt="inyectada">\nSaludos cordiales';
    fakeApi().on('GET', ONE, {
      body: correo(7, 'fallido', 'Postulación aprobada', {
        cuerpo, error: 'Connection refused', creado_por: { id: 1, nombre: 'Ana Administradora' }, created_at: '2026-11-20T12:00:00Z',
      }),
    });
    renderRoutes(routes, '/admin/panel/correos/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Postulación aprobada' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Correo: Postulación aprobada - Sello'));
    const header = screen.getByTestId('correo-datos');
    expect(within(header).getByText('persona7@ejemplo.cl')).toBeInTheDocument();
    expect(within(header).getByText('Falló el envío')).toBeInTheDocument();
    expect(within(header).getByText('Connection refused')).toBeInTheDocument();
    expect(within(header).getByText('Ana Administradora')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Fundación Ñandú' })).toHaveAttribute('href', '/admin/panel/postulaciones/41');

    const text = screen.getByTestId('correo-texto');
    // The stored text exactly, line breaks kept on screen; its markup is text, not elements.
    expect(text.textContent).toBe(cuerpo);
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(text.querySelector('b, img')).toBeNull();
    expect(screen.queryByRole('img', { name: 'inyectada' })).not.toBeInTheDocument();
  });

  it('a failed load shows the error with Reintentar, which loads the message', async () => {
    let fail = true;
    fakeApi().on('GET', ONE, () => (fail
      ? { status: 500, body: { message: 'No se pudo cargar el correo.' } }
      : { body: correo(7, 'almacenado', 'Invitación a Sello Chile Inclusivo', { postulacion_sello_id: null, nombre_institucion: null }) }));
    renderRoutes(routes, '/admin/panel/correos/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el correo.');
    expect(screen.getByRole('heading', { level: 1, name: 'Correo' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitación a Sello Chile Inclusivo' })).toBeInTheDocument();
    expect(screen.getByText('Guardado sin envío (no hay servidor de correo configurado)')).toBeInTheDocument();
    expect(screen.queryByText('Postulación:')).not.toBeInTheDocument();
  });

  it('a message that does not exist says so, without Reintentar; Volver leads to the list', async () => {
    fakeApi().on('GET', ONE, { status: 404, body: { message: 'El correo no existe.' } }).on('GET', LIST, list([]));
    const view = renderRoutes(routes, '/admin/panel/correos/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('El correo no existe.');
    await waitFor(() => expect(document.title).toBe('Correo no encontrado - Sello'));
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Volver a correos' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/correos'));
    expect(view.location().search).toBe('');
  });
});
