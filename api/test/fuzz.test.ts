/**
 * Acceptance 4: random and malformed bodies (fast-check) to every write endpoint the server registers,
 * with a valid token of the right role: never a 5xx, every 4xx carries a Spanish message (and Spanish
 * field errors), and a rejected request leaves the database exactly as it was.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import * as sharedSchemas from '@sello/shared-api/schemas';
import { listRoutes } from '../src/app';
import type { RouteRoles } from '../src/context';
import { startAcceptanceApp, type AcceptanceApp } from './support-acceptance/app';
import { institutionBody, loginEveryone, registerApplicationWithFiles, type ApplicationFixture, type Tokens } from './support-acceptance/fixtures';
import { jsonOf, looksSpanish, messageOf, multipart, type HttpMethod } from './support-acceptance/http';
import { snapshotDb, type DbSnapshot } from './support-acceptance/snapshot';

/** Routes whose body is ignored by design: any body succeeds, so they are not fuzz targets. */
const BODYLESS = new Set([
  'POST /api/logout', 'POST /api/postulante/postulaciones/:id/enviar',
  // Staff account actions without fields (issue 10): keep-alive, start of an enrolment, e-mails and resets of one account.
  'POST /api/sesion/renovar', 'POST /api/cuenta/2fa/inicio', 'POST /api/admin/usuarios/:id/reenviar-invitacion',
  'POST /api/admin/usuarios/:id/restablecer-clave', 'POST /api/admin/usuarios/:id/restablecer-2fa',
]);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

let s: AcceptanceApp;
let tokens: Tokens;
let fx: ApplicationFixture;
let validInstitution: Record<string, unknown>;
let ipCounter = 0;

/** Everything pino wrote during this file's run (level info: requests, answers and errors). */
const logLines: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

before(async () => {
  s = await startAcceptanceApp({ log: logSink });
  tokens = await loginEveryone(s.app);
  fx = await registerApplicationWithFiles(s.app, tokens.a);
  validInstitution = await institutionBody(s.app, '76.086.428-5');
});

after(async () => {
  await s?.close();
});

/** Every field name any request schema of the contract knows, read from shared-api's valibot schemas. */
function knownFieldNames(): string[] {
  const names = new Set<string>();
  for (const value of Object.values(sharedSchemas)) {
    if (value && typeof value === 'object' && 'kind' in value && value.kind === 'schema' && 'entries' in value && value.entries && typeof value.entries === 'object') {
      for (const key of Object.keys(value.entries)) names.add(key);
    }
  }
  return [...names];
}

function tokenFor(roles: RouteRoles): string | null {
  if (roles === 'public') return null;
  if (roles.includes('postulante')) return tokens.a;
  if (roles.includes('revisor')) return tokens.revisor;
  return tokens.admin;
}

function concrete(url: string): string {
  return url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    if (name === 'requisitoId') return String(fx.requisitoId);
    if (url.startsWith('/api/archivos/')) return fx.fileIds[0] ?? '';
    if (/^\/(api\/)?(postulante|revisor|institucion)\//.test(url)) return String(fx.applicationId);
    return '1';
  });
}

// ---- Arbitraries ---------------------------------------------------------------------------
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const junkScalar = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\u202e', '🙂'.repeat(50), 'ñandú áéíóú', '<script>alert(1)</script>', "' OR 1=1 --",
    '1e309', '-1', '0', '0x10', '2147483648', '99999999999999999999', 'NaN', 'null', 'undefined', 'true', '12.345.678-5',
    '44.444.444-4', 'a@b.c', '../../etc/passwd', '%00', '{{7*7}}', '${7*7}'),
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -0, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const junkValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, junkScalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...POLLUTION_KEYS)), tie('value'), { maxKeys: 4 }),
})).value;

/** A body shaped like the real ones (known field names) with values of the wrong type or size. */
function shapedBody(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(fc.constantFrom(...fields, ...POLLUTION_KEYS), junkValue, { minKeys: 0, maxKeys: 8 });
}

