import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, AuthInfo, RouteRoles } from '../context';
import { postulantes, sessions, users } from '../db/schema';
import { HttpError, MSG } from '../lib/http-error';
import { SharedCache } from '../lib/shared-cache';
import { hashToken } from '../lib/tokens';

export interface RouteEntry { method: string; url: string; roles: RouteRoles }

const TOUCH_INTERVAL_MS = 60_000;

/** Resolves a bearer token to its session and user, enforcing idle and absolute expiry. */
export async function authenticate(ctx: AppContext, header: string | undefined): Promise<AuthInfo | 'missing' | 'invalid'> {
  if (!header) return 'missing';
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  if (!match?.[1]) return 'invalid';
  const now = new Date();
  // One query for the session and its person (staff or applicant): every authenticated request pays it.
  const [row] = await ctx.db.select({ session: sessions, user: users, person: postulantes }).from(sessions)
    .leftJoin(users, and(eq(sessions.kind, 'staff'), eq(users.id, sessions.subject_id)))
    .leftJoin(postulantes, and(eq(sessions.kind, 'postulante'), eq(postulantes.id, sessions.subject_id)))
    .where(and(eq(sessions.token_hash, hashToken(match[1])), gt(sessions.expires_at, now))).limit(1);
  if (!row) return 'invalid';
  const { session, user, person } = row;
  if (now.getTime() - session.last_seen_at.getTime() > ctx.config.sessionIdleMs) {
    await ctx.db.delete(sessions).where(eq(sessions.id, session.id));
    return 'invalid';
  }
  let info: AuthInfo | null = null;
  if (session.kind === 'staff') {
    if (user?.activo) {
      info = { kind: 'staff', id: user.id, role: user.role, sessionId: session.id, name: user.name, lastname: user.lastname, email: user.email };
    }
  } else if (person) {
    info = { kind: 'postulante', id: person.id, role: 'postulante', sessionId: session.id, name: person.name, lastname: person.lastname, run: person.run };
  }
  if (!info) return 'invalid';
  if (now.getTime() - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await ctx.db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, session.id));
  }
  return info;
}

/**
 * A resolved session is reused for at most PRIVATE_CACHE_MS (default 1 s) and only until any write request ends
 * in any API process (logout, a deactivated user, a new password are all writes): the hot
 * authenticated reads then cost no query for the session.
 */
async function authenticateCached(ctx: AppContext, header: string | undefined): Promise<AuthInfo | 'missing' | 'invalid'> {
  const cache = ctx.cache instanceof SharedCache && ctx.config.privateCacheMs > 0 ? ctx.cache : null;
  const token = header ? /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim())?.[1] : undefined;
  if (!cache || !token) return authenticate(ctx, header);
  const key = hashToken(token);
  const hit = cache.sessionEntries.get(key);
  if (hit && Date.now() - hit.at < ctx.config.privateCacheMs) return hit.info;
  const generation = cache.privateGeneration;
  const started = Date.now();
  const result = await authenticate(ctx, header);
  if (typeof result === 'object' && cache.privateGeneration === generation) {
    if (cache.sessionEntries.size > 5000) cache.dropPrivate();
    cache.sessionEntries.set(key, { info: result, at: started });
  }
  return result;
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
    const result = await authenticateCached(ctx, request.headers.authorization);
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
