import type { EstadoCorreo } from '@sello/shared-api';

export const MAIL_STATE_LABEL: Record<EstadoCorreo, string> = {
  borrador: 'Borrador',
  pendiente: 'Pendiente de envío',
  enviado: 'Enviado',
  almacenado: 'Guardado sin envío (no hay servidor de correo configurado)',
  fallido: 'Falló el envío',
};

