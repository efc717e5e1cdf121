/**
 * Acceptance 5: an attack corpus (renamed executables, HTML or SVG named as documents, oversize files,
 * path-traversal names, images outside the dimension rules, a PNG as a PDF, a PDF as an image) sent
 * to every file field of every upload route, with all other fields valid. Each is refused with a
 * Spanish 4xx and leaves nothing behind: no file on disk (stored or temp), no row, nothing outside
 * the data dir. The same request with a good file then succeeds, so the file was the reason.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { certificationYears } from '@sello/shared-api/schemas';
import { listRoutes } from '../src/app';
import { makePng } from '../src/seed/data/assets';
import { filesOnDisk, startAcceptanceApp, type AcceptanceApp } from './support-acceptance/app';
import { loginEveryone, registerApplicationWithFiles, samplePdf, type ApplicationFixture, type Tokens } from './support-acceptance/fixtures';
import { call, looksSpanish, messageOf, multipart, type FilePart, type HttpMethod } from './support-acceptance/http';
import { snapshotDb } from './support-acceptance/snapshot';

const MB = 1024 * 1024;
type Kind = 'pdf' | 'image';

interface UploadRoute {
  method: HttpMethod;
  url: string;
  who: 'a' | 'admin';
  /** An edit whose only purpose is its file: a form without it is refused for the missing file (422). */
  fileRequired?: boolean;
  /** Valid text fields (a fresh unique name per call where the route requires one). */
  fields: () => Record<string, string>;
  /** Every file field with its kind and a good file for it. */
  files: Record<string, { kind: Kind; good: () => Promise<Uint8Array> | Uint8Array }>;
}

