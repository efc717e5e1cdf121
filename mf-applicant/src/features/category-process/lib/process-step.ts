import type { PostulacionDetalle } from '@sello/shared-api';

export const PROCESS_BASE = '/postulante/categoria-seleccionada';

export const PROCESS_STEPS = [
  { number: 1, title: 'Bitácora y declaración', path: PROCESS_BASE },
  { number: 2, title: 'Admisibilidad', path: `${PROCESS_BASE}/admisibilidad` },
  { number: 3, title: 'Postulación', path: `${PROCESS_BASE}/postulacion` },
] as const;

/** How far the category process has got: logbook and declaration make step 2, admissibility evidence step 3. */
export function reachedStep(detail: Pick<PostulacionDetalle, 'obtencion_sello_p1' | 'obtencion_sello_p2'>): 1 | 2 | 3 {
  const p1 = detail.obtencion_sello_p1;
  if (!p1?.bitacora || !p1.declaracion_autoridad) return 1;
  return detail.obtencion_sello_p2.length > 0 ? 3 : 2;
}
