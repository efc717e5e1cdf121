/**
 * Logs carry no personal data: RUT/RUN, e-mail addresses and phone numbers are masked in every string
 * an error or request brings into the log, and the SQL parameters that drizzle puts into its error
 * message (`params: …`) and PostgreSQL's `detail` (`Key (rut)=(…)`) are dropped.
 */
const RUT = /\b\d{1,2}\.?\d{3}\.?\d{3}-?[\dkK]\b/g;
// A match starts only where a run of address characters starts (the lookbehind): tried from every
// letter of a long run without '@', the pattern cost time in the square of the run's length.
const EMAIL = /(?<![^\s@"'<>(),;:])[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
const PHONE = /\+?\d[\d\s().-]{6,}\d/g;

export function scrub(text: string): string {
  return text.replace(EMAIL, '[correo]').replace(RUT, '[rut]').replace(PHONE, '[número]');
}

/** drizzle's "Failed query: <sql>\nparams: <values>" keeps the SQL, never the values. */
function withoutParams(message: string): string {
  return message.replace(/\nparams:[\s\S]*$/, '\nparams: [omitidos]');
}

interface LoggableError { name?: string; message?: string; stack?: string; code?: string; cause?: unknown; statusCode?: number }

/** pino `err` serializer: type, message, code and stack, without values. */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { message: scrub(String(error)) };
  const e = error as LoggableError;
  const out: Record<string, unknown> = {
    type: e.name ?? 'Error',
    message: scrub(withoutParams(String(e.message ?? ''))),
  };
  if (e.code) out.code = e.code;
  if (e.statusCode) out.statusCode = e.statusCode;
  if (e.stack) out.stack = scrub(withoutParams(e.stack));
  if (e.cause && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

interface LoggableRequest { method?: string; url?: string; ip?: string; id?: string | number; routeOptions?: { url?: string } }

/** pino `req` serializer: the route pattern and the path without its query string (which may carry a RUT). */
export function safeRequest(request: LoggableRequest): Record<string, unknown> {
  const path = (request.url ?? '').split('?')[0] ?? '';
  // Decoded first: `%40` must not hide an e-mail from the mask.
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path.replace(/%[0-9a-fA-F]{2}/g, ' ');
  }
  return { method: request.method, url: scrub(decoded), route: request.routeOptions?.url, id: request.id };
}
