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

/** Only these states accept changes to data and files (the API answers 409 otherwise). */
export function isEditable(detail: Pick<PostulacionDetalle, 'estado'>): boolean {
  return detail.estado === 'Borrador' || detail.estado === 'Registrada';
}

export function sealName(detail: Pick<PostulacionResumen, 'categoria' | 'year'>): string {
  const parts = ['Sello Chile Inclusivo', detail.categoria, detail.year ? String(detail.year) : null].filter(Boolean);
  return parts.join(' · ');
}
