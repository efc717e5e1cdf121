import { useA11yStore } from '@sello/shared-a11y';
import type { LoginResponse, StaffUser } from '@sello/shared-api';
import { notify } from '@sello/shared-ui';

/** The one way the staff sign-in stores the session and greets the person (spec 4). */
export function startStaffSession({ token, user }: LoginResponse<StaffUser>): void {
  useA11yStore.getState().setSession({
    token,
    user: { id: user.id, name: user.name, lastname: user.lastname, email: user.email, role: user.role },
  });
  notify({ type: 'success', title: `¡Bienvenido/a, ${user.name} ${user.lastname}!` });
}
