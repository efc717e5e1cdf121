/**
 * Acceptance 3: every route the server registers (read from the server's own route registry, not a
 * hand list) against {anonymous, applicant A, applicant B, revisor, admin}. The expected answer comes
 * from each route's declared roles; applicant B never reaches anything of applicant A.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { listRoutes } from '../src/app';
import type { RouteRoles } from '../src/context';
import { archivos, asignaciones, certificados, retencionEjecuciones, solicitudesDatos } from '../src/db/schema';
import { startAcceptanceApp, type AcceptanceApp } from './support-acceptance/app';
import {
  applicantLogin, APPLICANT_A, APPLICANT_B, ADMIN, loginEveryone, registerApplicationWithFiles, REVISOR, samplePdf,
  staffLogin, type ApplicationFixture, type Tokens,
} from './support-acceptance/fixtures';
import { call, jsonOf, looksSpanish, messageOf, multipart, type HttpMethod } from './support-acceptance/http';
import { snapshotDb } from './support-acceptance/snapshot';

type Identity = 'anonimo' | 'postulanteA' | 'postulanteB' | 'revisor' | 'admin';
const IDENTITIES: Identity[] = ['anonimo', 'postulanteA', 'postulanteB', 'revisor', 'admin'];
const ROLE_OF: Record<Identity, 'postulante' | 'revisor' | 'admin' | null> = {
  anonimo: null, postulanteA: 'postulante', postulanteB: 'postulante', revisor: 'revisor', admin: 'admin',
};
const KNOWN_ROLES = new Set(['admin', 'revisor', 'postulante']);

/** GET routes that legitimately answer non-2xx to an allowed caller in this configuration, and why. */
const GET_NOT_2XX: Record<string, string> = {
  'GET /api/claveunica/authorize': 'ClaveÚnica OIDC no está configurado en las pruebas: responde 404',
  'HEAD /api/claveunica/authorize': 'ClaveÚnica OIDC no está configurado en las pruebas: responde 404',
  // Reached only through an assignment: the admin (not assigned) gets 404.
  'GET /api/revisor/postulaciones/:id': 'solo postulaciones asignadas a quien llama: responde 404',
  'HEAD /api/revisor/postulaciones/:id': 'solo postulaciones asignadas a quien llama: responde 404',
  'GET /api/revisor/postulaciones/:id/requisitos/:requisitoId': 'solo postulaciones asignadas a quien llama: responde 404',
  'HEAD /api/revisor/postulaciones/:id/requisitos/:requisitoId': 'solo postulaciones asignadas a quien llama: responde 404',
  'GET /api/revisor/postulaciones/:id/puntajes': 'solo postulaciones asignadas a quien llama: responde 404',
  'HEAD /api/revisor/postulaciones/:id/puntajes': 'solo postulaciones asignadas a quien llama: responde 404',
  // The fixture's application is registered, not sent: it has no receipt yet.
  'GET /api/postulante/postulaciones/:id/comprobante': 'la postulación de prueba no se ha enviado: aún no tiene comprobante (404)',
  'HEAD /api/postulante/postulaciones/:id/comprobante': 'la postulación de prueba no se ha enviado: aún no tiene comprobante (404)',
  // The fixture's application is registered, not published: it has no certificate yet.
  'GET /api/postulante/postulaciones/:id/certificado': 'solo una postulación publicada tiene certificado: responde 404',
  'HEAD /api/postulante/postulaciones/:id/certificado': 'solo una postulación publicada tiene certificado: responde 404',
  'GET /api/postulante/postulaciones/:id/certificado/pdf': 'solo una postulación publicada tiene certificado: responde 404',
  'HEAD /api/postulante/postulaciones/:id/certificado/pdf': 'solo una postulación publicada tiene certificado: responde 404',
  // Verification by RUT needs ?rut=, which a route's path does not carry.
  'GET /api/sello/verificacion': 'sin ?rut= responde 400 explicando cómo consultar',
  'HEAD /api/sello/verificacion': 'sin ?rut= responde 400 explicando cómo consultar',
};

let s: AcceptanceApp;
let tokens: Tokens;
let fx: ApplicationFixture;
let ids: {
  newsId: number; newsSlug: string; regionId: number; institutionId: number; downloadableId: number; userId: number; mediaKey: string;
  mailId: number; callId: number; codigo: string; dataRequestId: number; retentionRunId: number;
};

