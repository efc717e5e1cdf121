// Reads of the transition history used by several views.
import { and, desc, eq, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transiciones } from '../../db/schema';

export async function firstSentAt(db: DbOrTx, appId: number): Promise<Date | null> {
  const [row] = await db.select({ at: min(transiciones.created_at) }).from(transiciones)
    .where(and(eq(transiciones.postulacion_sello_id, appId), eq(transiciones.hasta, 'Enviada')));
  return row?.at ? new Date(row.at) : null;
}

/** The transition that put the application in its current state (who decided, when, why). */
export async function lastTransition(db: DbOrTx, appId: number) {
  const [row] = await db.select().from(transiciones).where(eq(transiciones.postulacion_sello_id, appId))
    .orderBy(desc(transiciones.id)).limit(1);
  return row ?? null;
}
