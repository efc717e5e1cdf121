import { sql } from 'drizzle-orm';
import {
  bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { convocatorias } from './schema-calls';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// ---- Reference data -------------------------------------------------------------------------
export const regiones = pgTable('regiones', {
  id: serial('id').primaryKey(),
  nombre: varchar('nombre', { length: 120 }).notNull().unique(),
  orden: integer('orden').notNull().default(0),
});

export const comunas = pgTable('comunas', {
  id: serial('id').primaryKey(),
  region_id: integer('region_id').notNull().references(() => regiones.id),
  nombre: varchar('nombre', { length: 120 }).notNull(),
}, (t) => [uniqueIndex('comunas_region_nombre').on(t.region_id, t.nombre)]);

export const tipoInstituciones = pgTable('tipo_instituciones', {
  id: serial('id').primaryKey(),
  nombre: varchar('nombre', { length: 160 }).notNull().unique(),
});

export const resultadoPostulaciones = pgTable('resultado_postulaciones', {
  id: serial('id').primaryKey(),
  nombre: varchar('nombre', { length: 160 }).notNull().unique(),
});

export const estadoRequisitos = pgTable('estado_requisitos', {
  id: serial('id').primaryKey(),
  nombre: varchar('nombre', { length: 160 }).notNull().unique(),
});

/** Every stored file. Public files are served by /media; private ones only through authorised routes. */
export const archivos = pgTable('archivos', {
  id: uuid('id').primaryKey(),
  storage_key: varchar('storage_key', { length: 200 }).notNull().unique(),
  nombre_original: varchar('nombre_original', { length: 255 }).notNull(),
  mime: varchar('mime', { length: 100 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  publico: boolean('publico').notNull(),
  postulante_id: integer('postulante_id'),
  /** SHA-256 of the stored bytes (hex), computed at upload; rows older than it get theirs on first need. */
  sha256: varchar('sha256', { length: 64 }),
  /** The bytes were removed by the retention schedule or an accepted suppression; the row stays for the record. */
  eliminado_at: timestamp('eliminado_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categoriaPostulaciones = pgTable('categoria_postulaciones', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  nombre: varchar('nombre', { length: 200 }).notNull(),
  descripcion: text('descripcion').notNull().default(''),
});

export const mediosVerificacion = pgTable('medios_verificacion', {
  id: serial('id').primaryKey(),
  categoria_id: integer('categoria_id').notNull().references(() => categoriaPostulaciones.id),
  nombre: varchar('nombre', { length: 300 }).notNull(),
  descripcion: text('descripcion').notNull().default(''),
  archivo_base_id: uuid('archivo_base_id').references(() => archivos.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('medios_categoria_nombre').on(t.categoria_id, t.nombre)]);

export const requisitos = pgTable('requisitos', {
  id: serial('id').primaryKey(),
  categoria_id: integer('categoria_id').notNull().references(() => categoriaPostulaciones.id),
  nombre: varchar('nombre', { length: 300 }).notNull(),
  medio_verificacion: text('medio_verificacion').notNull(),
  ptje_total: integer('ptje_total').notNull(),
  detalles: text('detalles').notNull().default(''),
  descripcion: text('descripcion').notNull().default(''),
  orden: integer('orden').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('requisitos_categoria_nombre').on(t.categoria_id, t.nombre)]);

// ---- People and sessions --------------------------------------------------------------------
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 255 }).notNull().unique(),
  password_hash: text('password_hash').notNull(),
  name: varchar('name', { length: 120 }).notNull(),
  lastname: varchar('lastname', { length: 120 }).notNull(),
  role: varchar('role', { length: 20 }).notNull().$type<'admin' | 'revisor'>(),
  activo: boolean('activo').notNull().default(true),
  // Second factor (TOTP, issue 10): the confirmed secret, one awaiting confirmation, and the last
  // accepted time step (a code is accepted once).
  totp_secret: varchar('totp_secret', { length: 128 }),
  totp_pending_secret: varchar('totp_pending_secret', { length: 128 }),
  totp_enabled_at: timestamp('totp_enabled_at', { withTimezone: true }),
  totp_last_step: bigint('totp_last_step', { mode: 'number' }),
  ...timestamps,
});

export const postulantes = pgTable('postulantes', {
  id: serial('id').primaryKey(),
  run: varchar('run', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 200 }).notNull(),
  lastname: varchar('lastname', { length: 200 }).notNull(),
  ...timestamps,
});

/** Test identities of the built-in development ClaveÚnica provider (demo mode only). */
export const claveunicaDevIdentities = pgTable('claveunica_dev_identities', {
  id: serial('id').primaryKey(),
  run: varchar('run', { length: 20 }).notNull().unique(),
  clave_hash: text('clave_hash').notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  lastname: varchar('lastname', { length: 200 }).notNull(),
});

/** Only the SHA-256 of a token is stored, so a database leak does not leak live sessions. */
export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
  kind: varchar('kind', { length: 12 }).notNull().$type<'staff' | 'postulante'>(),
  subject_id: integer('subject_id').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('sessions_subject').on(t.kind, t.subject_id)]);

