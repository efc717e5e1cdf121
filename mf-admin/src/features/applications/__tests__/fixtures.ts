import type { AdminPostulacionDetalle, AdminPostulacionFila, AdminPostulacionesPagina, Correo } from '@sello/shared-api';

export function fila(id: number, over: Partial<AdminPostulacionFila> = {}): AdminPostulacionFila {
  return {
    id, postulacion_sello_id: id, institucion_id: id, nombre_institucion: `Institución ${id}`, categoria_id: 1, categoria: 'Gestión institucional inclusiva',
    estado: 'Enviada', fecha_postulacion: '2026-11-02T12:00:00Z', created_at: '2026-11-01T12:00:00Z', updated_at: '2026-11-02T12:00:00Z',
    modificacion_revisor: null, revisores: [], ...over,
  };
}

export function pagina(rows: AdminPostulacionFila[]): AdminPostulacionesPagina {
  return {
    data: rows,
    pagination: { page: 1, per_page: 20, total: rows.length, last_page: 1, from: 1, to: rows.length },
    opciones: { categorias: [{ id: 1, nombre: 'Gestión institucional inclusiva' }], annos: [2026], estados: ['Enviada', 'Admisible', 'Aprobada'] },
  };
}

export function detalle(over: Partial<AdminPostulacionDetalle> = {}): AdminPostulacionDetalle {
  return {
    id: 41, estado: 'Admisible', institucion: { id: 3, titulo: 'Fundación Ñandú', rut: '76.543.210-3' }, categoria: { id: 1, nombre: 'Gestión institucional inclusiva' }, year: 2026,
    postulacion: {} as AdminPostulacionDetalle['postulacion'], rep_legal: null, encargado: null, documentos: [],
    requisitos: [{
      id: 5, categoria_id: 1, nombre: 'Informe de accesibilidad', medio_verificacion: 'Informe', ptje_total: 20, detalles: '', descripcion: '', estado_requisito_id: 1, created_at: '',
      entrega: null, puntajes: [], consolidado: null, puntaje_evaluado: 12, cumple: true, fecha: '2026-11-20T12:00:00Z',
    }],
    asignaciones: [],
    consolidacion: {
      filas: [{
        requisito_id: 5, requisito: 'Informe de accesibilidad', ptje_total: 20, discrepancia: true, promedio: 12, consolidado: null,
        puntajes: [
          { requisito_id: 5, revisor: { id: 7, nombre: 'Rodrigo Revisor' }, puntaje: 18, cumple: true, comentario: null, updated_at: '' },
          { requisito_id: 5, revisor: { id: 9, nombre: 'Raúl Revisor Tres' }, puntaje: 6, cumple: false, comentario: null, updated_at: '' },
        ],
      }],
      revisores: [{ id: 7, nombre: 'Rodrigo Revisor', evaluacion: 'enviada' }, { id: 9, nombre: 'Raúl Revisor Tres', evaluacion: 'enviada' }],
      total_consolidado: null, maximo: 20, umbral: { categoria_id: 1, categoria: 'Gestión institucional inclusiva', porcentaje: 60, puntaje_minimo: 12, maximo: 20 }, cumple_umbral: null,
    },
    timeline: [{ id: 'e1', tipo: 'estado', fecha: '2026-11-10T12:00:00Z', quien: 'Ana Administradora', desde: 'Enviada', hasta: 'Admisible', motivo: null, descripcion: 'Declarada admisible' }],
    cartas: [], reposicion: null, plazo_respuesta: null, decidida_por: null, acciones: ['consolidar', 'decidir'],
    ...over,
  };
}

/** One outbox message (a decision letter of application 41 unless told otherwise). */
export function correo(id: number, estado: Correo['estado'], asunto: string, over: Partial<Correo> = {}): Correo {
  return {
    id, para: `persona${id}@ejemplo.cl`, asunto, cuerpo: 'Texto', tipo: 'carta-aprobada', estado, error: null, postulacion_sello_id: 41,
    nombre_institucion: 'Fundación Ñandú', creado_por: null, created_at: '2026-11-20T12:00:00Z', updated_at: '2026-11-20T12:00:00Z', enviado_at: null,
    entregado_at: null, adjunto_id: null, ...over,
  };
}
