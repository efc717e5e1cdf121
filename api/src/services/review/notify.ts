// E-mails to the applicant through the outbox: immediate notices of what they did, and decision
// letters from a template per outcome, stored as drafts for an admin to edit and send.
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { cleanRut } from '@sello/shared-api';
import { bloqueosDatos, encargados, repLegales } from '../../db/schema';
import { queueMail } from '../../lib/outbox';
import type { Postulacion } from '../applications';
import { chileanDate } from './common';

/**
 * The person in charge receives the mail; the legal representative when there is none. A person who
 * obtained the blocking of their data, or opposed its use (Ley 21.719), is not written to.
 */
export async function applicantContact(db: DbOrTx, appId: number): Promise<{ email: string; nombre: string; telefono: string } | null> {
  const blocked = new Set((await db.select({ run: bloqueosDatos.run }).from(bloqueosDatos).where(eq(bloqueosDatos.postulacion_sello_id, appId))).map((b) => cleanRut(b.run)));
  const [enc] = await db.select().from(encargados).where(eq(encargados.postulacion_sello_id, appId)).limit(1);
  if (enc && !blocked.has(cleanRut(enc.rut_encargado))) return { email: enc.correo_encargado, nombre: enc.nombre_encargado, telefono: enc.telefono_encargado };
  const [rep] = await db.select().from(repLegales).where(eq(repLegales.postulacion_sello_id, appId)).limit(1);
  return rep && !blocked.has(cleanRut(rep.rut_rep_legal)) ? { email: rep.correo_rep_legal, nombre: rep.nombre_rep_legal, telefono: rep.telefono_rep_legal } : null;
}

const SIGNATURE = 'Atentamente,\nPrograma Sello Chile Inclusivo';

function area(config: AppConfig): string {
  return `${config.portalUrl}/postulante/postulaciones`;
}

export type LetterOutcome = 'Admisible' | 'Inadmisible' | 'Observada' | 'Aprobada' | 'Rechazada' | 'reposicion-acogida' | 'reposicion-rechazada';

export interface LetterData {
  motivo?: string | null;
  observaciones?: { documento: string; texto: string }[];
  plazo?: string | null;
  total?: number | null;
  maximo?: number | null;
  diasReposicion?: number;
}

export const LETTER_KIND: Record<LetterOutcome, string> = {
  Admisible: 'carta-admisible', Inadmisible: 'carta-inadmisible', Observada: 'carta-observada', Aprobada: 'carta-aprobada',
  Rechazada: 'carta-rechazada', 'reposicion-acogida': 'carta-reposicion', 'reposicion-rechazada': 'carta-reposicion',
};

/** The template of each outcome: the admin edits the draft before sending it. */
export function letterText(config: AppConfig, app: Postulacion, outcome: LetterOutcome, data: LetterData, nombre: string): { subject: string; text: string } {
  const who = `la postulación de ${app.nombre_institucion} al Sello Chile Inclusivo`;
  const hello = `Estimado/a ${nombre}:`;
  const score = data.total !== null && data.total !== undefined && data.maximo ? `\n\nPuntaje total obtenido: ${data.total} de ${data.maximo} puntos.` : '';
  // The window runs from the sending (the notification), which is unknown while this is a draft: the
  // letter cannot name the last day, the applicant's area shows it once the letter has been sent.
  const appeal = `\n\nSi no está de acuerdo, puede presentar un recurso de reposición dentro de ${data.diasReposicion ?? 5} días hábiles contados desde el envío de esta carta. Puede presentarlo, y ver la fecha límite, en su área de postulante: ${area(config)}`;
  switch (outcome) {
    case 'Admisible':
      return { subject: 'Postulación admisible - Sello Chile Inclusivo', text: `${hello}\n\nLe informamos que ${who} fue declarada ADMISIBLE. La postulación continúa a la segunda etapa: la evaluación de los requisitos de su categoría.\n\n${SIGNATURE}` };
    case 'Inadmisible':
      return { subject: 'Postulación inadmisible - Sello Chile Inclusivo', text: `${hello}\n\nLe informamos que ${who} fue declarada INADMISIBLE por el siguiente motivo:\n\n${data.motivo ?? ''}${appeal}\n\n${SIGNATURE}` };
    case 'Observada': {
      const list = (data.observaciones ?? []).map((o) => `- ${o.documento}: ${o.texto}`).join('\n');
      return { subject: 'Observaciones a su postulación - Sello Chile Inclusivo', text: `${hello}\n\nLa revisión de admisibilidad de ${who} encontró observaciones en los siguientes documentos:\n\n${list}\n\nPlazo de respuesta: ${data.plazo ? chileanDate(data.plazo) : ''}. Reemplace los documentos observados y reenvíe la postulación desde su área de postulante: ${area(config)}\n\n${SIGNATURE}` };
    }
    case 'Aprobada':
      return { subject: 'Postulación aprobada - Sello Chile Inclusivo', text: `${hello}\n\nNos complace informarle que ${who} ha sido APROBADA.${score}\n\nPróximamente la institución será publicada entre las instituciones reconocidas del programa.\n\n${SIGNATURE}` };
    case 'Rechazada':
      return { subject: 'Postulación rechazada - Sello Chile Inclusivo', text: `${hello}\n\nLe informamos que ${who} ha sido RECHAZADA por el siguiente motivo:\n\n${data.motivo ?? ''}${score}${appeal}\n\n${SIGNATURE}` };
    case 'reposicion-acogida':
      return { subject: 'Recurso de reposición acogido - Sello Chile Inclusivo', text: `${hello}\n\nSu recurso de reposición sobre ${who} fue ACOGIDO. La postulación vuelve a revisión.\n\nFundamento:\n${data.motivo ?? ''}\n\n${SIGNATURE}` };
    case 'reposicion-rechazada':
      return { subject: 'Recurso de reposición rechazado - Sello Chile Inclusivo', text: `${hello}\n\nSu recurso de reposición sobre ${who} fue RECHAZADO y la resolución queda firme.\n\nFundamento:\n${data.motivo ?? ''}\n\n${SIGNATURE}` };
  }
}

/** Stores the decision letter as a draft in the outbox (nothing is sent until an admin sends it). */
export async function draftLetter(tx: DbOrTx, config: AppConfig, app: Postulacion, outcome: LetterOutcome, data: LetterData, userId: number): Promise<number | null> {
  const contact = await applicantContact(tx, app.id);
  if (!contact) return null;
  const { subject, text } = letterText(config, app, outcome, data, contact.nombre);
  return queueMail(tx, { to: contact.email, subject, text, kind: LETTER_KIND[outcome], postulacionId: app.id, createdBy: userId, draft: true });
}

/** An immediate notice to the applicant (delivered after the commit by the route). */
export async function notifyApplicant(tx: DbOrTx, config: AppConfig, app: Postulacion, subject: string, body: string): Promise<void> {
  const contact = await applicantContact(tx, app.id);
  if (!contact) return;
  await queueMail(tx, {
    to: contact.email, subject, kind: 'notificacion', postulacionId: app.id,
    text: `Estimado/a ${contact.nombre}:\n\n${body}\n\nPuede seguir el estado de su postulación en ${area(config)}\n\n${SIGNATURE}`,
  });
}
