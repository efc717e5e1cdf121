import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS } from '@sello/shared-ui';
import { fakeApi, signInAs } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { myAccountRoutes } from '../routes';

describe('/admin/cuenta', () => {
  beforeEach(() => signInAs('admin'));

  it("'Activar verificación en dos pasos' gives way to the enrolment with focus on the section's heading, not on <body>", async () => {
    fakeApi()
      .on('GET', /^\/api\/cuenta$/, { body: {
        user: { id: 1, name: 'Ana', lastname: 'Administradora', email: 'admin@sello.test', role: 'admin' },
        sesion: { expira_en: '2099-01-01T00:00:00Z', inactividad_minutos: 30 },
        segundo_factor: { inscrito: false, requerido: false, codigos_restantes: 0 },
      } })
      .on('POST', /^\/api\/cuenta\/2fa\/inicio$/, { body: { secreto: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Sello:admin?secret=JBSWY3DPEHPK3PXP', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } });
    renderRoutes(myAccountRoutes, '/admin/cuenta');
    await userEvent.click(await screen.findByRole('button', { name: 'Activar verificación en dos pasos' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Verificación en dos pasos' })).toHaveFocus());
  });

  const account = (inscrito: boolean) => ({
    user: { id: 1, name: 'Ana', lastname: 'Administradora', email: 'admin@sello.test', role: 'admin' },
    sesion: { expira_en: '2099-01-01T00:00:00Z', inactividad_minutos: 30 },
    segundo_factor: { inscrito, requerido: false, codigos_restantes: 0 },
  });

  it("says under 'Clave actual' that it is wrong (the server's reason, not only 'Los datos enviados no son válidos.')", async () => {
    fakeApi()
      .on('GET', /^\/api\/cuenta$/, { body: account(true) })
      .on('POST', /^\/api\/cuenta\/clave$/, { status: 422, body: { message: 'Los datos enviados no son válidos.', errors: { current_password: ['La clave actual no es correcta.'] } } });
    renderRoutes(myAccountRoutes, '/admin/cuenta');
    const section = await screen.findByRole('region', { name: 'Cambiar mi clave' });
    await userEvent.type(within(section).getByLabelText(/^Clave actual/), 'no-es-la-clave');
    await userEvent.type(within(section).getByLabelText(/^Nueva clave/), 'una frase nueva larga');
    await userEvent.type(within(section).getByLabelText(/^Repite la nueva clave/), 'una frase nueva larga');
    await userEvent.click(within(section).getByRole('button', { name: 'Cambiar clave' }));
    expect(await within(section).findByRole('link', { name: 'La clave actual no es correcta.' })).toHaveAttribute('href', '#current_password');
    expect(within(section).getByLabelText(/^Clave actual/)).toHaveAccessibleDescription('La clave actual no es correcta.');
    await waitFor(() => expect(document.title).toBe('Error: Mi cuenta - Sello'));
  });

  it("keeps 'Tu clave fue actualizada…' in the emptied form (nothing else shows the change)", async () => {
    const api = fakeApi()
      .on('GET', /^\/api\/cuenta$/, { body: account(true) })
      .on('POST', /^\/api\/cuenta\/clave$/, { body: { message: 'Tu clave fue actualizada. Las demás sesiones abiertas se cerraron.' } });
    renderRoutes(myAccountRoutes, '/admin/cuenta');
    const section = await screen.findByRole('region', { name: 'Cambiar mi clave' });
    await userEvent.type(within(section).getByLabelText(/^Clave actual/), 'sello-admin-demo');
    await userEvent.type(within(section).getByLabelText(/^Nueva clave/), 'una frase nueva larga');
    await userEvent.type(within(section).getByLabelText(/^Repite la nueva clave/), 'una frase nueva larga');
    await userEvent.click(within(section).getByRole('button', { name: 'Cambiar clave' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Tu clave fue actualizada. Las demás sesiones abiertas se cerraron.'));
    expect(within(section).getByLabelText(/^Nueva clave/)).toHaveValue('');
    expect(api.writes()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS + 300));
    expect(within(section).getByRole('status')).toHaveTextContent('Tu clave fue actualizada.');
  });

  it("a wrong enrolment code is said under the code field: 'El código no es válido.'", async () => {
    fakeApi()
      .on('GET', /^\/api\/cuenta$/, { body: account(false) })
      .on('POST', /^\/api\/cuenta\/2fa\/inicio$/, { body: { secreto: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Sello:admin?secret=JBSWY3DPEHPK3PXP', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } })
      .on('POST', /^\/api\/cuenta\/2fa\/confirmar$/, { status: 422, body: { message: 'Los datos enviados no son válidos.', errors: { codigo: ['El código no es válido.'] } } });
    renderRoutes(myAccountRoutes, '/admin/cuenta');
    await userEvent.click(await screen.findByRole('button', { name: 'Activar verificación en dos pasos' }));
    await userEvent.type(await screen.findByLabelText(/^Código de verificación/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Activar verificación en dos pasos' }));
    await waitFor(() => expect(screen.getByLabelText(/^Código de verificación/)).toHaveAccessibleDescription('El código no es válido.'));
  });
});
