import type { ApplicantUser, LoginResponse } from '@sello/shared-api';
import { useA11yStore } from '@sello/shared-a11y';
import { safeReturnPath } from './return-path';

/** Keeps `volver` while the browser is away at ClaveÚnica (the provider only sends back code and state). */
const PENDING_RETURN_KEY = 'sello-claveunica-volver';

export function rememberReturnPath(path: string): void {
  sessionStorage.setItem(PENDING_RETURN_KEY, path);
}

/** The page to go to after the round trip to ClaveÚnica, checked again (the storage is writable). */
export function takeReturnPath(): string {
  const path = sessionStorage.getItem(PENDING_RETURN_KEY);
  sessionStorage.removeItem(PENDING_RETURN_KEY);
  return safeReturnPath(path);
}

/** The one way both sign-in flows store the applicant's session in the shared store. */
export function storeApplicantSession({ token, user }: LoginResponse<ApplicantUser>): void {
  useA11yStore.getState().setSession({
    token,
    user: { id: user.id, name: user.name, lastname: user.lastname, role: user.role, run: user.run },
  });
}
