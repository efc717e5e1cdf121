/**
 * Capacity (issue 12): the applicant's application detail costs a fixed number of queries, whatever
 * the number of files and requirements it shows (no N+1), and a repeated read within PRIVATE_CACHE_MS
 * with no write in between costs none.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from './helpers/app';
import { applicantToken, bearer, pdf, send } from './helpers/http';
import { registerApplicationWithFiles } from './support-acceptance/fixtures';

let t: TestApp;
let queries = 0;
before(async () => {
  t = await createTestApp();
  // Count every statement the app sends to its database.
  const client = (t.app.sello.ctx.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    queries += 1;
    return original(...args);
  };
});
after(async () => {
  await t.close();
});

async function countDetail(id: number, token: string): Promise<number> {
  const start = queries;
  const res = await t.app.inject({ url: `/api/postulante/postulaciones/${id}`, headers: bearer(token) });
  assert.equal(res.statusCode, 200);
  return queries - start;
}

test('the detail costs the same number of queries with 4 files or with 12', async () => {
  const token = await applicantToken(t.app, 'a');
  const fx = await registerApplicationWithFiles(t.app, token);
  const few = await countDetail(fx.applicationId, token);
  assert.ok(few > 0 && few <= 20, `${few} consultas`);
  for (let i = 0; i < 4; i += 1) {
    const p2 = await send(t.app, 'POST', '/api/obtencion_sello_p2/store', token, { obtencion_sello_p1_id: String(fx.p1Id), archivo_verificacion: { filename: `v${i}.pdf`, content: await pdf(), type: 'application/pdf' } });
    assert.equal(p2.statusCode, 200);
    const p3 = await send(t.app, 'POST', '/api/obtencion_sello_p3/store', token, { obtencion_sello_p1_id: String(fx.p1Id), archivo: { filename: `e${i}.pdf`, content: await pdf(), type: 'application/pdf' } });
    assert.equal(p3.statusCode, 200);
  }
  const detail = (await t.app.inject({ url: `/api/postulante/postulaciones/${fx.applicationId}`, headers: bearer(token) })).json();
  assert.equal(detail.obtencion_sello_p2.length + detail.obtencion_sello_p3.length, 9);
  assert.equal(await countDetail(fx.applicationId, token), few);
});

test('with PRIVATE_CACHE_MS, a repeated read without writes in between sends no query', async () => {
  const cached = await createTestApp({ privateCacheMs: 1000 });
  try {
    const client = (cached.app.sello.ctx.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    let count = 0;
    const original = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      count += 1;
      return original(...args);
    };
    const token = await applicantToken(cached.app, 'a');
    const fx = await registerApplicationWithFiles(cached.app, token);
    // The first read fills the cache: the counter sees its queries (so 0 below is the cache, not a blind counter).
    const cold = count;
    assert.equal((await cached.app.inject({ url: `/api/postulante/postulaciones/${fx.applicationId}`, headers: bearer(token) })).statusCode, 200);
    const before = count;
    assert.ok(before - cold > 0, `la primera lectura no consultó la base (${before - cold} consultas)`);
    for (let i = 0; i < 10; i += 1) {
      assert.equal((await cached.app.inject({ url: `/api/postulante/postulaciones/${fx.applicationId}`, headers: bearer(token) })).statusCode, 200);
    }
    assert.equal(count - before, 0);
  } finally {
    await cached.close();
  }
});
