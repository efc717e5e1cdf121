import { useA11yStore } from '@sello/shared-a11y';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import { formatRunInput } from '../components/login-form';
import { LoginPage } from '../routes/login-page';

const session = {
  token: 'tok-123',
  user: { id: 9, name: 'Paula', lastname: 'Postulante Demo', run: '44.444.444-4', role: 'postulante' },
};

function serve() {
  return fakeApi().on('POST', /^\/api\/claveunica\/login$/, (_url, { body }) => {
    const { run, clave_unica: clave } = body as { run: string; clave_unica: string };
    if (run === '44.444.444-4' && clave === 'testing') return { body: session };
    return { status: 401, body: { message: 'RUN o ClaveÚnica incorrectos.' } };
  });
}

describe('/login', () => {
  beforeEach(() => useA11yStore.getState().clearSession());

  it('asks for both fields with the spec messages', async () => {
    const api = serve();
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findAllByText('Por favor ingresa tu RUN.')).not.toHaveLength(0);
    expect(screen.getAllByText('Es requerida la Claveúnica')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /RUN/ })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.title).toBe('Error: Portal Claveúnica - Sello'));
    expect(api.calls).toHaveLength(0);
  });

  it('formats the RUN as it is typed and rejects a wrong check digit', async () => {
    serve();
    renderPage(<LoginPage />, { path: '/login' });
    const run = screen.getByRole('textbox', { name: /RUN/ });
    await userEvent.type(run, '123456789');
    expect(run).toHaveValue('12.345.678-9');
    await userEvent.type(screen.getByLabelText(/ClaveÚnica/), 'testing');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findAllByText('RUN no válido.')).not.toHaveLength(0);
  });

  it('signs in, stores the session and goes to /proceso-de-postulacion', async () => {
    serve();
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByRole('textbox', { name: /RUN/ }), '444444444');
    await userEvent.type(screen.getByLabelText(/ClaveÚnica/), 'testing');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/proceso-de-postulacion');
    expect(useA11yStore.getState().user).toMatchObject({ token: 'tok-123', user: { name: 'Paula', role: 'postulante' } });
  });

  it('goes back to the page in ?volver= when it is a path of this site', async () => {
    serve();
    renderPage(<LoginPage />, { path: '/login', url: '/login?volver=%2Fpostulante%2Fpostulaciones%3Fid%3D7' });
    await userEvent.type(screen.getByRole('textbox', { name: /RUN/ }), '444444444');
    await userEvent.type(screen.getByLabelText(/ClaveÚnica/), 'testing');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/postulante/postulaciones?id=7');
  });

  it('shows the API message and keeps the form when the credentials are wrong', async () => {
    serve();
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByRole('textbox', { name: /RUN/ }), '555555555');
    await userEvent.type(screen.getByLabelText(/ClaveÚnica/), 'otra');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('RUN o ClaveÚnica incorrectos.');
    expect(screen.getByRole('textbox', { name: /RUN/ })).toHaveValue('55.555.555-5');
    expect(useA11yStore.getState().user).toBeNull();
  });

  it('links to ClaveÚnica and the help line', () => {
    serve();
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('link', { name: '¿No tienes ClaveÚnica?' })).toHaveAttribute('href', 'https://claveunica.gob.cl/');
    expect(screen.getByRole('link', { name: 'Ayuda al 600 360 33 33' })).toHaveAttribute('href', 'tel:6003603333');
  });

  it('keeps only RUN characters while typing', () => {
    expect(formatRunInput('4')).toBe('4');
    expect(formatRunInput('44a4')).toBe('44-4');
    expect(formatRunInput('12345678k')).toBe('12.345.678-K');
  });
});
