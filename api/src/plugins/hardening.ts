import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedCache } from '../lib/shared-cache';
import { assertCleanText } from '../lib/text-guard';

/**
 * Blanks `user_id` (the internal id of the staff member who wrote it) at any depth of a public answer.
 * The key stays, as null, so the spec's shape of a news item / institution is unchanged.
 */
export function withoutStaffIds(value: unknown, depth = 0): unknown {
  if (depth > 20 || !value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutStaffIds(item, depth + 1));
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = key === 'user_id' ? null : withoutStaffIds(item, depth + 1);
  }
  return out;
}

function isPublic(request: FastifyRequest): boolean {
  const roles = request.routeOptions.config?.roles;
  return roles === undefined || roles === 'public';
}

/**
 * Cross-cutting rules of every route, in one place instead of per route:
 * - text guard: NUL, lone surrogates and control characters in any JSON body, query or path value
 *   answer a Spanish 422 before a handler runs (multipart fields and file names: lib/uploads.ts);
 * - `Cache-Control: no-store` on every answer of an authenticated route and every non-GET answer
 *   (logins carry tokens) and every answer that sets a cookie; public reads keep their own caching;
 * - public answers never carry internal staff ids (`user_id` is null);
 * - a write request drops the cached authenticated answers (sendPrivateCached).
 */
export function registerHardening(app: FastifyInstance, cache: SharedCache | null = null): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.body !== undefined && !Buffer.isBuffer(request.body) && typeof (request.body as { pipe?: unknown } | null)?.pipe !== 'function') {
      assertCleanText(request.body);
    }
    assertCleanText(request.query);
    assertCleanText(request.params);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const read = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    if (!isPublic(request) || !read || reply.hasHeader('set-cookie')) void reply.header('cache-control', 'no-store');
    // Any write may change what a cached authenticated answer shows (lib/json-cache.ts): drop them
    // before this answer leaves, here and in the other API processes.
    if (!read && cache) cache.clearPrivate();
    return payload;
  });

  // Only on answers with data: an error's field messages are keyed by the field the client sent,
  // and `?user_id=…` refused by the text guard must still say why.
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
    (isPublic(request) && reply.statusCode < 400 ? withoutStaffIds(payload) : payload));
}