let s: AcceptanceApp;
let tokens: Tokens;
let fx: ApplicationFixture;
let newsId: number;
let institutionId: number;
let downloadableId: number;
let callId: number;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now()}-${(counter += 1)}`;

const pdf = () => samplePdf();
const png = (w: number, h: number) => () => makePng(w, h, 'OK');

function routesUnderTest(): UploadRoute[] {
  const p1 = String(fx.p1Id);
  const newsFiles = { imagen: { kind: 'image' as const, good: png(600, 200) }, imagen_mobile: { kind: 'image' as const, good: png(200, 60) } };
  // Every image comes with its alternative text (issue 10), so a good file is the only thing left to check.
  const newsFields = () => ({ titulo: unique('Noticia'), cuerpo: '<p>Texto</p>', imagen_alt: 'Imagen de prueba', imagen_mobile_alt: 'Imagen móvil de prueba' });
  const instFields = () => ({ titulo: unique('Institución'), tipo_reconocimiento: 'Sello', anno_certificacion: String(certificationYears()[0]), logo_alt: 'Logo de prueba' });
  const docFields = () => ({ nombre: unique('Documento'), ubicacion: 'otros' });
  return [
    { method: 'POST', url: '/api/obtencion_sello_p1/store', who: 'a', fields: () => ({ postulacion_sello_id: String(fx.applicationId) }),
      files: { bitacora: { kind: 'pdf', good: pdf }, declaracion_autoridad: { kind: 'pdf', good: pdf } } },
    { method: 'POST', url: '/api/obtencion_sello_p2/store', who: 'a', fields: () => ({ obtencion_sello_p1_id: p1 }), files: { archivo_verificacion: { kind: 'pdf', good: pdf } } },
    { method: 'POST', url: '/api/obtencion_sello_p3/store', who: 'a', fields: () => ({ obtencion_sello_p1_id: p1, descripcion: 'Anexo' }), files: { archivo: { kind: 'pdf', good: pdf } } },
    { method: 'POST', url: '/api/requisitos/store', who: 'a', fields: () => ({ obtencion_sello_p1_id: p1, requisito_id: String(fx.requisitoId) }), files: { requisito: { kind: 'pdf', good: pdf } } },
    { method: 'POST', url: '/api/admin/noticias/store', who: 'admin', fields: newsFields, files: newsFiles },
    { method: 'PATCH', url: `/api/admin/noticias/${newsId}`, who: 'admin', fields: newsFields, files: newsFiles },
    { method: 'POST', url: '/api/admin/instituciones/store', who: 'admin', fields: instFields, files: { logo: { kind: 'image', good: png(200, 60) } } },
    { method: 'PATCH', url: `/api/admin/instituciones/${institutionId}`, who: 'admin', fields: instFields, files: { logo: { kind: 'image', good: png(200, 60) } } },
    { method: 'POST', url: '/api/admin/descargables/store', who: 'admin', fields: docFields, files: { documento: { kind: 'pdf', good: pdf } } },
    { method: 'PATCH', url: `/api/admin/descargables/${downloadableId}`, who: 'admin', fields: docFields, files: { documento: { kind: 'pdf', good: pdf } } },
    { method: 'PUT', url: '/api/admin/home', who: 'admin', fields: () => ({ texto_bajada: '<p>Hola</p>', landing_image_alt: 'Portada de prueba' }), files: { landing_image: { kind: 'image', good: png(1100, 336) } } },
    { method: 'PUT', url: `/api/admin/convocatorias/${callId}/bases`, who: 'admin', fileRequired: true, fields: () => ({}), files: { bases: { kind: 'pdf', good: pdf } } },
  ];
}

interface Attack { name: string; kinds: Kind[]; filename: string; bytes: () => Promise<Uint8Array> | Uint8Array; status: number[] }

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]), Buffer.alloc(400, 0x90)]);
const PE = (() => {
  const bytes = Buffer.alloc(512, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
/** A PNG whose header claims 60000x60000 pixels: must be refused from the header, never decoded. */
function pngHeaderBomb(): Uint8Array {
  const good = Buffer.from(makePng(200, 60, 'X'));
  const bomb = Buffer.from(good);
  bomb.writeUInt32BE(60000, 16);
  bomb.writeUInt32BE(60000, 20);
  return bomb;
}

const ATTACKS: Attack[] = [
  { name: 'ejecutable ELF renombrado', kinds: ['pdf', 'image'], filename: 'documento.pdf', bytes: () => ELF, status: [415, 422] },
  { name: 'ejecutable PE (Windows) renombrado', kinds: ['pdf', 'image'], filename: 'documento.pdf', bytes: () => PE, status: [415, 422] },
  { name: 'HTML con script llamado .pdf', kinds: ['pdf', 'image'], filename: 'documento.pdf', bytes: () => HTML, status: [415, 422] },
  { name: 'SVG con script llamado .png', kinds: ['image'], filename: 'imagen.png', bytes: () => SVG, status: [415, 422] },
  { name: 'PNG en un campo PDF', kinds: ['pdf'], filename: 'documento.pdf', bytes: png(200, 60), status: [415, 422] },
  { name: 'PDF en un campo de imagen', kinds: ['image'], filename: 'imagen.png', bytes: pdf, status: [415, 422] },
  { name: 'PDF de más de 20 MB', kinds: ['pdf'], filename: 'grande.pdf', bytes: async () => Buffer.concat([Buffer.from(await pdf()), Buffer.alloc(20 * MB + 1024, 0x20)]), status: [413] },
  { name: 'imagen de más de 5 MB', kinds: ['image'], filename: 'grande.png', bytes: () => Buffer.concat([Buffer.from(makePng(200, 60, 'X')), Buffer.alloc(5 * MB + 1024)]), status: [413] },
  { name: 'nombre con ../../etc/passwd.pdf', kinds: ['pdf'], filename: '../../etc/passwd.pdf', bytes: pdf, status: [400, 422] },
  { name: 'nombre con ruta de Windows', kinds: ['pdf'], filename: '..\\..\\Windows\\win.ini.pdf', bytes: pdf, status: [400, 422] },
  { name: 'nombre de imagen con ../', kinds: ['image'], filename: '../../../tmp/x.png', bytes: png(200, 60), status: [400, 422] },
  { name: 'imagen fuera de las dimensiones', kinds: ['image'], filename: 'enorme.png', bytes: png(1500, 900), status: [422] },
  { name: 'PNG con cabecera de 60000x60000', kinds: ['image'], filename: 'bomba.png', bytes: pngHeaderBomb, status: [422] },
];

before(async () => {
  s = await startAcceptanceApp();
  tokens = await loginEveryone(s.app);
  fx = await registerApplicationWithFiles(s.app, tokens.a);
  const admin = { token: tokens.admin };
  newsId = ((await call(s.app, 'GET', '/api/admin/noticias', admin)).json() as { data: { id: number }[] }).data[0]?.id ?? 0;
  institutionId = ((await call(s.app, 'GET', '/api/admin/instituciones', admin)).json() as { id: number }[])[0]?.id ?? 0;
  downloadableId = ((await call(s.app, 'GET', '/api/admin/descargables', admin)).json() as { id: number }[])[0]?.id ?? 0;
  callId = ((await call(s.app, 'GET', '/api/admin/convocatorias', admin)).json() as { id: number }[])[0]?.id ?? 0;
  assert.ok(newsId && institutionId && downloadableId && callId);
});

after(async () => {
  await s?.close();
});

function outsideDataDir(): string[] {
  const parent = path.dirname(s.dataDir);
  return fs.readdirSync(parent).filter((name) => /passwd|win\.ini|x\.png/.test(name));
}

test('every upload route of the server is in this corpus', async () => {
  const covered = new Set(routesUnderTest().map((r) => `${r.method} ${r.url.replace(/\/\d+(?=\/|$)/g, '/:id')}`));
  const missing: string[] = [];
  for (const route of listRoutes(s.app)) {
    if (!['POST', 'PUT', 'PATCH'].includes(route.method) || route.url === '/api/logout' || route.url.endsWith('/enviar')) continue;
    const token = route.roles === 'public' ? null : route.roles.includes('postulante') ? tokens.a : route.roles.includes('revisor') ? tokens.revisor : tokens.admin;
    const res = await call(s.app, route.method as HttpMethod, route.url.replace(/:[A-Za-z]+/g, '1'), { token, json: {} });
    // A JSON body refused as "not a form with files" marks a multipart route.
    if (res.statusCode === 415 && !covered.has(`${route.method} ${route.url}`)) missing.push(`${route.method} ${route.url}`);
  }
  assert.deepEqual(missing, [], 'rutas de carga sin cubrir en upload-attacks.test.ts');
});

test('every attack on every file field is refused in Spanish and leaves nothing behind', async () => {
  const failures: string[] = [];
  let attempts = 0;
  for (const route of routesUnderTest()) {
    const token = route.who === 'a' ? tokens.a : tokens.admin;
    for (const [field, spec] of Object.entries(route.files)) {
      for (const attack of ATTACKS.filter((a) => a.kinds.includes(spec.kind))) {
        const files: FilePart[] = [];
        for (const [other, otherSpec] of Object.entries(route.files)) {
          files.push(other === field
            ? { name: other, filename: attack.filename, bytes: await attack.bytes(), type: spec.kind === 'pdf' ? 'application/pdf' : 'image/png' }
            : { name: other, filename: `${other}.${otherSpec.kind === 'pdf' ? 'pdf' : 'png'}`, bytes: await otherSpec.good() });
        }
        const diskBefore = filesOnDisk(s.dataDir);
        const dbBefore = await snapshotDb(s.database.db);
        const res = await call(s.app, route.method, route.url, { token, raw: await multipart(route.fields(), files) });
        attempts += 1;
        const where = `${route.method} ${route.url} [${field}] ${attack.name}`;
        if (!attack.status.includes(res.statusCode)) failures.push(`${where}: ${res.statusCode} (esperado ${attack.status.join('/')}) ${res.body.slice(0, 200)}`);
        else if (!looksSpanish(messageOf(res))) failures.push(`${where}: sin mensaje en español ${res.body.slice(0, 200)}`);
        const diskAfter = filesOnDisk(s.dataDir);
        if (JSON.stringify(diskAfter) !== JSON.stringify(diskBefore)) {
          failures.push(`${where}: archivos en disco cambiaron: ${diskAfter.filter((f) => !diskBefore.includes(f)).join(', ')}`);
        }
        if (JSON.stringify(await snapshotDb(s.database.db)) !== JSON.stringify(dbBefore)) failures.push(`${where}: la base de datos cambió`);
      }
    }
  }
  assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
  assert.ok(attempts >= 60, `solo ${attempts} ataques`);
  assert.deepEqual(outsideDataDir(), []);
  assert.equal(fs.existsSync('/etc/passwd.pdf'), false);
});

test('the same requests with good files are accepted and stored under server names', async () => {
  for (const route of routesUnderTest()) {
    const token = route.who === 'a' ? tokens.a : tokens.admin;
    const files: FilePart[] = [];
    for (const [field, spec] of Object.entries(route.files)) {
      files.push({ name: field, filename: `bueno ${field}.${spec.kind === 'pdf' ? 'pdf' : 'png'}`, bytes: await spec.good() });
    }
    const before = filesOnDisk(s.dataDir).filter((f) => f.startsWith('files'));
    const res = await call(s.app, route.method, route.url, { token, raw: await multipart(route.fields(), files) });
    assert.ok(res.statusCode >= 200 && res.statusCode < 300, `${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    const added = filesOnDisk(s.dataDir).filter((f) => f.startsWith('files') && !before.includes(f));
    assert.ok(added.length >= 1, `${route.method} ${route.url} no guardó el archivo`);
    for (const file of added) assert.match(path.basename(file), /^[0-9a-f-]{36}\.(pdf|png)$/, 'el nombre guardado lo genera el servidor');
  }
  // No temp file survives a finished upload.
  assert.deepEqual(filesOnDisk(s.dataDir).filter((f) => f.startsWith('tmp')), []);
});

