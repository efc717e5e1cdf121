// The admins' calls for applications (issue 60): list, one, create, edit (with the `updated_at` its
// form showed), the bases PDF, delete (only a call without applications).
import { request, toFormData } from '@sello/shared-api';
import type { ConvocatoriaInput, ConvocatoriaUpdateInput } from '../schemas/calls';
import type { ConvocatoriaAdmin, MessageResponse } from '../types';

export const getAdminConvocatorias = (): Promise<ConvocatoriaAdmin[]> => request('api/admin/convocatorias');
export const getAdminConvocatoria = (id: number): Promise<ConvocatoriaAdmin> => request(`api/admin/convocatorias/${id}`);
export const createConvocatoria = (body: ConvocatoriaInput): Promise<ConvocatoriaAdmin & MessageResponse> =>
  request('api/admin/convocatorias', { method: 'post', json: body });
export const updateConvocatoria = (id: number, body: ConvocatoriaUpdateInput & { updated_at?: string }): Promise<ConvocatoriaAdmin & MessageResponse> =>
  request(`api/admin/convocatorias/${id}`, { method: 'patch', json: body });
export const uploadBasesConvocatoria = (id: number, bases: Blob): Promise<ConvocatoriaAdmin & MessageResponse> =>
  request(`api/admin/convocatorias/${id}/bases`, { method: 'put', body: toFormData({ bases }) });
export const deleteConvocatoria = (id: number): Promise<MessageResponse> => request(`api/admin/convocatorias/${id}`, { method: 'delete' });
