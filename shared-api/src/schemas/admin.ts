import * as v from 'valibot';
import { booleanish, emailField, idField, optionalText, required, requiredText } from './common';

export const APPLICATION_STATUSES = [
  'Borrador',
  'Registrada',
  'Enviada',
  'En revisión',
  'Admisible',
  'Inadmisible',
  'Aprobada',
  'Rechazada',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STAFF_ROLES = ['admin', 'revisor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Role = StaffRole | 'postulante';

/** News slug rule of the spec: the title in lowercase with spaces replaced by hyphens (made URL-safe). */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Text fields of the news form (multipart); images are checked by the server. */
export const newsFieldsSchema = v.object({
  titulo: requiredText('El título de la noticia es requerido.'),
  url: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255, 'La URL no puede superar los 255 caracteres.'))),
  cuerpo: required(v.pipe(v.string('El cuerpo de la noticia es requerido.'), v.nonEmpty('El cuerpo de la noticia es requerido.'), v.maxLength(200_000, 'El cuerpo de la noticia es demasiado largo.'))),
  activo: v.optional(booleanish),
  user_id: v.optional(v.unknown()),
});
export const newsUpdateFieldsSchema = v.partial(newsFieldsSchema);

export const recognisedInstitutionFieldsSchema = v.object({
  titulo: requiredText('El nombre de la institución es requerido.'),
  tipo_reconocimiento: requiredText('El tipo de reconocimiento es requerido.'),
  anno_certificacion: required(v.pipe(
    v.union([v.string(), v.number()], 'El año de certificación es requerido.'),
    v.check((value) => String(value).trim() !== '', 'El año de certificación es requerido.'),
    v.transform((value) => Number(value)),
    v.integer('El año de certificación no es válido.'),
    v.minValue(2012, 'El año de certificación no es válido.'),
    v.maxValue(new Date().getFullYear() + 1, 'El año de certificación no es válido.'),
  )),
  categoria_id: v.optional(idField('La categoría no es válida.')),
  texto: optionalText(2000),
  user_id: v.optional(v.unknown()),
});
export const recognisedInstitutionUpdateFieldsSchema = v.partial(recognisedInstitutionFieldsSchema);

export const downloadableFieldsSchema = v.object({
  nombre: requiredText('El nombre del documento es requerido.'),
  ubicacion: requiredText('La ubicación es requerida.'),
});
export const downloadableUpdateFieldsSchema = v.partial(downloadableFieldsSchema);

export const homeFieldsSchema = v.object({
  texto_bajada: v.optional(v.pipe(v.string('El texto debe ser texto.'), v.maxLength(50_000, 'El texto es demasiado largo.'))),
});

const passwordField = required(v.pipe(
  v.string('Es requerida la Clave'),
  v.minLength(10, 'La clave debe tener al menos 10 caracteres.'),
  v.maxLength(256, 'La clave no puede superar los 256 caracteres.'),
));

export const userCreateSchema = v.object({
  name: requiredText('El nombre es requerido.'),
  lastname: requiredText('El apellido es requerido.'),
  email: emailField('El correo es requerido.'),
  password: passwordField,
  role: required(v.picklist(STAFF_ROLES, 'El rol no es válido.')),
  activo: v.optional(v.boolean('Valor no válido.')),
});
export type UserCreateInput = v.InferInput<typeof userCreateSchema>;
export const userUpdateSchema = v.partial(userCreateSchema);
export type UserUpdateInput = v.InferInput<typeof userUpdateSchema>;

export const evaluationSchema = v.object({
  puntaje_evaluado: required(v.pipe(
    v.number('El puntaje evaluado debe ser un número.'),
    v.integer('El puntaje evaluado debe ser un número entero.'),
    v.minValue(0, 'El puntaje evaluado no puede ser negativo.'),
  )),
  cumple: required(v.boolean('Indica si el requisito cumple.')),
  estado_requisito_id: idField('El estado del requisito no es válido.'),
  comentario: optionalText(2000),
});
export type EvaluationInput = v.InferInput<typeof evaluationSchema>;

export const decisionSchema = v.object({
  estado: required(v.picklist(['En revisión', 'Admisible', 'Inadmisible', 'Aprobada', 'Rechazada'], 'El estado no es válido.')),
  comentario: optionalText(2000),
});
export type DecisionInput = v.InferInput<typeof decisionSchema>;

export const applicationFilterSchema = v.object({
  institucion: v.optional(v.pipe(v.string(), v.maxLength(255, 'Filtro no válido.'))),
  categoria_id: v.optional(idField('La categoría no es válida.')),
  anno: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'El año no es válido.'), v.transform(Number))),
  estado: v.optional(v.picklist(APPLICATION_STATUSES, 'El estado no es válido.')),
});
