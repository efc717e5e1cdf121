// /login in production: with ClaveÚnica's OpenID Connect configured, the applicant signs in at
// ClaveÚnica (here a local stand-in that speaks the same code flow) and comes back signed in.
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startApi } from '../../scripts/lib/portal.mjs';
import { expect, test } from '../fixtures.mjs';
import { expectNoAxeViolations } from '../lib/axe.mjs';
import { expectHeading } from '../lib/page.mjs';
import { freePort } from '../lib/stack.mjs';

const CLIENT = { id: 'portal-sello', secret: 'secreto-de-prueba' };

const b64 = (value) => Buffer.from(value).toString('base64url');

/**
 * ClaveÚnica as openid-client meets it: discovery, a JWKS, authorize (back to the portal with a code),
 * token (PKCE and client secret checked, an RS256-signed ID token with the attempt's nonce) and userinfo.
 */
function fakeClaveUnica(port) {
  const issuer = `http://127.0.0.1:${port}/openid`;
  const signing = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...signing.publicKey.export({ format: 'jwk' }), kid: 'clave-e2e', alg: 'RS256', use: 'sig' };
  const codes = new Map();
  const idToken = (claims) => {
    const head = b64(JSON.stringify({ alg: 'RS256', kid: 'clave-e2e', typ: 'JWT' }));
    const body = b64(JSON.stringify(claims));
    return `${head}.${body}.${b64(sign('sha256', Buffer.from(`${head}.${body}`), signing.privateKey))}`;
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const json = (status, value) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (url.pathname === '/openid/.well-known/openid-configuration') {
        return json(200, {
          issuer, authorization_endpoint: `${issuer}/authorize/`, token_endpoint: `${issuer}/token/`,
          userinfo_endpoint: `${issuer}/userinfo/`, jwks_uri: `${issuer}/jwks/`, response_types_supported: ['code'],
          subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'],
          token_endpoint_auth_methods_supported: ['client_secret_post'], code_challenge_methods_supported: ['S256'],
        });
      }
      if (url.pathname === '/openid/jwks/') return json(200, { keys: [jwk] });
      if (url.pathname === '/openid/authorize/') {
        const p = url.searchParams;
        if (p.get('client_id') !== CLIENT.id || p.get('scope') !== 'openid run name' || p.get('code_challenge_method') !== 'S256' || !p.get('nonce')) {
          res.writeHead(400).end('solicitud inválida');
          return undefined;
        }
        const code = `codigo-e2e-${codes.size + 1}`;
        codes.set(code, { nonce: p.get('nonce'), challenge: p.get('code_challenge'), redirectUri: p.get('redirect_uri') });
        const back = new URL(p.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({ code, state: p.get('state') ?? '' }).toString();
        res.writeHead(302, { location: back.href }).end();
        return undefined;
      }
      if (url.pathname === '/openid/token/' && req.method === 'POST') {
        const p = new URLSearchParams(body);
        const grant = codes.get(p.get('code') ?? '');
        codes.delete(p.get('code') ?? '');
        const verified = grant && createHash('sha256').update(p.get('code_verifier') ?? '').digest('base64url') === grant.challenge;
        if (!verified || p.get('client_secret') !== CLIENT.secret || p.get('redirect_uri') !== grant.redirectUri) return json(400, { error: 'invalid_grant' });
        const now = Math.floor(Date.now() / 1000);
        const claims = { iss: issuer, aud: CLIENT.id, sub: '1', iat: now, exp: now + 300, nonce: grant.nonce };
        return json(200, { access_token: 'tok-e2e', token_type: 'Bearer', expires_in: 300, id_token: idToken(claims) });
      }
      if (url.pathname === '/openid/userinfo/' && req.headers.authorization === 'Bearer tok-e2e') {
        return json(200, { sub: '1', RolUnico: { numero: 12345678, DV: '5', tipo: 'RUN' }, name: { nombres: ['María'], apellidos: ['Pérez'] } });
      }
      res.writeHead(404).end();
      return undefined;
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

test.describe('/login con ClaveÚnica (OpenID Connect)', () => {
  test('sends the applicant to ClaveÚnica and brings them back signed in, to the page they asked for', async ({ startPortal, page }) => {
    // The API must know the portal's address (its ClaveÚnica return address and CORS origin) before either starts.
    const providerPort = await freePort();
    const apiPort = await freePort([providerPort]);
    const portalPort = await freePort([providerPort, apiPort]);
    const provider = await fakeClaveUnica(providerPort);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sello-e2e-oidc-'));
    let api;
    try {
      api = await startApi({
        port: apiPort,
        dataDir,
        origins: [`http://localhost:${portalPort}`],
        log: () => {},
        env: {
          CLAVEUNICA_ISSUER: `http://127.0.0.1:${providerPort}/openid`,
          CLAVEUNICA_CLIENT_ID: CLIENT.id,
          CLAVEUNICA_CLIENT_SECRET: CLIENT.secret,
          CLAVEUNICA_REDIRECT_URI: `http://localhost:${portalPort}/login`,
        },
      });
      const portal = await startPortal({ port: portalPort, apiBase: api.url });

      await page.goto(`${portal.url}/login?volver=%2Fpostulante%2Fpostulaciones`);
      await expectHeading(page, 'Portal Claveúnica');
      await expect(page.getByRole('button', { name: 'Ingresar con ClaveÚnica' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /RUN/ }), 'no pide el RUN en este sitio').toHaveCount(0);
      await expectNoAxeViolations(page, { label: '/login (ClaveÚnica)' });
      await page.getByRole('button', { name: 'Ingresar con ClaveÚnica' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/postulante/postulaciones');
      const landing = await expectHeading(page);
      await expect(landing, 'la página de postulaciones existe').not.toHaveText(/404|no encontrad/i);
      await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
      expect(stored?.user?.name).toBe('María');
      expect(stored?.user?.role).toBe('postulante');
    } finally {
      // The portal (a fixture) stops after the test; the API and the provider are this test's own.
      await api?.stop();
      provider.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
