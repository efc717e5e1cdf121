import * as v from 'valibot';
import { anyCertificationYearField, booleanish, certificationYearField, emailField, idField, isRealDay, optionalText, required, requiredText } from './common';

export const APPLICATION_STATUSES = [
  'Borrador',
  'Registrada',
  'Enviada',
  'En revisión',
  'Admisible',
  'Inadmisible',
  'Aprobada',
  'Rechazada',
  // The review workflow (docs/review-workflow.md): sent back with observations, reconsideration, published.
  'Observada',
  'En reposición',
  'Publicada',
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

/** Alternative text of an image: required by the server whenever the item has that image. */
export const ALT_TEXT_MAX = 300;
export const ALT_TEXT_REQUIRED = 'El texto alternativo de la imagen es requerido.';
const altText = v.optional(v.pipe(
  v.string('El texto alternativo debe ser texto.'),
  v.trim(),
  v.maxLength(ALT_TEXT_MAX, `El texto alternativo no puede superar los ${ALT_TEXT_MAX} caracteres.`),
));

/**
 * Scheduled publication: an ISO 8601 date and time with its offset (e.g. from `new Date(local).toISOString()`),
 * or '' for "publish at once". Output: a Date or null.
 */
export const publishAtField = v.optional(v.pipe(
  v.string('La fecha de publicación no es válida.'),
  v.trim(),
  v.check((value) => value === '' || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
    && isRealDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value))), 'La fecha de publicación no es válida.'),
  v.transform((value) => (value === '' ? null : new Date(value))),
));

/** News states: 'borrador' (never public), 'publicada' (public from `publicar_en`, or at once). */
export const NEWS_STATES = ['borrador', 'publicada'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

/** Text fields of the news form (multipart); images are checked by the server. */
export const newsFieldsSchema = v.object({
  titulo: requiredText('El título de la noticia es requerido.'),
  url: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255, 'La URL no puede superar los 255 caracteres.'))),
  cuerpo: required(v.pipe(v.string('El cuerpo de la noticia es requerido.'), v.nonEmpty('El cuerpo de la noticia es requerido.'), v.maxLength(200_000, 'El cuerpo de la noticia es demasiado largo.'))),
  /** Published (true, the default) or draft (false); `estado` says the same in words and wins when both come. */
  activo: v.optional(booleanish),
  estado: v.optional(v.picklist(NEWS_STATES, 'El estado de la noticia no es válido.')),
  publicar_en: publishAtField,
  imagen_alt: altText,
  imagen_mobile_alt: altText,
  user_id: v.optional(v.unknown()),
});
export const newsUpdateFieldsSchema = v.partial(newsFieldsSchema);

/** Restore an earlier version of a news item (a new revision is stored with the restored content). */
export const newsRestoreSchema = v.object({
  revision_id: idField('La revisión no es válida.'),
});

const recognisedInstitutionFields = {
  titulo: requiredText('El nombre de la institución es requerido.'),
  tipo_reconocimiento: requiredText('El tipo de reconocimiento es requerido.'),
  categoria_id: v.optional(idField('La categoría no es válida.')),
  texto: optionalText(2000),
  logo_alt: altText,
  user_id: v.optional(v.unknown()),
};
export const recognisedInstitutionFieldsSchema = v.object({ ...recognisedInstitutionFields, anno_certificacion: certificationYearField });
/** The route holds a changed year to certificationYears(), keeping the one the institution already has. */
export const recognisedInstitutionUpdateFieldsSchema = v.partial(v.object({ ...recognisedInstitutionFields, anno_certificacion: anyCertificationYearField }));

export const downloadableFieldsSchema = v.object({
  nombre: requiredText('El nombre del documento es requerido.'),
  ubicacion: requiredText('La ubicación es requerida.'),
});
export const downloadableUpdateFieldsSchema = v.partial(downloadableFieldsSchema);

export const homeFieldsSchema = v.object({
  texto_bajada: v.optional(v.pipe(v.string('El texto debe ser texto.'), v.maxLength(50_000, 'El texto es demasiado largo.'))),
  landing_image_alt: altText,
});

// ---- Staff accounts and sign-in (issue 10) -------------------------------------------------------
/** A new password chosen by its owner (invitation, reset or change): 10 to 256 characters. */
export const passwordField = required(v.pipe(
  v.string('Es requerida la Clave'),
  v.nonEmpty('Es requerida la Clave'),
  v.minLength(10, 'La clave debe tener al menos 10 caracteres.'),
  v.maxLength(256, 'La clave no puede superar los 256 caracteres.'),
));
const confirmation = (message: string) => required(v.pipe(v.string(message), v.nonEmpty(message), v.maxLength(256, message)));
const PASSWORDS_DIFFER = 'Las claves no coinciden.';

