// Review answers shaped like GET /api/postulante/postulaciones/{id}/revision (not a test file).
import type { PostulanteRevision } from '@sello/shared-api';
import { archivo } from '../../category-process/__tests__/fixtures';

export function revision(overrides: Partial<PostulanteRevision> = {}): PostulanteRevision {
  return {
    id: 41,
    estado: 'Enviada',
    explicacion: 'Recibimos tu postulación y el equipo del Sello revisa su admisibilidad.',
    motivo: null,
    cartas: [],
    observaciones: [],
    plazo_respuesta: null,
    puede_reenviar: false,
    reposicion: { disponible: false, plazo_hasta: null, dias_habiles: 5, solicitud: null },
    historial: [
      { id: 'h1', tipo: 'estado', fecha: '2024-06-02T15:00:00Z', quien: null, desde: 'Registrada', hasta: 'Enviada', motivo: null, descripcion: 'Postulación enviada' },
    ],
    ...overrides,
  };
}

export const observacion = (id: number, documento: string, reemplazado = false) => ({
  id,
  clave: id === 1 ? 'bitacora' : `admisibilidad-${id}`,
  documento,
  texto: `Falta la firma en ${documento}.`,
  plazo_respuesta: '2099-12-31',
  respondida_at: reemplazado ? '2024-06-05T12:00:00Z' : null,
  created_at: '2024-06-03T12:00:00Z',
  archivo: archivo(`o${id}`, reemplazado ? `nuevo-${id}.pdf` : `observado-${id}.pdf`),
  reemplazado,
});

export const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
