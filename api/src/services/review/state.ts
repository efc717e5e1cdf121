// The one state machine of an application (docs/review-workflow.md). No route takes a status from the
// client: each route asks for one named transition, and this module checks it against the table.
import { and, eq, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@sello/shared-api';
import type { DbOrTx } from '../../db/client';
import { postulacionSellos, transiciones } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { addHistory, type Postulacion } from '../applications';

export type Actor = 'postulante' | 'admin';

/** [from, to, who]: every allowed change. 'En revisión' is a legacy state treated like Enviada. */
const MACHINE: [ApplicationStatus[], ApplicationStatus[], Actor][] = [
  [['Registrada'], ['Enviada'], 'postulante'],
  [['Enviada', 'En revisión'], ['Admisible', 'Inadmisible', 'Observada'], 'admin'],
  [['Observada'], ['Enviada'], 'postulante'],
  // Once the response deadline has passed (the admissibility route checks it): a decision with the files
  // received, or the observations again with a new deadline (e.g. the letter reached the institution late).
  [['Observada'], ['Admisible', 'Inadmisible', 'Observada'], 'admin'],
  [['Admisible'], ['Aprobada', 'Rechazada'], 'admin'],
  [['Inadmisible', 'Rechazada'], ['En reposición'], 'postulante'],
  [['En reposición'], ['Enviada', 'Admisible', 'Inadmisible', 'Rechazada'], 'admin'],
  [['Aprobada'], ['Publicada'], 'admin'],
];

export function canTransition(from: string, to: ApplicationStatus, actor: Actor): boolean {
  return MACHINE.some(([froms, tos, who]) => who === actor && froms.includes(from as ApplicationStatus) && tos.includes(to));
}

export function assertTransition(app: Postulacion, to: ApplicationStatus, actor: Actor): void {
  if (!canTransition(app.estado, to, actor)) {
    throw new HttpError(409, `La postulación está en estado "${app.estado}" y no puede pasar a "${to}".`);
  }
}

export interface TransitionInput {
  actor: Actor;
  /** Staff member; null for the applicant. */
  userId: number | null;
  motivo?: string | null;
  /** Response deadline (Observada). */
  plazo?: string | null;
  /** More of the same act for its audit entry (the documents reviewed, the institution published…): one entry per act. */
  detail?: Record<string, unknown>;
}

/**
 * Moves the application from its current state to `to` inside the caller's transaction: guarded by
 * `WHERE estado = <from>` (a concurrent change answers 409), with a transition row, the spec's history
 * row and, for staff, an audit entry.
 */
export async function transition(tx: DbOrTx, app: Postulacion, to: ApplicationStatus, input: TransitionInput): Promise<Postulacion> {
  assertTransition(app, to, input.actor);
  const [row] = await tx.update(postulacionSellos).set({ estado: to, updated_at: sql`now()` })
    .where(and(eq(postulacionSellos.id, app.id), eq(postulacionSellos.estado, app.estado))).returning();
  if (!row) throw new HttpError(409, 'La postulación cambió mientras la revisabas. Vuelve a cargarla.');
  await tx.insert(transiciones).values({
    postulacion_sello_id: app.id, desde: app.estado, hasta: to, motivo: input.motivo ?? null, user_id: input.userId, plazo: input.plazo ?? null,
  });
  await addHistory(tx, row, 5);
  if (input.userId !== null) {
    await audit(tx, input.userId, 'decidir', 'postulacion_sello', app.id, {
      desde: app.estado, hasta: to, motivo: input.motivo ?? null, plazo: input.plazo ?? null, ...input.detail,
    });
  }
  return row;
}
