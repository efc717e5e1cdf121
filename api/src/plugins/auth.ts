import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, AuthInfo, RouteRoles } from '../context';
import { postulantes, sessions, users } from '../db/schema';
import { HttpError, MSG } from '../lib/http-error';
import { hashToken } from '../lib/tokens';

export interface RouteEntry { method: string; url: string; roles: RouteRoles }

const TOUCH_INTERVAL_MS = 60_000;

/** Resolves a bearer token to its session and user, enforcing idle and absolute expiry. */
export async function authenticate(ctx: AppContext, header: string | undefined): Promise<AuthInfo | 'missing' | 'invalid'> {
  if (!header) return 'missing';
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  if (!match?.[1]) return 'invalid';
  const now = new Date();
  const [session] = await ctx.db.select().from(sessions)
    .where(and(eq(sessions.token_hash, hashToken(match[1])), gt(sessions.expires_at, now))).limit(1);
  if (!session) return 'invalid';
  if (now.getTime() - session.last_seen_at.getTime() > ctx.config.sessionIdleMs) {
    await ctx.db.delete(sessions).where(eq(sessions.id, session.id));
    return 'invalid';
  }
  let info: AuthInfo | null = null;
  if (session.kind === 'staff') {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, session.subject_id)).limit(1);
    if (user?.activo) {
      info = { kind: 'staff', id: user.id, role: user.role, sessionId: session.id, name: user.name, lastname: user.lastname, email: user.email };
    }
  } else {
    const [person] = await ctx.db.select().from(postulantes).where(eq(postulantes.id, session.subject_id)).limit(1);
    if (person) {
      info = { kind: 'postulante', id: person.id, role: 'postulante', sessionId: session.id, name: person.name, lastname: person.lastname, run: person.run };
    }
  }
  if (!info) return 'invalid';
  if (now.getTime() - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await ctx.db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, session.id));
  }
  return info;
}

/**
 * Every route must declare `config.roles`; one onRequest hook enforces them. The registry lets tests
 * enumerate every route with its roles.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext, registry: RouteEntry[]): void {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    const roles = route.config?.roles;
    if (!roles) throw new Error(`La ruta ${String(route.method)} ${route.url} no declara sus roles`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registry.push({ method: String(method), url: route.url, roles });
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const roles = request.routeOptions.config.roles;
    if (!roles || roles === 'public') return;
    const result = await authenticate(ctx, request.headers.authorization);
    if (result === 'missing') throw new HttpError(401, MSG.unauthenticated);
    if (result === 'invalid') throw new HttpError(401, MSG.expired);
    if (!roles.includes(result.role)) throw new HttpError(403, MSG.forbidden);
    request.auth = result;
  });
}

/** The authenticated user of a protected route (the hook guarantees it is there). */
export function requireAuth(request: FastifyRequest): AuthInfo {
  if (!request.auth) throw new HttpError(401, MSG.unauthenticated);
  return request.auth;
}
