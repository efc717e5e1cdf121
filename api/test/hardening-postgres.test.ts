/**
 * Issue 12 on a real PostgreSQL with two API processes (`node --import tsx src/main.ts`, as in
 * production): they share sign-in counts (acceptance 3), sessions, and the public cache (a news item
 * created through one is in the other's cached public answer, acceptance 8); the one-live-
 * application-per-RUT rule holds under concurrent registrations (acceptance 7).
 * Uses DATABASE_URL when given (npm run test:pg), otherwise starts a throw-away cluster.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { startCluster, type Cluster } from '../scripts/pg-cluster.mjs';
import { multipart } from './helpers/http';

const API_DIR = path.resolve(import.meta.dirname, '..');

let cluster: Cluster | null = null;
let dbUrl = '';
let dropDb: () => Promise<void> = async () => {};
const processes: ChildProcess[] = [];
let dataDir = '';
let A = '';
let B = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startApi(): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    // PRIVATE_CACHE_MS far above the tests' 20 s windows: a cached session (or private answer) never expires by
    // itself during a test, so only the other process's NOTIFY can end it in time (the logout test below).
    env: {
      ...process.env, DATABASE_URL: dbUrl, API_PORT: String(port), API_HOST: '127.0.0.1', PORTAL_MODE: 'demo', DATA_DIR: dataDir, LOG_LEVEL: 'warn',
      PRIVATE_CACHE_MS: '60000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  processes.push(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`la API terminó al iniciar: ${output}`);
    const ready = await fetch(`${base}/ready`).then((r) => r.status, () => 0);
    if (ready === 200) return base;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`la API no quedó lista: ${output}`);
}

before(async () => {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    cluster = await startCluster();
    adminUrl = cluster.url;
  }
  const name = `sello_h12_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  dbUrl = url.toString();
  dropDb = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sello-h12-pg-'));
  // One after the other: the first migrates and seeds, the second finds everything in place.
  A = await startApi();
  B = await startApi();
});

after(async () => {
  await Promise.all(processes.map((child) => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  })));
  await dropDb().catch(() => undefined);
  cluster?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function post(base: string, url: string, body: unknown, token?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST', body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

async function login(base: string, email: string, password: string): Promise<string> {
  const res = await post(base, '/api/login', { email, password });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return String(res.json.token);
}

describe('two API processes on one PostgreSQL', () => {
  test('they share the sign-in count: 25 parallel wrong passwords split over both, 5 checked', async () => {
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) =>
      post(i % 2 === 0 ? A : B, '/api/login', { email: 'revisor@sello.test', password: 'no-es-la-clave' })));
    const statuses = results.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 401).length, 5, statuses.join(','));
    assert.equal(statuses.filter((s) => s === 429).length, 20, statuses.join(','));
  });

  test('a session opened on one is valid on the other', async () => {
    const token = await login(A, 'admin@sello.test', 'sello-admin-demo');
    const me = await fetch(`${B}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(me.status, 200);
  });

  test('a logout on one ends the session on the other before its cached copy expires (the cache is dropped)', async () => {
    const token = await login(A, 'admin@sello.test', 'sello-admin-demo');
    // B resolves and caches the session; with PRIVATE_CACHE_MS at 60 s (startApi) that entry outlives the 20 s
    // below, so a 401 within them means B heard A's NOTIFY and dropped it (not a speed target: a margin).
    assert.equal((await fetch(`${B}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status, 200);
    assert.equal((await post(A, '/api/logout', {}, token)).status, 200);
    const started = Date.now();
    let status = 200;
    while (Date.now() - started < 20_000 && status === 200) {
      status = (await fetch(`${B}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    assert.equal(status, 401);
  });

  test('a news item created through one appears in the public answer the other had cached (the cache is dropped)', async () => {
    const token = await login(A, 'admin@sello.test', 'sello-admin-demo');
    // B has the first page cached. Public answers have no expiry, so only A's NOTIFY can drop B's copy:
    // the 20 s below is a margin for a loaded machine, not a speed target.
    const before = (await (await fetch(`${B}/noticias`)).json()) as { data: { titulo: string }[] };
    assert.ok(before.data.length > 0);
    const titulo = `Noticia compartida ${Date.now()}`;
    const form = await multipart({ titulo, cuerpo: '<p>Publicada en un proceso, leída en el otro.</p>' });
    const created = await fetch(`${A}/api/admin/noticias/store`, {
      method: 'POST', body: new Uint8Array(form.payload), headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
    assert.equal(created.status, 200, await created.clone().text());
    const started = Date.now();
    let seen = false;
    while (Date.now() - started < 20_000 && !seen) {
      const page = (await (await fetch(`${B}/noticias`)).json()) as { data: { titulo: string }[] };
      seen = page.data.some((item) => item.titulo === titulo);
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    assert.ok(seen, 'la noticia no apareció en el otro proceso: su copia de la portada no se descartó');
  });

  test('one live application per RUT: concurrent registrations of one RUT through both processes, exactly one wins', async () => {
    const a = String((await post(A, '/api/claveunica/login', { run: '44.444.444-4', clave_unica: 'testing' })).json.token);
    const b = String((await post(B, '/api/claveunica/login', { run: '55.555.555-5', clave_unica: 'testing' })).json.token);
    const regiones = (await (await fetch(`${A}/api/regiones`)).json()) as { id: number }[];
    const region = regiones[0]?.id ?? 1;
    const comunas = (await (await fetch(`${A}/api/comunas/region/${region}`)).json()) as { id: number }[];
    const categorias = (await (await fetch(`${A}/api/categoria-postulaciones`)).json()) as { id: number }[];
    const draft = async (base: string, token: string, rut: string, direccion: string): Promise<number> => {
      const step1 = await post(base, '/api/institucion/postulacion_sellos/store', {
        nombre_institucion: 'Fundación Carrera', rut_institucion: rut, rubro_institucion: 'Servicios', tipo_institucion_id: 1,
        direccion_fisica: direccion, region_id: region, comuna_id: comunas[0]?.id, cant_trabajadores: '10', cant_trabajadores_discapacidad: '1',
      }, token);
      assert.equal(step1.status, 201, JSON.stringify(step1.json));
      const id = Number(step1.json.id);
      assert.equal((await post(base, '/api/institucion/postulacion_sellos/rep_legal/store', {
        postulacion_sello_id: id, nombre_rep_legal: 'Rosa', cargo_rep_legal: 'Directora', rut_rep_legal: '11.111.111-1', telefono_rep_legal: '912345678', correo_rep_legal: 'rosa@example.cl',
      }, token)).status, 201);
      assert.equal((await post(base, '/api/institucion/postulacion_sellos/encargado/store', {
        postulacion_sello_id: id, nombre_encargado: 'Eva', cargo_encargado: 'Coordinadora', rut_encargado: '22.222.222-2', telefono_encargado: '912345679', correo_encargado: 'eva@example.cl',
      }, token)).status, 201);
      return id;
    };
    const register = (base: string, token: string, id: number) => fetch(`${base}/api/institucion/postulacion_sellos/update/${id}`, {
      method: 'PUT', body: JSON.stringify({ categoria_id: categorias[0]?.id }), headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message: string } }));
    for (const [i, rut] of ['76.555.555-8', '76.666.666-3', '77.777.777-7'].entries()) {
      const idA = await draft(A, a, rut, `Calle Carrera ${i} A`);
      const idB = await draft(B, b, rut, `Calle Carrera ${i} B`);
      const results = await Promise.all([register(A, a, idA), register(B, b, idB)]);
      const statuses = results.map((r) => r.status).sort();
      assert.deepEqual(statuses, [201, 409], JSON.stringify(results));
      const loser = results.find((r) => r.status === 409);
      assert.equal(loser?.body.message, 'Ya existe una postulación en curso para este RUT.');
    }
    // The database itself refuses a second live row for a RUT (the partial unique index).
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      await assert.rejects(
        client.query(`update postulacion_sellos set estado = 'Registrada' where rut_institucion = '76.555.555-8' and estado = 'Borrador'`),
        /postulacion_rut_viva/,
      );
    } finally {
      await client.end();
    }
  });
});
