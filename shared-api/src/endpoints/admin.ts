// Through the package name: the one configured client (this file is bundled into each remote).
import { request, toFormData } from '@sello/shared-api';
import type { UserCreateInput, UserUpdateInput } from '../schemas/admin';
import type {
  AdminHistorialRow, AuditEntry, Descargable, HomeContent, InstitucionReconocida, MessageResponse, Noticia,
  ObtencionSelloP1, Paginated, PostulacionDetalle, UsuarioStaff,
} from '../types';
import { applicationFilterParams, type ApplicationFilters } from './reviewer';

type Fields = Record<string, string | number | boolean | Blob | null | undefined>;

export const getAdminPostulaciones = (f: ApplicationFilters = {}): Promise<AdminHistorialRow[]> =>
  request('api/admin/historial-postulaciones', { searchParams: applicationFilterParams(f) });
export const getAdminPostulacion = (id: number): Promise<PostulacionDetalle> => request(`api/admin/historial-postulaciones/${id}`);
export const getAdminObtencionSello = (id: number): Promise<ObtencionSelloP1> => request(`api/admin/historial-obtencion-sellos/${id}`);

export const getAdminDescargables = (): Promise<Descargable[]> => request('api/admin/descargables');
export const getAdminDescargable = (id: number): Promise<Descargable> => request(`api/admin/descargables/${id}`);
export const createDescargable = (fields: { nombre: string; ubicacion: string; documento: Blob }): Promise<Descargable> =>
  request('api/admin/descargables/store', { method: 'post', body: toFormData(fields) });
export const updateDescargable = (id: number, fields: { nombre?: string; ubicacion?: string; documento?: Blob }): Promise<Descargable> =>
  request(`api/admin/descargables/${id}`, { method: 'patch', body: toFormData(fields) });
export const deleteDescargable = (id: number): Promise<MessageResponse> => request(`api/admin/descargables/${id}`, { method: 'delete' });

export const getAdminNoticias = (page = 1): Promise<Paginated<Noticia>> => request('api/admin/noticias', { searchParams: { page } });
export const getAdminNoticia = (id: number): Promise<Noticia> => request(`api/admin/noticias/${id}`);
export const getAdminNoticiaByUrl = (url: string): Promise<Noticia> => request(`api/admin/noticias/url/${encodeURIComponent(url)}`);
export const createNoticia = (fields: { titulo: string; cuerpo: string; url?: string; activo?: boolean; imagen?: Blob; imagen_mobile?: Blob }): Promise<Noticia> =>
  request('api/admin/noticias/store', { method: 'post', body: toFormData(fields as Fields) });
export const updateNoticia = (id: number, fields: { titulo?: string; cuerpo?: string; url?: string; activo?: boolean; imagen?: Blob; imagen_mobile?: Blob }): Promise<Noticia> =>
  request(`api/admin/noticias/${id}`, { method: 'patch', body: toFormData(fields as Fields) });
export const deleteNoticia = (id: number): Promise<MessageResponse> => request(`api/admin/noticias/${id}`, { method: 'delete' });

export const getAdminInstituciones = (f: { institucion?: string; categoria_id?: number } = {}): Promise<InstitucionReconocida[]> =>
  request('api/admin/instituciones', { searchParams: applicationFilterParams(f) });
export const getAdminInstitucion = (id: number): Promise<InstitucionReconocida> => request(`api/admin/instituciones/${id}/editar`);
export const createInstitucion = (fields: { titulo: string; tipo_reconocimiento: string; anno_certificacion: number; categoria_id?: number; texto?: string; logo: Blob }): Promise<InstitucionReconocida> =>
  request('api/admin/instituciones/store', { method: 'post', body: toFormData(fields) });
export const updateInstitucion = (id: number, fields: { titulo?: string; tipo_reconocimiento?: string; anno_certificacion?: number; categoria_id?: number; texto?: string; logo?: Blob }): Promise<InstitucionReconocida> =>
  request(`api/admin/instituciones/${id}`, { method: 'patch', body: toFormData(fields) });
export const deleteInstitucion = (id: number): Promise<MessageResponse> => request(`api/admin/instituciones/${id}`, { method: 'delete' });

export const updateHome = (fields: { texto_bajada?: string; landing_image?: Blob }): Promise<HomeContent> =>
  request('api/admin/home', { method: 'put', body: toFormData(fields) });

export const getUsuarios = (): Promise<UsuarioStaff[]> => request('api/admin/usuarios');
export const getUsuario = (id: number): Promise<UsuarioStaff> => request(`api/admin/usuarios/${id}`);
export const createUsuario = (body: UserCreateInput): Promise<UsuarioStaff> => request('api/admin/usuarios/store', { method: 'post', json: body });
export const updateUsuario = (id: number, body: UserUpdateInput): Promise<UsuarioStaff> => request(`api/admin/usuarios/${id}`, { method: 'patch', json: body });
export const deleteUsuario = (id: number): Promise<MessageResponse> => request(`api/admin/usuarios/${id}`, { method: 'delete' });

export const getAuditoria = (): Promise<AuditEntry[]> => request('api/admin/auditoria');
