// Issue 57, acceptance 1 (API): the expediente electrónico of an application that went through
// observations, a replaced document, a decision with its letter and a reposición. The applicant sees
// every act in order with dates and every document with its size and SHA-256; the PDF holds each act
// and each digest and is tagged with a language; the ZIP holds the index and every version of every
// document. Another applicant gets 404, an anonymous caller 401 (as for every id), and admins' reads
// are recorded.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import { PDFDocument, PDFName } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import yauzl from 'yauzl';
import { createTestApp, type TestApp } from './helpers/app';
import { rejectedAfterReposicion } from './helpers/journey';
import { expectStatus, json, signInEveryone, type People } from './helpers/review';

let t: TestApp;
let p: People;
let id: number;

before(async () => {
  t = await createTestApp();
  p = await signInEveryone(t.app);
  ({ id } = await rejectedAfterReposicion(t.app, p));
});
after(async () => t.close());

interface Acto { n: number; fecha: string; tipo: string; titulo: string; detalle: string | null; actor: string; documento: number | null; correo: { para: string; estado: string } | null }
interface Documento { n: number; clave: string; nombre: string; version: number; archivo_id: string; size: number; sha256: string; eliminado_at: string | null }
interface Expediente { postulacion: { id: number; estado: string }; actos: Acto[]; documentos: Documento[]; descargas: { pdf: string; zip: string } }

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const squash = (text: string) => text.replace(/\s+/g, '');

function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('zip'));
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error('entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('the applicant sees every act in order, with dates, documents with size and SHA-256, and no staff names', async () => {
  const e = await json<Expediente>(t.app, 'GET', `/api/postulante/postulaciones/${id}/expediente`, { token: p.a });
  assert.equal(e.postulacion.estado, 'Rechazada');
  const dates = e.actos.map((a) => a.fecha);
  assert.deepEqual(dates, [...dates].sort(), 'the acts are in chronological order');
  assert.deepEqual(e.actos.map((a) => a.n), e.actos.map((_a, i) => i + 1));
  const titles = e.actos.map((a) => a.titulo);
  const order = [
    'Registro institucional completado',
    'Documento presentado: Bitácora',
    'Postulación enviada a revisión',
    'Resultado de la revisión de admisibilidad: Observada',
    'Observación al documento: Formulario de Declaración',
    'Documento reemplazado: Formulario de Declaración (versión 2)',
    'Respuesta a las observaciones: postulación reenviada',
    'Resultado de la revisión de admisibilidad: Admisible',
    'Evaluación enviada',
    'Decisión: postulación rechazada',
    'Carta enviada: Postulación rechazada - Sello Chile Inclusivo',
    'Recurso de reposición presentado',
    'Documento presentado: Documento del recurso de reposición',
    'Notificación por correo: Recibimos su recurso de reposición - Sello Chile Inclusivo',
    'Recurso de reposición rechazado: la postulación queda rechazada',
  ];
  let last = -1;
  for (const title of order) {
    const at = titles.indexOf(title);
    assert.ok(at > last, `«${title}» falta o está fuera de orden:\n${titles.join('\n')}`);
    last = at;
  }
  assert.ok(e.actos.every((a) => !Number.isNaN(Date.parse(a.fecha))));
  // Every notification: date, recipient and delivery state (the test app has no SMTP: stored for the applicant).
  const mails = e.actos.filter((a) => a.tipo === 'correo');
  assert.ok(mails.length >= 5, 'letters and receipts');
  assert.ok(mails.every((m) => m.correo?.para === 'eva@example.cl' && m.correo.estado === 'almacenado'));
  assert.ok(titles.includes('Notificación por correo: Recibimos su recurso de reposición - Sello Chile Inclusivo'));
  assert.equal(e.actos.find((a) => a.tipo === 'evaluacion')?.actor, 'Comisión evaluadora');
  // No staff member is named to the applicant, and staff-only mails (the reviewer's assignment) are not listed.
  const reviewers = await json<{ nombre: string; email: string }[]>(t.app, 'GET', '/api/admin/revisores', { token: p.admin });
  const body = JSON.stringify(e);
  for (const r of reviewers) {
    assert.ok(!body.includes(r.nombre), `nombre de revisor/a en el expediente: ${r.nombre}`);
    assert.ok(!body.includes(r.email), `correo de revisor/a en el expediente: ${r.email}`);
  }
  // Both versions of the observed document, each with its digest and size, matching the bytes served.
  const declaration = e.documentos.filter((d) => d.clave === 'declaracion_autoridad');
  assert.deepEqual(declaration.map((d) => d.version), [1, 2]);
  for (const d of e.documentos) {
    assert.match(d.sha256, /^[0-9a-f]{64}$/);
    const file = await expectStatus(t.app, 'GET', `/api/archivos/${d.archivo_id}/descargar`, 200, { token: p.a });
    assert.equal(sha256(file.rawPayload), d.sha256, d.nombre);
    assert.equal(file.rawPayload.length, d.size);
  }
  assert.ok(e.documentos.some((d) => d.clave.startsWith('reposicion-')));
  assert.ok(e.documentos.some((d) => d.clave.startsWith('requisito-')));
  assert.ok(e.actos.filter((a) => a.tipo === 'documento').every((a) => a.documento !== null));
});

