// Spec 5: one live application per institution RUT and per address. Registration checks here
// (assertInstitutionFree); a recurso de reposición, which makes a decided application live again, relies
// on the window's hold and the partial unique indexes (asInstitutionConflict): both end at the same 409.
import { and, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { postulacionSellos } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { reposicionWindow } from './review/applicant-view';
import { chileanDate } from './review/common';

const RUT_TAKEN = 'Ya existe una postulación en curso para este RUT.';
const ADDRESS_TAKEN = 'Ya existe una postulación en curso para esta dirección.';
export const rutTaken = (message = RUT_TAKEN) => new HttpError(409, message, { rut_institucion: [message] });
const addressTaken = (message = ADDRESS_TAKEN) => new HttpError(409, message, { direccion_fisica: [message] });

/** States in which an application does not hold its RUT and address (decided ones aside while their
 * reposición window is open); the partial unique indexes exclude the same list. */
const NOT_LIVE = ['Borrador', 'Inadmisible', 'Aprobada', 'Rechazada', 'Publicada'];
/**
 * Decisions that can still be appealed: until the reposición window closes, the application may become
 * live again ('En reposición'), so it keeps its RUT and address that long.
 */
const APPEALABLE = ['Inadmisible', 'Rechazada'];

/** Serialises writes about one institution RUT (PostgreSQL advisory lock, released at commit). */
export async function lockInstitution(tx: DbOrTx, rut: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`institucion:${rut}`}))`);
}

export async function assertInstitutionFree(
  ctx: AppContext, tx: DbOrTx, app: { rut_institucion: string; comuna_id: number; direccion_fisica: string; exceptId: number | null },
): Promise<void> {
  const others = (states: SQL, extra: SQL) => tx.select().from(postulacionSellos).where(and(
    states,
    app.exceptId ? ne(postulacionSellos.id, app.exceptId) : undefined,
    extra,
  ));
  const live = notInArray(postulacionSellos.estado, NOT_LIVE);
  const appealable = inArray(postulacionSellos.estado, APPEALABLE);
  const sameRut = eq(postulacionSellos.rut_institucion, app.rut_institucion);
  const sameAddress = sql`${postulacionSellos.comuna_id} = ${app.comuna_id} and lower(regexp_replace(btrim(${postulacionSellos.direccion_fisica}), '[[:space:]]+', ' ', 'g')) = lower(regexp_replace(btrim(${app.direccion_fisica}), '[[:space:]]+', ' ', 'g'))`;
  if ((await others(live, sameRut)).length > 0) throw rutTaken();
  const rutAppeal = await openAppeal(ctx, tx, await others(appealable, sameRut));
  if (rutAppeal) throw rutTaken(`Ya existe una postulación para este RUT que ${appealText(rutAppeal.until)}.`);
  if ((await others(live, sameAddress)).length > 0) throw addressTaken();
  const addressAppeal = await openAppeal(ctx, tx, await others(appealable, sameAddress));
  if (addressAppeal) throw addressTaken(`Ya existe una postulación para esta dirección que ${appealText(addressAppeal.until)}.`);
}

/** A window whose letter has not been sent yet has no last day to name. */
const appealText = (until: string | null) => (until
  ? `puede presentar un recurso de reposición hasta el ${chileanDate(until)}`
  : 'aún puede presentar un recurso de reposición');

/** An open reposición window among these decided applications (its last day, null before the letter is sent), or null. */
async function openAppeal(ctx: AppContext, tx: DbOrTx, decided: (typeof postulacionSellos.$inferSelect)[]): Promise<{ until: string | null } | null> {
  for (const row of decided) {
    const window = await reposicionWindow(ctx, row, tx);
    if (window.open) return { until: window.until };
  }
  return null;
}

/** A race the lock did not cover (another address holder) ends at the unique index: the same 409. */
export function asInstitutionConflict(error: unknown): never {
  const text = `${String((error as { message?: unknown }).message ?? '')} ${String((error as { cause?: { message?: unknown } }).cause?.message ?? '')}`;
  if (text.includes('postulacion_rut_viva')) throw rutTaken();
  if (text.includes('postulacion_direccion_viva')) throw addressTaken();
  throw error;
}
