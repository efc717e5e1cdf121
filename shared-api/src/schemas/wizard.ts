import * as v from 'valibot';
import { countField, emailField, idField, phoneField, required, requiredText, rutField } from './common';

/**
 * The institution's RUT refused (spec 5 says 'RUN no válido.'): it is a RUT, and the message says how
 * to write one (issue 60, docs/deviations.md).
 */
export const INSTITUTION_RUT_MESSAGE = 'RUT no válido. Escríbelo con su dígito verificador después del guion, por ejemplo 76.543.210-3 (el dígito verificador puede ser K).';

export const institutionSchema = v.object({
  nombre_institucion: requiredText('El nombre de la institución es requerido.'),
  rut_institucion: rutField('El RUT de la institución es requerido.', INSTITUTION_RUT_MESSAGE),
  rubro_institucion: requiredText('El rubro de la institución es requerido.'),
  tipo_institucion_id: idField('Selecciona el tipo de institución.'),
  direccion_fisica: requiredText('La dirección física es requerida.'),
  region_id: idField('Selecciona una región.'),
  comuna_id: idField('Selecciona una comuna.'),
  cant_trabajadores: countField('Por favor indique la cantidad de trabajadores.'),
  cant_trabajadores_discapacidad: countField('Por favor indique la cantidad de trabajadores/as con discapacidad.'),
});
export type InstitutionInput = v.InferInput<typeof institutionSchema>;
export type InstitutionData = v.InferOutput<typeof institutionSchema>;

export const repLegalSchema = v.object({
  nombre_rep_legal: requiredText('El del/de la representante legal es requerido.'),
  cargo_rep_legal: requiredText('El cargo de la representante legal es requerido'),
  rut_rep_legal: rutField('RUT no válido', 'RUT no válido'),
  telefono_rep_legal: phoneField('El teléfono es requerido.'),
  correo_rep_legal: emailField('El correo es requerido.'),
  postulacion_sello_id: idField('El id de la postulación es requerido.'),
});
export type RepLegalInput = v.InferInput<typeof repLegalSchema>;
export type RepLegalData = v.InferOutput<typeof repLegalSchema>;

export const encargadoSchema = v.object({
  nombre_encargado: requiredText('El nombre del/de la encargado/a es requerido.'),
  cargo_encargado: requiredText('El cargo es requerido.'),
  rut_encargado: rutField('El RUT del/de la encargado/a es requerido.', 'RUT no válido'),
  telefono_encargado: phoneField('El teléfono del/de la encargado/a es requerido.'),
  correo_encargado: emailField('El correo del/de la encargado/a es requerido.'),
  postulacion_sello_id: idField('El id de la postulación es requerido.'),
});
export type EncargadoInput = v.InferInput<typeof encargadoSchema>;
export type EncargadoData = v.InferOutput<typeof encargadoSchema>;

/**
 * @deprecated The spec's fixed year (2024). The year of an application is the open call's (issue 60:
 * `getConvocatoria()`, GET /api/convocatoria); nothing checks against this list any more. Kept only
 * until the wizard's step 4 page reads the call.
 */
export const APPLICATION_YEARS: readonly number[] = Object.freeze([2024]);

/**
 * Step 4. `year` is accepted for the spec's contract and not used: the application takes the open
 * call's year (issue 60), the only one it can be registered in, so a form still offering 2024 works.
 */
export const categoryChoiceSchema = v.object({
  categoria_id: idField('Selecciona una categoría.'),
  year: v.optional(v.unknown()),
});
export type CategoryChoiceInput = v.InferInput<typeof categoryChoiceSchema>;
export type CategoryChoiceData = v.InferOutput<typeof categoryChoiceSchema>;

export const historyStoreSchema = v.object({
  postulacion_sello_id: idField('El id de la postulación es requerido.'),
  // Accepted for the spec's contract and ignored: the server records the application's real institution and result.
  institucion_id: v.optional(v.unknown()),
  resultado_postulacion_id: v.optional(v.unknown()),
  progreso_postulacion: required(v.pipe(
    v.union([v.string(), v.number()], 'El progreso de la postulación es requerido.'),
    v.transform((value) => Number(value)),
    v.integer('El progreso de la postulación no es válido.'),
    v.minValue(1, 'El progreso de la postulación no es válido.'),
    v.maxValue(4, 'El progreso de la postulación no es válido.'),
  )),
});
export type HistoryStoreInput = v.InferInput<typeof historyStoreSchema>;

/** Text fields of the multipart uploads of the category process. Files are checked by the server. */
export const p1FieldsSchema = v.object({
  postulacion_sello_id: v.optional(idField('El id de la postulación no es válido.')),
});
export const p2FieldsSchema = v.object({
  obtencion_sello_p1_id: idField('El id de la obtención del sello es requerido.'),
  medio_verificacion_id: v.optional(idField('El medio de verificación no es válido.')),
});
export const p3FieldsSchema = v.object({
  obtencion_sello_p1_id: idField('El id de la obtención del sello es requerido.'),
  descripcion: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'El texto no puede superar los 2000 caracteres.'))),
});
export const requisitoSubmissionFieldsSchema = v.object({
  requisito_id: idField('El requisito es requerido.'),
  obtencion_sello_p1_id: idField('El id de la obtención del sello es requerido.'),
  medio_verificacion: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'El texto no puede superar los 500 caracteres.'))),
});
export const REQUISITO_FILE_REQUIRED = 'Por favor anexa el requisito.';
