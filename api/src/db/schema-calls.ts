// Calls for applications (convocatorias, issue 60) and the receipt of a sent application.
import { sql } from 'drizzle-orm';
import {
  check, date, integer, jsonb, pgTable, primaryKey, serial, timestamp, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { archivos, categoriaPostulaciones, postulacionSellos } from './schema';

/**
 * One yearly call: its window (instants; entered and shown in Chile's time), the bases and, in
 * `convocatoria_categorias`, the categories it opens with the threshold in force for each. At most one
 * call is open at any instant: windows never overlap (the exclusion constraint
 * `convocatorias_sin_solape` of the migration, which drizzle-kit cannot express, is the database's
 * last word; the routes check first under an advisory lock to answer in Spanish).
 */
export const convocatorias = pgTable('convocatorias', {
  id: serial('id').primaryKey(),
  anno: integer('anno').notNull().unique(),
  abre_en: timestamp('abre_en', { withTimezone: true }).notNull(),
  cierra_en: timestamp('cierra_en', { withTimezone: true }).notNull(),
  /** The day results are announced at the latest: the receipt's "by when" (optional). */
  resultados_en: date('resultados_en', { mode: 'string' }),
  /** The bases, a public PDF (served by /media). */
  bases_archivo_id: uuid('bases_archivo_id').references(() => archivos.id),
  user_id: integer('user_id'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('convocatorias_fechas', sql`${t.cierra_en} > ${t.abre_en}`)]);

/** The categories a call opens, each with its approval threshold (percentage of the maximum score). */
export const convocatoriaCategorias = pgTable('convocatoria_categorias', {
  convocatoria_id: integer('convocatoria_id').notNull().references(() => convocatorias.id, { onDelete: 'cascade' }),
  categoria_id: integer('categoria_id').notNull().references(() => categoriaPostulaciones.id),
  umbral_porcentaje: integer('umbral_porcentaje').notNull(),
}, (t) => [
  primaryKey({ columns: [t.convocatoria_id, t.categoria_id] }),
  check('convocatoria_umbral', sql`${t.umbral_porcentaje} between 0 and 100`),
]);

/**
 * The receipt of an application's first sending: its reference (SCI-<year>-<id>, never changed by a
 * later re-send), when, what happens next and by when, and the PDF that is downloaded and e-mailed.
 */
export const comprobantes = pgTable('comprobantes', {
  postulacion_sello_id: integer('postulacion_sello_id').primaryKey().references(() => postulacionSellos.id, { onDelete: 'cascade' }),
  referencia: varchar('referencia', { length: 30 }).notNull().unique(),
  enviada_at: timestamp('enviada_at', { withTimezone: true }).notNull(),
  proximos_pasos: jsonb('proximos_pasos').$type<string[]>().notNull(),
  /** 'YYYY-MM-DD': results at the latest (the call's `resultados_en`), when the call states it. */
  plazo: date('plazo', { mode: 'string' }),
  archivo_id: uuid('archivo_id').notNull().references(() => archivos.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
