import { boolean, index, integer, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { archivos, noticias } from './schema';

/** Every save of a news item, so an editor can see earlier versions and restore one. */
export const noticiaRevisiones = pgTable('noticia_revisiones', {
  id: serial('id').primaryKey(),
  noticia_id: integer('noticia_id').notNull().references(() => noticias.id, { onDelete: 'cascade' }),
  titulo: varchar('titulo', { length: 255 }).notNull(),
  url: varchar('url', { length: 255 }).notNull(),
  cuerpo: text('cuerpo').notNull(),
  imagen_id: uuid('imagen_id').references(() => archivos.id),
  imagen_alt: varchar('imagen_alt', { length: 300 }).notNull().default(''),
  imagen_mobile_id: uuid('imagen_mobile_id').references(() => archivos.id),
  imagen_mobile_alt: varchar('imagen_mobile_alt', { length: 300 }).notNull().default(''),
  activo: boolean('activo').notNull().default(true),
  publicar_en: timestamp('publicar_en', { withTimezone: true }),
  user_id: integer('user_id'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('noticia_revisiones_noticia').on(t.noticia_id)]);

/** Old slugs of renamed news: the public detail of an old URL answers with the current one. */
export const noticiaRedirecciones = pgTable('noticia_redirecciones', {
  url_antigua: varchar('url_antigua', { length: 255 }).primaryKey(),
  noticia_id: integer('noticia_id').notNull().references(() => noticias.id, { onDelete: 'cascade' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
