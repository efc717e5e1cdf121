// The outbox: every e-mail of the portal is first a row of `correos`, written in the caller's
// transaction (so a rolled-back change sends nothing), and delivered after the commit.
// Shared by the review workflow (status e-mails, decision letters) and the admin CMS (invitations…).
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../context';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { archivos, correos, users } from '../db/schema';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  /** What it is: 'carta-aprobada', 'notificacion', 'invitacion'… (decides whether it goes to a staff account and keeps a personal link). */
  kind: string;
  postulacionId?: number | null;
  createdBy?: number | null;
  /** Waits as 'borrador' until an admin edits and sends it (decision letters). */
  draft?: boolean;
  /** A stored file (`archivos` id) sent with the message, read from storage when it is delivered. */
  attachmentId?: string | null;
}

export interface DeliveryResult { enviados: number; fallidos: number; almacenados: number }

type MailState = typeof correos.$inferSelect['estado'];

/** Kinds addressed to a staff account: delivered only while that account is active (a retry checks again). */
const STAFF_KINDS = new Set(['invitacion', 'restablecer-clave', 'segundo-factor', 'asignacion']);

/**
 * Kinds whose text carries a one-time account link (services/accounts/mail.ts). Only the link's hash is
 * kept in account_tokens; once SMTP has delivered the message the outbox keeps no usable copy either,
 * or any admin could read a colleague's reset link and take over the account.
 */
const PERSONAL_LINK_KINDS = new Set(['invitacion', 'restablecer-clave', 'confirmar-solicitud-datos']);

const PERSONAL_LINK_NOTE = '[enlace personal: se envió solo a su destinatario]';

/** The link in those templates: the portal page with `?token=` (services/accounts/links.ts). */
function withoutPersonalLink(text: string): string {
  return text.replace(/\S*[?&]token=[\w-]+/g, PERSONAL_LINK_NOTE);
}

/**
 * The text admins read in the outbox. With SMTP the link is for its recipient only, also while the
 * message waits or after a failed send (the stored copy keeps it until delivered, for the retry).
 * Without SMTP the outbox is how the link reaches anyone, so it stays readable.
 */
export function textForAdmins(ctx: AppContext, row: { tipo: string; cuerpo: string }): string {
  return ctx.config.smtpUrl && PERSONAL_LINK_KINDS.has(row.tipo) ? withoutPersonalLink(row.cuerpo) : row.cuerpo;
}

const INACTIVE_RECIPIENT = 'No se envió: la cuenta de destino está desactivada o ya no existe.';
const INTERRUPTED_SEND = 'El envío se interrumpió (el proceso se detuvo mientras enviaba): puede que el correo haya llegado. Revísalo antes de reintentar.';

/**
 * A row stays 'enviando' only while one process talks to the SMTP server, which the timeouts below keep
 * to a few minutes. Older than this, the process that claimed it died mid-send: the row becomes
 * 'fallido' for an admin to check and retry (sending it again blindly could deliver it twice).
 */
const SEND_LEASE = sql`interval '15 minutes'`;

/** Stores one message in the caller's transaction; call `deliverPending(ctx)` after the commit. */
export async function queueMail(tx: DbOrTx, mail: MailInput): Promise<number> {
  const [row] = await tx.insert(correos).values({
    para: mail.to.slice(0, 255),
    asunto: mail.subject.slice(0, 255),
    cuerpo: mail.text,
    tipo: mail.kind.slice(0, 40),
    estado: mail.draft ? 'borrador' : 'pendiente',
    postulacion_sello_id: mail.postulacionId ?? null,
    adjunto_id: mail.attachmentId ?? null,
    created_by: mail.createdBy ?? null,
  }).returning({ id: correos.id });
  if (!row) throw new Error('correo no guardado');
  return row.id;
}

const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    // nodemailer's defaults let a silent server hold one send for 10 minutes per step; bounded, a
    // claimed row is never mistaken for one abandoned by a dead process (SEND_LEASE).
    transport = nodemailer.createTransport({ url, connectionTimeout: 60_000, greetingTimeout: 30_000, socketTimeout: 120_000 });
    transports.set(url, transport);
  }
  return transport;
}

// One delivery run at a time in this process (per database handle), so the runs triggered by requests
// finishing together queue up rather than race. Other processes (a second API, the invitation command)
// are kept apart by the database itself: each row is claimed by a conditional UPDATE before it is sent.
const running = new WeakMap<object, Promise<unknown>>();

function enqueue(ctx: AppContext, run: () => Promise<DeliveryResult>): Promise<DeliveryResult> {
  const previous = running.get(ctx.db) ?? Promise.resolve();
  // A database failure (e.g. the server closing) leaves the rows as they were for the next run.
  const next = previous.catch(() => undefined).then(run).catch(() => ({ enviados: 0, fallidos: 0, almacenados: 0 }));
  running.set(ctx.db, next);
  return next;
}

