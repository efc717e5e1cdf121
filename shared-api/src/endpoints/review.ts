// The administrators' calls of the review workflow (docs/review-workflow.md).
// Through the package name: the one configured client (this file is bundled into each remote).
import { getApiBaseUrl, request, requestBlob, toFormData } from '@sello/shared-api';
import type {
  AdminApplicationFilterInput, AdmissibilityInput, AssignmentInput, ConsolidationInput, FinalDecisionInput, LetterUpdateInput,
  OutboxFilterInput, PublishFieldsInput, ReposicionResolutionInput, SendMailsInput, ThresholdInput,
} from '../schemas/review';
import type { MessageResponse } from '../types';
import type {
  AdminPostulacionDetalle, AdminPostulacionesPagina, AdminRequisitoDetalle, Consolidacion, Correo, EnvioCorreos,
  PaginaRevision, PendientePublicacion, RevisorOpcion, Umbral,
} from '../types-review';
import { applicationFilterParams } from './reviewer';

// ---- Applications ------------------------------------------------------------------------------
/** Filtered, paginated list (20 a page) with the assigned reviewers and the filter options. */
export const getPostulacionesAdmin = (f: AdminApplicationFilterInput = {}): Promise<AdminPostulacionesPagina> =>
  request('api/admin/postulaciones', { searchParams: applicationFilterParams(f) });

/** Path of the CSV export of the filtered list (all pages): `;`-separated UTF-8 with BOM for Excel es-CL. */
export function postulacionesCsvPath(f: AdminApplicationFilterInput = {}): string {
  const { page: _page, ...rest } = f;
  const query = new URLSearchParams(Object.entries(applicationFilterParams(rest)).map(([k, value]) => [k, String(value)])).toString();
  return `api/admin/postulaciones/exportar.csv${query ? `?${query}` : ''}`;
}
/** Absolute URL of the same export (needs the bearer token: download it with `descargarPostulacionesCsv`). */
export const postulacionesCsvUrl = (f: AdminApplicationFilterInput = {}): string => `${getApiBaseUrl()}/${postulacionesCsvPath(f)}`;
export const descargarPostulacionesCsv = (f: AdminApplicationFilterInput = {}): Promise<Blob> => requestBlob(postulacionesCsvPath(f));

export const getPostulacionAdmin = (id: number): Promise<AdminPostulacionDetalle> => request(`api/admin/postulaciones/${id}`);
export const getRequisitoAdmin = (id: number, requisitoId: number): Promise<AdminRequisitoDetalle> =>
  request(`api/admin/postulaciones/${id}/requisitos/${requisitoId}`);

// ---- Assignments -----------------------------------------------------------------------------
/** Active reviewers with their open assignments, for the assign dialog. */
export const getRevisores = (): Promise<RevisorOpcion[]> => request('api/admin/revisores');
/** Assigns every chosen reviewer to every chosen application (state Enviada or Admisible) with a due date. */
export const asignarRevisores = (body: AssignmentInput): Promise<MessageResponse & { asignaciones: number }> =>
  request('api/admin/postulaciones/asignaciones', { method: 'post', json: body });
/** Removes one reviewer from one application (reassigning = remove + assign). */
export const quitarRevisor = (id: number, revisorId: number): Promise<AdminPostulacionDetalle> =>
  request(`api/admin/postulaciones/${id}/asignaciones/${revisorId}`, { method: 'delete' });

// ---- Decisions (every one is a transition of the server's state machine) ---------------------------
/** Stage 1: per document 'cumple' or an observation; Admisible, Inadmisible (motivo) or Observada (plazo). */
export const revisarAdmisibilidad = (id: number, body: AdmissibilityInput): Promise<AdminPostulacionDetalle> =>
  request(`api/admin/postulaciones/${id}/admisibilidad`, { method: 'post', json: body });
/** Records the consolidated score of one or more requirements (state Admisible). */
export const consolidarPuntajes = (id: number, body: ConsolidationInput): Promise<Consolidacion> =>
  request(`api/admin/postulaciones/${id}/consolidacion`, { method: 'put', json: body });
/** Aprobada / Rechazada (motivo) after every requirement is consolidated; the letter waits as a draft. */
export const decidirPostulacion = (id: number, body: FinalDecisionInput): Promise<AdminPostulacionDetalle> =>
  request(`api/admin/postulaciones/${id}/decision`, { method: 'post', json: body });
/** Resolves a pending reposición (an admin other than the one who decided). */
export const resolverReposicion = (id: number, body: ReposicionResolutionInput): Promise<AdminPostulacionDetalle> =>
  request(`api/admin/postulaciones/${id}/reposicion/resolver`, { method: 'post', json: body });

// ---- Publication -------------------------------------------------------------------------------
export const getPendientesPublicacion = (): Promise<PendientePublicacion[]> => request('api/admin/publicaciones/pendientes');
/** Aprobada -> Publicada: creates the recognised institution (logo + alternative text, year, category). */
export const publicarPostulacion = (id: number, fields: PublishFieldsInput & { logo: Blob }): Promise<MessageResponse & { institucion_reconocida_id: number }> =>
  request(`api/admin/postulaciones/${id}/publicar`, {
    method: 'post',
    body: toFormData({ ...fields, anno_certificacion: String(fields.anno_certificacion), categoria_id: String(fields.categoria_id) }),
  });

// ---- Thresholds ---------------------------------------------------------------------------------
export const getUmbrales = (): Promise<Umbral[]> => request('api/admin/categorias/umbrales');
export const updateUmbral = (categoriaId: number, body: ThresholdInput): Promise<Umbral> =>
  request(`api/admin/categorias/${categoriaId}/umbral`, { method: 'put', json: body });

// ---- Outbox (every e-mail of the portal; decision letters wait here as drafts) ---------------------
export const getCorreos = (f: OutboxFilterInput = {}): Promise<PaginaRevision<Correo>> =>
  request('api/admin/correos', { searchParams: applicationFilterParams(f) });
export const getCorreo = (id: number): Promise<Correo> => request(`api/admin/correos/${id}`);
/** Edits a draft letter (only state borrador). */
export const updateCarta = (id: number, body: LetterUpdateInput): Promise<Correo> =>
  request(`api/admin/correos/${id}`, { method: 'put', json: body });
/** Sends one or many drafts (or retries failed ones). */
export const enviarCorreos = (body: SendMailsInput): Promise<EnvioCorreos> =>
  request('api/admin/correos/enviar', { method: 'post', json: body });
