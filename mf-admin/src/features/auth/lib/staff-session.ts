import { useA11yStore } from '@sello/shared-a11y';
import type { StaffSessionAnswer } from '@sello/shared-api/staff';
import { notify } from '@sello/shared-ui';

/** The one way the staff sign-in stores the session and greets the person (spec 4). */
export function startStaffSession({ token, user, aviso }: Pick<StaffSessionAnswer, 'token' | 'user' | 'aviso'>): void {
  useA11yStore.getState().setSession({
    token,
    user: { id: user.id, name: user.name, lastname: user.lastname, email: user.email, role: user.role },
  });
  notify({ type: 'success', title: `¡Bienvenido/a, ${user.name} ${user.lastname}!`, description: aviso ?? undefined });
}
