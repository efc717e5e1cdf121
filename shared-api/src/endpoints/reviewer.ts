// Through the package name: the one configured client (this file is bundled into each remote).
import { request } from '@sello/shared-api';
import type { DecisionInput, EvaluationInput } from '../schemas/admin';
import type { PostulacionDetalle, PostulacionResumen, RequisitoPostulacion } from '../types';

export interface ApplicationFilters { institucion?: string; categoria_id?: number; anno?: number; estado?: string }

function filters(input: ApplicationFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

export const getRevisorPostulaciones = (f: ApplicationFilters = {}): Promise<PostulacionResumen[]> =>
  request('api/revisor/postulaciones', { searchParams: filters(f) });
export const getRevisorPostulacion = (id: number): Promise<PostulacionDetalle> => request(`api/revisor/postulaciones/${id}`);
export const evaluarRequisito = (postulacionId: number, requisitoId: number, body: EvaluationInput): Promise<RequisitoPostulacion> =>
  request(`api/revisor/postulaciones/${postulacionId}/requisitos/${requisitoId}`, { method: 'put', json: body });
export const decidirPostulacion = (postulacionId: number, body: DecisionInput): Promise<PostulacionResumen> =>
  request(`api/revisor/postulaciones/${postulacionId}/decision`, { method: 'post', json: body });
export { filters as applicationFilterParams };
