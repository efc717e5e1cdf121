/**
 * Issue 12, acceptance 3 (one process): sign-in attempts are counted before the password is checked,
 * so parallel requests cannot overshoot; the limit is per account *and* source, so a stranger's
 * failures from another address do not lock the owner out; delays grow; TRUST_PROXY decides whose
 * address counts. (Two processes sharing the count: hardening-postgres.test.ts.)
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { loginThrottle } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { STAFF } from './helpers/http';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

async function resetLimits(app = t): Promise<void> {
  await app.app.sello.ctx.db.delete(loginThrottle);
}

const wrong = (email: string) => ({ email, password: 'no-es-la-clave' });

describe('sign-in attempts', () => {
  test('25 parallel wrong passwords on one account: 5 are checked (401), the other 20 answer 429', async () => {
    await resetLimits();
    const results = await Promise.all(Array.from({ length: 25 }, () =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: wrong(STAFF.revisor.email), remoteAddress: '198.51.100.7' })));
    const statuses = results.map((r) => r.statusCode);
    assert.equal(statuses.filter((s) => s === 401).length, 5, statuses.join(','));
    assert.equal(statuses.filter((s) => s === 429).length, 20, statuses.join(','));
    for (const r of results.filter((res) => res.statusCode === 429)) {
      assert.ok(Number(r.headers['retry-after']) >= 1);
      assert.match(r.json().message, /Demasiados intentos/);
    }
    // Even the right password waits out the block from this address.
    const owner = await t.app.inject({ method: 'POST', url: '/api/login', payload: STAFF.revisor, remoteAddress: '198.51.100.7' });
    assert.equal(owner.statusCode, 429);
  });

  test('a stranger failing from 127.0.0.2 does not lock the owner out on 127.0.0.1 (real sockets)', async () => {
    await resetLimits();
    // A second server of the same app state, listening for real, so the address is the socket's.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const post = (localAddress: string, body: unknown) => new Promise<{ status: number; body: string }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request({ host: '127.0.0.1', port, localAddress, method: 'POST', path: '/api/login', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => { text += chunk.toString(); });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.end(payload);
    });
    const stranger: number[] = [];
    for (let i = 0; i < 8; i += 1) stranger.push((await post('127.0.0.2', wrong(STAFF.admin.email))).status);
    assert.deepEqual(stranger, [401, 401, 401, 401, 401, 429, 429, 429]);
    const owner = await post('127.0.0.1', STAFF.admin);
    assert.equal(owner.status, 200, owner.body);
    assert.match(JSON.parse(owner.body).token, /^[A-Za-z0-9_-]{43}$/);
    // The owner's success does not hand the stranger fresh attempts.
    assert.equal((await post('127.0.0.2', wrong(STAFF.admin.email))).status, 429);
  });

  test('the delay grows with every attempt past the limit', async () => {
    await resetLimits();
    const from = { remoteAddress: '198.51.100.20' };
    for (let i = 0; i < 5; i += 1) {
      assert.equal((await t.app.inject({ method: 'POST', url: '/api/login', payload: wrong('crece@sello.test'), ...from })).statusCode, 401);
    }
    const first = await t.app.inject({ method: 'POST', url: '/api/login', payload: wrong('crece@sello.test'), ...from });
    assert.equal(first.statusCode, 429);
    assert.equal(first.headers['retry-after'], '1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await t.app.inject({ method: 'POST', url: '/api/login', payload: wrong('crece@sello.test'), ...from });
    assert.equal(second.statusCode, 429);
    assert.equal(second.headers['retry-after'], '2');
  });

  test('a guess spread over many addresses meets the per-account limit (30 attempts)', async () => {
    await resetLimits();
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i += 1) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/login', payload: wrong('muchos@sello.test'), remoteAddress: `203.0.113.${i}` })).statusCode);
    }
    assert.deepEqual(statuses.slice(0, 30), Array(30).fill(401));
    assert.equal(statuses[30], 429);
  });

  test('the development ClaveÚnica login has the same limits (per RUN and source)', async () => {
    await resetLimits();
    const results = await Promise.all(Array.from({ length: 12 }, () => t.app.inject({
      method: 'POST', url: '/api/claveunica/login', payload: { run: '55.555.555-5', clave_unica: 'mala' }, remoteAddress: '198.51.100.30',
    })));
    assert.equal(results.filter((r) => r.statusCode === 401).length, 5);
    assert.equal(results.filter((r) => r.statusCode === 429).length, 7);
    const owner = await t.app.inject({ method: 'POST', url: '/api/claveunica/login', payload: { run: '55.555.555-5', clave_unica: 'testing' }, remoteAddress: '198.51.100.31' });
    assert.equal(owner.statusCode, 200);
  });
});

describe('TRUST_PROXY', () => {
  test('without it, X-Forwarded-For is ignored: a forged header does not buy fresh attempts', async () => {
    await resetLimits();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await t.app.inject({
        method: 'POST', url: '/api/login', payload: wrong('proxy@sello.test'), remoteAddress: '198.51.100.40', headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      })).statusCode);
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
  });

  test('with TRUST_PROXY=<the proxy address>, the address the proxy reports counts: the stranger behind the proxy does not block the owner behind it', async () => {
    const proxied = await createTestApp({ trustProxy: ['10.0.0.1'] });
    try {
      const via = (client: string) => ({ remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': client } });
      const stranger: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        stranger.push((await proxied.app.inject({ method: 'POST', url: '/api/login', payload: wrong(STAFF.admin.email), ...via('192.0.2.66') })).statusCode);
      }
      assert.deepEqual(stranger, [401, 401, 401, 401, 401, 429]);
      const owner = await proxied.app.inject({ method: 'POST', url: '/api/login', payload: STAFF.admin, ...via('192.0.2.10') });
      assert.equal(owner.statusCode, 200, owner.body);
    } finally {
      await proxied.close();
    }
  });
});
