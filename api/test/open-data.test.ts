// Issue 58, open data and public statistics: the CSV and the JSON hold exactly the institutions of the
// public register, in the documented columns, and a publication or a revocation shows in both at once;
// the statistics add up to the register and hide small counts of applications.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { certificationYears } from '@sello/shared-api/schemas';
import { makePng } from '../src/seed/data/assets';
import { todayInChile } from '../src/services/review/common';
import { createTestApp, type TestApp } from './helpers/app';
import { consolidatedApplication, json, signInEveryone, type People } from './helpers/review';
import { call, multipart } from './support-acceptance/http';

const COLUMNS = ['rut', 'institucion', 'categoria', 'anno_certificacion', 'estado', 'vigente_desde', 'vigente_hasta', 'revocado_el', 'region', 'comuna'];
const THRESHOLD = 3;
let t: TestApp;
let p: People;

before(async () => {
  t = await createTestApp({ statsThreshold: THRESHOLD });
  p = await signInEveryone(t.app);
});
after(async () => {
  await t?.close();
});

interface RegisterEntry { id: number; titulo: string; anno_certificacion: number; categoria: string | null; vigencia: string; rut: string | null; region: string | null; comuna: string | null }
type Row = Record<string, string>;

const register = async () => (await t.app.inject({ url: '/instituciones-reconocidas' })).json<RegisterEntry[]>();

