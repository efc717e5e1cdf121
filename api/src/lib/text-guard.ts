import { HttpError } from './http-error';

/**
 * Text the portal stores or compares must be well-formed Unicode without control characters:
 * PostgreSQL refuses NUL and lone surrogates (a 500 before this check), and other C0/C1 controls are
 * never typed by a person. Tab, line feed and carriage return stay (multi-line fields).
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Bidirectional overrides and isolates: fine in prose, a spoofing trick in a file name ("fdp.exe"). */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export const TEXT_MESSAGE = 'El texto contiene caracteres no permitidos.';
/** A body (or form text) whose bytes are not UTF-8: refused, never stored with U+FFFD in their place. */
export const NOT_UTF8_MESSAGE = 'La solicitud no es texto UTF-8 válido.';
const FIELD_MESSAGE = 'Contiene caracteres de control o caracteres inválidos.';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

export function isCleanFileName(value: string): boolean {
  return isCleanText(value) && !BIDI.test(value);
}

/** The dotted paths of every string (and key) in a JSON value that is not clean text. */
export function dirtyPaths(value: unknown, path = '', out: string[] = [], depth = 0): string[] {
  if (depth > 64 || out.length > 20) return out;
  if (typeof value === 'string') {
    if (!isCleanText(value)) out.push(path || '_');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => dirtyPaths(item, path ? `${path}.${index}` : String(index), out, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const name = isCleanText(key) ? key : '_';
      if (name === '_') out.push('_');
      dirtyPaths(item, path ? `${path}.${name}` : name, out, depth + 1);
    }
  }
  return out;
}

/** Throws the Spanish 422 when any string in `value` is not clean. */
export function assertCleanText(value: unknown): void {
  const paths = dirtyPaths(value);
  if (paths.length === 0) return;
  throw new HttpError(422, TEXT_MESSAGE, Object.fromEntries([...new Set(paths)].map((p) => [p, [FIELD_MESSAGE]])));
}

/** File names (multipart): clean text and no bidirectional controls. */
export function assertCleanFileName(field: string, name: string | undefined): void {
  if (name !== undefined && !isCleanFileName(name)) {
    throw new HttpError(422, 'El nombre del archivo no es válido.', { [field]: ['El nombre del archivo contiene caracteres no permitidos.'] });
  }
}
