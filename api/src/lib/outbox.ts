// The outbox: every e-mail of the portal is first a row of `correos`, written in the caller's
// transaction (so a rolled-back change sends nothing), and delivered after the commit.
// Shared by the review workflow (status e-mails, decision letters) and the admin CMS (invitations…).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { correos } from '../db/schema';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  /** What it is: 'carta-aprobada', 'notificacion', 'invitacion'… (admins filter the outbox by it). */
  kind: string;
  postulacionId?: number | null;
  createdBy?: number | null;
  /** Waits as 'borrador' until an admin edits and sends it (decision letters). */
  draft?: boolean;
}

export interface DeliveryResult { enviados: number; fallidos: number; almacenados: number }

/** Stores one message in the caller's transaction; call `deliverPending(ctx)` after the commit. */
export async function queueMail(tx: DbOrTx, mail: MailInput): Promise<number> {
  const [row] = await tx.insert(correos).values({
    para: mail.to.slice(0, 255),
    asunto: mail.subject.slice(0, 255),
    cuerpo: mail.text,
    tipo: mail.kind.slice(0, 40),
    estado: mail.draft ? 'borrador' : 'pendiente',
    postulacion_sello_id: mail.postulacionId ?? null,
    created_by: mail.createdBy ?? null,
  }).returning({ id: correos.id });
  if (!row) throw new Error('correo no guardado');
  return row.id;
}

const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

// One delivery run at a time per database, so two requests finishing together never send a row twice.
const running = new WeakMap<object, Promise<unknown>>();

/**
 * Sends every 'pendiente' row (or only `ids`) with nodemailer when SMTP_URL is configured, else marks
 * them 'almacenado' (readable by admins in the outbox). Never throws: a failure is kept on the row.
 */
export function deliverPending(ctx: AppContext, ids?: number[]): Promise<DeliveryResult> {
  const previous = running.get(ctx.db) ?? Promise.resolve();
  // A database failure (e.g. the server closing) leaves the rows 'pendiente' for the next run.
  const next = previous.catch(() => undefined).then(() => deliverNow(ctx, ids))
    .catch(() => ({ enviados: 0, fallidos: 0, almacenados: 0 }));
  running.set(ctx.db, next);
  return next;
}

/** Resolves when the delivery under way (if any) has finished: the server waits for it on close. */
export async function settleDeliveries(ctx: AppContext): Promise<void> {
  await running.get(ctx.db);
}

async function deliverNow(ctx: AppContext, ids?: number[]): Promise<DeliveryResult> {
  const result: DeliveryResult = { enviados: 0, fallidos: 0, almacenados: 0 };
  if (ids && ids.length === 0) return result;
  const where = ids
    ? and(eq(correos.estado, 'pendiente'), inArray(correos.id, ids))
    : eq(correos.estado, 'pendiente');
  const rows = await ctx.db.select().from(correos).where(where).orderBy(asc(correos.id)).limit(500);
  for (const row of rows) {
    if (!ctx.config.smtpUrl) {
      await ctx.db.update(correos).set({ estado: 'almacenado', updated_at: sql`now()` }).where(eq(correos.id, row.id));
      result.almacenados += 1;
      continue;
    }
    try {
      await transportFor(ctx.config.smtpUrl).sendMail({ from: ctx.config.mailFrom, to: row.para, subject: row.asunto, text: row.cuerpo });
      await ctx.db.update(correos).set({ estado: 'enviado', error: null, enviado_at: sql`now()`, updated_at: sql`now()` }).where(eq(correos.id, row.id));
      result.enviados += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await ctx.db.update(correos).set({ estado: 'fallido', error: message.slice(0, 2000), updated_at: sql`now()` }).where(eq(correos.id, row.id));
      result.fallidos += 1;
    }
  }
  return result;
}

/** Releases drafts (and failed rows, for a retry) to 'pendiente' and delivers them now. */
export async function sendQueued(ctx: AppContext, ids: number[]): Promise<DeliveryResult> {
  const released = await ctx.db.update(correos).set({ estado: 'pendiente', updated_at: sql`now()` })
    .where(and(inArray(correos.id, ids), inArray(correos.estado, ['borrador', 'fallido'])))
    .returning({ id: correos.id });
  return deliverPending(ctx, released.map((row) => row.id));
}
