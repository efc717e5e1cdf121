// Tables of the review workflow (issue 9, docs/review-workflow.md) and the outbox shared by the portal.
import {
  boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { archivos, categoriaPostulaciones, institucionesReconocidas, postulacionSellos, requisitos, users } from './schema';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const appRef = () => integer('postulacion_sello_id').notNull().references(() => postulacionSellos.id, { onDelete: 'cascade' });

/**
 * The outbox: every e-mail the portal sends is a row. 'borrador' waits for an admin (decision
 * letters), 'pendiente' is delivered after the transaction commits, 'enviando' while one process
 * sends it (claimed, so no other process sends it too; shown to admins as 'pendiente'), then 'enviado'
 * (SMTP), 'almacenado' (no SMTP_URL configured: kept for admins to read) or 'fallido' (error kept).
 */
export const correos = pgTable('correos', {
  id: serial('id').primaryKey(),
  para: varchar('para', { length: 255 }).notNull(),
  asunto: varchar('asunto', { length: 255 }).notNull(),
  cuerpo: text('cuerpo').notNull(),
  tipo: varchar('tipo', { length: 40 }).notNull(),
  estado: varchar('estado', { length: 12 }).notNull().$type<'borrador' | 'pendiente' | 'enviando' | 'enviado' | 'almacenado' | 'fallido'>(),
  error: text('error'),
  postulacion_sello_id: integer('postulacion_sello_id').references(() => postulacionSellos.id, { onDelete: 'set null' }),
  /** A stored file sent with the message (the receipt of a sent application). */
  adjunto_id: uuid('adjunto_id').references(() => archivos.id),
  created_by: integer('created_by'),
  created_at: createdAt,
  updated_at: updatedAt,
  enviado_at: timestamp('enviado_at', { withTimezone: true }),
}, (t) => [index('correos_estado').on(t.estado), index('correos_postulacion').on(t.postulacion_sello_id)]);

/** Every state change of an application: the timeline and the reposición window read it. */
export const transiciones = pgTable('transiciones', {
  id: serial('id').primaryKey(),
  postulacion_sello_id: appRef(),
  desde: varchar('desde', { length: 20 }).notNull(),
  hasta: varchar('hasta', { length: 20 }).notNull(),
  motivo: text('motivo'),
  /** Staff member who made it; null when the applicant did. */
  user_id: integer('user_id'),
  /** Response deadline of an Observada transition. */
  plazo: date('plazo', { mode: 'string' }),
  created_at: createdAt,
}, (t) => [index('transiciones_postulacion').on(t.postulacion_sello_id, t.id)]);

/** A reviewer assigned to an application, with the due date and their conflict-of-interest declaration. */
export const asignaciones = pgTable('asignaciones', {
  id: serial('id').primaryKey(),
  postulacion_sello_id: appRef(),
  revisor_id: integer('revisor_id').notNull().references(() => users.id),
  fecha_limite: date('fecha_limite', { mode: 'string' }).notNull(),
  asignada_por: integer('asignada_por'),
  activa: boolean('activa').notNull().default(true),
  removida_at: timestamp('removida_at', { withTimezone: true }),
  removida_por: integer('removida_por'),
  declaracion: varchar('declaracion', { length: 20 }).$type<'sin_conflicto' | 'inhabilitacion'>(),
  declaracion_motivo: text('declaracion_motivo'),
  declarada_at: timestamp('declarada_at', { withTimezone: true }),
  evaluacion_enviada_at: timestamp('evaluacion_enviada_at', { withTimezone: true }),
  created_at: createdAt,
  updated_at: updatedAt,
}, (t) => [
  uniqueIndex('asignaciones_postulacion_revisor').on(t.postulacion_sello_id, t.revisor_id),
  index('asignaciones_revisor').on(t.revisor_id, t.activa),
]);

/** One reviewer's own evaluation of one requirement (independent scoring). */
export const evaluaciones = pgTable('evaluaciones', {
  id: serial('id').primaryKey(),
  postulacion_sello_id: appRef(),
  revisor_id: integer('revisor_id').notNull().references(() => users.id),
  requisito_id: integer('requisito_id').notNull().references(() => requisitos.id),
  puntaje: integer('puntaje').notNull(),
  /** Null until the reviewer answers it: nothing is preset, and 'Enviar evaluación' refuses while one is unanswered. */
  cumple: boolean('cumple'),
  comentario: text('comentario'),
  created_at: createdAt,
  updated_at: updatedAt,
}, (t) => [uniqueIndex('evaluaciones_unica').on(t.postulacion_sello_id, t.revisor_id, t.requisito_id)]);

/** The admin's consolidated score of one requirement. */
export const consolidaciones = pgTable('consolidaciones', {
  id: serial('id').primaryKey(),
  postulacion_sello_id: appRef(),
  requisito_id: integer('requisito_id').notNull().references(() => requisitos.id),
  puntaje: integer('puntaje').notNull(),
  user_id: integer('user_id'),
  updated_at: updatedAt,
}, (t) => [uniqueIndex('consolidaciones_unica').on(t.postulacion_sello_id, t.requisito_id)]);

/** Approval threshold per category, as a percentage of the maximum (60 when no row). */
export const umbralesCategoria = pgTable('umbrales_categoria', {
  categoria_id: integer('categoria_id').primaryKey().references(() => categoriaPostulaciones.id),
  porcentaje: integer('porcentaje').notNull(),
  user_id: integer('user_id'),
  updated_at: updatedAt,
});

/** Stage 1 per document: an observation the applicant must answer by replacing that file. */
export const observaciones = pgTable('observaciones', {
  id: serial('id').primaryKey(),
  postulacion_sello_id: appRef(),
  /** 'bitacora', 'declaracion_autoridad' or 'admisibilidad-<obtencion_sello_p2 id>'. */
  clave: varchar('clave', { length: 60 }).notNull(),
  documento: varchar('documento', { length: 300 }).notNull(),
  texto: text('texto').notNull(),
  plazo_respuesta: date('plazo_respuesta', { mode: 'string' }).notNull(),
  /** The file that was observed; the replacement is a new version. */
  archivo_id: uuid('archivo_id').references(() => archivos.id),
  archivo_nuevo_id: uuid('archivo_nuevo_id').references(() => archivos.id),
  respondida_at: timestamp('respondida_at', { withTimezone: true }),
  /** Closed by the next admissibility decision; a re-send leaves it open, answered (`respondida_at`). */
  abierta: boolean('abierta').notNull().default(true),
  user_id: integer('user_id'),
  created_at: createdAt,
}, (t) => [index('observaciones_postulacion').on(t.postulacion_sello_id)]);

/** Every file a stage 1 document has had, so staff can see earlier versions after a replacement. */
export const documentoVersiones = pgTable('documento_versiones', {
  id: serial('id').primaryKey(),
  postulacion_sello_id: appRef(),
  clave: varchar('clave', { length: 60 }).notNull(),
  archivo_id: uuid('archivo_id').notNull().references(() => archivos.id),
  version: integer('version').notNull(),
  created_at: createdAt,
}, (t) => [uniqueIndex('documento_versiones_unica').on(t.postulacion_sello_id, t.clave, t.version)]);

/** Recurso de reposición after Inadmisible or Rechazada. */
export const reposiciones = pgTable('reposiciones', {
  id: serial('id').primaryKey(),
  postulacion_sello_id: appRef(),
  desde: varchar('desde', { length: 20 }).notNull().$type<'Inadmisible' | 'Rechazada'>(),
  motivo: text('motivo').notNull(),
  archivo_id: uuid('archivo_id').references(() => archivos.id),
  /** The admin whose decision is contested: they may not resolve it. */
  decidida_por: integer('decidida_por'),
  resuelta_por: integer('resuelta_por'),
  resuelta_at: timestamp('resuelta_at', { withTimezone: true }),
  aceptada: boolean('aceptada'),
  motivo_resolucion: text('motivo_resolucion'),
  created_at: createdAt,
}, (t) => [index('reposiciones_postulacion').on(t.postulacion_sello_id)]);

/** Which recognised institution a published application became. */
export const publicaciones = pgTable('publicaciones', {
  postulacion_sello_id: integer('postulacion_sello_id').primaryKey().references(() => postulacionSellos.id, { onDelete: 'cascade' }),
  institucion_reconocida_id: integer('institucion_reconocida_id').notNull().references(() => institucionesReconocidas.id, { onDelete: 'cascade' }),
  user_id: integer('user_id'),
  created_at: createdAt,
});
