import { useA11yStore } from '@sello/shared-a11y';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import { leaveSite } from '../components/leave-site';
import { formatRunInput } from '../components/login-form';
import { LoginPage } from '../routes/login-page';

// jsdom cannot navigate to another site: record where the page sends the browser.
jest.mock('../components/leave-site', () => ({ leaveSite: jest.fn() }));

const session = {
  token: 'tok-123',
  user: { id: 9, name: 'Paula', lastname: 'Postulante Demo', run: '44.444.444-4', role: 'postulante' },
};

/** The API with the development provider (no ClaveÚnica OpenID Connect configured). */
function serve() {
  return fakeApi()
    .on('GET', /^\/api\/claveunica\/modo$/, { body: { modo: 'desarrollo' } })
    .on('POST', /^\/api\/claveunica\/login$/, (_url, { body }) => {
      const { run, clave_unica: clave } = body as { run: string; clave_unica: string };
      if (run === '44.444.444-4' && clave === 'testing') return { body: session };
      return { status: 401, body: { message: 'RUN o ClaveÚnica incorrectos.' } };
    });
}

/** The form appears once the page knows which sign-in the API offers. */
const runField = () => screen.findByRole('textbox', { name: /RUN/ });

describe('/login', () => {
  beforeEach(() => useA11yStore.getState().clearSession());

  it('asks for both fields with the spec messages', async () => {
    const api = serve();
    renderPage(<LoginPage />, { path: '/login' });
    await runField();
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findAllByText('Por favor ingresa tu RUN.')).not.toHaveLength(0);
    expect(screen.getAllByText('Es requerida la Claveúnica')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /RUN/ })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.title).toBe('Error: Portal Claveúnica - Sello'));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('formats the RUN as it is typed and rejects a wrong check digit', async () => {
    serve();
    renderPage(<LoginPage />, { path: '/login' });
    const run = await runField();
    await userEvent.type(run, '123456789');
    expect(run).toHaveValue('12.345.678-9');
    await userEvent.type(screen.getByLabelText(/ClaveÚnica/), 'testing');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findAllByText('RUN no válido.')).not.toHaveLength(0);
  });

  it('keeps a RUN pasted with the spaces around it that copying from an e-mail brings', async () => {
    serve();
    renderPage(<LoginPage />, { path: '/login' });
    const run = await runField();
    await userEvent.click(run);
    await userEvent.paste(' 44.444.444-4 ');
    expect(run).toHaveValue('44.444.444-4');
  });

  it('signs in, stores the session and goes to /proceso-de-postulacion', async () => {
    serve();
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.type(await runField(), '444444444');
    await userEvent.type(screen.getByLabelText(/ClaveÚnica/), 'testing');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/proceso-de-postulacion');
    expect(useA11yStore.getState().user).toMatchObject({ token: 'tok-123', user: { name: 'Paula', role: 'postulante' } });
  });

  it('goes back to the page in ?volver= when it is a path of this site', async () => {
    serve();
    renderPage(<LoginPage />, { path: '/login', url: '/login?volver=%2Fpostulante%2Fpostulaciones%3Fid%3D7' });
    await userEvent.type(await runField(), '444444444');
    await userEvent.type(screen.getByLabelText(/ClaveÚnica/), 'testing');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/postulante/postulaciones?id=7');
  });

  it('shows the API message and keeps the form when the credentials are wrong', async () => {
    serve();
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.type(await runField(), '555555555');
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

  it('shows the error with a retry when the API cannot be reached', async () => {
    fakeApi().setDown(true);
    renderPage(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo conectar con el servidor');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('keeps only RUN characters while typing', () => {
    expect(formatRunInput('4')).toBe('4');
    expect(formatRunInput('44a4')).toBe('44-4');
    expect(formatRunInput('12345678k')).toBe('12.345.678-K');
  });
});

describe('/login with ClaveÚnica (OpenID Connect configured)', () => {
  const assign = jest.mocked(leaveSite);
  beforeEach(() => {
    useA11yStore.getState().clearSession();
    sessionStorage.clear();
    assign.mockReset();
  });

  function serveOidc() {
    return fakeApi()
      .on('GET', /^\/api\/claveunica\/modo$/, { body: { modo: 'oidc' } })
      .on('GET', /^\/api\/claveunica\/authorize$/, { body: { url: 'https://accounts.claveunica.gob.cl/openid/authorize/?state=s1', state: 's1' } })
      .on('POST', /^\/api\/claveunica\/callback$/, (_url, { body }) => {
        const { code, state } = body as { code: string; state: string };
        if (code === 'codigo-valido' && state === 's1') return { body: session };
        return { status: 401, body: { message: 'No se pudo verificar tu identidad con ClaveÚnica.' } };
      });
  }

  it('asks for no RUN or clave here and sends the browser to ClaveÚnica, remembering where to return', async () => {
    const api = serveOidc();
    renderPage(<LoginPage />, { path: '/login', url: '/login?volver=%2Fpostulante%2Fpostulaciones' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ingresar con ClaveÚnica' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.claveunica.gob.cl/openid/authorize/?state=s1'));
    expect(screen.queryByRole('textbox', { name: /RUN/ })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('sello-claveunica-volver')).toBe('/postulante/postulaciones');
    expect(api.calls.map((call) => call.url.pathname)).toEqual(['/api/claveunica/modo', '/api/claveunica/authorize']);
  });

  it('back from ClaveÚnica, exchanges the code once, stores the session and returns to the remembered page', async () => {
    const api = serveOidc();
    sessionStorage.setItem('sello-claveunica-volver', '/postulante/postulaciones');
    renderPage(<LoginPage />, { path: '/login', url: '/login?code=codigo-valido&state=s1' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/postulante/postulaciones');
    expect(useA11yStore.getState().user).toMatchObject({ token: 'tok-123', user: { run: '44.444.444-4', role: 'postulante' } });
    expect(api.calls.filter((call) => call.url.pathname === '/api/claveunica/callback')).toHaveLength(1);
    expect(sessionStorage.getItem('sello-claveunica-volver')).toBeNull();
  });

  it('a refused code shows the API message and a way to try again, with no session', async () => {
    serveOidc();
    renderPage(<LoginPage />, { path: '/login', url: '/login?code=otro&state=s1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo verificar tu identidad con ClaveÚnica.');
    expect(screen.getByRole('link', { name: 'Volver a intentar' })).toHaveAttribute('href', '/login');
    expect(useA11yStore.getState().user).toBeNull();
  });

  it('a sign-in cancelled at ClaveÚnica says so', async () => {
    const api = serveOidc();
    renderPage(<LoginPage />, { path: '/login', url: '/login?error=access_denied' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se completó el inicio de sesión con ClaveÚnica.');
    expect(api.calls).toHaveLength(0);
  });
});