/** A valid institution with one field corrupted: reaches the deeper checks (region/comuna, counts). */
const corruptedInstitution = () => fc.record({
  field: fc.constantFrom(...Object.keys(validInstitution)),
  value: fc.oneof(junkScalar, fc.constant(undefined)),
}).map(({ field, value }) => {
  const body: Record<string, unknown> = { ...validInstitution, [field]: value };
  if (value === undefined) delete body[field];
  return JSON.stringify(body);
});

const HUGE = 'x'.repeat(1024 * 1024 + 10);
const rawJson = fc.oneof(
  fc.constantFrom('', '{', '{"a":', '[', '}', 'nul', 'NaN', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', '\uFEFF{}', 'undefined',
    '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}', '{"a":{"__proto__":{"polluted":true}}}',
    'null', '[]', '"texto"', '123', 'true', '[1,2,3]', `${'['.repeat(3000)}${']'.repeat(3000)}`, `{"a":"${'y'.repeat(400_000)}"}`, HUGE),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  junkValue.map((value) => JSON.stringify(value) ?? 'null'),
);

function bodyArbitrary(routeKey: string, fields: string[]): fc.Arbitrary<string> {
  const shaped = shapedBody(fields).map((body) => JSON.stringify(body));
  const options: fc.Arbitrary<string>[] = [rawJson, shaped, shaped];
  if (routeKey === 'POST /api/institucion/postulacion_sellos/store') options.push(corruptedInstitution(), corruptedInstitution());
  return fc.oneof(...options);
}

// ---- Checks --------------------------------------------------------------------------------
function spanishErrors(body: unknown): string[] {
  if (!body || typeof body !== 'object' || !('errors' in body) || !body.errors || typeof body.errors !== 'object') return [];
  return Object.entries(body.errors as Record<string, unknown>).flatMap(([field, messages]) =>
    (Array.isArray(messages) ? messages : [messages]).filter((m) => typeof m !== 'string' || !looksSpanish(m)).map((m) => `${field}: ${String(m)}`));
}

