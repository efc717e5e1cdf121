// Personal data and the electronic file (issue 57): staff access to personal data, the data subjects'
// requests (Ley 21.719), the retention runs, and the privacy and accessibility statements.
import {
  date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar,
} from 'drizzle-orm/pg-core';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A staff member opened an application's personal data or one of its documents: who, when, what.
 * No foreign keys: the record outlives a draft removed by the retention schedule.
 */
export const accesosDatos = pgTable('accesos_datos', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  rol: varchar('rol', { length: 20 }).notNull(),
  postulacion_sello_id: integer('postulacion_sello_id'),
  archivo_id: uuid('archivo_id'),
  /** 'datos_personales' (an application's detail), 'documento' (a file), 'expediente' (index, PDF or ZIP). */
  recurso: varchar('recurso', { length: 30 }).notNull(),
  created_at: createdAt,
}, (t) => [index('accesos_datos_postulacion').on(t.postulacion_sello_id, t.id), index('accesos_datos_usuario').on(t.user_id, t.id)]);

export type DataRequestType = 'acceso' | 'rectificacion' | 'supresion' | 'oposicion' | 'bloqueo';
export type DataRequestState = 'por_confirmar' | 'recibida' | 'aceptada' | 'rechazada';

/**
 * A request of a data subject: from a signed-in applicant (`postulante_id`) or from anyone through the
 * public form, which counts (`recibida_at`, the legal deadline) only once its e-mail is confirmed.
 */
export const solicitudesDatos = pgTable('solicitudes_datos', {
  id: serial('id').primaryKey(),
  tipo: varchar('tipo', { length: 20 }).notNull().$type<DataRequestType>(),
  estado: varchar('estado', { length: 20 }).notNull().$type<DataRequestState>(),
  postulante_id: integer('postulante_id'),
  nombre: varchar('nombre', { length: 255 }).notNull(),
  run: varchar('run', { length: 20 }).notNull(),
  email: varchar('email', { length: 255 }).notNull(),
  /** What it concerns, in the person's words, and the application it names (one where the person appears). */
  alcance: text('alcance').notNull(),
  postulacion_sello_id: integer('postulacion_sello_id'),
  motivo: text('motivo').notNull(),
  /** SHA-256 of the one-time confirmation link (public requests); it then lets the person follow the request. */
  token_hash: varchar('token_hash', { length: 64 }).unique(),
  token_expira_at: timestamp('token_expira_at', { withTimezone: true }),
  recibida_at: timestamp('recibida_at', { withTimezone: true }),
  plazo: date('plazo', { mode: 'string' }),
  resuelta_at: timestamp('resuelta_at', { withTimezone: true }),
  resuelta_por: integer('resuelta_por'),
  respuesta: text('respuesta'),
  fundamento_legal: varchar('fundamento_legal', { length: 40 }),
  created_at: createdAt,
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('solicitudes_datos_estado').on(t.estado, t.plazo), index('solicitudes_datos_postulante').on(t.postulante_id)]);

/** Every step of a request, shown to the requester and to admins (the audit log has them too). */
export const solicitudDatosEventos = pgTable('solicitud_datos_eventos', {
  id: serial('id').primaryKey(),
  solicitud_id: integer('solicitud_id').notNull().references(() => solicitudesDatos.id, { onDelete: 'cascade' }),
  tipo: varchar('tipo', { length: 30 }).notNull(),
  descripcion: text('descripcion').notNull(),
  user_id: integer('user_id'),
  created_at: createdAt,
}, (t) => [index('solicitud_datos_eventos_solicitud').on(t.solicitud_id, t.id)]);

/** An accepted blocking (or opposition): the person's contact in that application is no longer used to write to them. */
export const bloqueosDatos = pgTable('bloqueos_datos', {
  id: serial('id').primaryKey(),
  run: varchar('run', { length: 20 }).notNull(),
  postulacion_sello_id: integer('postulacion_sello_id').notNull(),
  solicitud_id: integer('solicitud_id'),
  created_at: createdAt,
}, (t) => [uniqueIndex('bloqueos_datos_unico').on(t.run, t.postulacion_sello_id)]);

/** One run of the retention schedule (or of an accepted suppression): what it removed, and the counts. */
export const retencionEjecuciones = pgTable('retencion_ejecuciones', {
  id: serial('id').primaryKey(),
  /** 'programada' (the daily job), 'manual' (an admin), 'solicitud' (an accepted suppression). */
  origen: varchar('origen', { length: 20 }).notNull(),
  /** The clock the run applied the schedule with. */
  fecha_referencia: timestamp('fecha_referencia', { withTimezone: true }).notNull(),
  user_id: integer('user_id'),
  solicitud_id: integer('solicitud_id'),
  conteos: jsonb('conteos').$type<Record<string, number>>().notNull(),
  elementos: jsonb('elementos').$type<unknown[]>().notNull(),
  created_at: createdAt,
});

/** The privacy notice and the accessibility statement: rich text editable by admins. */
export const textosLegales = pgTable('textos_legales', {
  slug: varchar('slug', { length: 30 }).primaryKey().$type<'privacidad' | 'accesibilidad'>(),
  titulo: varchar('titulo', { length: 255 }).notNull(),
  contenido: text('contenido').notNull(),
  /** The date the text was last reviewed (the accessibility statement shows it). */
  revisado_el: date('revisado_el', { mode: 'string' }).notNull(),
  user_id: integer('user_id'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every saved version of a statement, to see earlier versions and restore one. */
export const textoLegalRevisiones = pgTable('texto_legal_revisiones', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 30 }).notNull().references(() => textosLegales.slug, { onDelete: 'cascade' }),
  titulo: varchar('titulo', { length: 255 }).notNull(),
  contenido: text('contenido').notNull(),
  revisado_el: date('revisado_el', { mode: 'string' }).notNull(),
  user_id: integer('user_id'),
  created_at: createdAt,
}, (t) => [index('texto_legal_revisiones_slug').on(t.slug, t.id)]);
