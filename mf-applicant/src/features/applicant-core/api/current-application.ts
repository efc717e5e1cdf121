import { type PostulacionDetalle, type PostulacionResumen } from '@sello/shared-api';
import { getMiPostulacion, getMisPostulaciones } from '@sello/shared-api/applicant';

/** Newest first: ids grow with time, and created_at may tie within one seed run. */
function newest(list: readonly PostulacionResumen[]): PostulacionResumen[] {
  return [...list].sort((a, b) => b.id - a.id);
}

/** The registration still in progress (the wizard's application), if any. */
export function pickDraft(list: readonly PostulacionResumen[]): PostulacionResumen | null {
  return newest(list).find((item) => item.estado === 'Borrador') ?? null;
}

/** The application the category process works on: the newest one whose registration is complete. */
export function pickCurrent(list: readonly PostulacionResumen[]): PostulacionResumen | null {
  return newest(list).find((item) => item.estado !== 'Borrador') ?? null;
}

/** Loads the applicant's current application with all its parts, or null when none is registered. */
export async function loadCurrentApplication(): Promise<PostulacionDetalle | null> {
  const current = pickCurrent(await getMisPostulaciones());
  return current ? getMiPostulacion(current.id) : null;
}

/**
 * The query parameter that names the application the category process works on
 * (`/postulante/categoria-seleccionada?postulacion=41`): it survives a reload and can be shared,
 * and the spec's paths stay as they are.
 */
export const APPLICATION_PARAM = 'postulacion';

/** `path` for application `id`: every link inside the process carries the application it works on. */
export function withApplication(path: string, id: number): string {
  return `${path}?${APPLICATION_PARAM}=${id}`;
}

/** The id in the address, or null when it names none. */
export function applicationIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get(APPLICATION_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The application the process works on when the address names none: the newest one still open to
 * files (Registrada), else the newest registered one (its pages then say it can no longer be changed).
 */
export function pickForProcess(list: readonly PostulacionResumen[]): PostulacionResumen | null {
  return newest(list).find((item) => item.estado === 'Registrada') ?? pickCurrent(list);
}

/**
 * The application a process page works on: the one named by `id` (the API answers 404 for an id
 * that is not the applicant's), else pickForProcess's.
 */
export async function loadProcessApplication(id: number | null): Promise<PostulacionDetalle | null> {
  if (id) return getMiPostulacion(id);
  const chosen = pickForProcess(await getMisPostulaciones());
  return chosen ? getMiPostulacion(chosen.id) : null;
}

/** Only these states accept changes to data and files (the API answers 409 otherwise). */
export function isEditable(detail: Pick<PostulacionDetalle, 'estado'>): boolean {
  return detail.estado === 'Borrador' || detail.estado === 'Registrada';
}

export function sealName(detail: Pick<PostulacionResumen, 'categoria' | 'year'>): string {
  const parts = ['Sello Chile Inclusivo', detail.categoria, detail.year ? String(detail.year) : null].filter(Boolean);
  return parts.join(' · ');
}
