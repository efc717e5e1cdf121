import { useA11yStore } from '@sello/shared-a11y';
import { deleteUsuario, enviarRestablecerClave, getUsuarios, reenviarInvitacion, restablecerSegundoFactor, updateUsuario, type UsuarioCuenta } from '@sello/shared-api/staff';
import { Button, HStack, Link, PageHeading, RouterLink, useAsync, VisuallyHidden } from '@sello/shared-ui';
import { ConfirmDialog, DataTable } from '@sello/shared-ui/widgets';
import { useEffect, useRef, useState } from 'react';
import { AsyncBlock } from '../../admin-core/components/admin-page';
import { FormAlert, FormNotice } from '../../admin-core/components/form-alert';
import { useRefusal } from '../../admin-core/lib/refusal';
import { InviteForm } from '../components/invite-form';

const ROLE: Record<UsuarioCuenta['role'], string> = { admin: 'Administrador/a', revisor: 'Revisor/a' };
const STATE: Record<UsuarioCuenta['estado'], string> = { invitado: 'Invitación pendiente', activo: 'Activa', desactivado: 'Desactivada' };

const TITLE = 'Usuarios';

type Pending = { user: UsuarioCuenta; kind: 'desactivar' | 'segundo-factor' | 'eliminar' | 'rol' };

const otherRole = (role: UsuarioCuenta['role']): UsuarioCuenta['role'] => (role === 'admin' ? 'revisor' : 'admin');

const CONFIRM: Record<Pending['kind'], { title: string; label: string; text: (who: string, user: UsuarioCuenta) => string }> = {
  desactivar: {
    title: '¿Desactivar esta cuenta?',
    label: 'Desactivar cuenta',
    text: (who) => `${who} no podrá ingresar y sus sesiones abiertas terminan ahora. La cuenta se conserva y se puede reactivar.`,
  },
  'segundo-factor': {
    title: '¿Restablecer la verificación en dos pasos?',
    label: 'Restablecer verificación',
    text: (who) => `${who} deberá activar la verificación en dos pasos otra vez en su próximo ingreso.`,
  },
  rol: {
    title: '¿Cambiar el rol de esta cuenta?',
    label: 'Cambiar rol',
    text: (who, user) => `${who} pasará de ${ROLE[user.role].toLowerCase()} a ${ROLE[otherRole(user.role)].toLowerCase()}; sus sesiones abiertas terminan ahora.`,
  },
  eliminar: {
    title: '¿Eliminar esta invitación?',
    label: 'Eliminar invitación',
    text: (who) => `El enlace enviado a ${who} deja de servir y su correo queda libre para una nueva invitación.`,
  },
};

/**
 * /admin/panel/usuarios: staff accounts are deactivated, never deleted (the audit trail keeps its authors);
 * only an invitation nobody accepted can be deleted.
 */
