// Calls for applications (convocatorias, issue 60): which call is open at an instant, the next one,
// and the refusals outside the window. Windows never overlap (the table's exclusion constraint), so
// at most one call contains any instant. "Now" is `ctx.config.now()`, never the system clock directly.
import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { archivos, categoriaPostulaciones, convocatoriaCategorias, convocatorias, postulacionSellos } from '../db/schema';
import { chileDateTimeText, chileLocal } from '../lib/chile-time';
import { HttpError } from '../lib/http-error';
import { iso, mediaUrl } from '../lib/serialize';

export type Convocatoria = typeof convocatorias.$inferSelect;
export type CallState = 'abierta' | 'proxima' | 'cerrada';

/** The call whose window holds `at` (opening included, closing excluded), if any. */
export async function callOpenAt(db: DbOrTx, at: Date): Promise<Convocatoria | null> {
  const [row] = await db.select().from(convocatorias)
    .where(and(lte(convocatorias.abre_en, at), gt(convocatorias.cierra_en, at))).limit(1);
  return row ?? null;
}

/** The first call announced to open after `at`. */
export async function nextCall(db: DbOrTx, at: Date): Promise<Convocatoria | null> {
  const [row] = await db.select().from(convocatorias).where(gt(convocatorias.abre_en, at)).orderBy(asc(convocatorias.abre_en)).limit(1);
  return row ?? null;
}

export async function callById(db: DbOrTx, id: number | null): Promise<Convocatoria | null> {
  if (!id) return null;
  const [row] = await db.select().from(convocatorias).where(eq(convocatorias.id, id)).limit(1);
  return row ?? null;
}

export function stateAt(call: Convocatoria, at: Date): CallState {
  if (at < call.abre_en) return 'proxima';
  return at < call.cierra_en ? 'abierta' : 'cerrada';
}

const hora = (date: Date) => `${chileDateTimeText(date)} (hora de Chile)`;

/** Why nothing can be registered or sent now: the next call's opening, or that none is announced. */
export async function closedMessage(db: DbOrTx, at: Date, action: 'registrar' | 'enviar'): Promise<string> {
  const next = await nextCall(db, at);
  const verb = action === 'registrar' ? 'registrar postulaciones' : 'enviar postulaciones';
  if (next) return `No hay una convocatoria abierta: la convocatoria ${next.anno} abre el ${hora(next.abre_en)}. Podrás ${verb} desde entonces.`;
  return `No hay una convocatoria abierta ni una próxima convocatoria anunciada: por ahora no se pueden ${verb}.`;
}

/** The open call, or 409 with the dates (when the next call opens, or that none is announced). */
export async function requireOpenCall(ctx: AppContext, db: DbOrTx = ctx.db): Promise<Convocatoria> {
  const at = ctx.config.now();
  const open = await callOpenAt(db, at);
  if (!open) throw new HttpError(409, await closedMessage(db, at, 'registrar'));
  return open;
}

/**
 * An application is sent inside its own call's window. After the closing the message names the closing
 * date; an application of a closed call moves to the open one by confirming its category (step 4).
 */
export async function assertSendingWindow(ctx: AppContext, db: DbOrTx, call: Convocatoria | null): Promise<void> {
  const at = ctx.config.now();
  if (!call) {
    const open = await callOpenAt(db, at);
    throw new HttpError(409, open
      ? `Esta postulación no pertenece a ninguna convocatoria: confirma su categoría (paso 4 del registro) para postular en la convocatoria ${open.anno}.`
      : await closedMessage(db, at, 'enviar'));
  }
  const state = stateAt(call, at);
  if (state === 'proxima') {
    throw new HttpError(409, `La convocatoria ${call.anno} abre el ${hora(call.abre_en)}: podrás enviar la postulación desde entonces.`);
  }
  if (state === 'cerrada') {
    const open = await callOpenAt(db, at);
    const move = open ? ` Para postular en la convocatoria ${open.anno}, confirma la categoría en el paso 4 del registro.` : '';
    throw new HttpError(409, `La convocatoria ${call.anno} cerró el ${hora(call.cierra_en)}: ya no se pueden enviar postulaciones en ella.${move}`);
  }
}

