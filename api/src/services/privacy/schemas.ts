// Input schemas (valibot, built from @sello/shared-api's field rules) of personal data and the expediente (issue 57): data subjects' requests (Ley 21.719),
// their resolution by an admin, the staff-access list, retention runs and the legal texts.
import * as v from 'valibot';
import { booleanish, emailField, idField, isRealDay, optionalText, required, requiredText, rutField } from '@sello/shared-api/schemas';

export const DATA_REQUEST_TYPES = ['acceso', 'rectificacion', 'supresion', 'oposicion', 'bloqueo'] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];

export const DATA_REQUEST_TYPE_NAMES: Record<DataRequestType, string> = {
  acceso: 'Acceso', rectificacion: 'Rectificación', supresion: 'Supresión', oposicion: 'Oposición', bloqueo: 'Bloqueo',
};

export const DATA_REQUEST_STATES = ['por_confirmar', 'recibida', 'aceptada', 'rechazada'] as const;

/** Grounds an admin may cite to refuse a request, each with the text the person receives. */
export const REFUSAL_GROUNDS = {
  procedimiento_en_curso: 'El procedimiento administrativo de la postulación sigue en curso y los datos son necesarios para resolverlo (Ley 19.880).',
  obligacion_legal: 'El Servicio debe conservar estos datos para cumplir una obligación legal: el expediente de un procedimiento administrativo y el registro público de instituciones reconocidas (Ley 19.880, Ley 21.180 y Ley 21.719).',
  identidad_no_acreditada: 'No fue posible acreditar que quien solicita es la persona titular de los datos.',
  datos_no_encontrados: 'El portal no tiene datos de la persona titular en lo que indica la solicitud.',
  derechos_de_terceros: 'Atender la solicitud afectaría derechos de otras personas.',
} as const;
export type RefusalGround = keyof typeof REFUSAL_GROUNDS;

const typeField = required(v.picklist(DATA_REQUEST_TYPES, 'Elige el tipo de solicitud.'));
const alcanceField = requiredText('Indica a qué datos o postulación se refiere la solicitud.', 2000);
const motivoField = requiredText('Indica el motivo de la solicitud.', 4000);

/** `/mis-datos`: a signed-in applicant's request (their identity comes from ClaveÚnica). */
export const applicantDataRequestSchema = v.object({
  tipo: typeField,
  /** ClaveÚnica gives no e-mail: the answer goes to the one the person writes here. */
  email: emailField('Indica el correo donde quieres recibir la respuesta.'),
  alcance: alcanceField,
  motivo: motivoField,
  postulacion_sello_id: v.optional(idField('La postulación no es válida.')),
});
export type ApplicantDataRequestInput = v.InferInput<typeof applicantDataRequestSchema>;

/** `/privacidad/solicitud`: anyone named in an application, without an account. */
export const publicDataRequestSchema = v.object({
  nombre: requiredText('Indica tu nombre completo.', 255),
  run: rutField('Indica tu RUN.', 'RUN no válido.'),
  email: emailField('Indica tu correo electrónico.'),
  tipo: typeField,
  alcance: alcanceField,
  motivo: motivoField,
});
export type PublicDataRequestInput = v.InferInput<typeof publicDataRequestSchema>;

/** The one-time link's token (confirmation, then following the request). */
export const dataRequestTokenSchema = v.object({
  token: required(v.pipe(v.string('El enlace no es válido.'), v.regex(/^[A-Za-z0-9_-]{20,200}$/, 'El enlace no es válido.'))),
});

const correctionText = (max: number) => v.optional(v.pipe(v.string('El valor debe ser texto.'), v.trim(), v.nonEmpty('El valor corregido no puede quedar vacío.'), v.maxLength(max, `El texto no puede superar los ${max} caracteres.`)));

/** An admin's answer: accept (rectify, suppress or block, by the request's type) or refuse with a legal ground. */
export const dataRequestResolutionSchema = v.pipe(
  v.object({
    resultado: required(v.picklist(['aceptada', 'rechazada'], 'Indica si aceptas o rechazas la solicitud.')),
    respuesta: requiredText('Escribe la respuesta para la persona.', 4000),
    fundamento_legal: v.optional(v.picklist(Object.keys(REFUSAL_GROUNDS) as [RefusalGround, ...RefusalGround[]], 'Elige el fundamento legal del rechazo.')),
    correcciones: v.optional(v.object({
      nombre: correctionText(255),
      cargo: correctionText(255),
      telefono: v.optional(v.pipe(v.string('El valor debe ser texto.'), v.trim(), v.regex(/^\d{3}-?\d{3}-?\d{3}$/, 'Por favor ingresa un número de teléfono válido'))),
      correo: v.optional(v.pipe(v.string('El valor debe ser texto.'), v.trim(), v.maxLength(255, 'El correo no puede superar los 255 caracteres.'), v.regex(/^[^\s@\p{C}]+@[^\s@\p{C}]+\.[^\s@\p{C}]+$/u, 'Correo no válido.'))),
    }, 'Las correcciones no son válidas.')),
  }),
  v.forward(v.check((input) => input.resultado !== 'rechazada' || Boolean(input.fundamento_legal), 'Elige el fundamento legal del rechazo.'), ['fundamento_legal']),
);
export type DataRequestResolutionInput = v.InferInput<typeof dataRequestResolutionSchema>;

const pageField = v.optional(v.pipe(v.string('La página no es válida.'), v.regex(/^[1-9]\d{0,5}$/, 'La página no es válida.'), v.transform(Number)));

export const dataRequestFilterSchema = v.object({
  estado: v.optional(v.picklist(DATA_REQUEST_STATES, 'El estado no es válido.')),
  vencidas: v.optional(booleanish),
  page: pageField,
});

export const staffAccessFilterSchema = v.object({
  postulacion_id: v.optional(idField('La postulación no es válida.')),
  usuario_id: v.optional(idField('La persona no es válida.')),
  page: pageField,
});

/** Running the retention schedule removes data for good: the admin confirms it explicitly. */
export const retentionRunSchema = v.object({
  confirmar: required(v.literal(true, 'Confirma que quieres eliminar los datos listados en la simulación.')),
});

export const LEGAL_TEXT_SLUGS = ['privacidad', 'accesibilidad'] as const;

/** The privacy notice or the accessibility statement, as an admin saves it (`contenido` is sanitised HTML). */
export const legalTextSchema = v.object({
  titulo: requiredText('El título es requerido.', 255),
  contenido: requiredText('El contenido es requerido.', 200_000),
  revisado_el: required(v.pipe(v.string('Indica la fecha de la última revisión.'), v.trim(), v.check(isRealDay, 'Indica la fecha de la última revisión.'))),
  updated_at: optionalText(40),
});

export const legalTextRestoreSchema = v.object({
  revision_id: idField('La versión no es válida.'),
});
