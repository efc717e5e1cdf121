import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { changePasswordSchema, totpCodeSchema } from '@sello/shared-api/schemas';
import { STAFF, type AppContext } from '../../context';
import { sessions, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, invalid, notFound } from '../../lib/http-error';
import { refuseGuessablePassword } from '../../lib/password-strength';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { parse } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { confirmEnrolment, regenerateRecoveryCodes, secondFactorState, startEnrolment, WRONG_CODE } from '../../services/accounts/second-factor';
import { sessionClock } from '../../services/accounts/session-clock';
import { staffUser } from '../../services/accounts/sign-in';

const staff = { roles: STAFF };

/**
 * The signed-in staff member's own account: session clock, password, second factor. The keep-alive,
 * for every session, is in auth.ts.
 */
export function registerOwnAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const me = async (id: number) => {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!user) throw notFound('El usuario no existe.');
    return user;
  };

  app.get('/api/cuenta', { config: staff }, async (request) => {
    const auth = requireAuth(request);
    const user = await me(auth.id);
    return { user: staffUser(user), sesion: await sessionClock(ctx, auth.sessionId), segundo_factor: await secondFactorState(ctx, user) };
  });

  app.post('/api/cuenta/clave', { config: staff }, async (request) => {
    const auth = requireAuth(request);
    const body = parse(changePasswordSchema, request.body);
    const user = await me(auth.id);
    if (!(await verifyPassword(user.password_hash, body.current_password))) {
      throw invalid({ current_password: ['La clave actual no es correcta.'] });
    }
    if (body.password === body.current_password) throw invalid({ password: ['La nueva clave debe ser distinta de la actual.'] });
    await refuseGuessablePassword(body.password, user);
    const passwordHash = await hashPassword(body.password);
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(users.id, user.id));
      // Other sessions of the account end; this one stays.
      await tx.delete(sessions).where(and(eq(sessions.kind, 'staff'), eq(sessions.subject_id, user.id), ne(sessions.id, auth.sessionId)));
      await audit(tx, auth.id, 'actualizar', 'usuario', user.id, { evento: 'cambio_de_clave' });
    });
    return { message: 'Tu clave fue actualizada. Las demás sesiones abiertas se cerraron.' };
  });

  app.post('/api/cuenta/2fa/inicio', { config: staff }, async (request) => startEnrolment(ctx, await me(requireAuth(request).id)));

  app.post('/api/cuenta/2fa/confirmar', { config: staff }, async (request) => {
    const auth = requireAuth(request);
    const body = parse(totpCodeSchema, request.body);
    const codes = await confirmEnrolment(ctx, await me(auth.id), body.codigo);
    if (!codes) throw invalid({ codigo: [WRONG_CODE] });
    await audit(ctx.db, auth.id, 'segundo_factor', 'usuario', auth.id, { evento: 'inscrito' });
    return { message: 'La verificación en dos pasos quedó activada. Guarda tus códigos de recuperación: no se volverán a mostrar.', codigos_recuperacion: codes };
  });

  app.post('/api/cuenta/2fa/codigos', { config: staff }, async (request) => {
    const auth = requireAuth(request);
    const body = parse(totpCodeSchema, request.body);
    const user = await me(auth.id);
    if (!user.totp_secret) throw new HttpError(409, 'No tienes un segundo factor inscrito.');
    const codes = await regenerateRecoveryCodes(ctx, user, body.codigo);
    if (!codes) throw invalid({ codigo: [WRONG_CODE] });
    await audit(ctx.db, auth.id, 'segundo_factor', 'usuario', auth.id, { evento: 'codigos_regenerados' });
    return { message: 'Se generaron nuevos códigos de recuperación; los anteriores ya no sirven.', codigos_recuperacion: codes };
  });
}
