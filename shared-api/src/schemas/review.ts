// Input schemas of the review workflow (issue 9). Forms and the API validate with these same schemas;
// cross-field rules (a reason for Inadmisible, an observation for Observada…) live here too.
import * as v from 'valibot';
import { APPLICATION_STATUSES } from './admin';
import { booleanish, certificationYearField, idField, isRealDay, optionalText, required, requiredText } from './common';

/** A calendar date 'YYYY-MM-DD' that exists (2026-02-30 does not), see isRealDay. */
export function dateField(message: string) {
  return required(v.pipe(
    v.string(message),
    v.trim(),
    v.check(isRealDay, message),
  ));
}

const pageField = v.optional(v.pipe(
  v.union([v.string(), v.number()], 'La página no es válida.'),
  v.transform((value) => String(value).trim()),
  v.regex(/^[1-9]\d{0,5}$/, 'La página no es válida.'),
  v.transform(Number),
));

const yearFilter = v.optional(v.pipe(
  v.union([v.string(), v.number()], 'El año no es válido.'),
  v.transform((value) => String(value).trim()),
  v.regex(/^\d{4}$/, 'El año no es válido.'),
  v.transform(Number),
));

const idList = (message: string, max: number, empty: string) => required(v.pipe(
  v.array(idField(message), message),
  v.minLength(1, empty),
  v.maxLength(max, `Puedes seleccionar hasta ${max} elementos a la vez.`),
));

/** Reason texts: required, trimmed, up to 4000 characters. */
export const reasonField = (message: string) => requiredText(message, 4000);

// ---- Lists -------------------------------------------------------------------------------------
/** Admin list `/api/admin/postulaciones` (and its CSV): every filter optional. */
export const adminApplicationFilterSchema = v.object({
  institucion: v.optional(v.pipe(v.string('Filtro no válido.'), v.trim(), v.maxLength(255, 'Filtro no válido.'))),
  categoria_id: v.optional(idField('La categoría no es válida.')),
  anno: yearFilter,
  estado: v.optional(v.picklist(APPLICATION_STATUSES, 'El estado no es válido.')),
  revisor_id: v.optional(idField('El revisor no es válido.')),
  page: pageField,
});
export type AdminApplicationFilterInput = v.InferInput<typeof adminApplicationFilterSchema>;

export const EVALUATION_STATES = ['pendiente', 'en_curso', 'enviada'] as const;

/** Reviewer queue `/api/revisor/postulaciones`. */
export const reviewerQueueFilterSchema = v.object({
  institucion: v.optional(v.pipe(v.string('Filtro no válido.'), v.trim(), v.maxLength(255, 'Filtro no válido.'))),
  categoria_id: v.optional(idField('La categoría no es válida.')),
  anno: yearFilter,
  evaluacion: v.optional(v.picklist(EVALUATION_STATES, 'El estado de la evaluación no es válido.')),
  vencidas: v.optional(booleanish),
  page: pageField,
});
export type ReviewerQueueFilterInput = v.InferInput<typeof reviewerQueueFilterSchema>;

// ---- Assignments and declarations ----------------------------------------------------------------
export const assignmentSchema = v.object({
  postulacion_ids: idList('La postulación no es válida.', 200, 'Selecciona al menos una postulación.'),
  revisor_ids: idList('El revisor no es válido.', 10, 'Selecciona al menos un revisor o revisora.'),
  fecha_limite: dateField('Indica una fecha límite válida.'),
});
export type AssignmentInput = v.InferInput<typeof assignmentSchema>;

export const DECLARATION_TYPES = ['sin_conflicto', 'inhabilitacion'] as const;

export const declarationSchema = v.pipe(
  v.object({
    tipo: required(v.picklist(DECLARATION_TYPES, 'Indica si tienes o no conflicto de interés.')),
    motivo: optionalText(4000),
  }),
  v.forward(
    v.check((input) => input.tipo !== 'inhabilitacion' || Boolean(input.motivo), 'Indica el motivo de tu inhabilitación.'),
    ['motivo'],
  ),
);
export type DeclarationInput = v.InferInput<typeof declarationSchema>;

// ---- Stage 1: admissibility ---------------------------------------------------------------------
export const ADMISSIBILITY_OUTCOMES = ['Admisible', 'Inadmisible', 'Observada'] as const;

/**
 * `cumple` starts unanswered (null or left out: nothing is preset, issue 60); the API refuses a decision
 * while a document is unanswered and names it, as only it knows the documents' names.
 */
const documentReviewSchema = v.object({
  clave: requiredText('El documento no es válido.', 60),
  cumple: v.optional(v.nullable(v.boolean('Indica si el documento cumple.')), null),
  observacion: optionalText(4000),
});

export const admissibilitySchema = v.pipe(
  v.object({
    resultado: required(v.picklist(ADMISSIBILITY_OUTCOMES, 'Elige un resultado de admisibilidad.')),
    documentos: required(v.pipe(
      v.array(documentReviewSchema, 'Revisa cada uno de los documentos.'),
      v.minLength(1, 'Revisa cada uno de los documentos.'),
      v.maxLength(100, 'Se enviaron demasiados documentos.'),
    )),
    motivo: optionalText(4000),
    plazo_respuesta: v.optional(dateField('Indica un plazo de respuesta válido.')),
  }),
  v.forward(
    v.check((input) => input.resultado !== 'Inadmisible' || Boolean(input.motivo), 'Indica el motivo de la inadmisibilidad.'),
    ['motivo'],
  ),
  v.forward(
    v.check((input) => new Set(input.documentos.map((doc) => doc.clave)).size === input.documentos.length, 'Cada documento se revisa una sola vez.'),
    ['documentos'],
  ),
  v.forward(
    v.check((input) => input.documentos.every((doc) => doc.cumple !== false || Boolean(doc.observacion)), 'Escribe la observación de cada documento que no cumple.'),
    ['documentos'],
  ),
  v.forward(
    v.check((input) => input.resultado !== 'Observada' || input.documentos.some((doc) => doc.cumple === false), 'Marca al menos un documento con observación.'),
    ['documentos'],
  ),
  v.forward(
    v.check((input) => input.resultado !== 'Admisible' || input.documentos.every((doc) => doc.cumple !== false), 'Para declarar admisible, todos los documentos deben cumplir.'),
    ['documentos'],
  ),
  v.forward(
    v.check((input) => input.resultado !== 'Observada' || Boolean(input.plazo_respuesta), 'Indica el plazo de respuesta.'),
    ['plazo_respuesta'],
  ),
);
export type AdmissibilityInput = v.InferInput<typeof admissibilitySchema>;