/**
 * Sends every 'pendiente' row (or only `ids`) with nodemailer when SMTP_URL is configured, else marks
 * them 'almacenado' (readable by admins in the outbox). Never throws: a failure is kept on the row.
 */
export function deliverPending(ctx: AppContext, ids?: number[]): Promise<DeliveryResult> {
  return enqueue(ctx, async () => {
    // A full run also settles the sends a dead process left half done.
    if (!ids) {
      await ctx.db.update(correos).set({ estado: 'fallido', error: INTERRUPTED_SEND, updated_at: sql`now()` })
        .where(and(eq(correos.estado, 'enviando'), lt(correos.updated_at, sql`now() - ${SEND_LEASE}`)));
    }
    return deliverNow(ctx, ['pendiente'], ids);
  });
}

/**
 * Takes drafts (and failed rows, for a retry) for sending in the caller's transaction, so whatever the
 * caller checked under its locks still holds when they are taken; returns the ids taken. Deliver them
 * with `deliverClaimed` after the commit (a process that dies before leaves them to SEND_LEASE).
 */
export async function claimQueued(tx: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.update(correos).set({ estado: 'enviando', error: null, updated_at: sql`now()` })
    .where(and(inArray(correos.estado, ['borrador', 'fallido']), inArray(correos.id, ids))).returning({ id: correos.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Delivers the rows `claimQueued` took (committed). */
export function deliverClaimed(ctx: AppContext, ids: number[]): Promise<DeliveryResult> {
  return enqueue(ctx, () => deliverNow(ctx, ['enviando'], ids));
}

/** Resolves when the delivery under way (if any) has finished: the server waits for it on close. */
export async function settleDeliveries(ctx: AppContext): Promise<void> {
  await running.get(ctx.db);
}

async function deliverNow(ctx: AppContext, from: MailState[], ids?: number[]): Promise<DeliveryResult> {
  const result: DeliveryResult = { enviados: 0, fallidos: 0, almacenados: 0 };
  if (ids && ids.length === 0) return result;
  const where = ids ? and(inArray(correos.estado, from), inArray(correos.id, ids)) : inArray(correos.estado, from);
  const candidates = await ctx.db.select({ id: correos.id }).from(correos).where(where).orderBy(asc(correos.id)).limit(500);
  for (const { id } of candidates) {
    const outcome = await deliverOne(ctx, id, from);
    if (outcome === 'enviado') result.enviados += 1;
    else if (outcome === 'almacenado') result.almacenados += 1;
    else if (outcome === 'fallido') result.fallidos += 1;
  }
  return result;
}

/** Claims one row (null: another run or process has it, or it changed) and delivers it. */
async function deliverOne(ctx: AppContext, id: number, from: MailState[]): Promise<MailState | null> {
  const [row] = await ctx.db.update(correos).set({ estado: 'enviando', error: null, updated_at: sql`now()` })
    .where(and(eq(correos.id, id), inArray(correos.estado, from))).returning();
  if (!row) return null;
  const finish = async (estado: MailState, fields: PgUpdateSetSource<typeof correos> = {}) => {
    await ctx.db.update(correos).set({ estado, ...fields, updated_at: sql`now()` }).where(and(eq(correos.id, row.id), eq(correos.estado, 'enviando')));
    return estado;
  };
  if (STAFF_KINDS.has(row.tipo)) {
    const [owner] = await ctx.db.select({ id: users.id }).from(users)
      .where(and(eq(users.email, row.para.toLowerCase()), eq(users.activo, true))).limit(1);
    if (!owner) return finish('fallido', { error: INACTIVE_RECIPIENT });
  }
  // Without SMTP the stored row is the only way the message reaches anyone (an admin reads it out),
  // so it keeps its text whole, links included.
  if (!ctx.config.smtpUrl) return finish('almacenado');
  try {
    // An attachment travels from storage (every API process sees the same files, see README).
    const [file] = row.adjunto_id ? await ctx.db.select().from(archivos).where(eq(archivos.id, row.adjunto_id)).limit(1) : [];
    if (row.adjunto_id && !file) throw new Error('El archivo adjunto ya no existe.');
    const attachments = file ? [{ filename: file.nombre_original, contentType: file.mime, content: ctx.storage.read(file.storage_key) }] : [];
    await transportFor(ctx.config.smtpUrl).sendMail({ from: ctx.config.mailFrom, to: row.para, subject: row.asunto, text: row.cuerpo, attachments });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return finish('fallido', { error: message.slice(0, 2000) });
  }
  return finish('enviado', {
    enviado_at: sql`now()`,
    ...(PERSONAL_LINK_KINDS.has(row.tipo) ? { cuerpo: withoutPersonalLink(row.cuerpo) } : {}),
  });
}
