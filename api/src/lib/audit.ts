import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

/** Staff accounts and sign-in (issue 10) add the account events to the content and review ones. */
export type AuditAction =
  | 'crear' | 'actualizar' | 'eliminar' | 'evaluar' | 'decidir'
  | 'invitar' | 'activar' | 'desactivar' | 'restablecer' | 'restaurar' | 'iniciar_sesion' | 'segundo_factor'
  // Certificates and seals (issue 58).
  | 'emitir' | 'reemitir' | 'revocar'
  // Personal-data rights and retention (issue 57).
  | 'solicitar' | 'confirmar' | 'resolver' | 'suprimir' | 'aplicar_retencion';

export async function audit(
  db: DbOrTx, userId: number | null, action: AuditAction,
  entity: string, entityId: string | number | null, detail: Record<string, unknown> | null = null,
): Promise<void> {
  await db.insert(auditLog).values({ user_id: userId, action, entity, entity_id: entityId === null ? null : String(entityId), detail });
}
