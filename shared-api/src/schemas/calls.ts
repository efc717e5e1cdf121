// Calls for applications (convocatorias, issue 60): the admin's form. Date-times are Chile's wall
// clock, 'YYYY-MM-DDTHH:mm' (what <input type="datetime-local"> sends); the API turns them into instants.
import * as v from 'valibot';
import { idField, isRealDay, required } from './common';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A wall-clock 'YYYY-MM-DDTHH:mm' whose day exists and whose time is 00:00-23:59. */
export function isLocalDateTime(value: string): boolean {
  const match = LOCAL.exec(value);
  return Boolean(match && isRealDay(value.slice(0, 10)) && Number(match[4]) < 24 && Number(match[5]) < 60);
}

function localDateTime(message: string) {
  return required(v.pipe(v.string(message), v.trim(), v.check(isLocalDateTime, message)));
}

export const CALL_OPENS_MESSAGE = 'Indica la fecha y hora de apertura (hora de Chile), por ejemplo 2027-03-01T09:00.';
export const CALL_CLOSES_MESSAGE = 'Indica la fecha y hora de cierre (hora de Chile), por ejemplo 2027-06-30T23:59.';

const callFields = v.object({
  anno: required(v.pipe(
    v.union([v.string(), v.number()], 'Indica el año de la convocatoria.'),
    v.transform((value) => String(value).trim()),
    v.regex(/^\d{4}$/, 'El año de la convocatoria debe ser un año de cuatro cifras, por ejemplo 2027.'),
    v.transform(Number),
    v.minValue(2012, 'El año de la convocatoria no puede ser anterior a 2012, el primer año del sello.'),
    v.maxValue(2100, 'El año de la convocatoria no es válido.'),
  )),
  abre_en: localDateTime(CALL_OPENS_MESSAGE),
  cierra_en: localDateTime(CALL_CLOSES_MESSAGE),
  /** The day results are announced at the latest ('YYYY-MM-DD'); '' or null: not stated. */
  resultados_en: v.optional(v.pipe(
    v.nullable(v.string('La fecha de resultados no es válida.')),
    v.transform((value) => (value ?? '').trim()),
    v.check((value) => value === '' || isRealDay(value), 'La fecha de resultados no es válida (AAAA-MM-DD).'),
    v.transform((value) => value || null),
  ), null),
  categorias: required(v.pipe(
    v.array(v.object({
      categoria_id: idField('La categoría no es válida.'),
      umbral_porcentaje: required(v.pipe(
        v.number('El umbral debe ser un número.'),
        v.integer('El umbral debe ser un número entero.'),
        v.minValue(0, 'El umbral debe estar entre 0 y 100.'),
        v.maxValue(100, 'El umbral debe estar entre 0 y 100.'),
      )),
    }), 'Elige al menos una categoría abierta.'),
    v.minLength(1, 'Elige al menos una categoría abierta.'),
    v.maxLength(50, 'Se enviaron demasiadas categorías.'),
    v.check((list) => new Set(list.map((c) => c.categoria_id)).size === list.length, 'Cada categoría se indica una sola vez.'),
  )),
});

/** A call, whole (create; an edit is merged with the stored call and checked with this same schema). */
export const convocatoriaSchema = v.pipe(
  callFields,
  // Same format on both sides: the text order is the time order (the API checks the instants too).
  v.forward(v.check((input) => input.cierra_en > input.abre_en, 'El cierre debe ser posterior a la apertura.'), ['cierra_en']),
  v.forward(
    v.check((input) => !input.resultados_en || input.resultados_en >= input.cierra_en.slice(0, 10), 'La fecha de resultados no puede ser anterior al cierre.'),
    ['resultados_en'],
  ),
);
export type ConvocatoriaInput = v.InferInput<typeof convocatoriaSchema>;
export type ConvocatoriaData = v.InferOutput<typeof convocatoriaSchema>;

/** An edit: any of the fields (`categorias` replaces the whole list). */
export const convocatoriaUpdateSchema = v.partial(callFields);
export type ConvocatoriaUpdateInput = v.InferInput<typeof convocatoriaUpdateSchema>;