test('random and malformed bodies to every write endpoint: no 5xx, Spanish 4xx, nothing stored', async () => {
  const fields = knownFieldNames();
  assert.ok(fields.length > 30, `shared-api debería exponer sus esquemas (${fields.length} campos)`);
  const targets = listRoutes(s.app).filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !BODYLESS.has(`${route.method} ${route.url}`));
  assert.ok(targets.length >= 20, `se esperaban los endpoints de escritura, hay ${targets.length}`);
  let requests = 0;
  let accepted = 0;
  for (const route of targets) {
    const key = `${route.method} ${route.url}`;
    const url = concrete(route.url);
    const token = tokenFor(route.roles);
    /**
     * Batch mode: one snapshot before and after the route's runs (every request rejected, so nothing
     * may change). If a random body was accepted (e.g. an empty partial update), the route is run
     * again with a snapshot around every request, so a rejected one is still caught.
     */
    const runRoute = async (perRequest: boolean): Promise<number> => {
      let baseline: DbSnapshot = await snapshotDb(s.database.db);
      let acceptedHere = 0;
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(key, fields), fc.constantFrom('application/json', 'application/json; charset=utf-8'), async (body, contentType) => {
          ipCounter += 1;
          // A different client address per request keeps the login rate limit out of the way.
          const res = await s.app.inject({
            method: route.method as HttpMethod, url, payload: body, remoteAddress: `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
            headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          });
          requests += 1;
          const where = `${key} con ${JSON.stringify(body.slice(0, 200))}`;
          assert.ok(res.statusCode < 500, `${where}: ${res.statusCode} ${res.body.slice(0, 300)}`);
          if (res.statusCode >= 200 && res.statusCode < 300) {
            acceptedHere += 1;
            if (perRequest) baseline = await snapshotDb(s.database.db);
            return;
          }
          assert.ok(res.statusCode >= 400, `${where}: ${res.statusCode}`);
          assert.ok(looksSpanish(messageOf(res)), `${where}: ${res.statusCode} sin mensaje en español: ${res.body.slice(0, 300)}`);
          assert.deepEqual(spanishErrors(jsonOf(res)), [], `${where}: errores de campo que no están en español`);
          if (perRequest) assert.deepEqual(await snapshotDb(s.database.db), baseline, `${where}: una solicitud rechazada (${res.statusCode}) cambió la base de datos`);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      if (!perRequest && acceptedHere === 0) {
        assert.deepEqual(await snapshotDb(s.database.db), baseline, `${key}: solicitudes rechazadas cambiaron la base de datos`);
      }
      return acceptedHere;
    };
    const acceptedHere = await runRoute(false);
    accepted += acceptedHere;
    if (acceptedHere > 0) await runRoute(true);
  }
  assert.ok(requests >= targets.length * RUNS);
  assert.ok(accepted < requests / 4, `demasiadas solicitudes aleatorias aceptadas (${accepted}/${requests})`);
  // Nothing a request carried polluted the prototype chain of this process.
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  assert.equal(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted'), false);
});

test('random query strings on every read endpoint: no 5xx, Spanish 4xx', async () => {
  // Mostly the query names the routes read, sometimes any field name or a pollution key.
  const names = fc.oneof(
    { arbitrary: fc.constantFrom('page', 'anno', 'anno_certificacion', 'institucion', 'estado', 'categoria_id'), weight: 4 },
    { arbitrary: fc.constantFrom(...knownFieldNames(), ...POLLUTION_KEYS), weight: 1 },
  );
  const value = fc.oneof(junkScalar.map((v) => String(v)), fc.constantFrom('', '%', '%zz', '[]', '{}', '1,2', 'a[b]=c'));
  // Repeated keys arrive as arrays (`?a=1&a=2`), a classic way past string-only checks.
  const query = fc.record({ pairs: fc.array(fc.tuple(names, value), { maxLength: 6 }), repeat: fc.boolean(), bracket: fc.boolean() })
    .map(({ pairs, repeat, bracket }) => (repeat && pairs[0] ? [...pairs, pairs[0]] : pairs)
      .map(([k, v], i) => `${encodeURIComponent(k)}${bracket && i === 0 ? '[]' : ''}=${encodeURIComponent(v)}`).join('&'));
  const reads = listRoutes(s.app).filter((route) => route.method === 'GET');
  for (const route of reads) {
    const token = tokenFor(route.roles);
    await fc.assert(
      fc.asyncProperty(query, async (qs) => {
        const res = await s.app.inject({ method: 'GET', url: `${concrete(route.url)}?${qs}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
        const where = `GET ${route.url}?${qs}`;
        assert.ok(res.statusCode < 500, `${where}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        if (res.statusCode >= 400) {
          assert.ok(looksSpanish(messageOf(res)), `${where}: ${res.statusCode} sin mensaje en español: ${res.body.slice(0, 300)}`);
          assert.deepEqual(spanishErrors(jsonOf(res)), [], `${where}: errores de campo que no están en español`);
        }
      }),
      { numRuns: Math.max(5, Math.round(RUNS / 3)), endOnFailure: true },
    );
  }
});

test('malformed requests of other kinds: wrong content types, huge headers, bad ids, unknown routes', async () => {
  const failures: string[] = [];
  const check = async (label: string, request: InjectOptions) => {
    const res = await s.app.inject(request);
    if (res.statusCode >= 500 || res.statusCode < 400 || !looksSpanish(messageOf(res))) {
      failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  };
  const auth = { authorization: `Bearer ${tokens.a}` };
  await check('texto plano', { method: 'POST', url: '/api/institucion/postulacion_sellos/store', headers: { ...auth, 'content-type': 'text/plain' }, payload: 'hola' });
  await check('xml', { method: 'POST', url: '/api/institucion/postulacion_sellos/store', headers: { ...auth, 'content-type': 'application/xml' }, payload: '<a/>' });
  await check('form-urlencoded', { method: 'POST', url: '/api/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a&password=b' });
  await check('multipart roto', { method: 'POST', url: '/api/obtencion_sello_p1/store', headers: { ...auth, 'content-type': 'multipart/form-data; boundary=zzz' }, payload: '--zzz\r\nbasura' });
  await check('multipart sin boundary', { method: 'POST', url: '/api/obtencion_sello_p1/store', headers: { ...auth, 'content-type': 'multipart/form-data' }, payload: 'x' });
  await check('JSON en ruta multipart', { method: 'POST', url: '/api/obtencion_sello_p1/store', headers: { ...auth, 'content-type': 'application/json' }, payload: '{}' });
  await check('content-length falso', { method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json', 'content-length': '5' }, payload: '{"email":"a@b.c","password":"x"}' });
  for (const id of ['0', '-1', 'abc', '1.5', '99999999999999999999', '%00', "1'or'1", '１２']) {
    await check(`id ${id}`, { method: 'GET', url: `/api/postulante/postulaciones/${encodeURIComponent(id)}`, headers: auth });
    await check(`noticia ${id}`, { method: 'GET', url: `/noticias/${encodeURIComponent(id)}` });
  }
  await check('ruta desconocida', { method: 'GET', url: '/api/no-existe' });
  await check('método no permitido', { method: 'DELETE', url: '/noticias' });
  await check('url mal codificada', { method: 'GET', url: '/noticias/%E0%A4%A' });
  await check('slug larguísimo', { method: 'GET', url: `/noticias/url/${'a'.repeat(5000)}` });
  assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
});

// ---- Issue 12, acceptance 6: hostile characters in every text field and file name ------------
/** Personal data the poisoned requests carry: none of it may reach the log. */
const PII = { rut: '12.345.678-5', email: 'victima.fuzz@example.cl', phone: '+56 9 8765 4321' };
const POISONS = [
  `${PII.rut}\u0000`, `nul\u0000${PII.email}`, `\uD800${PII.phone}`, `lone\uDC00low`, `\u202Efdp.exe`, `\u2066aislado\u2069 ${PII.email}`,
  `tab\tok\u0007campana`, `\u001b[31mrojo`, `${PII.rut}\u0085`,
];
/** encodeURIComponent, but a lone surrogate becomes its raw (ill-formed) UTF-8 bytes instead of a throw. */
function encodeRaw(value: string): string {
  return value.split(/([\uD800-\uDFFF])/).map((piece) => (/^[\uD800-\uDFFF]$/.test(piece)
    ? [...Buffer.from([0xe0 | (piece.charCodeAt(0) >> 12), 0x80 | ((piece.charCodeAt(0) >> 6) & 63), 0x80 | (piece.charCodeAt(0) & 63)])].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    : encodeURIComponent(piece))).join('');
}
const FILE_FIELDS = ['bitacora', 'declaracion_autoridad', 'archivo_verificacion', 'archivo', 'requisito', 'documento', 'imagen', 'imagen_mobile', 'logo', 'landing_image'];

test('NUL, lone surrogates, bidi and control characters in every text field, query, path and file name: no 5xx, no personal data in the log', async () => {
  const fields = knownFieldNames();
  const writes = listRoutes(s.app).filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !BODYLESS.has(`${route.method} ${route.url}`));
  const failures: string[] = [];
  const note = (label: string, res: { statusCode: number; body: string }) => {
    if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  let requests = 0;
  const pdfBytes = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  for (const route of writes) {
    const url = concrete(route.url);
    const token = tokenFor(route.roles);
    const auth = token ? { authorization: `Bearer ${token}` } : {};
    for (const poison of POISONS) {
      ipCounter += 1;
      const remoteAddress = `10.200.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
      // Every known text field at once, as JSON…
      const all = Object.fromEntries(fields.map((name) => [name, poison]));
      note(`${route.method} ${route.url} JSON`, await s.app.inject({ method: route.method as HttpMethod, url, payload: all, remoteAddress, headers: auth }));
      // …each field alone on top of a valid institution (reaches the deeper checks)…
      if (route.url === '/api/institucion/postulacion_sellos/store') {
        for (const name of Object.keys(validInstitution)) {
          note(`${route.url} ${name}`, await s.app.inject({ method: 'POST', url, payload: { ...validInstitution, [name]: poison }, remoteAddress, headers: auth }));
          requests += 1;
        }
      }
      // …as multipart text fields with a poisoned file name.
      const form = await multipart(Object.fromEntries(fields.slice(0, 15).map((name) => [name, poison])), [
        { name: FILE_FIELDS[requests % FILE_FIELDS.length] ?? 'archivo', filename: `${poison}.pdf`, bytes: pdfBytes, type: 'application/pdf' },
      ]);
      note(`${route.method} ${route.url} multipart`, await s.app.inject({
        method: route.method as HttpMethod, url, payload: form.body, remoteAddress, headers: { ...auth, 'content-type': form.contentType },
      }));
      // A poisoned file name alone, with valid text.
      const named = await multipart({}, [{ name: FILE_FIELDS[(requests + 3) % FILE_FIELDS.length] ?? 'archivo', filename: `informe${poison}.pdf`, bytes: pdfBytes, type: 'application/pdf' }]);
      note(`${route.method} ${route.url} nombre de archivo`, await s.app.inject({
        method: route.method as HttpMethod, url, payload: named.body, remoteAddress, headers: { ...auth, 'content-type': named.contentType },
      }));
      requests += 3;
    }
  }
  for (const route of listRoutes(s.app).filter((r) => r.method === 'GET')) {
    const token = tokenFor(route.roles);
    for (const poison of POISONS) {
      const query = ['institucion', 'estado', 'anno', 'page', 'anno_certificacion', 'categoria_id'].map((k) => `${k}=${encodeRaw(poison)}`).join('&');
      note(`GET ${route.url}?…`, await s.app.inject({ method: 'GET', url: `${concrete(route.url)}?${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} }));
      // Path parameters too (a slug, a key, an id).
      const poisonedPath = route.url.replace(/:([A-Za-z_]+)/g, () => encodeRaw(poison));
      if (poisonedPath !== route.url) note(`GET ${poisonedPath}`, await s.app.inject({ method: 'GET', url: poisonedPath, headers: token ? { authorization: `Bearer ${token}` } : {} }));
      requests += 2;
    }
  }
  assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
  assert.ok(requests > writes.length * POISONS.length * 3, `solo ${requests} solicitudes`);

  // A text with NUL answers the Spanish 422 of the one guard, not a route's own message.
  const nul = await s.app.inject({ method: 'POST', url: '/api/institucion/postulacion_sellos/store', payload: { ...validInstitution, nombre_institucion: 'Fundación\u0000' }, headers: { authorization: `Bearer ${tokens.a}` } });
  assert.equal(nul.statusCode, 422);
  assert.equal(nul.json().message, 'El texto contiene caracteres no permitidos.');
  assert.ok(nul.json().errors.nombre_institucion);

  // The log saw every request (so the check below looked at something) and carries no personal data.
  const log = logLines.join('');
  assert.ok(logLines.length > requests, `el registro tiene ${logLines.length} líneas`);
  for (const [kind, value] of Object.entries(PII)) {
    assert.ok(!log.includes(value), `el registro contiene ${kind}: ${value}`);
    assert.ok(!log.includes(encodeURIComponent(value)), `el registro contiene ${kind} codificado: ${value}`);
  }
  assert.doesNotMatch(log, /\b\d{1,2}\.\d{3}\.\d{3}-[\dkK]\b/, 'el registro contiene un RUT');
  assert.doesNotMatch(log, /[\w.+-]+@[\w-]+\.[\w.]+/, 'el registro contiene un correo');
});
