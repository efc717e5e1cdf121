// The row lock on staff accounts: what a write that depends on an account's role or activo takes.
import { asc, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Locks the accounts that match, in id order (so overlapping lockers never deadlock), and returns them
 * as they are now. A write that depends on an account being an active reviewer or admin (an
 * assignment) takes them `share`d and checks these rows; a change of role or activo takes them for
 * `update` before its own checks: of the two at once, one waits for the other's commit and sees it.
 */
export function lockAccounts(tx: Tx, where: SQL | undefined, mode: 'update' | 'share') {
  return tx.select().from(users).where(where).orderBy(asc(users.id)).for(mode);
}
