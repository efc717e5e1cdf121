import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountTokenSchema, forgotPasswordSchema, setPasswordSchema } from '@sello/shared-api/schemas';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { deliverPending } from '../../lib/outbox';
import { refuseGuessablePassword } from '../../lib/password-strength';
import { hashPassword } from '../../lib/passwords';
import { parse } from '../../lib/validate';
import { lockAccounts } from '../../services/accounts/account-lock';
import { createLink, findLink, LINK_INVALID, linkUrl, useLink } from '../../services/accounts/links';
import { queuePasswordReset } from '../../services/accounts/mail';

const FORGOT_ANSWER = 'Si el correo corresponde a una cuenta activa, te enviamos un enlace para restablecer tu clave. Revisa tu bandeja de entrada.';

/** One-time links (invitation, password reset): public, the person is not signed in. */
export function registerAccountLinkRoutes(app: FastifyInstance, ctx: AppContext, rateLimit: { max: number; timeWindow: string }): void {
  const pub = { roles: 'public' as const, rateLimit };

  // The page asks what the link is for before showing the password form (the token goes in a body, not a URL of the API).
  app.post('/api/cuenta/enlace', { config: pub }, async (request) => {
    const body = parse(accountTokenSchema, request.body);
    const { link, user } = await findLink(ctx.db, body.token);
    return { tipo: link.kind, email: user.email, name: user.name, lastname: user.lastname, expira_en: link.expires_at.toISOString() };
  });

  app.post('/api/cuenta/clave/definir', { config: pub }, async (request) => {
    const body = parse(setPasswordSchema, request.body);
    const { link, user } = await findLink(ctx.db, body.token);
    await refuseGuessablePassword(body.password, user);
    const passwordHash = await hashPassword(body.password);
    await ctx.db.transaction(async (tx) => {
      if (!(await useLink(tx, link.id, user.id, passwordHash))) throw new HttpError(404, LINK_INVALID);
      await audit(tx, user.id, link.kind === 'invitacion' ? 'activar' : 'restablecer', 'usuario', user.id, { evento: link.kind === 'invitacion' ? 'invitacion_aceptada' : 'clave_restablecida' });
    });
    return { message: link.kind === 'invitacion' ? 'Tu cuenta quedó activada. Ya puedes iniciar sesión.' : 'Tu clave fue actualizada. Ya puedes iniciar sesión.' };
  });

  // Same answer whether or not the address has an account: nobody learns who works here.
  app.post('/api/cuenta/clave/olvido', { config: pub }, async (request) => {
    const body = parse(forgotPasswordSchema, request.body);
    // Read on the locked row: a deactivation at the same moment either waits or is seen (no link, no e-mail).
    const mailed = await ctx.db.transaction(async (tx) => {
      const [user] = await lockAccounts(tx, and(eq(users.email, body.email.toLowerCase()), eq(users.activo, true)), 'update');
      // An invitation not yet accepted is answered by re-sending the invitation from the admin, not a reset.
      if (!user?.password_hash) return false;
      const { token } = await createLink(tx, user.id, 'restablecer', null);
      await queuePasswordReset(tx, user, linkUrl(ctx, 'restablecer', token), null);
      await audit(tx, null, 'restablecer', 'usuario', user.id, { evento: 'enlace_solicitado' });
      return true;
    });
    if (mailed) void deliverPending(ctx);
    return { message: FORGOT_ANSWER };
  });
}
