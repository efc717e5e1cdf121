import { HOME_BY_ROLE, STAFF_LOGIN_PATH, type Role } from '@sello/shared-a11y';

/**
 * Where a staff member goes after signing in: the page the shared guard sent them from (`volver`),
 * if it is a path of this site, else their own work area. Only one leading '/': '//evil.example',
 * '/\evil.example' and 'https://…' cannot turn the form into an open redirect.
 */
export function staffDestination(role: Role, raw: string | null | undefined): string {
  const home = HOME_BY_ROLE[role];
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return home;
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.example' would become '//evil.example'.
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return home;
  const path = raw.split(/[?#]/)[0] ?? '';
  if (path === STAFF_LOGIN_PATH || path.startsWith(`${STAFF_LOGIN_PATH}/`)) return home;
  return raw;
}