/** The CSV as Excel reads it: BOM, ';' separated, CRLF lines, quoted cells with doubled quotes. */
function parseCsv(body: string): { header: string[]; rows: Row[] } {
  assert.ok(body.startsWith('\uFEFF'), 'UTF-8 con BOM');
  assert.ok(body.endsWith('\r\n'));
  assert.equal(body.replace(/\r\n/g, '').includes('\n'), false, 'solo fines de línea CRLF');
  const lines = body.slice(1, -2).split('\r\n');
  const cells = (line: string) => [...line.matchAll(/(?:^|;)("(?:[^"]|"")*"|[^;]*)/g)].map((m) => (m[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"'));
  const header = cells(lines[0]!);
  return { header, rows: lines.slice(1).map((line) => Object.fromEntries(cells(line).map((value, i) => [header[i]!, value]))) };
}

const csv = async () => {
  const res = await t.app.inject({ url: '/api/datos-abiertos/instituciones.csv' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8; header=present');
  return parseCsv(res.body);
};
const jsonData = async () => json<{ licencia: { codigo: string; url: string }; actualizado_el: string; columnas: { nombre: string }[]; total: number; data: Row[] }>(t.app, 'GET', '/api/datos-abiertos/instituciones.json');
const key = (name: string | null, year: number | string) => `${name}|${year}`;

async function publishApproved(): Promise<{ id: number; institucionId: number }> {
  const { id, categoriaId } = await consolidatedApplication(t.app, p);
  await json(t.app, 'POST', `/api/admin/postulaciones/${id}/decision`, { token: p.admin, json: { resultado: 'Aprobada' } });
  const [year] = certificationYears();
  const res = await call(t.app, 'POST', `/api/admin/postulaciones/${id}/publicar`, {
    token: p.admin,
    raw: await multipart({ logo_alt: 'Logo', anno_certificacion: String(year), categoria_id: String(categoriaId) }, [{ name: 'logo', filename: 'l.png', bytes: makePng(200, 60, 'L'), type: 'image/png' }]),
  });
  assert.equal(res.statusCode, 200, res.body);
  return { id, institucionId: res.json<{ institucion_reconocida_id: number }>().institucion_reconocida_id };
}

test('the CSV and the JSON hold exactly the register\'s institutions, in the documented columns, under CC BY 4.0', async () => {
  const [entries, file, data] = await Promise.all([register(), csv(), jsonData()]);
  assert.deepEqual(file.header, COLUMNS);
  assert.deepEqual(data.columnas.map((c) => c.nombre), COLUMNS);
  assert.equal(data.licencia.codigo, 'CC-BY-4.0');
  assert.ok(!Number.isNaN(Date.parse(data.actualizado_el)));
  assert.equal(file.rows.length, entries.length);
  assert.equal(data.total, entries.length);
  const expected = entries.map((e) => key(e.titulo, e.anno_certificacion)).sort();
  assert.deepEqual(file.rows.map((r) => key(r.institucion!, r.anno_certificacion!)).sort(), expected);
  assert.deepEqual(data.data.map((r) => key(r.institucion!, r.anno_certificacion!)).sort(), expected);
  // Each row says what the register says: RUT, place, and the state in the verification's words.
  const words: Record<string, string> = { Vigente: 'Vigente', 'No vigente': 'Vencido', Revocado: 'Revocado' };
  for (const e of entries) {
    const row = file.rows.find((r) => r.institucion === e.titulo && r.anno_certificacion === String(e.anno_certificacion) && r.rut === (e.rut ?? ''));
    assert.ok(row, e.titulo);
    assert.deepEqual([row.estado, row.region, row.comuna, row.categoria], [words[e.vigencia], e.region ?? '', e.comuna ?? '', e.categoria ?? '']);
  }
  const res = await t.app.inject({ url: '/api/datos-abiertos/instituciones.csv' });
  assert.equal(res.headers.link, '<https://creativecommons.org/licenses/by/4.0/deed.es>; rel="license"');
  assert.match(String(res.headers['cache-control']), /^public, max-age=\d+$/);
  assert.equal((await t.app.inject({ url: '/api/datos-abiertos/instituciones.csv', headers: { 'if-none-match': String(res.headers.etag) } })).statusCode, 304);
  const catalogue = await json<{ formatos: { csv: string; json: string }; licencia: { codigo: string } }>(t.app, 'GET', '/api/datos-abiertos');
  assert.equal(catalogue.licencia.codigo, 'CC-BY-4.0');
  assert.equal((await t.app.inject({ url: new URL(catalogue.formatos.csv).pathname })).statusCode, 200);
});

test('a publication appears in both formats at once, and a revocation turns its row Revocado', async () => {
  // Read first, so both answers are cached: the publication must drop them.
  const before = await jsonData();
  await csv();
  const { institucionId } = await publishApproved();
  const entry = (await register()).find((e) => e.id === institucionId)!;
  const [file, data] = await Promise.all([csv(), jsonData()]);
  assert.equal(file.rows.length, before.total + 1);
  assert.equal(data.total, before.total + 1);
  assert.ok(entry.rut);
  for (const rows of [file.rows, data.data]) {
    const row = rows.find((r) => r.rut === entry.rut);
    assert.deepEqual([row?.institucion, row?.estado, row?.vigente_desde], [entry.titulo, 'Vigente', todayInChile()]);
  }
  assert.ok(Date.parse(data.actualizado_el) >= Date.parse(before.actualizado_el));

  await json(t.app, 'POST', `/api/admin/instituciones/${institucionId}/revocar`, { token: p.admin, json: { motivo: 'Prueba de revocación.' } });
  const [fileAfter, dataAfter] = await Promise.all([csv(), jsonData()]);
  for (const rows of [fileAfter.rows, dataAfter.data]) {
    const row = rows.find((r) => r.rut === entry.rut);
    assert.deepEqual([row?.estado, row?.revocado_el], ['Revocado', todayInChile()]);
  }
  assert.equal(fileAfter.rows.length, before.total + 1, 'a revoked institution stays in the register, marked');
});

interface Stats {
  umbral: number;
  reconocidas: { total: number; por_anno_y_categoria: { anno: number; categoria: string; instituciones: number }[]; por_region: { region: string; instituciones: number }[] };
  postulaciones: { resultados: string[]; por_anno_y_resultado: { anno: number; resultado: string; postulaciones: number | string }[] };
}

const OUTCOME_STATES: Record<string, string[]> = {
  Aprobada: ['Aprobada', 'Publicada'], Rechazada: ['Rechazada'], Inadmisible: ['Inadmisible'],
  'En evaluación': ['Enviada', 'En revisión', 'Observada', 'Admisible', 'En reposición'],
};

test('statistics add up to the register and to the admin lists, with small application counts shown as "menos de N"', async () => {
  const stats = await json<Stats>(t.app, 'GET', '/api/estadisticas');
  const entries = await register();
  assert.equal(stats.umbral, THRESHOLD);
  assert.equal(stats.reconocidas.total, entries.length);
  for (const cell of stats.reconocidas.por_anno_y_categoria) {
    assert.equal(cell.instituciones, entries.filter((e) => e.anno_certificacion === cell.anno && (e.categoria ?? 'Sin categoría') === cell.categoria).length);
  }
  assert.equal(stats.reconocidas.por_anno_y_categoria.reduce((sum, c) => sum + c.instituciones, 0), entries.length);
  for (const cell of stats.reconocidas.por_region) {
    assert.equal(cell.instituciones, entries.filter((e) => (e.region ?? 'Sin región informada') === cell.region).length);
  }

  // Each cell against the admin's list of the same year and states.
  let hidden = 0;
  let shown = 0;
  for (const cell of stats.postulaciones.por_anno_y_resultado) {
    let n = 0;
    for (const estado of OUTCOME_STATES[cell.resultado]!) {
      n += (await json<{ pagination: { total: number } }>(t.app, 'GET', `/api/admin/postulaciones?anno=${cell.anno}&estado=${encodeURIComponent(estado)}`, { token: p.admin })).pagination.total;
    }
    const expected = n > 0 && n < THRESHOLD ? `menos de ${THRESHOLD}` : n;
    assert.equal(cell.postulaciones, expected, `${cell.anno} ${cell.resultado}: ${n}`);
    if (typeof expected === 'string') hidden += 1;
    else if (expected >= THRESHOLD) shown += 1;
  }
  assert.ok(hidden > 0 && shown > 0, `la semilla debe dar cifras ocultas (${hidden}) y visibles (${shown})`);
  assert.ok(stats.postulaciones.por_anno_y_resultado.every((c) => typeof c.postulaciones === 'string' || c.postulaciones === 0 || c.postulaciones >= THRESHOLD));

  // A new decision changes the statistics on the next read (no stale cache).
  const before = stats.postulaciones.por_anno_y_resultado;
  await consolidatedApplication(t.app, p);
  const after = (await json<Stats>(t.app, 'GET', '/api/estadisticas')).postulaciones.por_anno_y_resultado;
  assert.notDeepEqual(after, before);
});
