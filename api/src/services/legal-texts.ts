// The privacy notice and the accessibility statement: rich text (sanitised on every save) that admins
// keep current, each save a revision that can be restored, stored as the home text is (one row each).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { textoLegalRevisiones, textosLegales, users } from '../db/schema';
import { notFound } from '../lib/http-error';
import { sanitizeRichText } from '../lib/sanitize';
import { iso } from '../lib/serialize';
import { fullName } from './review/common';

export const LEGAL_SLUGS = ['privacidad', 'accesibilidad'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const WHAT: Record<LegalSlug, string> = { privacidad: 'el aviso de privacidad', accesibilidad: 'la declaración de accesibilidad' };

/** A slug from the path, or 404 (any other text is simply a page that does not exist). */
export function legalSlug(value: unknown): LegalSlug {
  const slug = LEGAL_SLUGS.find((candidate) => candidate === value);
  if (!slug) throw notFound('El texto no existe.');
  return slug;
}

type Row = typeof textosLegales.$inferSelect;

export const serializeLegalText = (row: Row) => ({
  slug: row.slug, titulo: row.titulo, contenido: row.contenido, revisado_el: row.revisado_el, user_id: row.user_id, updated_at: iso(row.updated_at),
});

export async function getLegalText(db: DbOrTx, slug: LegalSlug) {
  const [row] = await db.select().from(textosLegales).where(eq(textosLegales.slug, slug)).limit(1);
  if (!row) throw notFound('El texto no existe.');
  return row;
}

export async function lockLegalText(tx: Tx, slug: LegalSlug) {
  const [row] = await tx.select().from(textosLegales).where(eq(textosLegales.slug, slug)).limit(1).for('update');
  if (!row) throw notFound('El texto no existe.');
  return row;
}

/** Saves a version (sanitised) and its revision, in the caller's transaction. */
export async function saveLegalText(tx: DbOrTx, slug: LegalSlug, input: { titulo: string; contenido: string; revisado_el: string }, userId: number | null): Promise<Row> {
  const values = { titulo: input.titulo, contenido: sanitizeRichText(input.contenido), revisado_el: input.revisado_el, user_id: userId };
  const [row] = await tx.insert(textosLegales).values({ slug, ...values })
    .onConflictDoUpdate({ target: textosLegales.slug, set: { ...values, updated_at: sql`now()` } }).returning();
  await tx.insert(textoLegalRevisiones).values({ slug, ...values });
  if (!row) throw notFound('El texto no existe.');
  return row;
}

export async function revisionsOf(db: DbOrTx, slug: LegalSlug) {
  const rows = await db.select({ r: textoLegalRevisiones, name: users.name, lastname: users.lastname }).from(textoLegalRevisiones)
    .leftJoin(users, eq(users.id, textoLegalRevisiones.user_id)).where(eq(textoLegalRevisiones.slug, slug)).orderBy(desc(textoLegalRevisiones.id));
  return rows.map(({ r, name, lastname }) => ({
    id: r.id, slug: r.slug, titulo: r.titulo, contenido: r.contenido, revisado_el: r.revisado_el, user_id: r.user_id,
    usuario: name ? fullName({ name, lastname: lastname ?? '' }) : null, created_at: iso(r.created_at),
  }));
}

export async function revisionOf(db: DbOrTx, slug: LegalSlug, id: number) {
  const [row] = await db.select().from(textoLegalRevisiones).where(and(eq(textoLegalRevisiones.slug, slug), eq(textoLegalRevisiones.id, id))).limit(1);
  if (!row) throw notFound('La versión no existe.');
  return row;
}
