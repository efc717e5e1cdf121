import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from './helpers/app';
import { bearer } from './helpers/http';

/** A tiny ClaveÚnica stand-in: one code, one access token, one userinfo answer. */
function fakeProvider(): Promise<{ server: http.Server; issuer: string; calls: string[] }> {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    req.on('end', () => {
      calls.push(`${req.method} ${req.url}`);
      if (req.url === '/openid/token/' && req.method === 'POST') {
        const params = new URLSearchParams(body);
        if (params.get('code') !== 'codigo-valido' || params.get('client_secret') !== 'secreto' || params.get('grant_type') !== 'authorization_code') {
          res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'tok-123', token_type: 'bearer' }));
        return;
      }
      if (req.url === '/openid/userinfo/' && req.headers.authorization === 'Bearer tok-123') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
          sub: '2594', RolUnico: { numero: 12345678, DV: '5', tipo: 'RUN' }, name: { nombres: ['María', 'José'], apellidos: ['Pérez', 'Soto'] },
        }));
        return;
      }
      res.writeHead(404).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, issuer: `http://127.0.0.1:${port}/openid`, calls });
    });
  });
}

let t: TestApp;
let provider: Awaited<ReturnType<typeof fakeProvider>>;

before(async () => {
  provider = await fakeProvider();
  t = await createTestApp({
    oidc: { issuer: provider.issuer, clientId: 'cliente', clientSecret: 'secreto', redirectUri: 'http://localhost:3000/login/callback' },
  });
});
after(async () => {
  await t.close();
  provider.server.close();
});

test('/login is told to send applicants to ClaveÚnica', async () => {
  const res = await t.app.inject({ url: '/api/claveunica/modo' });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { modo: 'oidc' });
});

test('authorize returns the provider URL with the scope and a signed state', async () => {
  const res = await t.app.inject({ url: '/api/claveunica/authorize' });
  assert.equal(res.statusCode, 200);
  const url = new URL(res.json().url);
  assert.equal(`${url.origin}${url.pathname}`, `${provider.issuer}/authorize/`);
  assert.equal(url.searchParams.get('scope'), 'openid run name');
  assert.equal(url.searchParams.get('client_id'), 'cliente');
  assert.equal(url.searchParams.get('state'), res.json().state);
});

test('the code flow signs the applicant in by RolUnico numero + DV', async () => {
  const { state } = (await t.app.inject({ url: '/api/claveunica/authorize' })).json();
  const res = await t.app.inject({ method: 'POST', url: '/api/claveunica/callback', payload: { code: 'codigo-valido', state } });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json().user, { id: res.json().user.id, name: 'María José', lastname: 'Pérez Soto', run: '12.345.678-5', role: 'postulante' });
  const me = await t.app.inject({ url: '/api/me', headers: bearer(res.json().token) });
  assert.equal(me.json().user.run, '12.345.678-5');
  assert.ok(provider.calls.includes('POST /openid/token/') && provider.calls.includes('POST /openid/userinfo/'));
});

test('a forged state or a bad code is refused with 401', async () => {
  const forged = await t.app.inject({ method: 'POST', url: '/api/claveunica/callback', payload: { code: 'codigo-valido', state: 'a.9999999999999.b' } });
  assert.equal(forged.statusCode, 401);
  const { state } = (await t.app.inject({ url: '/api/claveunica/authorize' })).json();
  const bad = await t.app.inject({ method: 'POST', url: '/api/claveunica/callback', payload: { code: 'otro', state } });
  assert.equal(bad.statusCode, 401);
  assert.match(bad.json().message, /ClaveÚnica/);
});

test('with OIDC configured, the development RUN + clave login is closed', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/claveunica/login', payload: { run: '44.444.444-4', clave_unica: 'testing' } });
  assert.equal(res.statusCode, 400);
});
