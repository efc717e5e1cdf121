import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { listRoutes } from '../src/app';
import { createTestApp, type TestApp } from './helpers/app';
import { applicantToken, bearer, staffToken } from './helpers/http';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

/** Fills path parameters with ids that exist nowhere, so only the guard decides the answer. */
const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '999999');

describe('route registry', () => {
  test('every route declares its roles and the spec paths are all there', () => {
    const routes = listRoutes(t.app);
    assert.ok(routes.length > 50);
    for (const route of routes) assert.ok(route.roles === 'public' || route.roles.length > 0, `${route.method} ${route.url}`);
    const have = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const expected of [
      'GET /noticias', 'GET /noticias/:id', 'GET /instituciones-reconocidas', 'GET /instituciones', 'POST /api/login',
      'GET /api/regiones', 'GET /api/comunas/region/:id', 'GET /api/tipo-instituciones',
      'POST /api/institucion/postulacion_sellos/store', 'POST /api/institucion/postulacion_sellos/rep_legal/store',
      'POST /api/institucion/postulacion_sellos/encargado/store', 'PUT /institucion/postulacion_sellos/update/:id',
      'GET /api/historial-postulaciones', 'GET /api/resultado-postulaciones', 'POST /api/historial-postulaciones/store',
      'GET /api/categoria-postulaciones', 'GET /categoria-postulaciones/:id', 'POST /api/obtencion_sello_p1/store',
      'POST /api/obtencion_sello_p2/store', 'POST /api/obtencion_sello_p3/store', 'GET /api/medios-verificacion',
      'GET /api/requisitos', 'GET /api/requisitos/:id', 'GET /api/admin/historial-postulaciones',
      'GET /api/admin/historial-postulaciones/:id', 'GET /api/admin/historial-obtencion-sellos/:id', 'GET /api/admin/descargables',
      'GET /api/admin/descargables/:id', 'PATCH /api/admin/descargables/:id', 'POST /api/admin/noticias/store',
      'POST /api/admin/instituciones/store', 'GET /api/admin/instituciones/:id/editar',
    ]) assert.ok(have.has(expected), expected);
  });

  test('anonymous callers get 401 on every non-public route', async () => {
    for (const route of listRoutes(t.app).filter((r) => r.roles !== 'public' && r.method !== 'HEAD')) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      assert.equal(res.statusCode, 401, `${route.method} ${route.url}`);
      assert.match(res.json().message, /sesión/);
    }
  });

  test('each signed-in role gets 403 on routes not meant for it', async () => {
    const tokens = {
      postulante: await applicantToken(t.app, 'a'),
      revisor: await staffToken(t.app, 'revisor'),
      admin: await staffToken(t.app, 'admin'),
    };
    // Logout would revoke the token the loop goes on using; it has its own test.
    for (const route of listRoutes(t.app).filter((r) => r.roles !== 'public' && r.method !== 'HEAD' && r.url !== '/api/logout')) {
      for (const [role, token] of Object.entries(tokens)) {
        const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: bearer(token) });
        const allowed = route.roles !== 'public' && route.roles.includes(role as 'admin');
        if (allowed) assert.notEqual(res.statusCode, 403, `${role} ${route.method} ${route.url}`);
        else assert.equal(res.statusCode, 403, `${role} ${route.method} ${route.url}`);
        assert.ok(res.statusCode < 500, `${role} ${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
  });
});

describe('error answers', () => {
  test('unknown routes answer 404 JSON in Spanish', async () => {
    const res = await t.app.inject({ url: '/no/existe' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { message: 'La ruta solicitada no existe.' });
  });

  test('malformed JSON, an empty JSON body, a wrong content type and a huge body are 4xx with Spanish text', async () => {
    const cases = [
      { payload: '{"email":', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: '', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415 },
      { payload: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }), headers: { 'content-type': 'application/json' }, status: 413 },
      { payload: '[1,2]', headers: { 'content-type': 'application/json' }, status: 422 },
      { payload: '{"__proto__":{"x":1}}', headers: { 'content-type': 'application/json' }, status: 400 },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: c.payload, headers: c.headers });
      assert.equal(res.statusCode, c.status, `${c.headers['content-type']} ${c.payload.slice(0, 20)}`);
      assert.doesNotMatch(res.json().message, /\b(invalid|expected|body|unsupported|error)\b/i);
      assert.match(res.json().message, /^[A-ZÁÉÍÓÚ¡].+\.$/);
    }
  });

  test('security headers and CORS limited to the portal origins', async () => {
    const ok = await t.app.inject({ url: '/api/regiones', headers: { origin: 'http://localhost:3000' } });
    assert.equal(ok.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.equal(ok.headers['x-content-type-options'], 'nosniff');
    const other = await t.app.inject({ url: '/api/regiones', headers: { origin: 'http://evil.test' } });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
    for (const url of ['/api/login', '/api/me']) {
      const preflight = await t.app.inject({ method: 'OPTIONS', url, headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' } });
      assert.equal(preflight.statusCode, 204, url);
      assert.equal(preflight.headers['access-control-allow-origin'], 'http://localhost:3000', url);
    }
    // An OPTIONS without Origin or the method it asks for is no preflight: refused in Spanish
    // (@fastify/cors's own answer is the English text 'Invalid Preflight Request').
    for (const headers of [{}, { 'access-control-request-method': 'POST' }, { origin: 'http://localhost:3000' }]) {
      for (const url of ['/api/login', '/noticias', '/api/no-existe']) {
        const res = await t.app.inject({ method: 'OPTIONS', url, headers });
        assert.equal(res.statusCode, 400, `${url} ${JSON.stringify(headers)}`);
        assert.equal(res.json().message, 'La solicitud OPTIONS no es una verificación previa de CORS: faltan los encabezados Origin o Access-Control-Request-Method.');
      }
    }
  });
});
