import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export async function audit(
  db: DbOrTx, userId: number | null, action: 'crear' | 'actualizar' | 'eliminar' | 'evaluar' | 'decidir',
  entity: string, entityId: string | number | null, detail: Record<string, unknown> | null = null,
): Promise<void> {
  await db.insert(auditLog).values({ user_id: userId, action, entity, entity_id: entityId === null ? null : String(entityId), detail });
}
