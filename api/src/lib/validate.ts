import * as v from 'valibot';
import { invalid } from './http-error';

/** Parses with a shared-api schema; failures become 422 {message, errors: {field: [messages]}}. */
export function parse<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  // One message per field: the first rule that fails, as the forms show it.
  const result = v.safeParse(schema, input ?? {}, { abortPipeEarly: true });
  if (result.success) return result.output;
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    // An issue without a path means the body itself has the wrong shape (an array, a string…).
    if (key === null) (errors._ ??= []).push('El cuerpo de la solicitud debe ser un objeto con los campos del formulario.');
    // Valibot's own English text (a rule without a Spanish message, e.g. a repeated query key that
    // arrives as an array) never reaches the client.
    else (errors[key] ??= []).push(/^Invalid /.test(issue.message) ? 'El valor no es válido.' : issue.message);
  }
  throw invalid(errors);
}

const idParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(2_147_483_647));

/** A numeric path id; anything else is simply "not found" (no 500 from the database). */
export function parseId(value: unknown): number | null {
  const result = v.safeParse(idParam, value);
  return result.success ? result.output : null;
}

export function parseUuid(value: unknown): string | null {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value) ? value : null;
}
