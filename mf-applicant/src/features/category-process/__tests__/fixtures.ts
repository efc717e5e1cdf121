// Test data shaped like the API's answers (not a test file).
export const archivo = (id: string, nombre: string) => ({ id, nombre_original: nombre, size: 1000, created_at: '2024-06-01T15:00:00Z', descargar_url: `/api/archivos/${id}/descargar` });

export const requisito = (id: number, conArchivo: boolean) => ({
  id, categoria_id: 1, nombre: `Requisito ${id}`, medio_verificacion: `Medio ${id}`, ptje_total: 10, detalles: '', descripcion: '',
  estado_requisito_id: 1, created_at: '', estado_requisito: 'Pendiente',
  entrega: conArchivo
    ? { id: id * 10, requisito_id: id, obtencion_sello_p1_id: 3, medio_verificacion: null, archivo: archivo(`r${id}`, `req-${id}.pdf`), estado_requisito_id: 1, estado_requisito: 'Pendiente', puntaje_evaluado: null, cumple: null, comentario: null, created_at: '2024-06-01T15:00:00Z', updated_at: '2024-06-01T15:00:00Z' }
    : null,
});

export function detail({ p1 = true, p2 = 1, estado = 'Registrada', requisitos = [requisito(1, true), requisito(2, false)] } = {}) {
  return {
    id: 41, institucion_id: 9, nombre_institucion: 'Municipalidad de Prueba', categoria_id: 1, categoria: 'Gestión Institucional Inclusiva', year: 2024,
    estado, step: 5, created_at: '2024-05-01T12:00:00Z', updated_at: '2024-05-01T12:00:00Z', evaluado_por: null,
    postulacion: { id: 41, region_id: 13, comuna_id: 131 },
    instituciones: { id: 9, titulo: 'Municipalidad de Prueba', rut: '69.070.900-7' },
    rep_legal: null, encargado: null,
    obtencion_sello_p1: p1 ? { id: 3, postulacion_sello_id: 41, bitacora: archivo('b', 'bitacora.pdf'), declaracion_autoridad: archivo('d', 'declaracion.pdf'), created_at: '', updated_at: '' } : null,
    obtencion_sello_p2: Array.from({ length: p2 }, (_, i) => ({ id: 70 + i, obtencion_sello_p1_id: 3, medio_verificacion_id: 1, archivo_verificacion: archivo(`v${i}`, `verificacion-${i}.pdf`), created_at: '' })),
    obtencion_sello_p3: [], requisitos, historial: [],
  };
}

export const list = (estado = 'Registrada') => [{ ...detail({ estado }), postulacion: undefined }];
