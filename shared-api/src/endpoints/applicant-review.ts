// The applicant's side of the review workflow: status, letters, observations, reposición.
// Through the package name: the one configured client (this file is bundled into each remote).
import { request, toFormData } from '@sello/shared-api';
import type { PostulacionResumen } from '../types';
import type { MessageResponse } from '../types';
import type { PostulanteRevision } from '../types-review';

/** Status with its explanation, sent letters, open observations, the reposición window and my history. */
export const getMiRevision = (id: number): Promise<PostulanteRevision> => request(`api/postulante/postulaciones/${id}/revision`);

/** Replaces exactly one observed file (PDF) while Observada; the earlier version is kept for the staff. */
export const reemplazarArchivoObservado = (id: number, observacionId: number, archivo: Blob): Promise<PostulanteRevision> =>
  request(`api/postulante/postulaciones/${id}/observaciones/${observacionId}/archivo`, { method: 'post', body: toFormData({ archivo }) });

/** Observada -> Enviada once every observed file has been replaced. */
export const reenviarPostulacion = (id: number): Promise<PostulacionResumen> =>
  request(`api/postulante/postulaciones/${id}/reenviar`, { method: 'post' });

/** Recurso de reposición after Inadmisible / Rechazada, inside the window: reason and an optional PDF. */
export const solicitarReposicion = (id: number, fields: { motivo: string; archivo?: Blob }): Promise<MessageResponse & { revision: PostulanteRevision }> =>
  request(`api/postulante/postulaciones/${id}/reposicion`, { method: 'post', body: toFormData(fields) });
