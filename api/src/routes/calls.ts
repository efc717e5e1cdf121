// Calls for applications (issue 60): the admins' CRUD and the public answer "which call is open,
// or which is next". Every admin write is audited and serialised by one advisory lock, so the overlap
// check and the write cannot interleave; the exclusion constraint is the database's last word.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { convocatoriaSchema, convocatoriaUpdateSchema, type ConvocatoriaData } from '@sello/shared-api/schemas';
import { ADMIN, type AppContext } from '../context';
import type { Tx } from '../db/client';
import { categoriaPostulaciones, convocatoriaCategorias, convocatorias, postulacionSellos } from '../db/schema';
import { audit } from '../lib/audit';
import { chileLocal, fromChileLocal } from '../lib/chile-time';
import { HttpError, invalid, MSG, notFound } from '../lib/http-error';
import { refuseStaleEdit } from '../lib/stale-edit';
import { deleteFileRows, LIMITS, receiveMultipart, storeUploads } from '../lib/uploads';
import { parse, parseId } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import {
  allCalls, callById, callOpenAt, chileTimeText, nextCall, overlapping, serializeCall, serializeCalls, type Convocatoria,
} from '../services/calls';

const admin = { roles: ADMIN };
const OVERLAP_CONSTRAINT = 'convocatorias_sin_solape';

