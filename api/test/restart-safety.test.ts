/**
 * Acceptance 7: the real server process on PGlite, data written, SIGKILL in the middle of a large
 * upload, restarted on the same DATA_DIR: earlier data intact, no half rows, no orphan or temp file,
 * every file row has its file and every file its row. A second process on the same DATA_DIR is refused.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { MIGRATIONS_DIR } from './support-acceptance/database';
import { ADMIN, applicantLogin, APPLICANT_A, registerApplicationWithFiles, samplePdf, staffLogin } from './support-acceptance/fixtures';
import { call, jsonOf, multipart } from './support-acceptance/http';
import { freePort, httpClient, spawnServer, waitReady, type ServerProcess } from './support-acceptance/process';

const MB = 1024 * 1024;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sello-restart-'));
const started: ServerProcess[] = [];

after(() => {
  for (const server of started) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = spawnServer(dataDir, await freePort());
  started.push(server);
  await waitReady(server);
  return server;
}

const tmpFiles = () => fs.readdirSync(path.join(dataDir, 'tmp'));
const storedFiles = () => fs.readdirSync(path.join(dataDir, 'files')).sort();

/**
 * Streams a multipart upload of ~18 MB in small chunks and resolves once the server has started
 * writing it to a temp file; the request is left hanging, mid-upload.
 */
