import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';

/**
 * Public reads are served from their serialized JSON until a write clears `ctx.cache`: PGlite runs in
 * the event loop, so a query per request caps the whole server at a few hundred requests per second.
 */
export async function sendCached(ctx: AppContext, reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<FastifyReply> {
  let body = ctx.cache.get(key);
  if (body === undefined) {
    body = JSON.stringify(await load());
    // Bounded: page numbers and ids come from the client, so the key space is not ours to trust.
    if (ctx.cache.size > 2000) ctx.cache.clear();
    ctx.cache.set(key, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