export function UsersPage() {
  const me = useA11yStore((state) => state.user?.user.id);
  const users = useAsync(() => getUsuarios(), []);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  // A refused action stays above the list (the toast is gone in 1.5 s), with 'Error: ' in the title.
  const { refused, refuse, clear } = useRefusal(TITLE);
  // What the last action did stays above the list: 'Restablecer clave' and 'Reenviar invitación'
  // change nothing the list shows.
  const [done, setDone] = useState<string | null>(null);
  // Where focus goes back once an action is over, in one record:
  // - `button`: the button that started it gets focus back when nothing is busy or open (while busy
  //   the buttons are disabled, and Chromium moves focus off a disabled button to <body>); the list
  //   stays on screen while it reloads (useAsync keeps the last data).
  // - `row`: an action often removes its own button ('Restablecer verificación' once reset,
  //   'Desactivar' once deactivated). When the reloaded row no longer has it, focus goes to the
  //   button now in its place in that row (else the row's last one), not to <body>.
  const focusBack = useRef<{
    button: HTMLElement | null;
    row: { id: number; button: HTMLElement; index: number; before: unknown } | null;
  }>({ button: null, row: null });
  const rememberFocus = () => {
    focusBack.current.button = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const rememberRow = (id: number) => {
    const { button } = focusBack.current;
    const buttons = [...document.querySelectorAll<HTMLElement>(`[data-acciones-cuenta="${id}"] button`)];
    focusBack.current.row = button ? { id, button, index: Math.max(0, buttons.indexOf(button)), before: users.data } : null;
  };
  useEffect(() => {
    if (busy || pending) return;
    const saved = focusBack.current;
    const target = saved.button;
    saved.button = null;
    if (target?.isConnected) target.focus();
    const row = saved.row;
    if (!row || users.data === row.before) return;
    saved.row = null;
    if (row.button.isConnected) return;
    const buttons = [...document.querySelectorAll<HTMLElement>(`[data-acciones-cuenta="${row.id}"] button`)];
    buttons[Math.min(row.index, buttons.length - 1)]?.focus();
  }, [users.data, busy, pending]);

  const act = async (id: number, action: () => Promise<{ message: string }>) => {
    if (!focusBack.current.button) rememberFocus();
    setBusy(true);
    clear();
    // Emptied first, so the same message twice (a second resend) is announced again.
    setDone(null);
    try {
      setDone((await action()).message);
      rememberRow(id);
      users.reload();
    } catch (error) {
      refuse(error);
      // What was refused may be out of date (another admin acted meanwhile): the list shows what is.
      users.reload();
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <>
      <HStack justifyContent="space-between" flexWrap="wrap" gap="4" mb="6">
        <PageHeading mb="0">{TITLE}</PageHeading>
        <HStack as="ul" listStyleType="none" gap="6" flexWrap="wrap" p="0" m="0">
          <li><Link asChild textDecoration="underline"><RouterLink to="/admin/cuenta">Mi cuenta: clave y verificación en dos pasos</RouterLink></Link></li>
          {/* Not in the spec's five admin links: who did what is read next to the accounts. */}
          <li><Link asChild textDecoration="underline"><RouterLink to="/admin/panel/auditoria">Registro de auditoría</RouterLink></Link></li>
        </HStack>
      </HStack>
      <InviteForm pageTitle={TITLE} onInvited={users.reload} />
      <FormAlert id="usuarios-error" message={refused} />
      <FormNotice message={done} />
      <AsyncBlock state={users}>
        {(rows) => (
          <DataTable
            caption={`Cuentas del equipo (${rows.length})`}
            rows={rows}
            getRowKey={(u) => u.id}
            rowTitle={(u) => `${u.name} ${u.lastname}`}
            columns={[
              { key: 'nombre', header: 'Nombre', cell: (u) => `${u.name} ${u.lastname}` },
              { key: 'email', header: 'Correo' },
              { key: 'role', header: 'Rol', cell: (u) => ROLE[u.role] },
              { key: 'estado', header: 'Estado', cell: (u) => STATE[u.estado] },
              { key: 'segundo_factor', header: 'Verificación en dos pasos', cell: (u) => (u.segundo_factor ? 'Activada' : 'No activada') },
              {
                key: 'acciones',
                header: 'Acciones',
                cell: (u) => {
                  const who = `${u.name} ${u.lastname}`;
                  if (u.id === me) return 'Tu cuenta';
                  return (
                    <HStack gap="2" flexWrap="wrap" data-acciones-cuenta={u.id}>
                      {u.estado === 'invitado' ? (
                        <Button size="sm" variant="outline" disabled={busy} onClick={() => void act(u.id, () => reenviarInvitacion(u.id))}>Reenviar invitación<VisuallyHidden> a {who}</VisuallyHidden></Button>
                      ) : null}
                      {u.estado === 'invitado' ? (
                        // An invitation sent to a wrong address or with the wrong role is withdrawn and sent again.
                        <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => { rememberFocus(); setPending({ user: u, kind: 'eliminar' }); }}>Eliminar invitación<VisuallyHidden> de {who}</VisuallyHidden></Button>
                      ) : null}
                      {u.estado === 'activo' ? (
                        <Button size="sm" variant="outline" disabled={busy} onClick={() => void act(u.id, () => enviarRestablecerClave(u.id))}>Restablecer clave<VisuallyHidden> de {who} (se le envía un enlace)</VisuallyHidden></Button>
                      ) : null}
                      {u.segundo_factor ? (
                        <Button size="sm" variant="outline" disabled={busy} onClick={() => { rememberFocus(); setPending({ user: u, kind: 'segundo-factor' }); }}>Restablecer verificación<VisuallyHidden> en dos pasos de {who}</VisuallyHidden></Button>
                      ) : null}
                      {u.activo ? (
                        <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => { rememberFocus(); setPending({ user: u, kind: 'desactivar' }); }}>Desactivar<VisuallyHidden> la cuenta de {who}</VisuallyHidden></Button>
                      ) : (
                        <Button size="sm" variant="outline" disabled={busy} onClick={() => void act(u.id, () => updateUsuario(u.id, { activo: true }))}>Reactivar<VisuallyHidden> la cuenta de {who}</VisuallyHidden></Button>
                      )}
                      {u.activo ? (
                        // A reviewer who becomes an administrator (or back) keeps the same account and history.
                        <Button size="sm" variant="outline" disabled={busy} onClick={() => { rememberFocus(); setPending({ user: u, kind: 'rol' }); }}>Cambiar a {ROLE[otherRole(u.role)].toLowerCase()}<VisuallyHidden> la cuenta de {who}</VisuallyHidden></Button>
                      ) : null}
                    </HStack>
                  );
                },
              },
            ]}
          />
        )}
      </AsyncBlock>
      <ConfirmDialog
        open={pending !== null}
        title={CONFIRM[pending?.kind ?? 'desactivar'].title}
        confirmLabel={CONFIRM[pending?.kind ?? 'desactivar'].label}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          const { user, kind } = pending;
          const run = { desactivar: () => updateUsuario(user.id, { activo: false }), 'segundo-factor': () => restablecerSegundoFactor(user.id), eliminar: () => deleteUsuario(user.id), rol: () => updateUsuario(user.id, { role: otherRole(user.role) }) }[kind];
          void act(user.id, run);
        }}
      >
        {pending ? CONFIRM[pending.kind].text(`${pending.user.name} ${pending.user.lastname}`, pending.user) : null}
      </ConfirmDialog>
    </>
  );
}