/** An admin invites a staff member: nobody types a password for someone else. */
export const userCreateSchema = v.object({
  name: requiredText('El nombre es requerido.'),
  lastname: requiredText('El apellido es requerido.'),
  email: emailField('El correo es requerido.'),
  role: required(v.picklist(STAFF_ROLES, 'El rol no es válido.')),
});
export type UserCreateInput = v.InferInput<typeof userCreateSchema>;
/** `activo: false` deactivates the account (its sessions end at once); no password here. */
export const userUpdateSchema = v.object({
  ...v.partial(userCreateSchema).entries,
  activo: v.optional(v.boolean('Valor no válido.')),
});
export type UserUpdateInput = v.InferInput<typeof userUpdateSchema>;

/** The one-time link's token (invitation or password reset), as the page read it from its URL. */
const linkToken = required(v.pipe(
  v.string('El enlace no es válido.'),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{20,200}$/, 'El enlace no es válido.'),
));
export const accountTokenSchema = v.object({ token: linkToken });
export type AccountTokenInput = v.InferInput<typeof accountTokenSchema>;

export const setPasswordSchema = v.pipe(
  v.object({ token: linkToken, password: passwordField, password_confirmation: confirmation('Confirma la clave.') }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], (i) => i.password === i.password_confirmation, PASSWORDS_DIFFER), ['password_confirmation']),
);
export type SetPasswordInput = v.InferInput<typeof setPasswordSchema>;

export const changePasswordSchema = v.pipe(
  v.object({
    current_password: confirmation('Es requerida la clave actual.'),
    password: passwordField,
    password_confirmation: confirmation('Confirma la clave.'),
  }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], (i) => i.password === i.password_confirmation, PASSWORDS_DIFFER), ['password_confirmation']),
);
export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>;

export const forgotPasswordSchema = v.object({ email: emailField('Por favor ingresa tu Correo.') });
export type ForgotPasswordInput = v.InferInput<typeof forgotPasswordSchema>;

/** The short-lived challenge of `POST /api/login` when a second factor is needed. */
const challengeField = required(v.pipe(
  v.string('La solicitud de inicio de sesión expiró. Inicia sesión nuevamente.'),
  v.regex(/^[A-Za-z0-9_-]{20,200}$/, 'La solicitud de inicio de sesión expiró. Inicia sesión nuevamente.'),
));
/** A TOTP code (6 digits) or a recovery code (xxxx-xxxx-xxxx); spaces are ignored. */
const codeField = required(v.pipe(
  v.string('Ingresa el código de verificación.'),
  v.transform((value) => value.replace(/\s+/g, '')),
  v.nonEmpty('Ingresa el código de verificación.'),
  v.maxLength(20, 'El código no es válido.'),
));
export const challengeSchema = v.object({ challenge: challengeField });
export const loginCodeSchema = v.object({ challenge: challengeField, codigo: codeField });
export type LoginCodeInput = v.InferInput<typeof loginCodeSchema>;
export const totpCodeSchema = v.object({ codigo: codeField });
export type TotpCodeInput = v.InferInput<typeof totpCodeSchema>;

/** Filters of the audit log (query string). Dates are YYYY-MM-DD, both inclusive, and real days. */
const dateParam = (message: string) => v.optional(v.pipe(
  v.string(message),
  v.check(isRealDay, message),
));
export const auditFilterSchema = v.object({
  usuario_id: v.optional(idField('La persona no es válida.')),
  accion: v.optional(v.pipe(v.string('La acción no es válida.'), v.maxLength(40, 'La acción no es válida.'))),
  entidad: v.optional(v.pipe(v.string('El tipo de registro no es válido.'), v.maxLength(60, 'El tipo de registro no es válido.'))),
  desde: dateParam('La fecha inicial no es válida.'),
  hasta: dateParam('La fecha final no es válida.'),
  page: v.optional(v.pipe(v.string('La página no es válida.'), v.regex(/^[1-9]\d{0,5}$/, 'La página no es válida.'), v.transform(Number))),
});
export type AuditFilterInput = v.InferInput<typeof auditFilterSchema>;

export const applicationFilterSchema = v.object({
  institucion: v.optional(v.pipe(v.string(), v.maxLength(255, 'Filtro no válido.'))),
  categoria_id: v.optional(idField('La categoría no es válida.')),
  anno: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'El año no es válido.'), v.transform(Number))),
  estado: v.optional(v.picklist(APPLICATION_STATUSES, 'El estado no es válido.')),
});
