import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, MSG } from '../../lib/http-error';
import { createLink, linkUrl } from './links';
import { queueInvitation } from './mail';

export interface Invitee { name: string; lastname: string; email: string; role: 'admin' | 'revisor' }

/**
 * A staff account without a password, its one-time link and the invitation e-mail, in the caller's
 * transaction (`deliverPending` after the commit sends it). `invitedBy` null: the command line.
 */
export async function createInvitation(ctx: AppContext, tx: Tx, invitee: Invitee, invitedBy: number | null) {
  const [user] = await tx.insert(users).values({
    email: invitee.email.toLowerCase(), password_hash: '', name: invitee.name, lastname: invitee.lastname, role: invitee.role,
  }).returning();
  if (!user) throw new HttpError(500, MSG.unexpected);
  const { token } = await createLink(tx, user.id, 'invitacion', invitedBy);
  const url = linkUrl(ctx, 'invitacion', token);
  await queueInvitation(tx, user, url, user.role, invitedBy);
  await audit(tx, invitedBy, 'invitar', 'usuario', user.id, { email: user.email, role: user.role });
  return { user, url };
}
