// Issuing a certificate: at publication (the application's data), and again when an admin reissues it
// (the register's current data; the earlier certificate is marked replaced and its code keeps
// answering with the new one). Always inside the caller's transaction.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { certificados } from '../../db/schema';
import { newCode } from './code';

export interface IssueInput {
  institucionId: number;
  postulacionId: number | null;
  titulo: string;
  rut: string;
  categoriaId: number | null;
  anno: number;
  regionId: number | null;
  comunaId: number | null;
  /** 'YYYY-MM-DD', first day of validity. */
  otorgadoEl: string;
  motivo?: string | null;
  userId: number | null;
}

/**
 * Inserts the institution's new current certificate (replacing the current one, if any) and returns it.
 * A new code that happens to exist already (one chance in 2^60 per certificate) is drawn again.
 */
export async function issueCertificate(tx: Tx, input: IssueInput): Promise<typeof certificados.$inferSelect> {
  await tx.update(certificados).set({ reemplazado_at: sql`now()` })
    .where(and(eq(certificados.institucion_reconocida_id, input.institucionId), isNull(certificados.reemplazado_at)));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx.insert(certificados).values({
      codigo: newCode(), institucion_reconocida_id: input.institucionId, postulacion_sello_id: input.postulacionId,
      titulo: input.titulo, rut: input.rut, categoria_id: input.categoriaId, anno_certificacion: input.anno,
      region_id: input.regionId, comuna_id: input.comunaId, otorgado_el: input.otorgadoEl, motivo: input.motivo ?? null,
      emitido_por: input.userId,
    }).onConflictDoNothing({ target: certificados.codigo }).returning();
    if (row) return row;
  }
  throw new Error('no se pudo generar un código de verificación único');
}