// ---- Stage 2: scoring, consolidation, decision ----------------------------------------------------
/**
 * One reviewer's evaluation of one requirement (the server checks puntaje <= ptje_total). `cumple` may be
 * unanswered (null or left out: nothing is preset, issue 60); 'Enviar evaluación' refuses until every
 * requirement has it, naming them.
 */
export const reviewerScoreSchema = v.object({
  puntaje: required(v.pipe(
    v.number('El puntaje debe ser un número.'),
    v.integer('El puntaje debe ser un número entero.'),
    v.minValue(0, 'El puntaje no puede ser negativo.'),
  )),
  cumple: v.optional(v.nullable(v.boolean('Indica si el requisito cumple.')), null),
  comentario: optionalText(4000),
});
export type ReviewerScoreInput = v.InferInput<typeof reviewerScoreSchema>;

export const consolidationSchema = v.object({
  puntajes: required(v.pipe(
    v.array(v.object({
      requisito_id: idField('El requisito no es válido.'),
      puntaje: required(v.pipe(
        v.number('El puntaje debe ser un número.'),
        v.integer('El puntaje debe ser un número entero.'),
        v.minValue(0, 'El puntaje no puede ser negativo.'),
      )),
    }), 'Indica los puntajes consolidados.'),
    v.minLength(1, 'Indica los puntajes consolidados.'),
    v.maxLength(200, 'Se enviaron demasiados requisitos.'),
  )),
});
export type ConsolidationInput = v.InferInput<typeof consolidationSchema>;

export const FINAL_OUTCOMES = ['Aprobada', 'Rechazada'] as const;

export const finalDecisionSchema = v.pipe(
  v.object({
    resultado: required(v.picklist(FINAL_OUTCOMES, 'Elige si la postulación queda Aprobada o Rechazada.')),
    motivo: optionalText(4000),
  }),
  v.forward(
    v.check((input) => input.resultado !== 'Rechazada' || Boolean(input.motivo), 'Indica el motivo del rechazo.'),
    ['motivo'],
  ),
);
export type FinalDecisionInput = v.InferInput<typeof finalDecisionSchema>;

export const thresholdSchema = v.object({
  porcentaje: required(v.pipe(
    v.number('El umbral debe ser un número.'),
    v.integer('El umbral debe ser un número entero.'),
    v.minValue(0, 'El umbral debe estar entre 0 y 100.'),
    v.maxValue(100, 'El umbral debe estar entre 0 y 100.'),
  )),
});
export type ThresholdInput = v.InferInput<typeof thresholdSchema>;

// ---- Outbox ------------------------------------------------------------------------------------
export const MAIL_STATES = ['borrador', 'pendiente', 'enviado', 'almacenado', 'fallido'] as const;

export const outboxFilterSchema = v.object({
  estado: v.optional(v.picklist(MAIL_STATES, 'El estado no es válido.')),
  postulacion_id: v.optional(idField('La postulación no es válida.')),
  page: pageField,
});
export type OutboxFilterInput = v.InferInput<typeof outboxFilterSchema>;

/** Editing a draft letter before it is sent. */
export const letterUpdateSchema = v.object({
  asunto: requiredText('El asunto es requerido.', 255),
  cuerpo: requiredText('El texto de la carta es requerido.', 20_000),
});
export type LetterUpdateInput = v.InferInput<typeof letterUpdateSchema>;

export const sendMailsSchema = v.object({
  ids: idList('El correo no es válido.', 200, 'Selecciona al menos un correo.'),
});
export type SendMailsInput = v.InferInput<typeof sendMailsSchema>;

// ---- Reposición and publication -------------------------------------------------------------------
/** Multipart text fields of the applicant's reposición (the optional PDF is `archivo`). */
export const reposicionFieldsSchema = v.object({
  motivo: reasonField('Indica el motivo de tu solicitud de reposición.'),
});
export type ReposicionFieldsInput = v.InferInput<typeof reposicionFieldsSchema>;

export const reposicionResolutionSchema = v.object({
  aceptada: required(v.boolean('Indica si acoges o rechazas la reposición.')),
  motivo: reasonField('Indica el fundamento de la resolución.'),
});
export type ReposicionResolutionInput = v.InferInput<typeof reposicionResolutionSchema>;

/** Multipart text fields of publishing an approved application (the logo file is `logo`). */
export const publishFieldsSchema = v.object({
  logo_alt: requiredText('El texto alternativo del logo es requerido.', 255),
  anno_certificacion: certificationYearField,
  categoria_id: idField('La categoría no es válida.'),
  tipo_reconocimiento: v.optional(v.pipe(v.string('El tipo de reconocimiento no es válido.'), v.trim(), v.maxLength(255, 'El texto no puede superar los 255 caracteres.'))),
  texto: optionalText(2000),
});
export type PublishFieldsInput = v.InferInput<typeof publishFieldsSchema>;