export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id'),
  action: varchar('action', { length: 40 }).notNull(),
  entity: varchar('entity', { length: 60 }).notNull(),
  entity_id: varchar('entity_id', { length: 60 }),
  detail: jsonb('detail').$type<Record<string, unknown>>(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Applications ---------------------------------------------------------------------------
/** The applicant organisation, one per RUT and applicant (the spec allows one RUT and address at a time). */
export const instituciones = pgTable('instituciones', {
  id: serial('id').primaryKey(),
  postulante_id: integer('postulante_id').notNull().references(() => postulantes.id),
  titulo: varchar('titulo', { length: 255 }).notNull(),
  rut: varchar('rut', { length: 20 }).notNull(),
  ...timestamps,
}, (t) => [uniqueIndex('instituciones_postulante_rut').on(t.postulante_id, t.rut)]);

export const postulacionSellos = pgTable('postulacion_sellos', {
  id: serial('id').primaryKey(),
  postulante_id: integer('postulante_id').notNull().references(() => postulantes.id),
  institucion_id: integer('institucion_id').notNull().references(() => instituciones.id),
  nombre_institucion: varchar('nombre_institucion', { length: 255 }).notNull(),
  rut_institucion: varchar('rut_institucion', { length: 20 }).notNull(),
  rubro_institucion: varchar('rubro_institucion', { length: 255 }).notNull(),
  tipo_institucion_id: integer('tipo_institucion_id').notNull().references(() => tipoInstituciones.id),
  direccion_fisica: varchar('direccion_fisica', { length: 255 }).notNull(),
  region_id: integer('region_id').notNull().references(() => regiones.id),
  comuna_id: integer('comuna_id').notNull().references(() => comunas.id),
  cant_trabajadores: integer('cant_trabajadores').notNull(),
  cant_trabajadores_discapacidad: integer('cant_trabajadores_discapacidad').notNull(),
  categoria_id: integer('categoria_id').references(() => categoriaPostulaciones.id),
  /** The call it belongs to (issue 60); `year` is that call's year. */
  convocatoria_id: integer('convocatoria_id').references(() => convocatorias.id),
  year: integer('year'),
  estado: varchar('estado', { length: 20 }).notNull().default('Borrador'),
  step: integer('step').notNull().default(2),
  evaluado_por: integer('evaluado_por'),
  ...timestamps,
}, (t) => [
  index('postulacion_postulante').on(t.postulante_id),
  // Spec 5: one RUT and one address at a time. "Live" = registered and not finished; drafts do not
  // hold a RUT (a stranger's draft cannot block the real institution), the database refuses the second.
  uniqueIndex('postulacion_rut_viva').on(t.rut_institucion).where(sql`estado not in ('Borrador', 'Inadmisible', 'Aprobada', 'Rechazada', 'Publicada')`),
  uniqueIndex('postulacion_direccion_viva').on(t.comuna_id, sql`lower(regexp_replace(btrim(direccion_fisica), '[[:space:]]+', ' ', 'g'))`)
    .where(sql`estado not in ('Borrador', 'Inadmisible', 'Aprobada', 'Rechazada', 'Publicada')`),
]);

export const repLegales = pgTable('rep_legales', {
  id: serial('id').primaryKey(),
  postulacion_sello_id: integer('postulacion_sello_id').notNull().unique().references(() => postulacionSellos.id, { onDelete: 'cascade' }),
  nombre_rep_legal: varchar('nombre_rep_legal', { length: 255 }).notNull(),
  cargo_rep_legal: varchar('cargo_rep_legal', { length: 255 }).notNull(),
  rut_rep_legal: varchar('rut_rep_legal', { length: 20 }).notNull(),
  telefono_rep_legal: varchar('telefono_rep_legal', { length: 20 }).notNull(),
  correo_rep_legal: varchar('correo_rep_legal', { length: 255 }).notNull(),
  ...timestamps,
});

export const encargados = pgTable('encargados', {
  id: serial('id').primaryKey(),
  postulacion_sello_id: integer('postulacion_sello_id').notNull().unique().references(() => postulacionSellos.id, { onDelete: 'cascade' }),
  nombre_encargado: varchar('nombre_encargado', { length: 255 }).notNull(),
  cargo_encargado: varchar('cargo_encargado', { length: 255 }).notNull(),
  rut_encargado: varchar('rut_encargado', { length: 20 }).notNull(),
  telefono_encargado: varchar('telefono_encargado', { length: 20 }).notNull(),
  correo_encargado: varchar('correo_encargado', { length: 255 }).notNull(),
  ...timestamps,
});

export const historialPostulaciones = pgTable('historial_postulaciones', {
  id: serial('id').primaryKey(),
  postulacion_sello_id: integer('postulacion_sello_id').notNull().references(() => postulacionSellos.id, { onDelete: 'cascade' }),
  institucion_id: integer('institucion_id').notNull().references(() => instituciones.id),
  resultado_postulacion_id: integer('resultado_postulacion_id').notNull().references(() => resultadoPostulaciones.id),
  progreso_postulacion: integer('progreso_postulacion').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const obtencionSelloP1 = pgTable('obtencion_sello_p1', {
  id: serial('id').primaryKey(),
  postulacion_sello_id: integer('postulacion_sello_id').notNull().unique().references(() => postulacionSellos.id, { onDelete: 'cascade' }),
  bitacora_id: uuid('bitacora_id').references(() => archivos.id),
  declaracion_autoridad_id: uuid('declaracion_autoridad_id').references(() => archivos.id),
  ...timestamps,
});

export const obtencionSelloP2 = pgTable('obtencion_sello_p2', {
  id: serial('id').primaryKey(),
  obtencion_sello_p1_id: integer('obtencion_sello_p1_id').notNull().references(() => obtencionSelloP1.id, { onDelete: 'cascade' }),
  medio_verificacion_id: integer('medio_verificacion_id').references(() => mediosVerificacion.id),
  archivo_verificacion_id: uuid('archivo_verificacion_id').notNull().references(() => archivos.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const obtencionSelloP3 = pgTable('obtencion_sello_p3', {
  id: serial('id').primaryKey(),
  obtencion_sello_p1_id: integer('obtencion_sello_p1_id').notNull().references(() => obtencionSelloP1.id, { onDelete: 'cascade' }),
  descripcion: text('descripcion'),
  archivo_id: uuid('archivo_id').notNull().references(() => archivos.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The applicant's submission for one requirement and the reviewer's evaluation of it. */
export const requisitoPostulaciones = pgTable('requisito_postulaciones', {
  id: serial('id').primaryKey(),
  obtencion_sello_p1_id: integer('obtencion_sello_p1_id').notNull().references(() => obtencionSelloP1.id, { onDelete: 'cascade' }),
  requisito_id: integer('requisito_id').notNull().references(() => requisitos.id),
  medio_verificacion: text('medio_verificacion'),
  archivo_id: uuid('archivo_id').references(() => archivos.id),
  estado_requisito_id: integer('estado_requisito_id').notNull().references(() => estadoRequisitos.id),
  puntaje_evaluado: integer('puntaje_evaluado'),
  cumple: boolean('cumple'),
  comentario: text('comentario'),
  evaluado_por: integer('evaluado_por'),
  ...timestamps,
}, (t) => [uniqueIndex('requisito_postulacion_unique').on(t.obtencion_sello_p1_id, t.requisito_id)]);

// ---- Site content ---------------------------------------------------------------------------
export const noticias = pgTable('noticias', {
  id: serial('id').primaryKey(),
  url: varchar('url', { length: 255 }).notNull().unique(),
  titulo: varchar('titulo', { length: 255 }).notNull(),
  cuerpo: text('cuerpo').notNull(),
  excerpt: text('excerpt').notNull(),
  imagen_id: uuid('imagen_id').references(() => archivos.id),
  imagen_mobile_id: uuid('imagen_mobile_id').references(() => archivos.id),
  imagen_alt: varchar('imagen_alt', { length: 300 }).notNull().default(''),
  imagen_mobile_alt: varchar('imagen_mobile_alt', { length: 300 }).notNull().default(''),
  activo: boolean('activo').notNull().default(true),
  /** Scheduled publication: invisible to the public before this instant (null: at once). */
  publicar_en: timestamp('publicar_en', { withTimezone: true }),
  user_id: integer('user_id'),
  ...timestamps,
}, (t) => [index('noticias_created').on(t.created_at)]);

export const institucionesReconocidas = pgTable('instituciones_reconocidas', {
  id: serial('id').primaryKey(),
  titulo: varchar('titulo', { length: 255 }).notNull(),
  logo_id: uuid('logo_id').references(() => archivos.id),
  logo_alt: varchar('logo_alt', { length: 300 }).notNull().default(''),
  texto: text('texto'),
  tipo_reconocimiento: varchar('tipo_reconocimiento', { length: 255 }).notNull(),
  anno_certificacion: integer('anno_certificacion').notNull(),
  categoria_id: integer('categoria_id').references(() => categoriaPostulaciones.id),
  user_id: integer('user_id'),
  ...timestamps,
});

export const descargables = pgTable('descargables', {
  id: serial('id').primaryKey(),
  nombre: varchar('nombre', { length: 255 }).notNull(),
  ubicacion: varchar('ubicacion', { length: 255 }).notNull(),
  documento_id: uuid('documento_id').references(() => archivos.id),
  ...timestamps,
}, (t) => [uniqueIndex('descargables_nombre').on(t.nombre)]);

export const homeContent = pgTable('home_content', {
  id: integer('id').primaryKey().default(1),
  texto_bajada: text('texto_bajada').notNull().default(''),
  landing_image_id: uuid('landing_image_id').references(() => archivos.id),
  landing_image_alt: varchar('landing_image_alt', { length: 300 }).notNull().default(''),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export * from './schema-hardening';

export * from './schema-accounts';
export * from './schema-content';
export * from './schema-review';
export * from './schema-calls';
export * from './schema-certificates';
export * from './schema-privacy';
