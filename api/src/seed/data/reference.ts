/** Small reference lists shown in the applicant wizard, the history table and the reviewer screens. */

export const institutionTypes: string[] = [
  'Servicio público',
  'Municipalidad',
  'Gobierno regional',
  'Empresa pública',
  'Empresa privada',
  'Fundación',
  'Corporación',
  'Universidad',
  'Institución de educación superior técnico profesional',
  'Organización no gubernamental',
  'Otro',
];

/**
 * resultado_postulacion names. The first one is the state of an application still in progress:
 * the wizard's progress record points at it (the spec's resultado_postulacion_id 1).
 */
export const results: string[] = [
  'En proceso',
  'Enviada',
  'En revisión',
  'Admisible',
  'Inadmisible',
  'Aprobada',
  'Rechazada',
];

/**
 * estado_requisito names. The first, 'Estado de Prueba', is the old site's row 1, kept so its ids stay
 * the same; the portal never shows it: the state an applicant sees is derived (services/applications.ts).
 */
export const requirementStates: string[] = [
  'Estado de Prueba',
  'Pendiente',
  'Cargado',
  'En revisión',
  'Cumple',
  'No cumple',
];