export interface CallCategory { id: number; slug: string; nombre: string; umbral_porcentaje: number }

/** The categories each call opens, with their thresholds, in category order. */
export async function categoriesOfCalls(db: DbOrTx, ids: number[]): Promise<Map<number, CallCategory[]>> {
  const map = new Map<number, CallCategory[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db.select({ link: convocatoriaCategorias, cat: categoriaPostulaciones }).from(convocatoriaCategorias)
    .innerJoin(categoriaPostulaciones, eq(categoriaPostulaciones.id, convocatoriaCategorias.categoria_id))
    .where(inArray(convocatoriaCategorias.convocatoria_id, ids)).orderBy(asc(categoriaPostulaciones.id));
  for (const { link, cat } of rows) {
    map.get(link.convocatoria_id)?.push({ id: cat.id, slug: cat.slug, nombre: cat.nombre, umbral_porcentaje: link.umbral_porcentaje });
  }
  return map;
}

/** Calls with their categories, bases and (for admins) number of applications, as the API answers them. */
export async function serializeCalls(ctx: AppContext, calls: Convocatoria[], options: { admin?: boolean } = {}) {
  const ids = calls.map((c) => c.id);
  const [cats, files, counts] = await Promise.all([
    categoriesOfCalls(ctx.db, ids),
    ctx.db.select().from(archivos).where(inArray(archivos.id, calls.map((c) => c.bases_archivo_id).filter((id): id is string => Boolean(id)))),
    options.admin && ids.length > 0
      ? ctx.db.select({ id: postulacionSellos.convocatoria_id, n: count() }).from(postulacionSellos)
        .where(inArray(postulacionSellos.convocatoria_id, ids)).groupBy(postulacionSellos.convocatoria_id)
      : Promise.resolve([]),
  ]);
  const fileById = new Map(files.map((f) => [f.id, f]));
  const countById = new Map(counts.map((c) => [c.id, c.n]));
  const at = ctx.config.now();
  return calls.map((c) => {
    const bases = c.bases_archivo_id ? fileById.get(c.bases_archivo_id) : undefined;
    return {
      id: c.id,
      anno: c.anno,
      estado: stateAt(c, at),
      abre_en: iso(c.abre_en),
      cierra_en: iso(c.cierra_en),
      /** Chile's wall clock, as the admin's form shows and sends it. */
      abre_en_local: chileLocal(c.abre_en),
      cierra_en_local: chileLocal(c.cierra_en),
      /** '01/03/2027 a las 09:00 (hora de Chile)', for pages and messages. */
      abre_texto: hora(c.abre_en),
      cierra_texto: hora(c.cierra_en),
      resultados_en: c.resultados_en,
      bases: bases ? { nombre_original: bases.nombre_original, url: mediaUrl(ctx.config, bases.storage_key) } : null,
      categorias: cats.get(c.id) ?? [],
      ...(options.admin ? { postulaciones: countById.get(c.id) ?? 0, updated_at: iso(c.updated_at) } : {}),
    };
  });
}

export async function serializeCall(ctx: AppContext, call: Convocatoria, options: { admin?: boolean } = {}) {
  const [one] = await serializeCalls(ctx, [call], options);
  if (!one) throw new HttpError(500, 'Ha ocurrido un error inesperado.');
  return one;
}

/** Every call, newest year first (the admin's list). */
export async function allCalls(db: DbOrTx): Promise<Convocatoria[]> {
  return db.select().from(convocatorias).orderBy(desc(convocatorias.anno));
}

/** The call an overlapping window would collide with (checked under the calls' lock before writing). */
export async function overlapping(db: DbOrTx, abre: Date, cierra: Date, exceptId: number | null): Promise<Convocatoria | null> {
  const [row] = await db.select().from(convocatorias).where(and(
    sql`tstzrange(${convocatorias.abre_en}, ${convocatorias.cierra_en}, '[)') && tstzrange(${abre.toISOString()}::timestamptz, ${cierra.toISOString()}::timestamptz, '[)')`,
    exceptId ? sql`${convocatorias.id} <> ${exceptId}` : undefined,
  )).limit(1);
  return row ?? null;
}

export { hora as chileTimeText };
