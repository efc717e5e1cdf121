// /login in production: with ClaveÚnica's OpenID Connect configured, the applicant signs in at
// ClaveÚnica (here a local stand-in that speaks the same code flow) and comes back signed in.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startApi, startPortal } from '../../scripts/lib/portal.mjs';
import { expectNoAxeViolations } from '../lib/axe.mjs';
import { newPage, useBrowser, waitForHeading } from '../lib/browser.mjs';
import { freePort } from '../lib/ports.mjs';

const browser = useBrowser();
const CLIENT = { id: 'portal-sello', secret: 'secreto-de-prueba' };

/** ClaveÚnica's three endpoints: authorize sends the browser back with a code, token and userinfo answer it. */
function fakeClaveUnica(port) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (url.pathname === '/openid/authorize/') {
        if (url.searchParams.get('client_id') !== CLIENT.id || url.searchParams.get('scope') !== 'openid run name') {
          res.writeHead(400).end('solicitud inválida');
          return;
        }
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', 'codigo-e2e');
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (url.pathname === '/openid/token/' && new URLSearchParams(body).get('code') === 'codigo-e2e') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'tok-e2e', token_type: 'bearer' }));
        return;
      }
      if (url.pathname === '/openid/userinfo/' && req.headers.authorization === 'Bearer tok-e2e') {
        const identity = { sub: '1', RolUnico: { numero: 12345678, DV: '5', tipo: 'RUN' }, name: { nombres: ['María'], apellidos: ['Pérez'] } };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(identity));
        return;
      }
      res.writeHead(404).end();
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('/login con ClaveÚnica (OpenID Connect)', () => {
  let provider;
  let api;
  let portal;
  let dataDir;

  before(async () => {
    const [providerPort, apiPort, portalPort] = [await freePort(), await freePort(), await freePort()];
    provider = await fakeClaveUnica(providerPort);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sello-e2e-oidc-'));
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
    portal = await startPortal({ port: portalPort, apiBase: api.url });
  });
  after(async () => {
    await Promise.allSettled([portal?.close(), api?.stop()]);
    provider?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the applicant to ClaveÚnica and brings them back signed in, to the page they asked for', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${portal.url}/login?volver=%2Fpostulante%2Fpostulaciones`);
    await waitForHeading(page, 'Portal Claveúnica');
    await page.getByRole('button', { name: 'Ingresar con ClaveÚnica' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: /RUN/ }).count(), 0, 'no pide el RUN en este sitio');
    await expectNoAxeViolations(page, { label: '/login (ClaveÚnica)' });
    await page.getByRole('button', { name: 'Ingresar con ClaveÚnica' }).click();
    await page.waitForURL((url) => url.pathname === '/postulante/postulaciones', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor({ timeout: 20_000 });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    assert.equal(stored?.user?.name, 'María');
    assert.equal(stored?.user?.role, 'postulante');
    await context.close();
  });
});
