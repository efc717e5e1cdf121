// Requests of data subjects (Ley 21.719): filed from Mis datos (identity from ClaveÚnica) or by anyone
// through the public form (counted once the e-mail is confirmed by a one-time link), answered by an
// admin within the legal deadline. Every step is an event the requester sees, an audit entry, and an
// e-mail through the outbox.
import { cleanRut } from '@sello/shared-api';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { encargados, postulacionSellos, repLegales, solicitudDatosEventos, solicitudesDatos } from '../../db/schema';
import type { DataRequestType } from '../../db/schema-privacy';
import { queueMail } from '../../lib/outbox';
import { iso } from '../../lib/serialize';
import { chileanDate, todayInChile } from '../review/common';
import { DATA_REQUEST_TYPE_NAMES } from './schemas';

export type RequestRow = typeof solicitudesDatos.$inferSelect;

export const SIGNATURE = 'Atentamente,\nServicio Nacional de la Discapacidad (SENADIS)\nPrograma Sello Chile Inclusivo';

/** 'YYYY-MM-DD' `days` calendar days after `from` in Chile's calendar. */
export function deadlineFrom(from: Date, days: number): string {
  const day = new Date(`${todayInChile(from)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export const isOverdue = (r: Pick<RequestRow, 'estado' | 'plazo'>, today = todayInChile()) => r.estado === 'recibida' && r.plazo !== null && r.plazo < today;

export async function addEvent(tx: DbOrTx, solicitudId: number, tipo: string, descripcion: string, userId: number | null = null): Promise<void> {
  await tx.insert(solicitudDatosEventos).values({ solicitud_id: solicitudId, tipo, descripcion, user_id: userId });
}

/** Is the person (by RUN) named in the application, or is it their own account's? */
export async function concernsPerson(db: DbOrTx, appId: number, run: string, postulanteId: number | null): Promise<boolean> {
  const clean = cleanRut(run);
  const [app] = await db.select({ owner: postulacionSellos.postulante_id }).from(postulacionSellos).where(eq(postulacionSellos.id, appId)).limit(1);
  if (!app) return false;
  if (postulanteId !== null && app.owner === postulanteId) return true;
  const [rep] = await db.select({ id: repLegales.id }).from(repLegales).where(and(eq(repLegales.postulacion_sello_id, appId), sql`upper(regexp_replace(${repLegales.rut_rep_legal}, '[^0-9kK]', '', 'g')) = ${clean}`)).limit(1);
  const [enc] = await db.select({ id: encargados.id }).from(encargados).where(and(eq(encargados.postulacion_sello_id, appId), sql`upper(regexp_replace(${encargados.rut_encargado}, '[^0-9kK]', '', 'g')) = ${clean}`)).limit(1);
  return Boolean(rep || enc);
}

/** The request counts from now: its legal deadline starts, the person gets a receipt. */
export async function receive(tx: DbOrTx, config: AppConfig, row: RequestRow, how: string): Promise<RequestRow> {
  const now = new Date();
  const plazo = deadlineFrom(now, config.dataRequestDays);
  const [updated] = await tx.update(solicitudesDatos).set({ estado: 'recibida', recibida_at: now, plazo, updated_at: sql`now()` })
    .where(eq(solicitudesDatos.id, row.id)).returning();
  const done = updated ?? row;
  await addEvent(tx, row.id, 'recibida', `Solicitud recibida (${how}). Plazo de respuesta: ${chileanDate(plazo)}.`);
  await queueMail(tx, {
    to: row.email, kind: 'solicitud-datos', subject: `Recibimos su solicitud de ${DATA_REQUEST_TYPE_NAMES[row.tipo as DataRequestType].toLowerCase()} de datos personales - SENADIS`,
    text: `Estimado/a ${row.nombre}:\n\nRecibimos su solicitud N° ${row.id} de ${DATA_REQUEST_TYPE_NAMES[row.tipo as DataRequestType].toLowerCase()} de datos personales (Ley 21.719). `
      + `La responderemos a más tardar el ${chileanDate(plazo)} (${config.dataRequestDays} días corridos).\n\nLo que solicita: ${row.alcance}\n\n${SIGNATURE}`,
  });
  return done;
}

export async function eventsOf(db: DbOrTx, id: number) {
  const rows = await db.select().from(solicitudDatosEventos).where(eq(solicitudDatosEventos.solicitud_id, id)).orderBy(asc(solicitudDatosEventos.id));
  return rows.map((e) => ({ tipo: e.tipo, descripcion: e.descripcion, fecha: iso(e.created_at) }));
}

/** What the requester sees (no staff names). */
export async function requesterView(db: DbOrTx, row: RequestRow) {
  return {
    id: row.id, tipo: row.tipo, tipo_nombre: DATA_REQUEST_TYPE_NAMES[row.tipo as DataRequestType], estado: row.estado,
    alcance: row.alcance, motivo: row.motivo, postulacion_sello_id: row.postulacion_sello_id,
    recibida_at: row.recibida_at ? iso(row.recibida_at) : null, plazo: row.plazo, resuelta_at: row.resuelta_at ? iso(row.resuelta_at) : null,
    respuesta: row.respuesta, fundamento_legal: row.fundamento_legal, created_at: iso(row.created_at),
    eventos: await eventsOf(db, row.id),
  };
}

/** A row of the admins' queue. */
export function queueRow(row: RequestRow, today = todayInChile()) {
  return {
    id: row.id, tipo: row.tipo, tipo_nombre: DATA_REQUEST_TYPE_NAMES[row.tipo as DataRequestType], estado: row.estado,
    persona: { nombre: row.nombre, run: row.run, email: row.email }, origen: row.postulante_id ? 'mis_datos' : 'formulario_publico',
    postulacion_sello_id: row.postulacion_sello_id, recibida_at: row.recibida_at ? iso(row.recibida_at) : null, plazo: row.plazo,
    vencida: isOverdue(row, today), resuelta_at: row.resuelta_at ? iso(row.resuelta_at) : null, created_at: iso(row.created_at),
  };
}
