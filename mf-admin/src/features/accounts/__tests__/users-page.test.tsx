import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS } from '@sello/shared-ui';
import { fakeApi, signInAs } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { usersRoutes } from '../routes';

const people = [
  { id: 1, name: 'Ana', lastname: 'Administradora', email: 'admin@sello.test', role: 'admin', activo: true, estado: 'activo', segundo_factor: false, created_at: '', updated_at: '' },
  { id: 7, name: 'Rosa', lastname: 'Revisora', email: 'rosa@sello.test', role: 'revisor', activo: true, estado: 'activo', segundo_factor: true, created_at: '', updated_at: '' },
];

describe('/admin/panel/usuarios', () => {
  beforeEach(() => signInAs('admin'));

  it('invites by e-mail with a role (no password typed by anyone) and checks the fields first', async () => {
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/usuarios$/, { body: people })
      .on('POST', /^\/api\/admin\/usuarios\/store$/, { status: 201, body: { ...people[1], id: 9, message: 'Enviamos la invitación.' } });
    renderRoutes(usersRoutes, '/admin/panel/usuarios');
    const form = await screen.findByRole('region', { name: 'Invitar a una persona del equipo' });
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(form).findAllByText('El nombre es requerido.')).not.toHaveLength(0);
    expect(api.writes()).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Error: Usuarios - Sello'));
    await userEvent.type(within(form).getByLabelText(/^Nombre/), 'Pedro');
    await userEvent.type(within(form).getByLabelText(/^Apellido/), 'Pérez');
    await userEvent.type(within(form).getByLabelText(/^Correo/), 'pedro@sello.test');
    await userEvent.selectOptions(within(form).getByLabelText(/^Rol/), 'admin');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Enviamos la invitación.');
    expect(document.title).toBe('Usuarios - Sello');
    expect(api.writes()[0]?.body).toEqual({ name: 'Pedro', lastname: 'Pérez', email: 'pedro@sello.test', role: 'admin' });
    expect(screen.queryByLabelText(/clave/i)).not.toBeInTheDocument();
  });

  it('deactivates another account after confirmation, never one\'s own', async () => {
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/usuarios$/, { body: people })
      .on('PATCH', /^\/api\/admin\/usuarios\/7$/, { body: { ...people[1], activo: false, estado: 'desactivado', message: 'Cuenta desactivada.' } });
    renderRoutes(usersRoutes, '/admin/panel/usuarios');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Tu cuenta')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Desactivar la cuenta de Ana Administradora' })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Desactivar la cuenta de Rosa Revisora' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Desactivar cuenta' }));
    expect(await screen.findByText('Cuenta desactivada.')).toBeInTheDocument();
    await waitFor(() => expect(api.writes().map((c) => c.body)).toEqual([{ activo: false }]));
  });

  it('after an action that removes its own button, focus goes to the button now in its place in that row', async () => {
    let list = people;
    fakeApi()
      .on('GET', /^\/api\/admin\/usuarios$/, () => ({ body: list }))
      .on('POST', /^\/api\/admin\/usuarios\/7\/restablecer-2fa$/, () => {
        list = [people[0], { ...people[1], segundo_factor: false }] as typeof people;
        return { body: { message: 'Verificación restablecida.' } };
      });
    renderRoutes(usersRoutes, '/admin/panel/usuarios');
    const table = await screen.findByRole('table');
    within(table).getByRole('button', { name: 'Restablecer verificación en dos pasos de Rosa Revisora' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    within(dialog).getByRole('button', { name: 'Restablecer verificación' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Restablecer verificación en dos pasos de Rosa Revisora' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Desactivar la cuenta de Rosa Revisora' })).toHaveFocus());
  });

  it("says what 'Restablecer clave' did above the list until the next action, long after a toast would be gone", async () => {
    fakeApi()
      .on('GET', /^\/api\/admin\/usuarios$/, { body: people })
      .on('POST', /^\/api\/admin\/usuarios\/7\/restablecer-clave$/, { body: { message: 'Enviamos a rosa@sello.test un enlace para restablecer la clave.' } })
      .on('POST', /^\/api\/admin\/usuarios\/7\/restablecer-2fa$/, { body: { message: 'Se restableció la verificación en dos pasos.' } });
    renderRoutes(usersRoutes, '/admin/panel/usuarios');
    const table = await screen.findByRole('table');
    const invite = screen.getByRole('region', { name: 'Invitar a una persona del equipo' });
    // The page's own status, not the invitation form's, the list's or a toast.
    const status = () => screen.getAllByRole('status').find((node) => !node.closest('[data-scope="toast"]') && !table.contains(node) && !invite.contains(node));
    // The region is on the page before anything is said in it, so its first message is announced.
    expect(status()).toBeEmptyDOMElement();
    await userEvent.click(within(table).getByRole('button', { name: 'Restablecer clave de Rosa Revisora (se le envía un enlace)' }));
    await waitFor(() => expect(status()).toHaveTextContent('Enviamos a rosa@sello.test un enlace para restablecer la clave.'));
    await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS + 300));
    expect(status()).toHaveTextContent('Enviamos a rosa@sello.test un enlace para restablecer la clave.');
    await userEvent.click(within(table).getByRole('button', { name: 'Restablecer verificación en dos pasos de Rosa Revisora' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restablecer verificación' }));
    await waitFor(() => expect(status()).toHaveTextContent('Se restableció la verificación en dos pasos.'));
    expect(status()).not.toHaveTextContent('restablecer la clave');
  });

  it("says under Correo why the server refused an invitation (an address already in use)", async () => {
    fakeApi()
      .on('GET', /^\/api\/admin\/usuarios$/, { body: people })
      .on('POST', /^\/api\/admin\/usuarios\/store$/, { status: 422, body: { message: 'Los datos enviados no son válidos.', errors: { email: ['Ya existe un usuario con ese correo.'] } } });
    renderRoutes(usersRoutes, '/admin/panel/usuarios');
    const form = await screen.findByRole('region', { name: 'Invitar a una persona del equipo' });
    await userEvent.type(within(form).getByLabelText(/^Nombre/), 'Rosa');
    await userEvent.type(within(form).getByLabelText(/^Apellido/), 'Revisora');
    await userEvent.type(within(form).getByLabelText(/^Correo/), 'rosa@sello.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(form).findByRole('link', { name: 'Ya existe un usuario con ese correo.' })).toHaveAttribute('href', '#email');
    expect(within(form).getByLabelText(/^Correo/)).toHaveAccessibleDescription('Ya existe un usuario con ese correo.');
    await waitFor(() => expect(document.title).toBe('Error: Usuarios - Sello'));
  });

  it('withdraws a pending invitation (a wrong address or role) after confirmation, and keeps a refusal on the page', async () => {
    const invited = { id: 9, name: 'Pedro', lastname: 'Pérez', email: 'pedro@sello.tes', role: 'admin', activo: true, estado: 'invitado', segundo_factor: false, created_at: '', updated_at: '' };
    let list = [...people, invited];
    let refuse = true;
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/usuarios$/, () => ({ body: list }))
      .on('DELETE', /^\/api\/admin\/usuarios\/9$/, () => {
        if (refuse) return { status: 409, body: { message: 'La cuenta tiene historial y no se puede eliminar: desactívala para conservar el registro de auditoría.' } };
        list = [...people];
        return { body: { message: 'Invitación eliminada.' } };
      });
    renderRoutes(usersRoutes, '/admin/panel/usuarios');
    const table = await screen.findByRole('table');
    const withdraw = () => within(table).getByRole('button', { name: 'Eliminar invitación de Pedro Pérez' });
    await userEvent.click(withdraw());
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: '¿Eliminar esta invitación?' })).getByRole('button', { name: 'Eliminar invitación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La cuenta tiene historial y no se puede eliminar');
    await waitFor(() => expect(document.title).toBe('Error: Usuarios - Sello'));
    refuse = false;
    await userEvent.click(withdraw());
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar invitación' }));
    expect(await screen.findByText('Invitación eliminada.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Pedro Pérez')).not.toBeInTheDocument());
    expect(document.getElementById('usuarios-error')).not.toBeInTheDocument();
    expect(api.writes().map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['DELETE /api/admin/usuarios/9', 'DELETE /api/admin/usuarios/9']);
  });

  it("changes a reviewer's role to administrator after confirmation (the same account, no new invitation)", async () => {
    let list = people;
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/usuarios$/, () => ({ body: list }))
      .on('PATCH', /^\/api\/admin\/usuarios\/7$/, () => {
        list = [people[0], { ...people[1], role: 'admin' }] as typeof people;
        return { body: { ...list[1], message: 'Datos enviados correctamente.' } };
      });
    renderRoutes(usersRoutes, '/admin/panel/usuarios');
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Cambiar a administrador/a la cuenta de Rosa Revisora' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cambiar el rol de esta cuenta?' });
    expect(dialog).toHaveTextContent('Rosa Revisora pasará de revisor/a a administrador/a; sus sesiones abiertas terminan ahora.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Cambiar a revisor/a la cuenta de Rosa Revisora' })).toBeInTheDocument());
    expect(api.writes().map((c) => c.body)).toEqual([{ role: 'admin' }]);
  });
});
