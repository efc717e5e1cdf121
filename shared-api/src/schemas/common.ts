import * as v from 'valibot';
import { yearInChile } from '../calendar';
import { normalizePhone } from '../phone';
import { formatRut, isValidRut } from '../rut';

/**
 * Valibot reports a missing key with its own English text; defaulting to '' makes a missing field
 * fail the field's own rule, so the client always sees the spec's Spanish message.
 */
export function required<TSchema extends v.GenericSchema>(schema: TSchema) {
  // The cast is deliberate: '' is never a valid value, it only routes a missing key to the field's rule.
  return v.optional(schema, '' as unknown as v.InferInput<TSchema>);
}

/** A required text field: missing, non-string and blank all give the same Spanish message. */
export function requiredText(message: string, max = 255) {
  return required(v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `El texto no puede superar los ${max} caracteres.`),
  ));
}

/** RUN/RUT: required, modulo-11 valid, normalised to '12.345.678-5'. */
export function rutField(requiredMessage: string, formatMessage: string) {
  return required(v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.check(isValidRut, formatMessage),
    v.transform(formatRut),
  ));
}

/** How a phone that is not one is answered (spec 5's 'Por favor ingresa un número de teléfono válido', with how to write it). */
export const PHONE_MESSAGE = 'Por favor ingresa un número de teléfono válido: 9 dígitos, por ejemplo +56 9 1234 5678 o 912345678.';
// No control or format characters (\p{C}): a right-to-left override or a zero-width space would make an
// address read differently in the outbox and the user list than where the mail goes.
export const EMAIL_PATTERN = /^[^\s@\p{C}]+@[^\s@\p{C}]+\.[^\s@\p{C}]+$/u;

/** A Chilean phone in any usual spelling (normalizePhone), stored as '+56' and its nine digits. */
export function phoneField(requiredMessage: string) {
  return required(v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.check((value) => normalizePhone(value) !== null, PHONE_MESSAGE),
    v.transform((value) => normalizePhone(value) ?? value),
  ));
}

export function emailField(requiredMessage: string) {
  return required(v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(255, 'El correo no puede superar los 255 caracteres.'),
    v.regex(EMAIL_PATTERN, 'Correo no válido.'),
  ));
}

export { yearInChile };

/**
 * Spec 9: the certification years an admin may choose, newest first: this year and the two before,
 * in Chile's calendar (`yearInChile`).
 * `keep` adds the year an institution being edited already has, so an older one stays editable.
 */
export function certificationYears(now: Date = new Date(), keep?: number): [current: number, ...others: number[]] {
  const year = yearInChile(now);
  const years: [number, ...number[]] = [year, year - 1, year - 2];
  return keep !== undefined && !years.includes(keep) ? [...years, keep] : years;
}

/**
 * A 'YYYY-MM-DD' day that exists (Date.parse reads 2026-02-30 as 2 March) in the years 1970 to 9998: before
 * about 1920 Chile's offset had seconds, and the day after 9999-12-31 cannot be stored, both answered 500.
 */
export function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const day = new Date(`${value}T00:00:00Z`);
  return year >= 1970 && year <= 9998 && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

export const CERTIFICATION_YEAR_MESSAGE = 'El año de certificación debe ser el año en curso o uno de los dos anteriores.';

const MAX_INT = 2_147_483_647;

/** A count typed in a text input: required, digits only, returned as a number. */
export function countField(requiredMessage: string) {
  return required(v.pipe(
    v.union([v.string(), v.number()], requiredMessage),
    v.transform((value) => String(value).trim()),
    v.nonEmpty(requiredMessage),
    v.regex(/^\d+$/, 'Solo se puede ingresar valores numéricos.'),
    v.transform(Number),
    v.maxValue(MAX_INT, 'Solo se puede ingresar valores numéricos.'),
  ));
}

const yearNumber = v.pipe(
  v.union([v.string(), v.number()], 'El año de certificación es requerido.'),
  v.transform((value) => String(value).trim()),
  v.nonEmpty('El año de certificación es requerido.'),
  v.regex(/^\d{4}$/, 'El año de certificación no es válido.'),
  v.transform(Number),
);

/** A certification year among certificationYears(), read when the form is checked (not when this module loads). */
export const certificationYearField = required(v.pipe(
  yearNumber,
  v.check((year) => certificationYears().includes(year), CERTIFICATION_YEAR_MESSAGE),
));

/** Any four-digit year: an edit may keep the older year an institution already has, which only the caller knows. */
export const anyCertificationYearField = required(yearNumber);

/** A positive database id sent as a number or a numeric string (selects and hidden fields send strings). */
export function idField(message: string) {
  return required(v.pipe(
    v.union([v.string(), v.number()], message),
    v.transform((value) => String(value).trim()),
    v.regex(/^[1-9]\d{0,9}$/, message),
    v.transform(Number),
    v.maxValue(MAX_INT, message),
  ));
}

export function optionalText(max = 2000) {
  return v.optional(
    v.pipe(v.string('El valor debe ser texto.'), v.trim(), v.maxLength(max, `El texto no puede superar los ${max} caracteres.`)),
  );
}

/** Booleans from JSON or from multipart text fields ('1', 'true', 'on'). */
export const booleanish = v.pipe(
  v.union([v.boolean(), v.number(), v.string()], 'Valor no válido.'),
  v.check((value) => ['true', 'false', '1', '0', 'on', 'off'].includes(String(value).toLowerCase()), 'Valor no válido.'),
  v.transform((value) => ['true', '1', 'on'].includes(String(value).toLowerCase())),
);
