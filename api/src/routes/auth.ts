import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applicantLoginSchema, challengeSchema, loginCodeSchema, oidcCallbackSchema, staffLoginSchema } from '@sello/shared-api/schemas';
import { ANY_USER, type AppContext } from '../context';
import { claveunicaDevIdentities, postulantes, users } from '../db/schema';
import { HttpError, MSG } from '../lib/http-error';
import { LoginLimiter, DEFAULT_LIMITS } from '../lib/login-limiter';
import { attemptCookie, ClaveUnica, clearedCookie, handleFromCookies, type OidcIdentity } from '../lib/oidc';
import { verifyPassword } from '../lib/passwords';
import { audit } from '../lib/audit';
import { createSession, revokeSession } from '../lib/sessions';
import { parse } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import { confirmEnrolment, secondFactorState, startEnrolment, verifySecondFactor, WRONG_CODE } from '../services/accounts/second-factor';
import { sessionClock, touchSession } from '../services/accounts/session-clock';
import { afterPassword, endChallenge, failChallenge, findChallenge, openStaffSession, CHALLENGE_EXPIRED } from '../services/accounts/sign-in';
import { registerAccountLinkRoutes } from './accounts/links';
import { registerOwnAccountRoutes } from './accounts/own-account';


async function upsertPostulante(ctx: AppContext, identity: OidcIdentity) {
  const [row] = await ctx.db.insert(postulantes)
    .values({ run: identity.run, name: identity.name, lastname: identity.lastname })
    .onConflictDoUpdate({ target: postulantes.run, set: { name: identity.name, lastname: identity.lastname, updated_at: sql`now()` } })
    .returning();
  if (!row) throw new HttpError(500, MSG.unexpected);
  return row;
}

