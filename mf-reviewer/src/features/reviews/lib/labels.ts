import type { EstadoEvaluacion } from '@sello/shared-api';

export const EVALUATION_LABEL: Record<EstadoEvaluacion, string> = {
  pendiente: 'Pendiente',
  en_curso: 'En curso',
  enviada: 'Enviada',
};
