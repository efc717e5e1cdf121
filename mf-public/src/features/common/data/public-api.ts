import { request, type Descargable, type HomeContent, type InstitucionReconocida, type Noticia, type Paginated } from '@sello/shared-api';

/**
 * mf-public's API calls, on the server (page-data.ts's table) and in the browser, each with an
 * optional cancel signal: on the server the portal aborts it when the page's data budget ends
 * (scripts/lib/ssr/render.mjs), so these calls stop then instead of at the client's 30 s timeout.
 * shared-api's endpoint functions (endpoints/public.ts) take no signal, and adding one there would
 * need a shell release (shared-api is a singleton the shell provides), so these are the same
 * requests through its one client (`request`, which has always taken ky's options). Keep paths and
 * parameters in step with endpoints/public.ts.
 */
export const fetchHome = (signal?: AbortSignal) => request<HomeContent>('home', { signal });

export const fetchNoticias = (page: number, signal?: AbortSignal) =>
  request<Paginated<Noticia>>('noticias', { searchParams: { page }, signal });

export const fetchNoticiaByUrl = (url: string, signal?: AbortSignal) =>
  request<Noticia>(`noticias/url/${encodeURIComponent(url)}`, { signal });

export const fetchDescargables = (signal?: AbortSignal) => request<Descargable[]>('descargables', { signal });

export const fetchInstitucionesReconocidas = (signal?: AbortSignal) =>
  request<InstitucionReconocida[]>('instituciones-reconocidas', { signal });

export const fetchInstituciones = (year: number, signal?: AbortSignal) =>
  request<InstitucionReconocida[]>('instituciones', { searchParams: { anno_certificacion: year }, signal });