async function applicantSession(ctx: AppContext, identity: OidcIdentity) {
  const person = await upsertPostulante(ctx, identity);
  const token = await createSession(ctx, 'postulante', person.id);
  return { user: { id: person.id, name: person.name, lastname: person.lastname, run: person.run, role: 'postulante' as const }, token };
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Attempts per account+source, account and source, in the database (shared by every API process).
  const limiter = new LoginLimiter(ctx.db, { ...DEFAULT_LIMITS, perSource: ctx.config.loginRateLimit });
  // Second-factor codes have their own per-pair budget (a person may mistype a code or two after a right
  // password); the per-account and per-source limits still bound a guesser who knows the password.
  const codeLimiter = new LoginLimiter(ctx.db, { ...DEFAULT_LIMITS, perPair: 10, perSource: ctx.config.loginRateLimit });
  const claveUnica = ctx.config.oidc ? new ClaveUnica(ctx.db, ctx.config.oidc) : null;
  const secureCookie = ctx.config.publicBaseUrl.startsWith('https:');
  // Per-source minute limit of the account-link routes and /api/login/enrolar/inicio (in this process;
  // the other sign-in steps use the limiters above, in the database).
  const loginRateLimit = { max: ctx.config.loginRateLimit, timeWindow: '1 minute' };

  app.post('/api/login', { config: { roles: 'public' } }, async (request) => {
    const body = parse(staffLoginSchema, request.body);
    const email = body.email.toLowerCase();
    await limiter.begin('staff', email, request.ip);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
    const ok = await verifyPassword(user?.password_hash, body.password);
    if (!user || !ok || !user.activo) {
      throw new HttpError(401, MSG.badCredentials);
    }
    // A session at once, or a challenge for the second factor (code, or enrolment in production). The
    // account's counter is cleared only when a session is issued: a right password alone must not give
    // a guesser of the second factor fresh attempts.
    const answer = await afterPassword(ctx, user);
    if (answer.paso === 'sesion') await limiter.succeed('staff', email, request.ip);
    return answer;
  });

  // Second step: the authenticator's code or a recovery code. Wrong codes count in codeLimiter (their
  // own per-pair and per-account budget; the per-source minute is shared) and against the challenge (5,
  // then sign in again).
  app.post('/api/login/codigo', { config: { roles: 'public' } }, async (request) => {
    const body = parse(loginCodeSchema, request.body);
    const { c, user } = await findChallenge(ctx, body.challenge, 'codigo');
    await codeLimiter.begin('staff-codigo', user.email, request.ip);
    const via = await verifySecondFactor(ctx, user, body.codigo);
    if (!via) {
      await failChallenge(ctx, c.id);
      throw new HttpError(401, WRONG_CODE);
    }
    if (!(await endChallenge(ctx, c.id))) throw new HttpError(401, CHALLENGE_EXPIRED);
    await Promise.all([limiter.succeed('staff', user.email, request.ip), codeLimiter.succeed('staff-codigo', user.email, request.ip)]);
    const answer = await openStaffSession(ctx, user, via);
    return via === 'recuperacion'
      ? { ...answer, aviso: `Usaste un código de recuperación; te quedan ${answer.segundo_factor.codigos_restantes}. Puedes generar nuevos en Mi cuenta.` }
      : answer;
  });

  // Production without a second factor: enrol during sign-in, before anything else works.
  app.post('/api/login/enrolar/inicio', { config: { roles: 'public', rateLimit: loginRateLimit } }, async (request) => {
    const body = parse(challengeSchema, request.body);
    const { user } = await findChallenge(ctx, body.challenge, 'enrolar');
    return startEnrolment(ctx, user);
  });

  app.post('/api/login/enrolar', { config: { roles: 'public' } }, async (request) => {
    const body = parse(loginCodeSchema, request.body);
    const { c, user } = await findChallenge(ctx, body.challenge, 'enrolar');
    await codeLimiter.begin('staff-codigo', user.email, request.ip);
    const codes = await confirmEnrolment(ctx, user, body.codigo);
    if (!codes) {
      await failChallenge(ctx, c.id);
      throw new HttpError(401, WRONG_CODE);
    }
    if (!(await endChallenge(ctx, c.id))) throw new HttpError(401, CHALLENGE_EXPIRED);
    await Promise.all([limiter.succeed('staff', user.email, request.ip), codeLimiter.succeed('staff-codigo', user.email, request.ip)]);
    await audit(ctx.db, user.id, 'segundo_factor', 'usuario', user.id, { evento: 'inscrito' });
    return { ...(await openStaffSession(ctx, user, 'inscripcion')), codigos_recuperacion: codes };
  });

  app.post('/api/claveunica/login', { config: { roles: 'public' } }, async (request) => {
    if (ctx.config.oidc) {
      throw new HttpError(400, 'El inicio de sesión con ClaveÚnica se realiza en el sitio de ClaveÚnica.');
    }
    const body = parse(applicantLoginSchema, request.body);
    await limiter.begin('postulante', body.run, request.ip);
    const [identity] = await ctx.db.select().from(claveunicaDevIdentities).where(eq(claveunicaDevIdentities.run, body.run)).limit(1);
    const ok = await verifyPassword(identity?.clave_hash, body.clave_unica);
    if (!identity || !ok) {
      throw new HttpError(401, MSG.badClaveUnica);
    }
    await limiter.succeed('postulante', body.run, request.ip);
    return applicantSession(ctx, identity);
  });

  // Which sign-in `/login` offers: the redirect to ClaveÚnica (OpenID Connect configured) or the
  // development provider's RUN + clave form.
  app.get('/api/claveunica/modo', { config: { roles: 'public' } }, async () => ({ modo: ctx.config.oidc ? 'oidc' : 'desarrollo' }));

  // The attempt is bound to this browser by an HttpOnly cookie (see lib/oidc.ts): a link with someone
  // else's code and state signs nobody in.
  app.get('/api/claveunica/authorize', { config: { roles: 'public' } }, async (_request, reply) => {
    if (!claveUnica) throw new HttpError(404, 'ClaveÚnica no está configurada en este servidor.');
    const { url, state, handle } = await claveUnica.start();
    void reply.header('set-cookie', attemptCookie(handle, secureCookie));
    return { url, state };
  });

  app.post('/api/claveunica/callback', { config: { roles: 'public' } }, async (request, reply) => {
    if (!claveUnica) throw new HttpError(404, 'ClaveÚnica no está configurada en este servidor.');
    await limiter.beginSource(request.ip);
    const body = parse(oidcCallbackSchema, request.body);
    void reply.header('set-cookie', clearedCookie(secureCookie));
    return applicantSession(ctx, await claveUnica.finish(handleFromCookies(request.headers.cookie), body.code, body.state));
  });

  app.post('/api/logout', { config: { roles: ANY_USER } }, async (request) => {
    await revokeSession(ctx, requireAuth(request).sessionId);
    return { message: 'Sesión cerrada.' };
  });

  app.get('/api/me', { config: { roles: ANY_USER } }, async (request) => {
    const auth = requireAuth(request);
    // When the idle timeout ends the session: the portal warns before it (WCAG 2.2.1).
    const sesion = await sessionClock(ctx, auth.sessionId);
    if (auth.kind !== 'staff') {
      return { user: { id: auth.id, name: auth.name, lastname: auth.lastname, run: auth.run ?? '', role: 'postulante' as const }, sesion };
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, auth.id)).limit(1);
    return {
      user: { id: auth.id, name: auth.name, lastname: auth.lastname, email: auth.email ?? '', role: auth.role },
      sesion,
      // Staff: the second factor's state.
      ...(row ? { segundo_factor: await secondFactorState(ctx, row) } : {}),
    };
  });

  // Keep-alive of the idle timeout, for staff and applicants: the warning offers to stay signed in.
  app.post('/api/sesion/renovar', { config: { roles: ANY_USER } }, async (request) => touchSession(ctx, requireAuth(request).sessionId));

  registerOwnAccountRoutes(app, ctx);
  registerAccountLinkRoutes(app, ctx, loginRateLimit);
}
