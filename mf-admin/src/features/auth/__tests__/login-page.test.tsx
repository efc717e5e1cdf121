import { useA11yStore } from '@sello/shared-a11y';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { staffDestination } from '../../admin-core/lib/return-path';
import { authRoutes } from '../routes';

const admin = { id: 1, name: 'Ana', lastname: 'Administradora', email: 'admin@sello.test', role: 'admin' };

function serve(answer: (body: { email: string; password: string }) => { status?: number; body: unknown }) {
  return fakeApi().on('POST', /^\/api\/login$/, ({ body }) => answer(body as { email: string; password: string }));
}

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/Correo/), email);
  await userEvent.type(screen.getByLabelText(/Clave/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('/admin/login', () => {
  beforeEach(() => useA11yStore.getState().clearSession());

  it('asks for both fields with the spec messages and sends nothing', async () => {
    const api = serve(() => ({ body: {} }));
    renderRoutes(authRoutes, '/admin/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findAllByText('Por favor ingresa tu Correo.')).not.toHaveLength(0);
    expect(screen.getAllByText('Es requerida la Clave')).not.toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Error: Iniciar sesión - Sello'));
    expect(api.writes()).toHaveLength(0);
  });

  it('offers Volver to the home page', async () => {
    renderRoutes(authRoutes, '/admin/login');
    expect(await screen.findByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/');
  });

  it("offers '¿Olvidaste tu clave?' after the form's button, to the page that sends a reset link", async () => {
    renderRoutes(authRoutes, '/admin/login');
    const link = await screen.findByRole('link', { name: '¿Olvidaste tu clave?' });
    expect(link).toHaveAttribute('href', '/admin/olvide-clave');
    // In the Tab order after 'Continuar': Mayús+Tab from the button still lands on the password.
    expect(screen.getByRole('button', { name: 'Continuar' }).compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('signs an admin in with a welcome toast and takes them to the applications', async () => {
    serve(({ email, password }) => (email === 'admin@sello.test' && password === 'sello-admin-demo'
      ? { body: { paso: 'sesion', user: admin, token: 'tok-1', aviso: null } }
      : { status: 401, body: { message: 'Correo o clave incorrectos.' } }));
    const view = renderRoutes(authRoutes, '/admin/login');
    await fillAndSubmit('admin@sello.test', 'sello-admin-demo');
    expect(await screen.findByText('¡Bienvenido/a, Ana Administradora!')).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/postulaciones'));
    expect(useA11yStore.getState().user?.token).toBe('tok-1');
  });

  it('sends a reviewer to their own list and honours a same-site volver', async () => {
    serve(() => ({ body: { paso: 'sesion', user: { ...admin, role: 'revisor' }, token: 'tok-2', aviso: null } }));
    const view = renderRoutes(authRoutes, '/admin/login?volver=%2Frevisor%2Fpostulaciones%2F7');
    await fillAndSubmit('revisor@sello.test', 'sello-revisor-demo');
    await waitFor(() => expect(view.location().pathname).toBe('/revisor/postulaciones/7'));
  });

  it('shows the spec error on a refused sign-in and keeps the person on the form', async () => {
    serve(() => ({ status: 401, body: { message: 'Correo o clave incorrectos.' } }));
    const view = renderRoutes(authRoutes, '/admin/login');
    await fillAndSubmit('admin@sello.test', 'equivocada');
    expect(await screen.findByText('Ha ocurrido un error inesperado.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Correo o clave incorrectos.');
    // The toast does not repeat the reason: a screen reader would hear it twice.
    expect(screen.getAllByText('Correo o clave incorrectos.')).toHaveLength(1);
    expect(view.location().pathname).toBe('/admin/login');
    expect(useA11yStore.getState().user).toBeNull();
  });

  it('does not show the form to someone already signed in', async () => {
    useA11yStore.getState().setSession({ token: 't', user: { name: 'Ana', lastname: 'A', role: 'admin' } });
    const view = renderRoutes(authRoutes, '/admin/login');
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/postulaciones'));
    expect(screen.queryByLabelText(/Correo/)).not.toBeInTheDocument();
  });

  it('an account that must enrol: focus moves to the h1 when the step replaces the form, and Volver brings it to the e-mail field', async () => {
    fakeApi()
      .on('POST', /^\/api\/login$/, { body: { paso: 'enrolar', challenge: 'ch-2', message: '' } })
      .on('POST', /^\/api\/login\/enrolar\/inicio$/, { body: { secreto: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Sello:admin?secret=JBSWY3DPEHPK3PXP', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } });
    renderRoutes(authRoutes, '/admin/login');
    await fillAndSubmit('admin@sello.test', 'sello-admin-demo');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toHaveFocus());
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.getByLabelText(/Correo/)).toHaveFocus());
  });

  it('takes the code pasted as the authenticator shows it, in two groups (517 909), spaces around it included', async () => {
    const sent: string[] = [];
    fakeApi()
      .on('POST', /^\/api\/login$/, { body: { paso: 'codigo', challenge: 'ch-1', message: '' } })
      .on('POST', /^\/api\/login\/codigo$/, ({ body }) => {
        sent.push((body as { codigo: string }).codigo);
        return { body: { paso: 'sesion', user: admin, token: 'tok-4', aviso: null } };
      });
    renderRoutes(authRoutes, '/admin/login');
    await fillAndSubmit('admin@sello.test', 'sello-admin-demo');
    const code = await screen.findByLabelText(/Código de verificación/);
    await userEvent.click(code);
    // As copied from an app's list, with the spaces around it (a limit of 9 cut it to '  517 90').
    await userEvent.paste('  517 909  ');
    expect(code).toHaveValue('  517 909  ');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(sent).toEqual(['517909']));
  });

  it('asks for the second factor, refuses a wrong code and accepts a recovery code', async () => {
    const api = fakeApi()
      .on('POST', /^\/api\/login$/, { body: { paso: 'codigo', challenge: 'ch-1', message: '' } })
      .on('POST', /^\/api\/login\/codigo$/, ({ body }) => {
        const sent = body as { codigo: string };
        if (sent.codigo === 'abcd-efgh-1234') return { body: { paso: 'sesion', user: admin, token: 'tok-3', aviso: null } };
        return { status: 401, body: { message: 'El código no es válido.' } };
      });
    const view = renderRoutes(authRoutes, '/admin/login');
    await fillAndSubmit('admin@sello.test', 'sello-admin-demo');
    const code = await screen.findByLabelText(/Código de verificación/);
    expect(code).toHaveFocus();
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Ingresa los 6 dígitos de tu aplicación de autenticación.')).toBeInTheDocument();
    await userEvent.type(code, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es válido.');
    expect(useA11yStore.getState().user).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    await userEvent.type(screen.getByLabelText(/Código de recuperación/), 'abcd-efgh-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/postulaciones'));
    expect(api.calls.filter((c) => c.url.pathname === '/api/login/codigo').map((c) => c.body)).toEqual([
      { challenge: 'ch-1', codigo: '123456' },
      { challenge: 'ch-1', codigo: 'abcd-efgh-1234' },
    ]);
  });
});

describe('staffDestination', () => {
  it.each([
    ['/admin/panel/noticias', '/admin/panel/noticias'],
    ['//evil.example/x', '/admin/panel/postulaciones'],
    ['/\\evil.example', '/admin/panel/postulaciones'],
    ['https://evil.example', '/admin/panel/postulaciones'],
    ['/\t/evil.example', '/admin/panel/postulaciones'],
    ['/admin/login?volver=/x', '/admin/panel/postulaciones'],
    [null, '/admin/panel/postulaciones'],
  ])('volver %p → %p', (raw, expected) => {
    expect(staffDestination('admin', raw)).toBe(expected);
  });
});
