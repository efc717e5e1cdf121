// Through the package name: the one configured client (this file is bundled into each remote).
import { request, requestBlob, toFormData } from '@sello/shared-api';
import type { CategoryChoiceInput, EncargadoInput, HistoryStoreInput, InstitutionInput, RepLegalInput } from '../schemas/wizard';
import type {
  CreatedId, HistorialPostulacion, ListaTareas, ObtencionSelloP1, ObtencionSelloP2, ObtencionSelloP3, PostulacionDetalle,
  PostulacionResumen, PostulacionSello, RequisitoConEstado, RequisitoPostulacion, MessageResponse,
} from '../types';

export const storeInstitucion = (body: InstitutionInput): Promise<PostulacionSello & CreatedId> =>
  request('api/institucion/postulacion_sellos/store', { method: 'post', json: body });
export const storeRepLegal = (body: RepLegalInput): Promise<CreatedId> =>
  request('api/institucion/postulacion_sellos/rep_legal/store', { method: 'post', json: body });
export const storeEncargado = (body: EncargadoInput): Promise<CreatedId> =>
  request('api/institucion/postulacion_sellos/encargado/store', { method: 'post', json: body });
export const updateCategoria = (id: number, body: CategoryChoiceInput): Promise<PostulacionSello & CreatedId> =>
  request(`institucion/postulacion_sellos/update/${id}`, { method: 'put', json: body });

export const getHistorialPostulaciones = (): Promise<HistorialPostulacion[]> => request('api/historial-postulaciones');
export const storeHistorialPostulacion = (body: HistoryStoreInput): Promise<HistorialPostulacion> =>
  request('api/historial-postulaciones/store', { method: 'post', json: body });

export const storeObtencionP1 = (files: { bitacora: Blob; declaracion_autoridad: Blob; postulacion_sello_id?: number }): Promise<ObtencionSelloP1> =>
  request('api/obtencion_sello_p1/store', { method: 'post', body: toFormData(files) });
export const storeObtencionP2 = (fields: { obtencion_sello_p1_id: number; archivo_verificacion: Blob; medio_verificacion_id?: number }): Promise<ObtencionSelloP2> =>
  request('api/obtencion_sello_p2/store', { method: 'post', body: toFormData(fields) });
export const storeObtencionP3 = (fields: { obtencion_sello_p1_id: number; archivo: Blob; descripcion?: string }): Promise<ObtencionSelloP3> =>
  request('api/obtencion_sello_p3/store', { method: 'post', body: toFormData(fields) });
export const storeRequisito = (fields: { requisito_id: number; obtencion_sello_p1_id: number; medio_verificacion?: string; requisito: Blob }): Promise<RequisitoPostulacion> =>
  request('api/requisitos/store', { method: 'post', body: toFormData(fields) });

export const getMisPostulaciones = (): Promise<PostulacionResumen[]> => request('api/postulante/postulaciones');
export const getMiPostulacion = (id: number): Promise<PostulacionDetalle> => request(`api/postulante/postulaciones/${id}`);
export const getMisRequisitos = (id: number): Promise<RequisitoConEstado[]> => request(`api/postulante/postulaciones/${id}/requisitos`);
/** Sends it: the answer is the detail with `envio` (reference, date and time, what happens next). */
export const enviarPostulacion = (id: number): Promise<PostulacionDetalle & MessageResponse> =>
  request(`api/postulante/postulaciones/${id}/enviar`, { method: 'post' });
/** The task list: of `postulacionId`, else of the application in progress (or every part 'Sin iniciar'). */
export const getTareas = (postulacionId?: number): Promise<ListaTareas> =>
  request('api/postulante/tareas', { searchParams: postulacionId ? { postulacion: postulacionId } : {} });
/** The receipt PDF of a sent application (with the bearer token). */
export const downloadComprobante = (id: number): Promise<Blob> => requestBlob(`api/postulante/postulaciones/${id}/comprobante`);

export const deleteArchivo = (id: string): Promise<MessageResponse> => request(`api/archivos/${id}`, { method: 'delete' });
/** Downloads a private file with the bearer token (a plain link cannot send it). */
export const downloadArchivo = (id: string): Promise<Blob> => requestBlob(`api/archivos/${id}/descargar`);
