import type { requisitos } from '../db/schema';
import { iso } from '../lib/serialize';

export function serializeRequisito(r: typeof requisitos.$inferSelect) {
  return {
    id: r.id, categoria_id: r.categoria_id, nombre: r.nombre, medio_verificacion: r.medio_verificacion,
    ptje_total: r.ptje_total, detalles: r.detalles, descripcion: r.descripcion, estado_requisito_id: 1, created_at: iso(r.created_at),
  };
}
