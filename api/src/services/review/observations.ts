// An Observada application's response deadline: whose turn it is, the applicant's or the admin's.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { observaciones } from '../../db/schema';
import { chileanDate, todayInChile } from './common';

/**
 * The applicant answers observations until the end of the deadline's day in Chile; after it the
 * application waits for the admin's decision. Null while the deadline has not passed.
 */
export function observationDeadlinePassed(open: readonly { plazo_respuesta: string }[]): string | null {
  const deadline = open.map((o) => o.plazo_respuesta).sort()[0];
  if (!deadline || todayInChile() <= deadline) return null;
  return `El plazo para responder las observaciones venció el ${chileanDate(deadline)}.`;
}

/**
 * Whether an Observada application is the admin's to decide again: its response deadline has passed
 * (or it has no open observation the applicant could answer). Until then it is the applicant's turn.
 */
export async function observationTurnOver(db: DbOrTx, appId: number): Promise<boolean> {
  const open = await db.select({ plazo_respuesta: observaciones.plazo_respuesta }).from(observaciones)
    .where(and(eq(observaciones.postulacion_sello_id, appId), eq(observaciones.abierta, true)));
  return open.length === 0 || observationDeadlinePassed(open) !== null;
}
