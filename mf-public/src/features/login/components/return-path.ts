/** Where the applicant goes after signing in when nothing else was asked for. */
export const DEFAULT_AFTER_LOGIN = '/proceso-de-postulacion';

/** The query parameter mf-applicant's guard uses to send a visitor here and back. */
export const RETURN_PARAM = 'volver';

/**
 * Only a path of this site: it must start with one '/', so '//evil.example', '/\evil.example' and
 * 'https://…' cannot turn the login form into an open redirect.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_AFTER_LOGIN;
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.example' would become '//evil.example'.
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20)) return DEFAULT_AFTER_LOGIN;
  if (raw === '/login' || raw.startsWith('/login?') || raw.startsWith('/login/')) return DEFAULT_AFTER_LOGIN;
  return raw;
}
