import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { SharedCache } from './shared-cache';

/**
 * Public reads are served from their serialized JSON until a write clears `ctx.cache`: PGlite runs in
 * the event loop, so a query per request caps the whole server at a few hundred requests per second.
 */
export async function sendCached(ctx: AppContext, reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<FastifyReply> {
  const body = await cachedText(ctx, key, async () => JSON.stringify(await load(), (name, value: unknown) => (name === 'user_id' ? null : value)));
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * The text kept under `key` in `ctx.cache`, made by `make` when missing. Public answers never carry
 * internal staff ids: `make` serializes them out (sendCached blanks `user_id`).
 */
export async function cachedText(ctx: AppContext, key: string, make: () => Promise<string>): Promise<string> {
  let body = ctx.cache.get(key);
  if (body === undefined) {
    const generation = ctx.cache instanceof SharedCache ? ctx.cache.generation : 0;
    body = await make();
    // Bounded: page numbers and ids come from the client, so the key space is not ours to trust.
    if (ctx.cache instanceof SharedCache) {
      if (ctx.cache.size > 2000) ctx.cache.dropLocal();
      // A clear (here or in another process) while this was loading: the answer may be stale, do not keep it.
      if (ctx.cache.generation === generation) ctx.cache.set(key, body);
    } else {
      if (ctx.cache.size > 2000) ctx.cache.clear();
      ctx.cache.set(key, body);
    }
  }
  return body;
}

/**
 * A public answer other sites and systems may cache (verification, open data, statistics): a short
 * `max-age` and an ETag of the body, so a client that asks again with `If-None-Match` gets a 304 without
 * the body. The answer is cleared from `ctx.cache` by the writes that change it, so an ETag changes the
 * moment the data does.
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, body: string, type: string, maxAgeSeconds: number): FastifyReply {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  void reply.header('ETag', etag).header('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  const asked = String(request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (asked.includes(etag) || asked.includes('*')) return reply.code(304).send();
  return reply.type(type).send(body);
}

/**
 * For hot authenticated reads (the applicant's application detail): the serialized answer is reused
 * for at most PRIVATE_CACHE_MS (default 1 s) and only until any write request (POST/PUT/PATCH/DELETE) ends, in this
 * process or another (plugins/hardening.ts clears it before the write's answer is sent, so a client
 * always reads its own writes). The key must hold who asks (e.g. the applicant's id): an entry is only
 * created after the route's own ownership check passed for that person.
 */
export async function sendPrivateCached(ctx: AppContext, reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<FastifyReply> {
  const cache = ctx.cache instanceof SharedCache && ctx.config.privateCacheMs > 0 ? ctx.cache : null;
  const hit = cache?.privateEntries.get(key);
  let body = hit && Date.now() - hit.at < ctx.config.privateCacheMs ? hit.body : undefined;
  if (body === undefined) {
    const generation = cache?.privateGeneration ?? 0;
    const started = Date.now();
    body = JSON.stringify(await load());
    if (cache && cache.privateGeneration === generation) {
      if (cache.privateEntries.size > 5000) cache.dropPrivate();
      cache.privateEntries.set(key, { body, at: started });
    }
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
