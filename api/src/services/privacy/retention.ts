// The retention schedule (Ley 21.719: data are kept only as long as needed). What is due is found
// by `planRetention` (the admins' dry run) and removed by `runRetention` (the daily job, an admin),
// which plans again inside its transaction, under a lock, so it removes exactly what a dry run at the
// same moment lists and a second run finds nothing. An accepted suppression request goes through the
// same `applyItems`. Files leave storage (their rows stay, marked, so the expediente still lists them
// with their digest), personal fields become a marker, counts are kept, the public register
// (recognised institutions, their logos) is never touched.
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { RetentionSchedule } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import {
  archivos, correos, documentoVersiones, encargados, loginChallenges, loginThrottle, observaciones, obtencionSelloP1,
  obtencionSelloP2, obtencionSelloP3, oidcAttempts, postulacionSellos, publicaciones, repLegales, reposiciones,
  requisitoPostulaciones, retencionEjecuciones, sessions, solicitudesDatos, transiciones,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import { iso } from '../../lib/serialize';
import type { Postulacion } from '../applications';
import { reposicionWindow } from '../review/applicant-view';
import { lastTransition } from '../review/history';

/** What replaces a personal field whose retention ended (fits every column it goes into). */
export const MARKER = '[dato eliminado]';

export type RetentionKind = 'documentos' | 'datos_personales' | 'borradores' | 'sesiones' | 'intentos';

export interface RetentionItem {
  tipo: RetentionKind;
  /** Stable and without personal data: `postulacion:12`, `sesion:40`, `intento:<hash>`. */
  id: string;
  descripcion: string;
  postulacion_sello_id?: number;
  archivos?: number;
}

export const KIND_NAMES: Record<RetentionKind, string> = {
  documentos: 'Documentos de postulaciones terminadas sin sello',
  datos_personales: 'Datos personales de representantes legales y personas encargadas',
  borradores: 'Postulaciones nunca enviadas',
  sesiones: 'Sesiones terminadas',
  intentos: 'Intentos y límites de inicio de sesión, y solicitudes de datos nunca confirmadas',
};

/** The schedule as admins read it. */
export function scheduleView(s: RetentionSchedule) {
  return [
    { tipo: 'documentos', nombre: KIND_NAMES.documentos, plazo: `${s.documentosAnnos} años desde que la decisión quedó firme`, variable: 'RETENCION_DOCUMENTOS_ANNOS', valor: s.documentosAnnos, unidad: 'años', accion: 'Los archivos se eliminan del almacenamiento; el expediente conserva su nombre, tamaño y huella SHA-256.' },
    { tipo: 'datos_personales', nombre: KIND_NAMES.datos_personales, plazo: `${s.representantesAnnos} años desde que la postulación terminó (decisión firme o publicación)`, variable: 'RETENCION_REPRESENTANTES_ANNOS', valor: s.representantesAnnos, unidad: 'años', accion: `Nombre, cargo, RUN, teléfono y correo se reemplazan por «${MARKER}», también en los correos de la postulación. Se conservan los datos de la institución para las estadísticas y el registro público no cambia.` },
    { tipo: 'borradores', nombre: KIND_NAMES.borradores, plazo: `${s.borradoresSemanas} semanas sin cambios`, variable: 'RETENCION_BORRADORES_SEMANAS', valor: s.borradoresSemanas, unidad: 'semanas', accion: 'La postulación y sus archivos se eliminan.' },
    { tipo: 'sesiones', nombre: KIND_NAMES.sesiones, plazo: `${s.sesionesSemanas} semanas desde que terminaron`, variable: 'RETENCION_SESIONES_SEMANAS', valor: s.sesionesSemanas, unidad: 'semanas', accion: 'Se eliminan.' },
    { tipo: 'intentos', nombre: KIND_NAMES.intentos, plazo: `${s.intentosSemanas} semanas desde el último intento (o desde que venció el enlace de confirmación)`, variable: 'RETENCION_INTENTOS_SEMANAS', valor: s.intentosSemanas, unidad: 'semanas', accion: 'Se eliminan.' },
  ] as const;
}

const WEEK = 7 * 86_400_000;
const yearsAfter = (date: Date, years: number) => {
  const out = new Date(date);
  out.setUTCFullYear(out.getUTCFullYear() + years);
  return out;
};

/** Every file an application has or had (current ones, earlier versions, observed ones, its recurso's). */
export async function applicationFileIds(db: DbOrTx, appId: number): Promise<string[]> {
  const [p1] = await db.select().from(obtencionSelloP1).where(eq(obtencionSelloP1.postulacion_sello_id, appId)).limit(1);
  const [p2, p3, reqs, versions, obs, repos] = await Promise.all([
    p1 ? db.select({ id: obtencionSelloP2.archivo_verificacion_id }).from(obtencionSelloP2).where(eq(obtencionSelloP2.obtencion_sello_p1_id, p1.id)) : [],
    p1 ? db.select({ id: obtencionSelloP3.archivo_id }).from(obtencionSelloP3).where(eq(obtencionSelloP3.obtencion_sello_p1_id, p1.id)) : [],
    p1 ? db.select({ id: requisitoPostulaciones.archivo_id }).from(requisitoPostulaciones).where(eq(requisitoPostulaciones.obtencion_sello_p1_id, p1.id)) : [],
    db.select({ id: documentoVersiones.archivo_id }).from(documentoVersiones).where(eq(documentoVersiones.postulacion_sello_id, appId)),
    db.select({ a: observaciones.archivo_id, b: observaciones.archivo_nuevo_id }).from(observaciones).where(eq(observaciones.postulacion_sello_id, appId)),
    db.select({ id: reposiciones.archivo_id }).from(reposiciones).where(eq(reposiciones.postulacion_sello_id, appId)),
  ]);
  const ids = [p1?.bitacora_id, p1?.declaracion_autoridad_id, ...p2.map((r) => r.id), ...p3.map((r) => r.id), ...reqs.map((r) => r.id),
    ...versions.map((r) => r.id), ...obs.flatMap((r) => [r.a, r.b]), ...repos.map((r) => r.id)];
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}

async function liveFileCount(db: DbOrTx, appId: number): Promise<number> {
  const ids = await applicationFileIds(db, appId);
  if (ids.length === 0) return 0;
  return (await db.select({ id: archivos.id }).from(archivos).where(and(inArray(archivos.id, ids), isNull(archivos.eliminado_at)))).length;
}

async function hasPersonalFields(db: DbOrTx, appId: number): Promise<boolean> {
  const [rep] = await db.select({ v: repLegales.rut_rep_legal }).from(repLegales).where(eq(repLegales.postulacion_sello_id, appId));
  const [enc] = await db.select({ v: encargados.rut_encargado }).from(encargados).where(eq(encargados.postulacion_sello_id, appId));
  const mails = await db.select({ id: correos.id }).from(correos).where(and(eq(correos.postulacion_sello_id, appId), sql`${correos.para} <> ${MARKER}`)).limit(1);
  return (rep !== undefined && rep.v !== MARKER) || (enc !== undefined && enc.v !== MARKER) || mails.length > 0;
}

/**
 * When an application ended for good, or null while it may still change: without the seal, once the
 * reposición can no longer be filed (its window closed at `now`, or it was resolved); with the seal,
 * at its publication.
 */
export async function endedAt(ctx: AppContext, db: DbOrTx, app: Postulacion, now: Date): Promise<{ at: Date; sello: boolean } | null> {
  if (app.estado === 'Publicada') {
    const [pub] = await db.select().from(publicaciones).where(eq(publicaciones.postulacion_sello_id, app.id)).limit(1);
    const at = pub?.created_at ?? (await lastTransition(db, app.id))?.created_at;
    return at ? { at, sello: true } : null;
  }
  if (app.estado !== 'Inadmisible' && app.estado !== 'Rechazada') return null;
  const win = await reposicionWindow(ctx, app, db);
  if (win.reason === 'firme' && win.last) return { at: win.last.created_at, sello: false };
  if (win.reason === 'plazo' && win.until) {
    // The window's last day counts whole, in Chile (UTC−3 at most): final from the next day on.
    const at = new Date(`${win.until}T23:59:59-03:00`);
    return at.getTime() <= now.getTime() ? { at, sello: false } : null;
  }
  return null;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 16);

/** What the schedule removes at `now`, in a stable order. */
export async function planRetention(ctx: AppContext, db: DbOrTx, now: Date): Promise<RetentionItem[]> {
  const s = ctx.config.retention;
  const items: RetentionItem[] = [];
  const ended = await db.select().from(postulacionSellos).where(inArray(postulacionSellos.estado, ['Inadmisible', 'Rechazada', 'Publicada'])).orderBy(postulacionSellos.id);
  for (const app of ended) {
    const end = await endedAt(ctx, db, app, now);
    if (!end) continue;
    const name = `N° ${app.id} (${app.nombre_institucion})`;
    if (!end.sello && yearsAfter(end.at, s.documentosAnnos) <= now) {
      const count = await liveFileCount(db, app.id);
      if (count > 0) items.push({ tipo: 'documentos', id: `postulacion:${app.id}`, postulacion_sello_id: app.id, archivos: count, descripcion: `${count} archivo(s) de la postulación ${name}` });
    }
    if (yearsAfter(end.at, s.representantesAnnos) <= now && await hasPersonalFields(db, app.id)) {
      items.push({ tipo: 'datos_personales', id: `postulacion:${app.id}`, postulacion_sello_id: app.id, descripcion: `Representante legal, persona encargada y correos de la postulación ${name}` });
    }
  }
  // Never sent: no transition at all (the first one is the sending), untouched for the period (a file upload counts as a change).
  const draftCutoff = new Date(now.getTime() - s.borradoresSemanas * WEEK);
  const drafts = await db.select().from(postulacionSellos).where(and(
    inArray(postulacionSellos.estado, ['Borrador', 'Registrada']), lt(postulacionSellos.updated_at, draftCutoff),
    sql`not exists (select 1 from ${transiciones} where ${transiciones.postulacion_sello_id} = ${postulacionSellos.id})`,
  )).orderBy(postulacionSellos.id);
  for (const app of drafts) {
    const ids = await applicationFileIds(db, app.id);
    const recent = ids.length ? await db.select({ id: archivos.id }).from(archivos).where(and(inArray(archivos.id, ids), sql`${archivos.created_at} >= ${draftCutoff}`)).limit(1) : [];
    if (recent.length > 0) continue;
    items.push({ tipo: 'borradores', id: `postulacion:${app.id}`, postulacion_sello_id: app.id, archivos: ids.length, descripcion: `Postulación N° ${app.id} (${app.nombre_institucion}), en ${app.estado} desde el ${iso(app.updated_at).slice(0, 10)}` });
  }
  const sessionCutoff = new Date(now.getTime() - s.sesionesSemanas * WEEK);
  const oldSessions = await db.select({ id: sessions.id }).from(sessions).where(or(
    lt(sessions.expires_at, sessionCutoff), lt(sessions.last_seen_at, new Date(sessionCutoff.getTime() - ctx.config.sessionIdleMs)),
  )).orderBy(sessions.id);
  for (const row of oldSessions) items.push({ tipo: 'sesiones', id: `sesion:${row.id}`, descripcion: `Sesión ${row.id}` });
  const attemptCutoff = new Date(now.getTime() - s.intentosSemanas * WEEK);
  const throttles = await db.select({ key: loginThrottle.key }).from(loginThrottle).where(and(
    lt(loginThrottle.window_started_at, attemptCutoff), or(isNull(loginThrottle.blocked_until), lt(loginThrottle.blocked_until, attemptCutoff)),
  )).orderBy(loginThrottle.key);
  // Throttle keys hold e-mails and addresses: the report names them by a hash only.
  for (const row of throttles) items.push({ tipo: 'intentos', id: `limite:${hashKey(row.key)}`, descripcion: 'Contador de intentos de inicio de sesión' });
  const challenges = await db.select({ id: loginChallenges.id }).from(loginChallenges).where(lt(loginChallenges.expires_at, attemptCutoff)).orderBy(loginChallenges.id);
  for (const row of challenges) items.push({ tipo: 'intentos', id: `desafio:${row.id}`, descripcion: 'Paso de verificación en dos pasos vencido' });
  const attempts = await db.select({ h: oidcAttempts.handle_hash }).from(oidcAttempts).where(lt(oidcAttempts.expires_at, attemptCutoff)).orderBy(oidcAttempts.handle_hash);
  for (const row of attempts) items.push({ tipo: 'intentos', id: `claveunica:${row.h.slice(0, 16)}`, descripcion: 'Intento de ingreso con ClaveÚnica vencido' });
  // A public data request never confirmed was never a request: its name, RUN and e-mail go with its dead link.
  const unconfirmed = await db.select({ id: solicitudesDatos.id }).from(solicitudesDatos)
    .where(and(eq(solicitudesDatos.estado, 'por_confirmar'), lt(solicitudesDatos.token_expira_at, attemptCutoff))).orderBy(solicitudesDatos.id);
  for (const row of unconfirmed) items.push({ tipo: 'intentos', id: `solicitud:${row.id}`, descripcion: 'Solicitud de datos personales nunca confirmada' });
  return items;
}

/** Removes an application's files: rows marked (name replaced), bytes to remove after the commit. */
async function removeApplicationFiles(tx: Tx, appId: number): Promise<{ keys: string[]; count: number }> {
  const ids = await applicationFileIds(tx, appId);
  if (ids.length === 0) return { keys: [], count: 0 };
  const rows = await tx.update(archivos).set({ eliminado_at: sql`now()`, nombre_original: sql`'documento-eliminado.' || split_part(${archivos.storage_key}, '.', 2)` })
    .where(and(inArray(archivos.id, ids), isNull(archivos.eliminado_at))).returning({ key: archivos.storage_key });
  return { keys: rows.map((r) => r.key), count: rows.length };
}

/** Replaces the people's personal fields of an application by the marker, in its rows and its e-mails. */
async function anonymiseApplication(tx: Tx, appId: number): Promise<void> {
  const [rep] = await tx.select().from(repLegales).where(eq(repLegales.postulacion_sello_id, appId));
  const [enc] = await tx.select().from(encargados).where(eq(encargados.postulacion_sello_id, appId));
  await tx.update(repLegales).set({ nombre_rep_legal: MARKER, cargo_rep_legal: MARKER, rut_rep_legal: MARKER, telefono_rep_legal: MARKER, correo_rep_legal: MARKER, updated_at: sql`now()` })
    .where(eq(repLegales.postulacion_sello_id, appId));
  await tx.update(encargados).set({ nombre_encargado: MARKER, cargo_encargado: MARKER, rut_encargado: MARKER, telefono_encargado: MARKER, correo_encargado: MARKER, updated_at: sql`now()` })
    .where(eq(encargados.postulacion_sello_id, appId));
  // The letters stay (their decisions and reasons are the file), without the names, RUNs, phones and addresses in them.
  const personal = [rep?.nombre_rep_legal, rep?.rut_rep_legal, rep?.telefono_rep_legal, rep?.correo_rep_legal, enc?.nombre_encargado, enc?.rut_encargado, enc?.telefono_encargado, enc?.correo_encargado]
    .filter((value): value is string => Boolean(value) && value !== MARKER).sort((a, b) => b.length - a.length);
  const mails = await tx.select().from(correos).where(eq(correos.postulacion_sello_id, appId));
  for (const m of mails) {
    let cuerpo = m.cuerpo;
    let asunto = m.asunto;
    for (const value of personal) {
      cuerpo = cuerpo.split(value).join(MARKER);
      asunto = asunto.split(value).join(MARKER);
    }
    await tx.update(correos).set({ para: MARKER, cuerpo, asunto }).where(eq(correos.id, m.id));
  }
}

/** Carries out the items in the caller's transaction; returns the storage keys to remove after it commits. */
export async function applyItems(tx: Tx, items: RetentionItem[]): Promise<{ keys: string[]; archivos: number }> {
  const keys: string[] = [];
  let files = 0;
  for (const item of items) {
    const appId = item.postulacion_sello_id;
    if (item.tipo === 'documentos' && appId) {
      const removed = await removeApplicationFiles(tx, appId);
      keys.push(...removed.keys);
      files += removed.count;
    } else if (item.tipo === 'datos_personales' && appId) {
      await anonymiseApplication(tx, appId);
    } else if (item.tipo === 'borradores' && appId) {
      const ids = await applicationFileIds(tx, appId);
      await tx.delete(postulacionSellos).where(eq(postulacionSellos.id, appId));
      if (ids.length) {
        const rows = await tx.delete(archivos).where(inArray(archivos.id, ids)).returning({ key: archivos.storage_key });
        keys.push(...rows.map((r) => r.key));
        files += rows.length;
      }
    }
  }
  const ids = (prefix: string) => items.filter((i) => i.id.startsWith(prefix)).map((i) => i.id.slice(prefix.length));
  const sessionIds = ids('sesion:').map(Number);
  if (sessionIds.length) await tx.delete(sessions).where(inArray(sessions.id, sessionIds));
  const challengeIds = ids('desafio:').map(Number);
  if (challengeIds.length) await tx.delete(loginChallenges).where(inArray(loginChallenges.id, challengeIds));
  const throttleHashes = new Set(ids('limite:'));
  if (throttleHashes.size) {
    const all = await tx.select({ key: loginThrottle.key }).from(loginThrottle);
    const doomed = all.map((r) => r.key).filter((key) => throttleHashes.has(hashKey(key)));
    if (doomed.length) await tx.delete(loginThrottle).where(inArray(loginThrottle.key, doomed));
  }
  const unconfirmed = ids('solicitud:').map(Number);
  if (unconfirmed.length) await tx.delete(solicitudesDatos).where(and(inArray(solicitudesDatos.id, unconfirmed), eq(solicitudesDatos.estado, 'por_confirmar')));
  const attemptPrefixes = ids('claveunica:');
  for (const prefix of attemptPrefixes) await tx.delete(oidcAttempts).where(sql`left(${oidcAttempts.handle_hash}, 16) = ${prefix}`);
  return { keys, archivos: files };
}

export interface RetentionReport {
  id: number | null;
  origen: string;
  fecha_referencia: string;
  simulacion: boolean;
  conteos: Record<string, number>;
  elementos: RetentionItem[];
}

function counts(items: RetentionItem[], files: number): Record<string, number> {
  const out: Record<string, number> = { documentos: 0, datos_personales: 0, borradores: 0, sesiones: 0, intentos: 0, archivos: files };
  for (const item of items) out[item.tipo] = (out[item.tipo] ?? 0) + 1;
  return out;
}

/** Two runs never overlap (several API processes, the daily job and an admin at once). */
const lockRuns = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('sello:retencion'))`);

/**
 * Applies the schedule at `now` (dryRun: only lists). A real run is recorded with its counts and the
 * items it removed; the files leave storage once the transaction has committed.
 */
export async function runRetention(
  ctx: AppContext, options: { now?: Date; dryRun: boolean; origen?: 'programada' | 'manual'; userId?: number | null },
): Promise<RetentionReport> {
  const now = options.now ?? new Date();
  const origen = options.origen ?? 'programada';
  if (options.dryRun) {
    const items = await planRetention(ctx, ctx.db, now);
    const files = items.reduce((sum, i) => sum + (i.tipo === 'sesiones' || i.tipo === 'intentos' || i.tipo === 'datos_personales' ? 0 : i.archivos ?? 0), 0);
    return { id: null, origen, fecha_referencia: iso(now), simulacion: true, conteos: counts(items, files), elementos: items };
  }
  const { report, keys } = await ctx.db.transaction(async (tx) => {
    await lockRuns(tx);
    const items = await planRetention(ctx, tx, now);
    const applied = await applyItems(tx, items);
    const conteos = counts(items, applied.archivos);
    const [row] = await tx.insert(retencionEjecuciones).values({
      origen, fecha_referencia: now, user_id: options.userId ?? null, conteos, elementos: items,
    }).returning({ id: retencionEjecuciones.id });
    await audit(tx, options.userId ?? null, 'aplicar_retencion', 'retencion', row?.id ?? null, { origen, conteos });
    return { report: { id: row?.id ?? null, origen, fecha_referencia: iso(now), simulacion: false, conteos, elementos: items }, keys: applied.keys };
  });
  await Promise.all(keys.map((key) => ctx.storage.remove(key).catch(() => undefined)));
  return report;
}

/**
 * An accepted suppression of the data of one application: its files and its people's personal
 * fields, through the same `applyItems` as the schedule, in the caller's transaction (recorded as a
 * run of origin 'solicitud'). Returns the storage keys to remove after the commit.
 */
export async function suppressApplication(tx: Tx, app: Postulacion, solicitudId: number, userId: number): Promise<string[]> {
  const name = `N° ${app.id} (${app.nombre_institucion})`;
  const items: RetentionItem[] = [
    { tipo: 'documentos', id: `postulacion:${app.id}`, postulacion_sello_id: app.id, descripcion: `Archivos de la postulación ${name}` },
    { tipo: 'datos_personales', id: `postulacion:${app.id}`, postulacion_sello_id: app.id, descripcion: `Representante legal, persona encargada y correos de la postulación ${name}` },
  ];
  await lockRuns(tx);
  const applied = await applyItems(tx, items);
  await tx.insert(retencionEjecuciones).values({
    origen: 'solicitud', fecha_referencia: new Date(), user_id: userId, solicitud_id: solicitudId, conteos: counts(items, applied.archivos), elementos: items,
  });
  return applied.keys;
}

