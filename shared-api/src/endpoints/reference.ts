// Through the package name: the one configured client (this file is bundled into each remote).
import { request } from '@sello/shared-api';
import type { Categoria, Comuna, MedioVerificacion, RefItem, Requisito } from '../types';

export const getRegiones = (): Promise<RefItem[]> => request('api/regiones');
export const getComunas = (regionId: number): Promise<Comuna[]> => request(`api/comunas/region/${regionId}`);
export const getTipoInstituciones = (): Promise<RefItem[]> => request('api/tipo-instituciones');
export const getCategorias = (): Promise<Categoria[]> => request('api/categoria-postulaciones');
/** The spec's shape: an array whose first item is the category. */
export const getCategoria = (id: number): Promise<Categoria[]> => request(`categoria-postulaciones/${id}`);
export const getResultados = (): Promise<RefItem[]> => request('api/resultado-postulaciones');
export const getEstadosRequisito = (): Promise<RefItem[]> => request('api/estado-requisitos');
export const getMediosVerificacion = (categoriaId?: number): Promise<MedioVerificacion[]> =>
  request('api/medios-verificacion', { searchParams: categoriaId ? { categoria_id: categoriaId } : {} });
export const getRequisitos = (categoriaId?: number): Promise<Requisito[]> =>
  request('api/requisitos', { searchParams: categoriaId ? { categoria_id: categoriaId } : {} });
export const getRequisito = (id: number): Promise<Requisito> => request(`api/requisitos/${id}`);
