import type { RevisorCola, RevisorFila, RevisorPorDeclarar, RevisorPostulacionDetalle, RevisorRequisito } from '@sello/shared-api';

export function fila(id: number, over: Partial<RevisorFila> = {}): RevisorFila {
  return {
    id, nombre_institucion: `Institución ${id}`, categoria_id: 1, categoria: 'Gestión institucional inclusiva', fecha_postulacion: '2026-11-02T12:00:00Z',
    estado: 'Admisible', fecha_limite: '2026-11-30', vencida: false, evaluacion: 'pendiente', declaracion: null, modificacion_revisor: null, ...over,
  };
}

export function cola(rows: RevisorFila[], over: Partial<RevisorCola> = {}): RevisorCola {
  return {
    data: rows,
    pagination: { page: 1, per_page: 20, total: rows.length, last_page: 1, from: rows.length ? 1 : null, to: rows.length || null },
    conteos: { pendientes: 2, en_curso: 1, enviadas: 4, vencidas: 1 },
    opciones: { categorias: [{ id: 1, nombre: 'Gestión institucional inclusiva' }, { id: 2, nombre: 'Espacios públicos inclusivos' }], annos: [2026, 2025] },
    ...over,
  };
}

export const porDeclarar: RevisorPorDeclarar = {
  declaracion_pendiente: true, id: 41, nombre_institucion: 'Fundación Ñandú', rut_institucion: '76.543.210-3', categoria: 'Gestión institucional inclusiva', fecha_limite: '2026-11-30',
};

export function requisito(id: number, ptje: number, puntaje?: number): RevisorRequisito {
  return {
    id, categoria_id: 1, nombre: `Requisito ${id}`, medio_verificacion: `Medio ${id}`, ptje_total: ptje, detalles: '', descripcion: '', estado_requisito_id: 1, created_at: '2026-01-01T00:00:00Z',
    entrega: null,
    mi_evaluacion: puntaje === undefined ? null : { requisito_id: id, puntaje, cumple: true, comentario: null, updated_at: '2026-11-20T15:00:00Z' },
  };
}

export function detalle(over: Partial<RevisorPostulacionDetalle> = {}): RevisorPostulacionDetalle {
  return {
    declaracion_pendiente: false, id: 41, estado: 'Admisible', nombre_institucion: 'Fundación Ñandú', rut_institucion: '76.543.210-3',
    categoria: { id: 1, nombre: 'Gestión institucional inclusiva' }, year: 2026, fecha_postulacion: '2026-11-02T12:00:00Z', fecha_limite: '2026-11-30',
    vencida: false, declaracion: { tipo: 'sin_conflicto', motivo: null, created_at: '2026-11-20T12:00:00Z' }, documentos: [],
    requisitos: [requisito(1, 10), requisito(2, 20)], evaluacion: 'pendiente', evaluacion_enviada_at: null, total: 0, maximo: 30, puede_evaluar: true,
    ...over,
  };
}
