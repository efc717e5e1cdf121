import type { Correo, EstadoCorreo } from '@sello/shared-api';

export const MAIL_STATE_LABEL: Record<EstadoCorreo, string> = {
  borrador: 'Borrador',
  pendiente: 'Pendiente de envío',
  enviado: 'Enviado',
  almacenado: 'Guardado sin envío (no hay servidor de correo configurado)',
  fallido: 'Falló el envío',
};

/**
 * When a message reached its reader: sent through SMTP, or stored without a mail server, when a
 * letter becomes readable in the applicant's area (the API dates it so there, and a reposición's
 * days count from it). Null until then.
 */
export function deliveredAt(mail: Pick<Correo, 'estado' | 'enviado_at' | 'updated_at'>): string | null {
  return mail.enviado_at ?? (mail.estado === 'almacenado' ? mail.updated_at : null);
}
