import { useA11yStore } from '@sello/shared-a11y';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { accountLinkRoutes } from '../routes';

const SENT = 'Si el correo corresponde a una cuenta activa, te enviamos un enlace para restablecer tu clave. Revisa tu bandeja de entrada.';

describe('/admin/olvide-clave', () => {
  beforeEach(() => useA11yStore.getState().clearSession());

  it('asks for the e-mail in an error summary and sends nothing', async () => {
    const api = fakeApi().on('POST', /^\/api\/cuenta\/clave\/olvido$/, { body: { message: SENT } });
    renderRoutes(accountLinkRoutes, '/admin/olvide-clave');
    expect(await screen.findByRole('heading', { level: 1, name: '¿Olvidaste tu clave?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Por favor ingresa tu Correo.' })).toHaveAttribute('href', '#email');
    await waitFor(() => expect(document.title).toBe('Error: ¿Olvidaste tu clave? - Sello'));
    expect(api.writes()).toHaveLength(0);
  });

  it("sends the e-mail and keeps the API's answer on screen, focused, with the way back to the sign-in", async () => {
    const api = fakeApi().on('POST', /^\/api\/cuenta\/clave\/olvido$/, { body: { message: SENT } });
    renderRoutes(accountLinkRoutes, '/admin/olvide-clave');
    const field = await screen.findByLabelText(/^Correo/);
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('autocomplete', 'username');
    await userEvent.type(field, 'revisor@sello.test');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(SENT);
    await waitFor(() => expect(status).toHaveFocus());
    expect(api.writes()).toHaveLength(1);
    expect(api.writes()[0]?.body).toEqual({ email: 'revisor@sello.test' });
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/admin/login');
    expect(document.title).toBe('¿Olvidaste tu clave? - Sello');
  });

  it("shows the API's Spanish reason when there were too many requests, and keeps the form", async () => {
    fakeApi().on('POST', /^\/api\/cuenta\/clave\/olvido$/, { status: 429, body: { message: 'Demasiados intentos. Espera un momento e inténtalo nuevamente.' } });
    renderRoutes(accountLinkRoutes, '/admin/olvide-clave');
    await userEvent.type(await screen.findByLabelText(/^Correo/), 'revisor@sello.test');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(document.getElementById('olvido-error')).toHaveTextContent('Demasiados intentos. Espera un momento e inténtalo nuevamente.'));
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Error: ¿Olvidaste tu clave? - Sello'));
  });
});

describe('a link that no longer works', () => {
  const deadLink = () => fakeApi().on('POST', /^\/api\/cuenta\/enlace$/, { status: 404, body: { message: 'El enlace no es válido o ya expiró. Pide uno nuevo.' } });

  it("/admin/restablecer-clave keeps its own heading and offers 'Pedir un nuevo enlace'", async () => {
    deadLink();
    renderRoutes(accountLinkRoutes, '/admin/restablecer-clave?token=vencido-0000000000000000');
    expect(await screen.findByText(/El enlace no es válido o ya expiró/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Restablecer clave');
    expect(screen.getByRole('link', { name: 'Pedir un nuevo enlace' })).toHaveAttribute('href', '/admin/olvide-clave');
  });

  it('/admin/activar-cuenta says to ask the administration for the invitation again (no self-service link)', async () => {
    deadLink();
    renderRoutes(accountLinkRoutes, '/admin/activar-cuenta?token=vencido-0000000000000000');
    expect(await screen.findByText(/Pide a la administración del Sello que te envíe de nuevo la invitación/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Activar cuenta');
    expect(screen.queryByRole('link', { name: 'Pedir un nuevo enlace' })).not.toBeInTheDocument();
  });
});

describe('a link that works', () => {
  it('gives the password rule as the field\'s description, read with the field', async () => {
    fakeApi().on('POST', /^\/api\/cuenta\/enlace$/, {
      body: { tipo: 'restablecer', email: 'ana@sello.test', name: 'Ana', lastname: 'Rojas', expira_en: '2099-01-01T00:00:00Z' },
    });
    renderRoutes(accountLinkRoutes, '/admin/restablecer-clave?token=vigente-0000000000000000');
    const field = await screen.findByLabelText(/Nueva clave/, { selector: 'input#password' });
    expect(field).toHaveAccessibleDescription('Al menos 10 caracteres y difícil de adivinar: ni una clave común ni tu nombre o correo. Una frase de varias palabras sirve.');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
  });
});