test('a file field sent twice is refused and leaves nothing behind; an empty file part leaves no temp file', async () => {
  const temps = () => filesOnDisk(s.dataDir).filter((f) => f.startsWith('tmp'));
  // Routes with one file field allow one file a request (413); with two, one field could come twice.
  const routes = routesUnderTest().filter((route) => Object.keys(route.files).length > 1);
  assert.ok(routes.length >= 3);
  for (const route of routes) {
    const token = route.who === 'a' ? tokens.a : tokens.admin;
    const [field, spec] = Object.entries(route.files)[0] ?? [];
    if (!field || !spec) continue;
    // The second copy replaced the first, whose temp file was kept forever (up to 20 MB a request).
    const ext = spec.kind === 'pdf' ? 'pdf' : 'png';
    const files: FilePart[] = [{ name: field, filename: `uno.${ext}`, bytes: await spec.good() }, { name: field, filename: `otro.${ext}`, bytes: await spec.good() }];
    const diskBefore = filesOnDisk(s.dataDir);
    const dbBefore = await snapshotDb(s.database.db);
    const res = await call(s.app, route.method, route.url, { token, raw: await multipart(route.fields(), files) });
    const where = `${route.method} ${route.url} [${field} dos veces]`;
    assert.equal(res.statusCode, 422, `${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    assert.deepEqual(res.json(), { message: 'El formulario contiene un archivo repetido.', errors: { [field]: ['Solo se puede adjuntar un archivo en este campo.'] } }, where);
    assert.deepEqual(filesOnDisk(s.dataDir), diskBefore, where);
    assert.deepEqual(await snapshotDb(s.database.db), dbBefore, where);
  }
  // An empty file input, as a browser's form sends it (a zero-byte part without a name): "no file", and no temp file left.
  const res = await call(s.app, 'PATCH', `/api/admin/descargables/${downloadableId}`, {
    token: tokens.admin, raw: await multipart({ nombre: unique('Documento'), ubicacion: 'otros' }, [{ name: 'documento', filename: '', bytes: new Uint8Array(0) }]),
  });
  assert.equal(res.statusCode, 200, res.body.slice(0, 200));
  assert.deepEqual(temps(), []);
});

test('a chosen file of 0 bytes is refused on its field on every upload route, storing nothing; it is not taken for no file', async () => {
  for (const route of routesUnderTest()) {
    const token = route.who === 'a' ? tokens.a : tokens.admin;
    for (const [field, spec] of Object.entries(route.files)) {
      const ext = spec.kind === 'pdf' ? 'pdf' : 'png';
      const diskBefore = filesOnDisk(s.dataDir);
      const dbBefore = await snapshotDb(s.database.db);
      const res = await call(s.app, route.method, route.url, { token, raw: await multipart(route.fields(), [{ name: field, filename: `vacio.${ext}`, bytes: new Uint8Array(0) }]) });
      const where = `${route.method} ${route.url} [${field} vacío]`;
      assert.equal(res.statusCode, 422, `${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      assert.deepEqual(res.json().errors, { [field]: ['El archivo está vacío (0 bytes). Elige otro archivo.'] }, where);
      assert.deepEqual(filesOnDisk(s.dataDir), diskBefore, where);
      assert.deepEqual(await snapshotDb(s.database.db), dbBefore, where);
    }
  }
});

test('a form field that declares itself JSON and is not: a 400 in Spanish, nothing stored', async () => {
  const boundary = 'limite-de-prueba';
  const payload = [
    `--${boundary}`, 'Content-Disposition: form-data; name="nombre"', 'Content-Type: application/json', '', 'N7',
    `--${boundary}`, 'Content-Disposition: form-data; name="ubicacion"', '', 'otros', `--${boundary}--`, '',
  ].join('\r\n');
  const dbBefore = await snapshotDb(s.database.db);
  const res = await s.app.inject({
    method: 'POST', url: '/api/admin/descargables/store', payload,
    headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  assert.equal(res.statusCode, 400, res.body);
  assert.equal(res.json().message, 'Un campo del formulario dice ser JSON y no lo es.');
  assert.deepEqual(await snapshotDb(s.database.db), dbBefore);
});

test('a form without a single part (empty, only its closing line, an empty boundary) edits nothing: a 400 in Spanish', async () => {
  const edits = routesUnderTest().filter((route) => route.method !== 'POST');
  assert.equal(edits.length, 5);
  const bodies: [string, string][] = [
    ['multipart/form-data; boundary=limite', ''],
    ['multipart/form-data; boundary=limite', '--limite--\r\n'],
    ['multipart/form-data; boundary=', ''],
  ];
  for (const route of edits) {
    for (const [contentType, payload] of bodies) {
      const dbBefore = await snapshotDb(s.database.db);
      const res = await s.app.inject({
        method: route.method, url: route.url, payload, headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': contentType },
      });
      const where = `${route.method} ${route.url} [${contentType}, ${JSON.stringify(payload)}]`;
      // It answered 200, stored a revision and an audit entry, and moved updated_at.
      assert.ok((route.fileRequired ? [400, 415, 422] : [400, 415]).includes(res.statusCode), `${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      assert.ok(looksSpanish(messageOf(res)), `${where}: ${res.body.slice(0, 200)}`);
      assert.deepEqual(await snapshotDb(s.database.db), dbBefore, where);
    }
  }
});
