// Through the package name: the one configured client (this file is bundled into each remote).
import { request } from '@sello/shared-api';
import type { DeclarationInput, ReviewerQueueFilterInput, ReviewerScoreInput } from '../schemas/review';
import type { MessageResponse } from '../types';
import type { EvaluacionRequisito, PuntajesOtros, RevisorCola, RevisorPostulacion, RevisorPostulacionDetalle, RevisorRequisito } from '../types-review';

export interface ApplicationFilters { institucion?: string; categoria_id?: number; anno?: number; estado?: string }

/** Query parameters without the empty ones (an empty select sends ''). */
function filters(input: object): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value as string | number | boolean;
  }
  return out;
}

/** My queue: only the applications assigned to me (not recused), with counts, filter options and pages. */
export const getRevisorPostulaciones = (f: ReviewerQueueFilterInput = {}): Promise<RevisorCola> =>
  request('api/revisor/postulaciones', { searchParams: filters(f) });

/**
 * One assigned application. Until I declare (conflict of interest) the answer is
 * `{ declaracion_pendiente: true, … }` with only the institution (name and RUT), the category and the
 * evaluation's due date; then the full detail.
 * 404 when it is not assigned to me or I recused myself.
 */
export const getRevisorPostulacion = (id: number): Promise<RevisorPostulacion> => request(`api/revisor/postulaciones/${id}`);

/** 'No tengo conflicto de interés' or recusal with a reason (a recusal ends my access: answer is a message). */
export const declararConflicto = (id: number, body: DeclarationInput): Promise<RevisorPostulacionDetalle | MessageResponse> =>
  request(`api/revisor/postulaciones/${id}/declaracion`, { method: 'post', json: body });

/** The requirement screen of the reviewer: the requirement, the applicant's file and my evaluation. */
export const getRevisorRequisito = (id: number, requisitoId: number): Promise<RevisorRequisito> =>
  request(`api/revisor/postulaciones/${id}/requisitos/${requisitoId}`);

/** Saves my evaluation of one requirement (autosave; state Admisible, before sending). */
export const evaluarRequisito = (id: number, requisitoId: number, body: ReviewerScoreInput): Promise<EvaluacionRequisito> =>
  request(`api/revisor/postulaciones/${id}/requisitos/${requisitoId}`, { method: 'put', json: body });

/** 'Enviar evaluación': every requirement must be scored; afterwards my evaluation is read-only. */
export const enviarEvaluacion = (id: number): Promise<RevisorPostulacionDetalle> =>
  request(`api/revisor/postulaciones/${id}/enviar-evaluacion`, { method: 'post' });

/** Every reviewer's scores: 409 'Podrás ver…' until I have sent mine. */
export const getPuntajesRevisores = (id: number): Promise<PuntajesOtros> => request(`api/revisor/postulaciones/${id}/puntajes`);

export { filters as applicationFilterParams };