async function startLargeUpload(server: ServerProcess, token: string, p1Id: number): Promise<{ aborted: Promise<void> }> {
  const boundary = `----sello${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="obtencion_sello_p1_id"\r\n\r\n${p1Id}\r\n`
    + `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const pdf = Buffer.from(await samplePdf());
  const total = 18 * MB;
  const request = http.request(`${server.base}/api/obtencion_sello_p3/store`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + pdf.length + total + Buffer.byteLength(`\r\n--${boundary}--\r\n`)),
    },
  });
  const aborted = new Promise<void>((resolve) => {
    request.on('error', () => resolve());
    request.on('response', (res) => { res.resume(); res.on('end', () => resolve()); });
  });
  let ended = false;
  void aborted.then(() => { ended = true; });
  request.write(head);
  request.write(pdf);
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  const deadline = Date.now() + 120_000;
  let sent = 0;
  // Keep sending (with backpressure) until a temp file of more than 1 MB exists: the server is provably
  // mid-upload. The last chunk and the closing boundary are never sent.
  const partialOver1Mb = () => tmpFiles().some((name) => {
    try {
      return fs.statSync(path.join(dataDir, 'tmp', name)).size > MB;
    } catch {
      return false;
    }
  });
  while (Date.now() < deadline) {
    if (sent < total - chunk.length) {
      sent += chunk.length;
      if (!request.write(chunk)) await Promise.race([new Promise((r) => request.once('drain', r)), aborted]);
    } else {
      await new Promise((r) => setTimeout(r, 50));
    }
    if (partialOver1Mb()) return { aborted };
    if (ended) throw new Error('el servidor cerró la carga antes de tiempo');
  }
  throw new Error('el servidor no empezó a escribir la carga grande');
}

test('SIGKILL mid-upload, restart: data intact, no half rows, no orphan files; a second process is refused', { timeout: 600_000 }, async () => {
  // 1. First run: write data through the API.
  const first = await start();
  const api = httpClient(first.base);
  const applicant = await applicantLogin(api, APPLICANT_A);
  const fx = await registerApplicationWithFiles(api, applicant.token);
  const admin = await staffLogin(api, ADMIN);
  const created = await call(api, 'POST', '/api/admin/noticias/store', {
    token: admin.token, raw: await multipart({ titulo: 'Noticia antes del corte', cuerpo: '<p>Escrita antes del SIGKILL.</p>' }),
  });
  assert.equal(created.statusCode, 200, created.body);
  const newsId = (jsonOf(created) as { id: number }).id;
  const detailBefore = jsonOf(await call(api, 'GET', `/api/postulante/postulaciones/${fx.applicationId}`, { token: applicant.token }));
  const newsTotalBefore = (jsonOf(await call(api, 'GET', '/noticias')) as { total: number }).total;
  const filesBefore = storedFiles();

  // 2. A large upload in flight, then SIGKILL.
  const upload = await startLargeUpload(first, applicant.token, fx.p1Id);
  assert.ok(tmpFiles().length >= 1, 'debe haber un archivo temporal a medio escribir');
  first.child.kill('SIGKILL');
  assert.equal(await first.exited, 'SIGKILL');
  await upload.aborted;
  assert.ok(fs.existsSync(path.join(dataDir, 'pglite.lock')), 'el proceso muerto deja su bloqueo');
  assert.deepEqual(storedFiles(), filesBefore, 'la carga interrumpida no llegó al almacenamiento');
  // A file a crash could leave between the rename and the commit: it has no row.
  const orphan = `${randomUUID()}.pdf`;
  fs.writeFileSync(path.join(dataDir, 'files', orphan), await samplePdf());

  // 3. Restart on the same DATA_DIR: the stale lock is taken over, temp and orphan files are swept.
  const second = await start();
  assert.deepEqual(tmpFiles(), [], 'los temporales se limpian al iniciar');
  assert.equal(fs.existsSync(path.join(dataDir, 'files', orphan)), false, 'el archivo huérfano se elimina al iniciar');
  assert.deepEqual(storedFiles(), filesBefore);

  // 4. Everything written before the kill is there, including the private files.
  const api2 = httpClient(second.base);
  const token2 = (await applicantLogin(api2, APPLICANT_A)).token;
  const detailAfter = jsonOf(await call(api2, 'GET', `/api/postulante/postulaciones/${fx.applicationId}`, { token: token2 }));
  assert.deepEqual(detailAfter, detailBefore);
  assert.equal((jsonOf(await call(api2, 'GET', '/noticias')) as { total: number }).total, newsTotalBefore);
  assert.equal((await call(api2, 'GET', `/noticias/${newsId}`)).statusCode, 200);
  for (const id of fx.fileIds) {
    const res = await fetch(`${second.base}/api/archivos/${id}/descargar`, { headers: { authorization: `Bearer ${token2}` } });
    assert.equal(res.status, 200);
    assert.equal(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString('latin1'), '%PDF-');
  }

  // 5. A second process on the same DATA_DIR is refused while the first runs.
  const intruder = spawnServer(dataDir, await freePort());
  started.push(intruder);
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([intruder.exited, new Promise<string>((r) => { timer = setTimeout(() => r('sigue vivo'), 180_000); })]);
  clearTimeout(timer);
  assert.notEqual(code, 0);
  assert.notEqual(code, 'sigue vivo', 'un segundo proceso sobre el mismo DATA_DIR debe negarse a iniciar');
  assert.match(intruder.output(), /en uso por otro proceso/);
  assert.equal((await fetch(`${second.base}/health`)).status, 200, 'el primer servidor sigue sirviendo');

  // 6. Graceful stop, then open the data directly: rows and files agree both ways.
  second.child.kill('SIGTERM');
  assert.equal(await second.exited, 0);
  assert.equal(fs.existsSync(path.join(dataDir, 'pglite.lock')), false, 'un cierre ordenado libera el bloqueo');
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), migrationsDir: MIGRATIONS_DIR });
  try {
    const rows = async (query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
    const fileRows = await rows('select id, storage_key from archivos');
    const keys = new Set(fileRows.map((r) => String(r.storage_key)));
    const onDisk = new Set(storedFiles());
    assert.deepEqual([...keys].filter((k) => !onDisk.has(k)), [], 'filas de archivo sin su archivo');
    assert.deepEqual([...onDisk].filter((k) => !keys.has(k)), [], 'archivos sin su fila');
    const unreferenced = await rows(`
      select a.id from archivos a where not exists (
        select 1 from obtencion_sello_p1 p where a.id in (p.bitacora_id, p.declaracion_autoridad_id)
        union all select 1 from obtencion_sello_p2 p where p.archivo_verificacion_id = a.id
        union all select 1 from obtencion_sello_p3 p where p.archivo_id = a.id
        union all select 1 from requisito_postulaciones r where r.archivo_id = a.id
        union all select 1 from noticias n where a.id in (n.imagen_id, n.imagen_mobile_id)
        union all select 1 from instituciones_reconocidas i where i.logo_id = a.id
        union all select 1 from descargables d where d.documento_id = a.id
        union all select 1 from home_content h where h.landing_image_id = a.id
        union all select 1 from medios_verificacion m where m.archivo_base_id = a.id
        union all select 1 from documento_versiones v where v.archivo_id = a.id
        union all select 1 from observaciones o where a.id in (o.archivo_id, o.archivo_nuevo_id)
        union all select 1 from reposiciones r where r.archivo_id = a.id
        union all select 1 from convocatorias c where c.bases_archivo_id = a.id
        union all select 1 from comprobantes c where c.archivo_id = a.id)`);
    assert.deepEqual(unreferenced, [], 'filas de archivo que nada referencia (media escritura)');
    const p3 = await rows(`select count(*)::int as n from obtencion_sello_p3 where obtencion_sello_p1_id = ${fx.p1Id}`);
    assert.equal(p3[0]?.n, 0, 'la carga interrumpida no dejó fila');
    const p1 = await rows(`select bitacora_id, declaracion_autoridad_id from obtencion_sello_p1 where id = ${fx.p1Id}`);
    assert.ok(p1[0]?.bitacora_id && p1[0]?.declaracion_autoridad_id, 'la obtención del sello conserva sus dos archivos');
  } finally {
    await database.close();
  }
});
