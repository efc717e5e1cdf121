import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import type { SharedCache } from '../lib/shared-cache';
import { assertCleanText, NOT_UTF8_MESSAGE } from '../lib/text-guard';

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

type Done = (error: Error | null, body?: unknown) => void;
/** Fastify's own parsers in their callback form (the only form they have). */
type TextParser = (request: FastifyRequest, body: string, done: Done) => void;

/**
 * Fastify decodes JSON and plain-text bodies leniently: invalid UTF-8 bytes became U+FFFD and were
 * stored. Read as bytes instead, refuse what is not UTF-8 (400, nothing changed), then parse as before.
 */
function strictUtf8(parse: TextParser, { json = false } = {}) {
  return (request: FastifyRequest, body: Buffer, done: Done): void => {
    if (!isUtf8(body)) {
      done(new HttpError(400, NOT_UTF8_MESSAGE), undefined);
      return;
    }
    const text = body.toString('utf8');
    if (json && nestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parse(request, text, done);
  };
}

/**
 * Deeper than any body the API takes (its schemas nest three levels). Within the 1 MB limit a body
 * can nest 500 000 levels, which JSON.parse takes about half a second to read, before any handler
 * or rate limit: a few dozen such bodies, with no account, held every other request for seconds.
 */
const MAX_JSON_DEPTH = 32;
const TOO_DEEP_MESSAGE = 'El cuerpo de la solicitud tiene demasiados niveles anidados.';

/** Whether the brackets of a JSON text (outside its strings) nest deeper than `max`: one pass, stops early. */
function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

function isPublic(request: FastifyRequest): boolean {
  const roles = request.routeOptions.config?.roles;
  return roles === undefined || roles === 'public';
}

/**
 * Cross-cutting rules of every route, in one place instead of per route:
 * - JSON and plain-text bodies must be valid UTF-8, and JSON nest at most 32 levels: otherwise a
 *   Spanish 400 before any handler (multipart text fields: lib/uploads.ts);
 * - text guard: NUL, lone surrogates and control characters in any JSON body, query or path value
 *   answer a Spanish 422 before a handler runs (multipart fields and file names: lib/uploads.ts);
 * - `Cache-Control: no-store` on every answer of an authenticated route and every answer to a method
 *   other than GET, HEAD or OPTIONS
 *   (logins carry tokens) and every answer that sets a cookie; public reads keep their own caching;
 * - public answers never carry internal staff ids (`user_id` is null);
 * - a write request drops the cached authenticated answers (sendPrivateCached).
 */
export function registerHardening(app: FastifyInstance, cache: SharedCache | null = null): void {
  // Fastify's own JSON parser (empty body, bad JSON and __proto__ answers unchanged) behind the UTF-8 check.
  const json = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error') as TextParser;
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, strictUtf8(json, { json: true }));
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, strictUtf8(app.defaultTextParser as TextParser));

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