/** Serialises the writes of calls (overlap check then write) across requests and API processes. */
const lockCalls = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('convocatorias'))`);

/** The instants of the form's wall-clock times; an hour that does not exist in Chile is refused. */
function instants(data: ConvocatoriaData): { abre: Date; cierra: Date } {
  const abre = fromChileLocal(data.abre_en);
  const cierra = fromChileLocal(data.cierra_en);
  const skipped = 'Esa hora no existe en Chile (se adelantan los relojes): elige otra.';
  const errors: Record<string, string[]> = {};
  if (!abre) errors.abre_en = [skipped];
  if (!cierra) errors.cierra_en = [skipped];
  if (!abre || !cierra) throw invalid(errors);
  if (cierra <= abre) throw invalid({ cierra_en: ['El cierre debe ser posterior a la apertura.'] });
  return { abre, cierra };
}

/** Inside the lock: the year is free and no other call's window crosses this one. */
async function assertFree(tx: Tx, data: ConvocatoriaData, window: { abre: Date; cierra: Date }, exceptId: number | null) {
  const [sameYear] = await tx.select({ id: convocatorias.id }).from(convocatorias).where(eq(convocatorias.anno, data.anno)).limit(1);
  if (sameYear && sameYear.id !== exceptId) {
    throw new HttpError(409, `Ya existe la convocatoria ${data.anno}.`, { anno: [`Ya existe la convocatoria ${data.anno}.`] });
  }
  const other = await overlapping(tx, window.abre, window.cierra, exceptId);
  if (other) {
    const message = `Las fechas se cruzan con la convocatoria ${other.anno} (abre el ${chileTimeText(other.abre_en)} y cierra el ${chileTimeText(other.cierra_en)}): solo puede haber una convocatoria abierta a la vez.`;
    throw new HttpError(409, message, { abre_en: [message] });
  }
}

async function assertCategories(tx: Tx, data: ConvocatoriaData) {
  const ids = data.categorias.map((c) => c.categoria_id);
  const found = await tx.select({ id: categoriaPostulaciones.id }).from(categoriaPostulaciones).where(inArray(categoriaPostulaciones.id, ids));
  const known = new Set(found.map((row) => row.id));
  const errors: Record<string, string[]> = {};
  data.categorias.forEach((c, index) => {
    if (!known.has(c.categoria_id)) errors[`categorias.${index}.categoria_id`] = ['La categoría no es válida.'];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

async function writeCategories(tx: Tx, id: number, data: ConvocatoriaData) {
  await tx.delete(convocatoriaCategorias).where(eq(convocatoriaCategorias.convocatoria_id, id));
  await tx.insert(convocatoriaCategorias).values(data.categorias.map((c) => ({ convocatoria_id: id, ...c })));
}

/** A write that lost a race the lock did not cover (another process on an older release) ends at the constraint: the same 409. */
function asCallConflict(error: unknown): never {
  const text = `${String((error as { message?: unknown }).message ?? '')} ${String((error as { cause?: { message?: unknown } }).cause?.message ?? '')}`;
  if (text.includes(OVERLAP_CONSTRAINT)) throw new HttpError(409, 'Las fechas se cruzan con otra convocatoria: solo puede haber una convocatoria abierta a la vez.');
  if (text.includes('convocatorias_anno_unique')) throw new HttpError(409, 'Ya existe una convocatoria de ese año.');
  throw error;
}

/** The stored call as the form would send it, so an edit is checked whole with the create schema. */
async function asInput(tx: Tx, call: Convocatoria) {
  const cats = await tx.select().from(convocatoriaCategorias).where(eq(convocatoriaCategorias.convocatoria_id, call.id));
  return {
    anno: call.anno, abre_en: chileLocal(call.abre_en), cierra_en: chileLocal(call.cierra_en), resultados_en: call.resultados_en,
    categorias: cats.map((c) => ({ categoria_id: c.categoria_id, umbral_porcentaje: c.umbral_porcentaje })),
  };
}

export function registerCallRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * Public: the open call (dates, bases, categories), else the next announced one, else none. Read at
   * request time against the clock (no cache), so a call opens and closes by itself.
   */
  app.get('/api/convocatoria', { config: { roles: 'public' } }, async () => {
    const at = ctx.config.now();
    const open = await callOpenAt(ctx.db, at);
    const next = open ? null : await nextCall(ctx.db, at);
    const call = open ?? next;
    if (!call) {
      return { estado: 'ninguna' as const, convocatoria: null, mensaje: 'No hay una convocatoria abierta ni una próxima convocatoria anunciada.' };
    }
    const body = await serializeCall(ctx, call);
    return open
      ? { estado: 'abierta' as const, convocatoria: body, mensaje: `La convocatoria ${call.anno} está abierta hasta el ${body.cierra_texto}.` }
      : { estado: 'proxima' as const, convocatoria: body, mensaje: `La convocatoria ${call.anno} abre el ${body.abre_texto}.` };
  });

  app.get('/api/admin/convocatorias', { config: admin }, async () => serializeCalls(ctx, await allCalls(ctx.db), { admin: true }));

  app.get('/api/admin/convocatorias/:id', { config: admin }, async (request) => {
    const call = await callById(ctx.db, parseId((request.params as { id: string }).id));
    if (!call) throw notFound('La convocatoria no existe.');
    return serializeCall(ctx, call, { admin: true });
  });

  app.post('/api/admin/convocatorias', { config: admin }, async (request, reply) => {
    const auth = requireAuth(request);
    const data = parse(convocatoriaSchema, request.body);
    const window = instants(data);
    const created = await ctx.db.transaction(async (tx) => {
      await lockCalls(tx);
      await assertCategories(tx, data);
      await assertFree(tx, data, window, null);
      const [row] = await tx.insert(convocatorias).values({
        anno: data.anno, abre_en: window.abre, cierra_en: window.cierra, resultados_en: data.resultados_en, user_id: auth.id,
      }).returning();
      if (!row) throw new HttpError(500, MSG.unexpected);
      await writeCategories(tx, row.id, data);
      await audit(tx, auth.id, 'crear', 'convocatoria', row.id, { ...data });
      return row;
    }).catch(asCallConflict);
    return reply.code(201).send({ ...(await serializeCall(ctx, created, { admin: true })), message: 'Convocatoria creada.' });
  });

  app.patch('/api/admin/convocatorias/:id', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const id = parseId((request.params as { id: string }).id);
    if (!(await callById(ctx.db, id))) throw notFound('La convocatoria no existe.');
    const patch = parse(convocatoriaUpdateSchema, request.body);
    const updated = await ctx.db.transaction(async (tx) => {
      await lockCalls(tx);
      const [current] = await tx.select().from(convocatorias).where(eq(convocatorias.id, id ?? 0)).for('update');
      if (!current) throw notFound('La convocatoria no existe.');
      refuseStaleEdit((request.body ?? {}) as Record<string, unknown>, current.updated_at, 'esta convocatoria');
      const merged = Object.fromEntries(Object.entries({ ...(await asInput(tx, current)), ...patch }).filter(([, value]) => value !== undefined));
      const data = parse(convocatoriaSchema, merged);
      const window = instants(data);
      await assertCategories(tx, data);
      await assertFree(tx, data, window, current.id);
      // What its applications already are stays true: their year, and a category one of them chose.
      const used = await tx.selectDistinct({ categoria_id: postulacionSellos.categoria_id }).from(postulacionSellos)
        .where(eq(postulacionSellos.convocatoria_id, current.id));
      if (used.length > 0 && data.anno !== current.anno) {
        throw new HttpError(409, `La convocatoria ${current.anno} ya tiene postulaciones: su año no se puede cambiar.`, { anno: ['El año de una convocatoria con postulaciones no se cambia.'] });
      }
      const kept = new Set(data.categorias.map((c) => c.categoria_id));
      const dropped = used.filter((u) => u.categoria_id !== null && !kept.has(u.categoria_id));
      if (dropped.length > 0) {
        throw new HttpError(409, 'No se puede quitar una categoría en la que ya hay postulaciones de esta convocatoria.', { categorias: ['No se puede quitar una categoría en la que ya hay postulaciones de esta convocatoria.'] });
      }
      const [row] = await tx.update(convocatorias).set({
        anno: data.anno, abre_en: window.abre, cierra_en: window.cierra, resultados_en: data.resultados_en, user_id: auth.id, updated_at: sql`now()`,
      }).where(eq(convocatorias.id, current.id)).returning();
      if (!row) throw new HttpError(500, MSG.unexpected);
      await writeCategories(tx, row.id, data);
      // Applications take their year from the call (a call without applications may change its year).
      await tx.update(postulacionSellos).set({ year: data.anno }).where(eq(postulacionSellos.convocatoria_id, row.id));
      await audit(tx, auth.id, 'actualizar', 'convocatoria', row.id, { campos: Object.keys(patch).filter((key) => patch[key as keyof typeof patch] !== undefined), ...data });
      return row;
    }).catch(asCallConflict);
    return { ...(await serializeCall(ctx, updated, { admin: true })), message: 'Convocatoria actualizada.' };
  });

  /** The bases (a PDF, public like every downloadable): a new one replaces the previous file. */
  app.put('/api/admin/convocatorias/:id/bases', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const id = parseId((request.params as { id: string }).id);
    if (!(await callById(ctx.db, id))) throw notFound('La convocatoria no existe.');
    const received = await receiveMultipart(request, ctx.storage, {
      bases: { kind: 'pdf', maxBytes: LIMITS.pdf, required: true, requiredMessage: 'Adjunta las bases de la convocatoria en PDF.' },
    });
    const call = await storeUploads(ctx.db, ctx.storage, received, { publico: true }, async (tx, ids) => {
      const [current] = await tx.select().from(convocatorias).where(eq(convocatorias.id, id ?? 0)).for('update');
      if (!current) throw notFound('La convocatoria no existe.');
      const [row] = await tx.update(convocatorias).set({ bases_archivo_id: ids.bases ?? null, user_id: auth.id, updated_at: sql`now()` })
        .where(eq(convocatorias.id, current.id)).returning();
      await audit(tx, auth.id, 'actualizar', 'convocatoria', current.id, { campos: ['bases'] });
      return { result: row, obsolete: [current.bases_archivo_id] };
    });
    if (!call) throw new HttpError(500, MSG.unexpected);
    return { ...(await serializeCall(ctx, call, { admin: true })), message: 'Bases guardadas.' };
  });

  /** Only a call no application belongs to (a mistaken one); a call with applications is their record. */
  app.delete('/api/admin/convocatorias/:id', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const id = parseId((request.params as { id: string }).id);
    const keys = await ctx.db.transaction(async (tx) => {
      await lockCalls(tx);
      const [current] = id ? await tx.select().from(convocatorias).where(eq(convocatorias.id, id)).for('update') : [];
      if (!current) throw notFound('La convocatoria no existe.');
      const [used] = await tx.select({ id: postulacionSellos.id }).from(postulacionSellos).where(eq(postulacionSellos.convocatoria_id, current.id)).limit(1);
      if (used) throw new HttpError(409, `La convocatoria ${current.anno} tiene postulaciones: no se puede eliminar. Cambia sus fechas si quieres cerrarla.`);
      await tx.delete(convocatorias).where(and(eq(convocatorias.id, current.id)));
      await audit(tx, auth.id, 'eliminar', 'convocatoria', current.id, { anno: current.anno });
      return deleteFileRows(tx, [current.bases_archivo_id]);
    });
    await Promise.all(keys.map((key) => ctx.storage.remove(key).catch(() => undefined)));
    return { message: 'Convocatoria eliminada.' };
  });
}