before(async () => {
  s = await startAcceptanceApp();
  tokens = await loginEveryone(s.app);
  fx = await registerApplicationWithFiles(s.app, tokens.a);
  const news = jsonOf(await call(s.app, 'GET', '/noticias')) as { data: { id: number; url: string; imagen: string | null }[] };
  const first = news.data.find((item) => item.imagen) ?? news.data[0];
  assert.ok(first, 'la semilla de demostración debe tener noticias');
  const regiones = jsonOf(await call(s.app, 'GET', '/api/regiones')) as { id: number }[];
  const inst = jsonOf(await call(s.app, 'GET', '/instituciones-reconocidas')) as { id: number }[];
  const docs = jsonOf(await call(s.app, 'GET', '/descargables')) as { id: number }[];
  const users = jsonOf(await call(s.app, 'GET', '/api/admin/usuarios', { token: tokens.admin })) as { id: number; email: string }[];
  const [publicFile] = await s.database.db.select().from(archivos).where(eq(archivos.publico, true)).limit(1);
  const [certificate] = await s.database.db.select().from(certificados).limit(1);
  assert.ok(regiones[0] && inst[0] && docs[0] && publicFile && certificate, 'la semilla de demostración debe tener certificados');
  const revisorUser = users.find((u) => u.email === REVISOR.email);
  assert.ok(revisorUser);
  // The reviewer reaches A's files only through an assignment with a 'sin conflicto' declaration.
  await s.database.db.insert(asignaciones).values({
    postulacion_sello_id: fx.applicationId, revisor_id: revisorUser.id, fecha_limite: '2099-12-31', declaracion: 'sin_conflicto', declarada_at: new Date(),
  });
  const mails = jsonOf(await call(s.app, 'GET', '/api/admin/correos', { token: tokens.admin })) as { data: { id: number }[] };
  const calls = jsonOf(await call(s.app, 'GET', '/api/admin/convocatorias', { token: tokens.admin })) as { id: number; estado: string }[];
  const closedCall = calls.find((c) => c.estado === 'cerrada');
  assert.ok(closedCall, 'la semilla de demostración debe tener convocatorias de años anteriores');
  assert.ok(mails.data[0], 'la semilla de demostración debe tener correos en la bandeja de salida');
  const [dataRequest] = await s.database.db.select().from(solicitudesDatos).limit(1);
  assert.ok(dataRequest, 'la semilla de demostración debe tener solicitudes de datos personales');
  // A past run of the retention schedule, to read its report (running one here would remove data).
  const [run] = await s.database.db.insert(retencionEjecuciones).values({ origen: 'manual', fecha_referencia: new Date(), conteos: {}, elementos: [] }).returning();
  assert.ok(run);
  ids = {
    newsId: first.id, newsSlug: first.url, regionId: regiones[0].id, institutionId: inst[0].id, downloadableId: docs[0].id,
    userId: revisorUser.id, mediaKey: publicFile.storage_key, mailId: mails.data[0].id, callId: closedCall.id,
    codigo: certificate.codigo, dataRequestId: dataRequest.id, retentionRunId: run.id,
  };
});

after(async () => {
  await s?.close();
});

/** Does this route path carry one of applicant A's private resources? */
function carriesApplicantData(url: string): boolean {
  return url.includes('/:') && /^\/(api\/)?(postulante|revisor|institucion)\/|^\/api\/admin\/(historial-postulaciones|historial-obtencion-sellos)\/|^\/api\/archivos\//.test(url);
}

