// Certificates of the seal (issue 58): what each recognised institution's certificate says, the code
// anyone can verify it with, and the seals an admin revoked.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { categoriaPostulaciones, comunas, institucionesReconocidas, postulacionSellos, regiones } from './schema';

/**
 * One row per certificate issued. A reissue (e.g. a corrected name) adds a row and marks the earlier one
 * `reemplazado_at`: its code keeps answering, with the institution's current certificate. The row is
 * what the PDF prints (rendered from it on each download), so an edit of the register does not change
 * a certificate already issued; reissuing takes the register's current data.
 */
export const certificados = pgTable('certificados', {
  id: serial('id').primaryKey(),
  /** 12 characters of Crockford's base 32 (60 random bits), stored without hyphens. */
  codigo: varchar('codigo', { length: 12 }).notNull().unique(),
  institucion_reconocida_id: integer('institucion_reconocida_id').notNull().references(() => institucionesReconocidas.id, { onDelete: 'cascade' }),
  /** The published application it certifies; null for institutions recorded without one (demo, CMS). */
  postulacion_sello_id: integer('postulacion_sello_id').references(() => postulacionSellos.id, { onDelete: 'set null' }),
  titulo: varchar('titulo', { length: 255 }).notNull(),
  rut: varchar('rut', { length: 20 }).notNull(),
  categoria_id: integer('categoria_id').references(() => categoriaPostulaciones.id),
  anno_certificacion: integer('anno_certificacion').notNull(),
  region_id: integer('region_id').references(() => regiones.id),
  comuna_id: integer('comuna_id').references(() => comunas.id),
  /** First day of validity: the day the seal was granted (kept by a reissue). */
  otorgado_el: date('otorgado_el', { mode: 'string' }).notNull(),
  /** Why it was reissued (null for the first certificate). */
  motivo: text('motivo'),
  emitido_por: integer('emitido_por'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  reemplazado_at: timestamp('reemplazado_at', { withTimezone: true }),
}, (t) => [
  // One current certificate per institution.
  uniqueIndex('certificados_vigente').on(t.institucion_reconocida_id).where(sql`reemplazado_at is null`),
  index('certificados_rut').on(t.rut),
]);

/** A seal withdrawn by an admin: from `created_at` on, the register and the verification say Revocado. */
export const revocaciones = pgTable('revocaciones', {
  institucion_reconocida_id: integer('institucion_reconocida_id').primaryKey().references(() => institucionesReconocidas.id, { onDelete: 'cascade' }),
  motivo: text('motivo').notNull(),
  user_id: integer('user_id'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
