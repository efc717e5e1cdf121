import type { AdminPostulacionDetalle } from '@sello/shared-api';

// Page titles that a form inside the page also sets (with 'Error: ' while it shows errors).
export const APPLICATIONS_TITLE = 'Postulaciones';

export const applicationTitle = (detail: AdminPostulacionDetalle | null): string =>
  (detail ? `Postulación de ${detail.institucion.titulo}` : 'Postulación');