/** Concrete value of a path parameter, from the fixtures. An unknown parameter fails the test: add a rule. */
function paramValue(url: string, name: string, missingIds: boolean): string {
  if (missingIds) {
    // Allowed callers of destructive routes act on a missing resource: authorised, but nothing is deleted.
    if (name === 'key') return '00000000-0000-4000-8000-000000000000.png';
    if (/^\/api\/archivos\//.test(url)) return '00000000-0000-4000-8000-000000000000';
    if (name === 'url') return 'no-existe-esta-noticia';
    return '987654';
  }
  if (name === 'url') return ids.newsSlug;
  if (name === 'key') return ids.mediaKey;
  if (name === 'requisitoId') return String(fx.requisitoId);
  if (name === 'revisorId') return String(ids.userId);
  if (name === 'observacionId') return '1';
  if (name === 'codigo') return ids.codigo;
  if (name === 'slug') return 'privacidad';
  if (name !== 'id') throw new Error(`Parámetro :${name} de ${url} sin regla en access-matrix.test.ts`);
  const rules: [RegExp, string][] = [
    [/^\/(api\/admin\/)?noticias\//, String(ids.newsId)],
    [/^\/api\/comunas\/region\//, String(ids.regionId)],
    [/^\/(api\/)?categoria-postulaciones\//, String(fx.categoriaId)],
    [/^\/api\/requisitos\//, String(fx.requisitoId)],
    [/^\/api\/admin\/instituciones\//, String(ids.institutionId)],
    [/^\/api\/admin\/descargables\//, String(ids.downloadableId)],
    [/^\/api\/admin\/usuarios\//, String(ids.userId)],
    [/^\/api\/admin\/historial-obtencion-sellos\//, String(fx.p1Id)],
    [/^\/api\/admin\/postulaciones\//, String(fx.applicationId)],
    [/^\/api\/admin\/correos\//, String(ids.mailId)],
    [/^\/api\/admin\/solicitudes-datos\//, String(ids.dataRequestId)],
    [/^\/api\/admin\/retencion\/ejecuciones\//, String(ids.retentionRunId)],
    [/^\/api\/admin\/categorias\//, String(fx.categoriaId)],
    [/^\/api\/admin\/convocatorias\//, String(ids.callId)],
    [/^\/api\/archivos\//, fx.fileIds[0] ?? ''],
    [/^\/(api\/)?(postulante|revisor|institucion)\/|^\/api\/admin\/historial-postulaciones\//, String(fx.applicationId)],
  ];
  const rule = rules.find(([pattern]) => pattern.test(url));
  if (!rule) throw new Error(`Parámetro :id de ${url} sin regla en access-matrix.test.ts`);
  return rule[1];
}

function concreteUrl(url: string, missingIds = false): string {
  return url.replace(/:([A-Za-z_]+)/g, (_match, name: string) => encodeURIComponent(paramValue(url, name, missingIds)));
}

function tokenOf(identity: Identity): string | null {
  switch (identity) {
    case 'anonimo': return null;
    case 'postulanteA': return tokens.a;
    case 'postulanteB': return tokens.b;
    case 'revisor': return tokens.revisor;
    case 'admin': return tokens.admin;
  }
}

function allows(roles: RouteRoles, identity: Identity): boolean {
  if (roles === 'public') return true;
  const role = ROLE_OF[identity];
  return role !== null && roles.includes(role);
}

const routes = () => listRoutes(s.app).filter((route) => route.method !== 'OPTIONS');
const label = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

test('every registered route declares its roles, and there are routes of every kind', () => {
  const all = listRoutes(s.app);
  assert.ok(all.length >= 60, `se esperaban todas las rutas del servidor, hay ${all.length}`);
  for (const route of all) {
    const ok = route.roles === 'public' || (Array.isArray(route.roles) && route.roles.length > 0 && route.roles.every((r) => KNOWN_ROLES.has(r)));
    assert.ok(ok, `${label(route)} no declara roles válidos: ${JSON.stringify(route.roles)}`);
    // The registry must describe what the server really routes.
    assert.ok(s.app.hasRoute({ method: route.method as HttpMethod, url: route.url }), `${label(route)} no está en el router`);
  }
  // The declared roles agree with the area of the URL (a mis-declared admin route would pass the matrix).
  const areaRoles: [RegExp, string][] = [[/^\/api\/admin\//, 'admin'], [/^\/api\/revisor\//, 'admin,revisor'], [/^\/api\/postulante\//, 'postulante']];
  for (const route of all) {
    const area = areaRoles.find(([pattern]) => pattern.test(route.url));
    if (area) assert.equal(route.roles === 'public' ? 'public' : [...route.roles].sort().join(','), area[1], `${label(route)} declara roles ajenos a su área`);
  }
  const kinds = new Set(all.map((route) => (route.roles === 'public' ? 'public' : [...route.roles].sort().join(','))));
  for (const expected of ['public', 'admin', 'admin,revisor', 'postulante', 'admin,postulante,revisor']) {
    assert.ok(kinds.has(expected), `no hay rutas con roles ${expected}`);
  }
});

test('no caller gets past a route\'s roles, and applicant B reaches nothing of applicant A', async () => {
  const before = await snapshotDb(s.database.db);
  const failures: string[] = [];
  let checked = 0;
  for (const route of routes()) {
    for (const identity of IDENTITIES) {
      if (allows(route.roles, identity) && identity !== 'postulanteB') continue;
      if (allows(route.roles, identity) && !carriesApplicantData(route.url)) continue;
      const url = concreteUrl(route.url);
      const res = await call(s.app, route.method as HttpMethod, url, { token: tokenOf(identity), json: route.method === 'GET' || route.method === 'HEAD' || route.method === 'DELETE' ? undefined : {} });
      checked += 1;
      let expected: number[];
      if (allows(route.roles, identity)) expected = [403, 404];
      else if (identity === 'anonimo') expected = [401];
      else expected = [403];
      if (!expected.includes(res.statusCode)) failures.push(`${identity} ${route.method} ${url}: ${res.statusCode} (esperado ${expected.join('/')}) ${res.body.slice(0, 160)}`);
      else if (route.method !== 'HEAD' && !looksSpanish(messageOf(res))) failures.push(`${identity} ${route.method} ${url}: ${res.statusCode} sin mensaje en español: ${res.body.slice(0, 160)}`);
    }
  }
  assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
  assert.ok(checked > 100, `solo se comprobaron ${checked} combinaciones`);
  // Nothing a refused caller sent changed the data.
  assert.deepEqual(await snapshotDb(s.database.db), before);
});

test('an unknown or malformed token is 401 on every protected route', async () => {
  const failures: string[] = [];
  for (const route of routes().filter((r) => r.roles !== 'public')) {
    for (const token of ['x'.repeat(43), 'Zm9vYmFy']) {
      const res = await call(s.app, route.method as HttpMethod, concreteUrl(route.url), { token });
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} con token ${token.slice(0, 8)}…: ${res.statusCode}`);
    }
  }
  assert.deepEqual(failures, []);
});

test('applicant B cannot write into applicant A\'s application through ids in the body', async () => {
  const before = await snapshotDb(s.database.db);
  const pdf = await samplePdf();
  const appId = String(fx.applicationId);
  const p1Id = String(fx.p1Id);
  const attempts: [HttpMethod, string, Parameters<typeof call>[3]][] = [
    ['POST', '/api/institucion/postulacion_sellos/rep_legal/store', { json: {
      nombre_rep_legal: 'Intruso', cargo_rep_legal: 'Intruso', rut_rep_legal: '11.111.111-1', telefono_rep_legal: '912345678',
      correo_rep_legal: 'intruso@example.cl', postulacion_sello_id: fx.applicationId,
    } }],
    ['POST', '/api/institucion/postulacion_sellos/encargado/store', { json: {
      nombre_encargado: 'Intruso', cargo_encargado: 'Intruso', rut_encargado: '22.222.222-2', telefono_encargado: '912345678',
      correo_encargado: 'intruso@example.cl', postulacion_sello_id: fx.applicationId,
    } }],
    ['PUT', `/api/institucion/postulacion_sellos/update/${appId}`, { json: { categoria_id: fx.categoriaId } }],
    ['PUT', `/institucion/postulacion_sellos/update/${appId}`, { json: { categoria_id: fx.categoriaId } }],
    ['POST', '/api/historial-postulaciones/store', { json: { postulacion_sello_id: fx.applicationId, institucion_id: 1, resultado_postulacion_id: 1, progreso_postulacion: 2 } }],
    ['POST', '/api/obtencion_sello_p1/store', { raw: await multipart({ postulacion_sello_id: appId }, [
      { name: 'bitacora', filename: 'b.pdf', bytes: pdf }, { name: 'declaracion_autoridad', filename: 'd.pdf', bytes: pdf },
    ]) }],
    ['POST', '/api/obtencion_sello_p2/store', { raw: await multipart({ obtencion_sello_p1_id: p1Id }, [{ name: 'archivo_verificacion', filename: 'v.pdf', bytes: pdf }]) }],
    ['POST', '/api/obtencion_sello_p3/store', { raw: await multipart({ obtencion_sello_p1_id: p1Id }, [{ name: 'archivo', filename: 'a.pdf', bytes: pdf }]) }],
    ['POST', '/api/requisitos/store', { raw: await multipart({ obtencion_sello_p1_id: p1Id, requisito_id: String(fx.requisitoId) }, [{ name: 'requisito', filename: 'r.pdf', bytes: pdf }]) }],
    ['POST', `/api/postulante/postulaciones/${appId}/enviar`, {}],
    ['POST', `/api/postulante/postulaciones/${appId}/reenviar`, {}],
    ['POST', `/api/postulante/postulaciones/${appId}/reposicion`, { raw: await multipart({ motivo: 'Intruso' }, [{ name: 'archivo', filename: 'r.pdf', bytes: pdf }]) }],
    ['POST', `/api/postulante/postulaciones/${appId}/observaciones/1/archivo`, { raw: await multipart({}, [{ name: 'archivo', filename: 'o.pdf', bytes: pdf }]) }],
    ['POST', '/api/mis-datos/solicitudes', { json: {
      tipo: 'supresion', email: 'intruso@example.cl', alcance: 'La postulación de A', motivo: 'Intruso', postulacion_sello_id: fx.applicationId,
    } }],
    ...fx.fileIds.map((id): [HttpMethod, string, Parameters<typeof call>[3]] => ['DELETE', `/api/archivos/${id}`, {}]),
    ...fx.fileIds.map((id): [HttpMethod, string, Parameters<typeof call>[3]] => ['GET', `/api/archivos/${id}/descargar`, {}]),
  ];
  // Every applicant write route must appear here (or be one that carries no foreign id), so a new
  // route cannot slip past this check.
  const noForeignId = new Set(['POST /api/institucion/postulacion_sellos/store', 'POST /api/logout', 'POST /api/sesion/renovar']);
  const attempted = new Set(attempts.map(([method, url]) => `${method} ${url}`));
  for (const route of routes()) {
    if (route.roles === 'public' || !route.roles.includes('postulante') || ['GET', 'HEAD'].includes(route.method)) continue;
    const key = label(route);
    if (noForeignId.has(key)) continue;
    const concrete = `${route.method} ${concreteUrl(route.url)}`;
    assert.ok(attempted.has(concrete), `${key} no tiene un intento de acceso cruzado en esta prueba`);
  }
  const failures: string[] = [];
  for (const [method, url, options] of attempts) {
    const res = await call(s.app, method, url, { ...options, token: tokens.b });
    if (![403, 404].includes(res.statusCode)) failures.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    else if (!looksSpanish(messageOf(res))) failures.push(`${method} ${url}: sin mensaje en español`);
  }
  assert.deepEqual(failures, []);
  assert.deepEqual(await snapshotDb(s.database.db), before, 'un intento de B cambió datos');
});

test('applicant B\'s own lists never include applicant A\'s application or history', async () => {
  for (const url of ['/api/postulante/postulaciones', '/api/historial-postulaciones']) {
    const res = await call(s.app, 'GET', url, { token: tokens.b });
    assert.equal(res.statusCode, 200, res.body);
    const rows = jsonOf(res) as { id: number; postulacion_sello_id?: number }[];
    assert.ok(Array.isArray(rows));
    assert.ok(rows.every((row) => row.postulacion_sello_id !== fx.applicationId && (url.includes('historial') || row.id !== fx.applicationId)), `${url} expone la postulación de A`);
  }
  const own = jsonOf(await call(s.app, 'GET', '/api/postulante/postulaciones', { token: tokens.a })) as { id: number }[];
  assert.ok(own.some((row) => row.id === fx.applicationId), 'A debe ver su propia postulación');
});

test('private files are never served by the public media route', async () => {
  for (const id of fx.fileIds) {
    const [file] = await s.database.db.select().from(archivos).where(eq(archivos.id, id)).limit(1);
    assert.ok(file && !file.publico);
    const res = await call(s.app, 'GET', `/media/${file.storage_key}`);
    assert.equal(res.statusCode, 404, `/media sirvió un archivo privado de A (${res.statusCode})`);
  }
});

test('callers with the right role get through every route (destructive ones on a missing resource)', async () => {
  const failures: string[] = [];
  // Logout revokes the caller's token: it goes last, with fresh tokens.
  const ordered = routes().sort((x, y) => Number(x.url === '/api/logout') - Number(y.url === '/api/logout'));
  for (const route of ordered) {
    for (const identity of IDENTITIES) {
      if (!allows(route.roles, identity)) continue;
      if (identity === 'postulanteB' && carriesApplicantData(route.url)) continue;
      let token = tokenOf(identity);
      if (route.url === '/api/logout') {
        token = identity === 'postulanteA' ? (await applicantLogin(s.app, APPLICANT_A)).token
          : identity === 'postulanteB' ? (await applicantLogin(s.app, APPLICANT_B)).token
            : identity === 'revisor' ? (await staffLogin(s.app, REVISOR)).token : (await staffLogin(s.app, ADMIN)).token;
      }
      const destructive = route.method === 'DELETE';
      const url = concreteUrl(route.url, destructive);
      const isRead = route.method === 'GET' || route.method === 'HEAD';
      const res = await call(s.app, route.method as HttpMethod, url, { token, json: isRead || destructive ? undefined : {} });
      const key = label(route);
      if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500) {
        failures.push(`${identity} ${route.method} ${url}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      } else if (isRead && !GET_NOT_2XX[key] && (res.statusCode < 200 || res.statusCode > 299)) {
        failures.push(`${identity} ${route.method} ${url}: ${res.statusCode} (lectura permitida, se esperaba 2xx) ${res.body.slice(0, 160)}`);
      } else if (res.statusCode >= 400 && route.method !== 'HEAD' && !looksSpanish(messageOf(res))) {
        failures.push(`${identity} ${route.method} ${url}: ${res.statusCode} sin mensaje en español`);
      }
    }
  }
  assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
});
