import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { SharedCache } from './shared-cache';

/**
 * Public reads are served from their serialized JSON until a write clears `ctx.cache`: PGlite runs in
 * the event loop, so a query per request caps the whole server at a few hundred requests per second.
 */
export async function sendCached(ctx: AppContext, reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<FastifyReply> {
  let body = ctx.cache.get(key);
  if (body === undefined) {
    const generation = ctx.cache instanceof SharedCache ? ctx.cache.generation : 0;
    // Public answers never carry internal staff ids (the key stays, null, as in the spec's shape).
    body = JSON.stringify(await load(), (name, value: unknown) => (name === 'user_id' ? null : value));
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
  return reply.type('application/json; charset=utf-8').send(body);
}
