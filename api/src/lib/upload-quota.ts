import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { HttpError } from './http-error';

const MB = 1024 * 1024;

/** What one application may hold: bytes over all its files, and files per verification means / extra list. */
export interface ApplicationLimits { applicationId: number; maxBytes: number; maxFilesPerItem: number }

interface Usage { bytes: number; most_p2: number; p3: number }

/**
 * Runs inside the upload's transaction after the new rows are linked and replaced files deleted, so a
 * replaced file no longer counts; over a limit the transaction rolls back and the temp files go.
 */
export async function enforceApplicationLimits(tx: Tx, limits: ApplicationLimits): Promise<void> {
  const id = limits.applicationId;
  const result = await tx.execute(sql`
    with p1 as (select id, bitacora_id, declaracion_autoridad_id from obtencion_sello_p1 where postulacion_sello_id = ${id}),
    files as (
      select bitacora_id as file_id from p1
      union select declaracion_autoridad_id from p1
      union select archivo_verificacion_id from obtencion_sello_p2 where obtencion_sello_p1_id in (select id from p1)
      union select archivo_id from obtencion_sello_p3 where obtencion_sello_p1_id in (select id from p1)
      union select archivo_id from requisito_postulaciones where obtencion_sello_p1_id in (select id from p1)
    )
    select
      (select coalesce(sum(size), 0) from archivos where id in (select file_id from files))::float8 as bytes,
      (select coalesce(max(n), 0) from (select count(*) as n from obtencion_sello_p2 where obtencion_sello_p1_id in (select id from p1) group by medio_verificacion_id) c)::int as most_p2,
      (select count(*) from obtencion_sello_p3 where obtencion_sello_p1_id in (select id from p1))::int as p3`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Usage[] }).rows) as Usage[];
  const usage = rows[0] ?? { bytes: 0, most_p2: 0, p3: 0 };
  if (Number(usage.bytes) > limits.maxBytes) {
    throw new HttpError(413, `Se alcanzó el espacio máximo de archivos de la postulación (${Math.round(limits.maxBytes / MB)} MB). Elimina archivos que ya no necesites.`);
  }
  if (Number(usage.most_p2) > limits.maxFilesPerItem || Number(usage.p3) > limits.maxFilesPerItem) {
    throw new HttpError(422, `Se alcanzó el máximo de ${limits.maxFilesPerItem} archivos para este requisito.`, {
      archivo: [`Puedes adjuntar hasta ${limits.maxFilesPerItem} archivos. Elimina alguno antes de agregar otro.`],
    });
  }
}

/** The limits of one application from the configuration (UPLOAD_QUOTA_MB, FILES_PER_REQUIREMENT). */
export function applicationLimits(config: { uploadQuotaBytes: number; filesPerRequirement: number }, applicationId: number): ApplicationLimits {
  return { applicationId, maxBytes: config.uploadQuotaBytes, maxFilesPerItem: config.filesPerRequirement };
}
