// The admin's acts on a seal: reissue its certificate, revoke it. Each locks the recognised
// institution's row first, so two acts on one seal at once run one after the other.
import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Tx } from '../../db/client';
import { certificados, institucionesReconocidas, revocaciones } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, invalid, notFound } from '../../lib/http-error';
import { queueMail } from '../../lib/outbox';
import { chileanDate, todayInChile } from '../review/common';
import { applicantContact } from '../review/notify';
import { formatCode } from './code';
import { issueCertificate } from './issue';

async function lockInstitution(tx: Tx, id: number) {
  const [row] = await tx.select().from(institucionesReconocidas).where(eq(institucionesReconocidas.id, id)).limit(1).for('update');
  if (!row) throw notFound('La institución no existe.');
  return row;
}

async function currentRow(tx: Tx, institucionId: number) {
  const rows = await tx.select().from(certificados).where(eq(certificados.institucion_reconocida_id, institucionId));
  return rows.find((c) => c.reemplazado_at === null) ?? null;
}

async function revocationOf(tx: Tx, institucionId: number) {
  const [row] = await tx.select().from(revocaciones).where(eq(revocaciones.institucion_reconocida_id, institucionId)).limit(1);
  return row ?? null;
}

export interface ReissueInput { motivo: string; titulo?: string | undefined; rut?: string | undefined }

/**
 * A new certificate with the register's current data (name, category, year) and, when given, a
 * corrected name (the register's entry takes it too) or RUT. An institution recorded without a
 * certificate gets its first one this way, with the RUT it needs.
 */
export async function reissueCertificate(tx: Tx, institucionId: number, input: ReissueInput, userId: number) {
  const inst = await lockInstitution(tx, institucionId);
  const revoked = await revocationOf(tx, inst.id);
  if (revoked) throw new HttpError(409, `El sello de esta institución fue revocado el ${chileanDate(todayInChile(revoked.created_at))}: no se emiten nuevos certificados.`);
  const previous = await currentRow(tx, inst.id);
  const rut = input.rut ?? previous?.rut;
  if (!rut) throw invalid({ rut: ['Indica el RUT de la institución: aún no tiene un certificado del que tomarlo.'] });
  const titulo = input.titulo ?? inst.titulo;
  if (titulo !== inst.titulo) {
    await tx.update(institucionesReconocidas).set({ titulo, updated_at: sql`now()` }).where(eq(institucionesReconocidas.id, inst.id));
  }
  const row = await issueCertificate(tx, {
    institucionId: inst.id, postulacionId: previous?.postulacion_sello_id ?? null, titulo, rut, categoriaId: inst.categoria_id,
    anno: inst.anno_certificacion, regionId: previous?.region_id ?? null, comunaId: previous?.comuna_id ?? null,
    otorgadoEl: previous?.otorgado_el ?? todayInChile(), motivo: input.motivo, userId,
  });
  await audit(tx, userId, previous ? 'reemitir' : 'emitir', 'certificado', row.id, {
    institucion_reconocida_id: inst.id, titulo, codigo: formatCode(row.codigo), codigo_anterior: previous ? formatCode(previous.codigo) : null, motivo: input.motivo,
    ...(titulo !== inst.titulo ? { titulo_anterior: inst.titulo } : {}), ...(previous && rut !== previous.rut ? { rut_anterior: previous.rut } : {}),
  });
  return row;
}

/**
 * Withdraws the seal: from now on the register and the verification say Revocado with this date. The
 * institution is told by e-mail (the contact of the application it was published from; an institution
 * recorded without one has no address here, and the answer says so). Returns the e-mail's address.
 */
export async function revokeSeal(tx: Tx, config: AppConfig, institucionId: number, motivo: string, userId: number): Promise<{ at: Date; to: string | null }> {
  const inst = await lockInstitution(tx, institucionId);
  const already = await revocationOf(tx, inst.id);
  if (already) throw new HttpError(409, `El sello de esta institución ya fue revocado el ${chileanDate(todayInChile(already.created_at))}.`);
  const [row] = await tx.insert(revocaciones).values({ institucion_reconocida_id: inst.id, motivo, user_id: userId }).returning();
  if (!row) throw new Error('revocación no guardada');
  const cert = await currentRow(tx, inst.id);
  await audit(tx, userId, 'revocar', 'institucion_reconocida', inst.id, { titulo: inst.titulo, motivo, codigo: cert ? formatCode(cert.codigo) : null });
  const contact = cert?.postulacion_sello_id ? await applicantContact(tx, cert.postulacion_sello_id) : null;
  if (contact && cert) {
    const day = chileanDate(todayInChile(row.created_at));
    await queueMail(tx, {
      to: contact.email, kind: 'revocacion', postulacionId: cert.postulacion_sello_id, createdBy: userId,
      subject: 'Revocación del Sello Chile Inclusivo',
      text: `Estimado/a ${contact.nombre}:\n\nLe informamos que el ${day} se revocó el Sello Chile Inclusivo otorgado a ${inst.titulo} (RUT ${cert.rut}, año de certificación ${inst.anno_certificacion}), por el siguiente motivo:\n\n${motivo}\n\nDesde esa fecha el registro de instituciones reconocidas y la verificación del certificado ${formatCode(cert.codigo)} (${config.portalUrl}/verificar/${formatCode(cert.codigo)}) indican que el sello está revocado.\n\nAtentamente,\nPrograma Sello Chile Inclusivo`,
    });
  }
  return { at: row.created_at, to: contact?.email ?? null };
}
