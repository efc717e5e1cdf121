import { request } from '../client';
import type { ConvocatoriaVigente, Descargable, HomeContent, InstitucionReconocida, Noticia, Paginated } from '../types';

/** Accepts a page number or one of the page URLs of a previous answer (`links[].url`, `next_page_url`). */
export function getNoticias(page?: number | string | null): Promise<Paginated<Noticia>> {
  let pageNumber: number | undefined;
  if (typeof page === 'number') pageNumber = page;
  else if (typeof page === 'string' && page !== '') {
    const match = /[?&]page=(\d+)/.exec(page);
    pageNumber = match ? Number(match[1]) : Number(page) || undefined;
  }
  return request<Paginated<Noticia>>('noticias', { searchParams: pageNumber ? { page: pageNumber } : {} });
}

export function getNoticia(id: number): Promise<Noticia> {
  return request<Noticia>(`noticias/${id}`);
}

export function getNoticiaByUrl(url: string): Promise<Noticia> {
  return request<Noticia>(`noticias/url/${encodeURIComponent(url)}`);
}

export function getInstitucionesReconocidas(): Promise<InstitucionReconocida[]> {
  return request<InstitucionReconocida[]>('instituciones-reconocidas');
}

export function getInstituciones(year: number): Promise<InstitucionReconocida[]> {
  return request<InstitucionReconocida[]>('instituciones', { searchParams: { anno_certificacion: year } });
}

export function getDescargables(): Promise<Descargable[]> {
  return request<Descargable[]>('descargables');
}

export function getHome(): Promise<HomeContent> {
  return request<HomeContent>('home');
}

/** The open call (dates, bases, categories), else the next announced one, else none (issue 60). */
export function getConvocatoria(): Promise<ConvocatoriaVigente> {
  return request<ConvocatoriaVigente>('api/convocatoria');
}
