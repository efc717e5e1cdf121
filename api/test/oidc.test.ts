/**
 * ClaveÚnica (OpenID Connect) against a local provider stand-in that signs its ID tokens (RS256) with a
 * key published in its JWKS, checks PKCE and client_secret_post, and can be told to forge tokens.
 * Acceptance 2 of issue 12: the login-CSRF link fails, a replayed state is refused, forged ID tokens
 * (wrong nonce, audience, issuer, expired, foreign signature) are refused.
 */
import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { createTestApp, type TestApp } from './helpers/app';
import { bearer } from './helpers/http';

type Forgery = 'none' | 'wrong-nonce' | 'wrong-audience' | 'wrong-issuer' | 'expired' | 'foreign-signature' | 'unsigned';

interface Provider {
  server: http.Server;
  issuer: string;
  calls: string[];
  forgery: Forgery;
  /** What the browser would get back at redirect_uri after signing in at the provider. */
  signIn(authorizeUrl: string): Promise<{ code: string; state: string }>;
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

function jwt(payload: Record<string, unknown>, key: KeyObject, kid: string, alg = 'RS256'): string {
  const head = b64(JSON.stringify({ alg, kid, typ: 'JWT' }));
  const body = b64(JSON.stringify(payload));
  if (alg === 'none') return `${head}.${body}.`;
  return `${head}.${body}.${b64(sign('sha256', Buffer.from(`${head}.${body}`), key))}`;
}

/** A tiny ClaveÚnica: discovery, JWKS, authorize (records nonce + PKCE challenge), token, userinfo. */
function fakeProvider(): Promise<Provider> {
  const signing = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...signing.publicKey.export({ format: 'jwk' }), kid: 'clave-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce: string; challenge: string; clientId: string; redirectUri: string }>();
  let counter = 0;
  const provider: Provider = {
    server: http.createServer(), issuer: '', calls: [], forgery: 'none',
    async signIn(authorizeUrl) {
      const response = await fetch(authorizeUrl, { redirect: 'manual' });
      const location = new URL(response.headers.get('location') ?? '');
      return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
    },
  };
  provider.server.on('request', (req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', provider.issuer);
      provider.calls.push(`${req.method} ${url.pathname}`);
      const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (url.pathname === '/openid/.well-known/openid-configuration') {
        return json(200, {
          issuer: provider.issuer,
          authorization_endpoint: `${provider.issuer}/authorize/`,
          token_endpoint: `${provider.issuer}/token/`,
          userinfo_endpoint: `${provider.issuer}/userinfo/`,
          jwks_uri: `${provider.issuer}/jwks/`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          token_endpoint_auth_methods_supported: ['client_secret_post'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (url.pathname === '/openid/jwks/') return json(200, { keys: [jwk] });
      if (url.pathname === '/openid/authorize/') {
        const p = url.searchParams;
        if (p.get('response_type') !== 'code' || p.get('code_challenge_method') !== 'S256' || !p.get('nonce') || !p.get('code_challenge')) {
          return json(400, { error: 'invalid_request' });
        }
        counter += 1;
        const code = `codigo-${counter}`;
        codes.set(code, { nonce: p.get('nonce') ?? '', challenge: p.get('code_challenge') ?? '', clientId: p.get('client_id') ?? '', redirectUri: p.get('redirect_uri') ?? '' });
        const back = new URL(p.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({ code, state: p.get('state') ?? '' }).toString();
        res.writeHead(302, { location: back.href }).end();
        return undefined;
      }
      if (url.pathname === '/openid/token/' && req.method === 'POST') {
        const p = new URLSearchParams(body);
        const grant = codes.get(p.get('code') ?? '');
        codes.delete(p.get('code') ?? '');
        const verifierOk = grant && createHash('sha256').update(p.get('code_verifier') ?? '').digest('base64url') === grant.challenge;
        if (!grant || !verifierOk || p.get('client_secret') !== 'secreto' || p.get('client_id') !== grant.clientId
          || p.get('redirect_uri') !== grant.redirectUri || p.get('grant_type') !== 'authorization_code') {
          return json(400, { error: 'invalid_grant' });
        }
        const now = Math.floor(Date.now() / 1000);
        const f = provider.forgery;
        const claims = {
          iss: f === 'wrong-issuer' ? 'https://otro-proveedor.example/openid' : provider.issuer,
          aud: f === 'wrong-audience' ? 'otro-cliente' : grant.clientId,
          sub: '2594',
          iat: now - (f === 'expired' ? 7200 : 0),
          exp: f === 'expired' ? now - 3600 : now + 300,
          nonce: f === 'wrong-nonce' ? 'otro-nonce' : grant.nonce,
        };
        const idToken = f === 'unsigned'
          ? jwt(claims, signing.privateKey, 'clave-1', 'none')
          : jwt(claims, f === 'foreign-signature' ? stranger.privateKey : signing.privateKey, 'clave-1');
        return json(200, { access_token: 'tok-123', token_type: 'Bearer', expires_in: 300, id_token: idToken });
      }
      if (url.pathname === '/openid/userinfo/' && req.headers.authorization === 'Bearer tok-123') {
        return json(200, { sub: '2594', RolUnico: { numero: 12345678, DV: '5', tipo: 'RUN' }, name: { nombres: ['María', 'José'], apellidos: ['Pérez', 'Soto'] } });
      }
      res.writeHead(404).end();
      return undefined;
    });
  });
  return new Promise((resolve) => {
    provider.server.listen(0, '127.0.0.1', () => {
      provider.issuer = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}/openid`;
      resolve(provider);
    });
  });
}

let t: TestApp;
let provider: Provider;

before(async () => {
  provider = await fakeProvider();
  t = await createTestApp({
    oidc: { issuer: provider.issuer, clientId: 'cliente', clientSecret: 'secreto', redirectUri: 'http://localhost:3000/login' },
  });
});
after(async () => {
  await t.close();
  provider.server.close();
});
beforeEach(() => {
  provider.forgery = 'none';
});

/** The browser's side of GET /api/claveunica/authorize: the provider URL, the state and the attempt cookie. */
async function authorize(): Promise<{ url: string; state: string; cookie: string }> {
  const res = await t.app.inject({ url: '/api/claveunica/authorize', headers: { origin: 'http://localhost:3000' } });
  assert.equal(res.statusCode, 200, res.body);
  const setCookie = String(res.headers['set-cookie'] ?? '');
  return { url: res.json().url, state: res.json().state, cookie: setCookie.split(';')[0] ?? '' };
}

function callback(payload: { code: string; state: string }, cookie?: string) {
  return t.app.inject({ method: 'POST', url: '/api/claveunica/callback', payload, headers: cookie ? { cookie } : {} });
}

describe('ClaveÚnica code flow', () => {
  test('/login is told to send applicants to ClaveÚnica', async () => {
    const res = await t.app.inject({ url: '/api/claveunica/modo' });
    assert.deepEqual(res.json(), { modo: 'oidc' });
  });

  test('authorize: the provider URL carries state, nonce and a PKCE S256 challenge; the attempt cookie is HttpOnly, SameSite=Lax, scoped', async () => {
    const res = await t.app.inject({ url: '/api/claveunica/authorize', headers: { origin: 'http://localhost:3000' } });
    const url = new URL(res.json().url);
    assert.equal(`${url.origin}${url.pathname}`, `${provider.issuer}/authorize/`);
    assert.equal(url.searchParams.get('scope'), 'openid run name');
    assert.equal(url.searchParams.get('client_id'), 'cliente');
    assert.equal(url.searchParams.get('state'), res.json().state);
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    assert.match(url.searchParams.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);
    assert.match(url.searchParams.get('nonce') ?? '', /^[A-Za-z0-9_-]{20,}$/);
    const cookie = String(res.headers['set-cookie']);
    assert.match(cookie, /^sello_claveunica=[A-Za-z0-9_-]{43}; Path=\/api\/claveunica; Max-Age=600; HttpOnly; SameSite=Lax/);
    assert.equal(res.headers['access-control-allow-credentials'], 'true');
    assert.equal(res.headers['cache-control'], 'no-store');
    // Two attempts never share state, nonce or challenge.
    const other = new URL((await authorize()).url);
    for (const name of ['state', 'nonce', 'code_challenge']) assert.notEqual(other.searchParams.get(name), url.searchParams.get(name));
  });

  test('the browser that started the attempt is signed in by RolUnico numero + DV', async () => {
    const attempt = await authorize();
    const back = await provider.signIn(attempt.url);
    const res = await callback(back, attempt.cookie);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().user, { id: res.json().user.id, name: 'María José', lastname: 'Pérez Soto', run: '12.345.678-5', role: 'postulante' });
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(String(res.headers['set-cookie']), /sello_claveunica=; .*Max-Age=0/);
    const me = await t.app.inject({ url: '/api/me', headers: bearer(res.json().token) });
    assert.equal(me.json().user.run, '12.345.678-5');
  });

  test('login CSRF: a victim opening /login?code=<attacker code>&state=<attacker state> is not signed in', async () => {
    const attacker = await authorize();
    const stolen = await provider.signIn(attacker.url);
    // The victim's browser has no attempt cookie at all…
    const bare = await callback(stolen);
    assert.equal(bare.statusCode, 401);
    assert.equal(bare.json().token, undefined);
    // …or its own attempt (it once clicked "Ingresar con ClaveÚnica"): the state is not the one it holds.
    const victim = await authorize();
    const mixed = await callback(stolen, victim.cookie);
    assert.equal(mixed.statusCode, 401);
    assert.match(mixed.json().message, /no corresponde a este navegador/);
    assert.equal(mixed.json().token, undefined);
  });

  test('a state is single use: replaying the same code, state and cookie is refused', async () => {
    const attempt = await authorize();
    const back = await provider.signIn(attempt.url);
    assert.equal((await callback(back, attempt.cookie)).statusCode, 200);
    const replay = await callback(back, attempt.cookie);
    assert.equal(replay.statusCode, 401);
  });

  test('a made-up state or a bad code is refused with 401', async () => {
    const attempt = await authorize();
    assert.equal((await callback({ code: 'codigo-1', state: 'a.9999999999999.b' }, attempt.cookie)).statusCode, 401);
    const fresh = await authorize();
    const bad = await callback({ code: 'otro', state: fresh.state }, fresh.cookie);
    assert.equal(bad.statusCode, 401);
    assert.match(bad.json().message, /ClaveÚnica/);
  });

  for (const forgery of ['wrong-nonce', 'wrong-audience', 'wrong-issuer', 'expired', 'foreign-signature', 'unsigned'] as const) {
    test(`a forged ID token (${forgery}) is refused`, async () => {
      const attempt = await authorize();
      const back = await provider.signIn(attempt.url);
      provider.forgery = forgery;
      const res = await callback(back, attempt.cookie);
      assert.equal(res.statusCode, 401, res.body);
      assert.equal(res.json().token, undefined);
      assert.match(res.json().message, /ClaveÚnica/);
    });
  }

  test('with OIDC configured, the development RUN + clave login is closed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/claveunica/login', payload: { run: '44.444.444-4', clave_unica: 'testing' } });
    assert.equal(res.statusCode, 400);
  });
});