test('the PDF is tagged, in es-CL, titled, and holds every act and every SHA-256', async () => {
  const e = await json<Expediente>(t.app, 'GET', `/api/postulante/postulaciones/${id}/expediente`, { token: p.a });
  const res = await expectStatus(t.app, 'GET', `/api/postulante/postulaciones/${id}/expediente.pdf`, 200, { token: p.a });
  assert.equal(res.headers['content-type'], 'application/pdf');
  assert.match(String(res.headers['content-disposition']), /^attachment; filename="?expediente-postulacion-\d+\.pdf"?$/);
  const bytes = new Uint8Array(res.rawPayload);
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  const all = squash(text);
  for (const a of e.actos) assert.ok(all.includes(squash(a.titulo)), `el PDF no tiene el acto «${a.titulo}»`);
  for (const d of e.documentos) assert.ok(all.includes(d.sha256), `el PDF no tiene la huella de ${d.nombre} v${d.version}`);
  // Tagged: a structure tree with headings and a table whose header cells are TH.
  assert.equal((await pdf.getMarkInfo())?.Marked, true);
  const roles = new Set<string>();
  const walk = (node: { role?: string; children?: unknown[] } | null) => {
    if (!node) return;
    if (node.role) roles.add(node.role);
    for (const child of node.children ?? []) walk(child as { role?: string; children?: unknown[] });
  };
  for (let i = 1; i <= pdf.numPages; i += 1) walk(await (await pdf.getPage(i)).getStructTree() as never);
  for (const role of ['H1', 'H2', 'P', 'Table', 'TR', 'TH', 'TD']) assert.ok(roles.has(role), `falta la etiqueta ${role}: ${[...roles].join(', ')}`);
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  assert.equal(String(doc.catalog.lookup(PDFName.of('Lang'))), '(es-CL)');
  assert.match(doc.getTitle() ?? '', /^Expediente electrónico de la postulación N° \d+/);
  const viewer = doc.catalog.lookup(PDFName.of('ViewerPreferences'));
  assert.match(String(viewer), /DisplayDocTitle true/);
});

test('the ZIP holds the index PDF and every version of every document, byte for byte', async () => {
  const e = await json<Expediente>(t.app, 'GET', `/api/postulante/postulaciones/${id}/expediente`, { token: p.a });
  const res = await expectStatus(t.app, 'GET', `/api/postulante/postulaciones/${id}/expediente.zip`, 200, { token: p.a });
  assert.equal(res.headers['content-type'], 'application/zip');
  const entries = await unzip(res.rawPayload);
  const index = entries.get(`expediente-postulacion-${id}.pdf`);
  assert.ok(index && index.subarray(0, 5).toString() === '%PDF-');
  const documents = [...entries.entries()].filter(([name]) => name.startsWith('documentos/'));
  assert.equal(documents.length, e.documentos.length);
  assert.deepEqual(documents.map(([, bytes]) => sha256(bytes)).sort(), e.documentos.map((d) => d.sha256).sort());
  assert.ok(documents.some(([name]) => /formulario-de-declaracion-v1\.pdf$/.test(name)));
  assert.ok(documents.some(([name]) => /formulario-de-declaracion-v2\.pdf$/.test(name)));
});

test('another applicant gets 404 and an anonymous caller 401, for this id and any other alike', async () => {
  for (const suffix of ['', '.pdf', '.zip']) {
    const url = `/api/postulante/postulaciones/${id}/expediente${suffix}`;
    const other = await expectStatus(t.app, 'GET', url, 404, { token: p.b });
    assert.equal(other.json().message, 'La postulación no existe.');
    await expectStatus(t.app, 'GET', `/api/postulante/postulaciones/999999/expediente${suffix}`, 404, { token: p.b });
    const anonymous = await expectStatus(t.app, 'GET', url, 401);
    assert.deepEqual(anonymous.json(), (await expectStatus(t.app, 'GET', `/api/postulante/postulaciones/999999/expediente${suffix}`, 401)).json());
  }
});

test('admins read the same file with who did what, and every read is recorded', async () => {
  const before = await json<{ total: number }>(t.app, 'GET', `/api/admin/accesos-datos?postulacion_id=${id}`, { token: p.admin });
  const e = await json<Expediente>(t.app, 'GET', `/api/admin/postulaciones/${id}/expediente`, { token: p.admin });
  assert.match(e.actos.find((a) => a.tipo === 'evaluacion')?.actor ?? '', /^Comisión evaluadora \(.+\)$/);
  await expectStatus(t.app, 'GET', `/api/admin/postulaciones/${id}/expediente.pdf`, 200, { token: p.admin });
  const after = await json<{ total: number; data: { recurso: string; usuario: { nombre: string; rol: string }; postulacion_sello_id: number }[] }>(
    t.app, 'GET', `/api/admin/accesos-datos?postulacion_id=${id}`, { token: p.admin });
  assert.equal(after.total, before.total + 2);
  assert.deepEqual(after.data.slice(0, 2).map((a) => [a.recurso, a.usuario.rol, a.postulacion_sello_id]), [['expediente', 'admin', id], ['expediente', 'admin', id]]);
  // A reviewer has no expediente route.
  await expectStatus(t.app, 'GET', `/api/admin/postulaciones/${id}/expediente`, 403, { token: p.r1 });
});
