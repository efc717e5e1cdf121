/**
 * The audit log stores codes (api/src/lib/audit.ts and its callers): an administrator reads them in
 * Spanish. A code not listed here (added to the API later) is shown with spaces for its underscores.
 */
const ACTIONS: Record<string, string> = {
  crear: 'Crear',
  actualizar: 'Actualizar',
  eliminar: 'Eliminar',
  evaluar: 'Evaluar',
  decidir: 'Decidir',
  invitar: 'Invitar',
  activar: 'Activar cuenta',
  desactivar: 'Desactivar',
  restablecer: 'Restablecer clave',
  restaurar: 'Restaurar versión',
  iniciar_sesion: 'Iniciar sesión',
  segundo_factor: 'Verificación en dos pasos',
};

const ENTITIES: Record<string, string> = {
  admisibilidad: 'Admisibilidad',
  asignacion: 'Asignación',
  consolidacion: 'Consolidación de puntajes',
  correo: 'Correo',
  declaracion_conflicto: 'Declaración de conflicto de interés',
  descargable: 'Descargable',
  evaluacion: 'Evaluación',
  home: 'Página de inicio',
  institucion_reconocida: 'Institución reconocida',
  noticia: 'Noticia',
  postulacion_sello: 'Postulación',
  umbral_categoria: 'Umbral de aprobación',
  usuario: 'Usuario',
};

const readable = (code: string) => code.replace(/_/g, ' ');

export const actionLabel = (code: string): string => ACTIONS[code] ?? readable(code);
export const entityLabel = (code: string): string => ENTITIES[code] ?? readable(code);

/** 'campo: valor; …' without empty values, its keys with spaces: readable, and it wraps at 1.4× text. */
export function describeDetail(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${readable(key)}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}
