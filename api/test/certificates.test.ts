// Issue 58, certificates and their verification: an admin publishes an approved application → its
// applicant downloads the certificate, whose text names the institution, RUT and code and whose QR
// code opens the code's verification page; the JSON API says Vigente with the same data. A reissue
// keeps the old code answering with the new certificate; a revocation shows everywhere at once and is
// e-mailed through the outbox; an expired validity reads Vencido.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { certificationYears, yearInChile } from '@sello/shared-api/schemas';
import { makePng } from '../src/seed/data/assets';
import { todayInChile } from '../src/services/review/common';
import { createTestApp, type TestApp } from './helpers/app';
import { readPdf } from './helpers/pdf';
import { consolidatedApplication, json, signInEveryone, type People } from './helpers/review';
import { startSmtp, type TestSmtp } from './helpers/smtp';
import { call, looksSpanish, messageOf, multipart } from './support-acceptance/http';
import { applicantLogin } from './support-acceptance/fixtures';

const PORTAL = 'https://portal.sello.test';
const RATE_LIMIT = 40;
let t: TestApp;
let p: People;
let smtp: TestSmtp;

before(async () => {
  smtp = await startSmtp();
  // A validity of one year: this year's certificates are Vigente, those of two years ago Vencido.
  t = await createTestApp({ smtpUrl: smtp.url, vigenciaAnnos: 1, verificationRateLimit: RATE_LIMIT, portalUrl: PORTAL });
  p = await signInEveryone(t.app);
});

after(async () => {
  await t?.close();
  await smtp?.stop();
});

interface Verification {
  codigo: string; estado: string; institucion: string; rut: string; categoria: string | null; anno_certificacion: number;
  vigente_desde: string; vigente_hasta: string; revocado_el: string | null; verificacion_url: string; codigo_consultado?: string; reemplazado?: boolean;
}

/** An application approved with full marks and published for `year`: its id, institution, RUT and certificate code. */
async function published(year: number) {
  const { id, categoriaId } = await consolidatedApplication(t.app, p);
  await json(t.app, 'POST', `/api/admin/postulaciones/${id}/decision`, { token: p.admin, json: { resultado: 'Aprobada' } });
  const res = await call(t.app, 'POST', `/api/admin/postulaciones/${id}/publicar`, {
    token: p.admin,
    raw: await multipart({ logo_alt: 'Logo de la fundación', anno_certificacion: String(year), categoria_id: String(categoriaId) }, [{ name: 'logo', filename: 'logo.png', bytes: makePng(200, 60, 'Logo'), type: 'image/png' }]),
  });
  assert.equal(res.statusCode, 200, res.body);
  const answer = res.json<{ institucion_reconocida_id: number; certificado: { codigo: string; verificacion_url: string } }>();
  const detail = await json<{ postulacion: { nombre_institucion: string; rut_institucion: string }; categoria: { nombre: string } }>(t.app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
  return {
    id, institucionId: answer.institucion_reconocida_id, codigo: answer.certificado.codigo, url: answer.certificado.verificacion_url,
    nombre: detail.postulacion.nombre_institucion, rut: detail.postulacion.rut_institucion, categoria: detail.categoria.nombre,
  };
}

const verify = (path: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => t.app.inject({ url: path, headers, remoteAddress });
const register = async () => (await t.app.inject({ url: '/instituciones-reconocidas' })).json<{ id: number; titulo: string; vigencia: string; revocado_at: string | null; rut: string | null }[]>();

test('published → the applicant downloads a tagged certificate with the institution, RUT and code, whose QR opens a Vigente verification', async () => {
  const [year] = certificationYears();
  const pub = await published(year!);
  assert.match(pub.codigo, /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

  const summary = await json<{ codigo: string; estado: string; descargar_url: string }>(t.app, 'GET', `/api/postulante/postulaciones/${pub.id}/certificado`, { token: p.a });
  assert.deepEqual([summary.codigo, summary.estado], [pub.codigo, 'Vigente']);
  const download = await call(t.app, 'GET', new URL(summary.descargar_url).pathname, { token: p.a });
  assert.equal(download.statusCode, 200, download.body.slice(0, 200));
  assert.equal(download.headers['content-type'], 'application/pdf');
  assert.equal(String(download.headers['content-disposition']), `attachment; filename=certificado-sello-${pub.codigo}.pdf`);

  const pdf = await readPdf(download.rawPayload);
  for (const expected of [pub.nombre, `RUT ${pub.rut}`, `Código de verificación ${pub.codigo}`, pub.categoria, `hasta el 31/12/${year! + 1}`]) assert.ok(pdf.text.includes(expected), `el PDF no dice «${expected}»: ${pdf.text}`);
  assert.equal(pdf.language, 'es-CL');
  assert.equal(pdf.tagged, true);
  assert.ok(pdf.title?.includes(pub.nombre));
  for (const role of ['H1', 'H2', 'P', 'Table', 'TH', 'TD', 'Figure']) assert.ok(pdf.roles.includes(role), `sin ${role} en la estructura: ${pdf.roles.join(' ')}`);
  assert.ok(pdf.alts.some((alt) => alt.startsWith('Código QR')), 'la figura del QR tiene texto alternativo');

  // The QR holds the portal's verification page of this code; the API answers for the same code.
  assert.deepEqual(pdf.qrCodes, [`${PORTAL}/verificar/${pub.codigo}`]);
  const scanned = new URL(pdf.qrCodes[0]!).pathname.split('/').pop()!;
  const res = await verify(`/api/sello/verificacion/${scanned}`, { origin: 'https://compras.example' });
  assert.equal(res.statusCode, 200, res.body);
  const seal = res.json<Verification>();
  assert.deepEqual(
    [seal.estado, seal.codigo, seal.institucion, seal.rut, seal.categoria, seal.anno_certificacion, seal.vigente_desde, seal.vigente_hasta, seal.revocado_el, seal.reemplazado],
    ['Vigente', pub.codigo, pub.nombre, pub.rut, pub.categoria, year, todayInChile(), `${year! + 1}-12-31`, null, false],
  );
  assert.equal(seal.verificacion_url, pdf.qrCodes[0]);
  // Open to purchasing systems on any origin, and cacheable.
  assert.equal(res.headers['access-control-allow-origin'], '*');
  assert.equal(res.headers['access-control-allow-credentials'], undefined);
  assert.match(String(res.headers['cache-control']), /^public, max-age=\d+$/);
  const etag = String(res.headers.etag);
  assert.ok(etag.length > 2);
  const again = await verify(`/api/sello/verificacion/${scanned}`, { 'if-none-match': etag });
  assert.equal(again.statusCode, 304);
  assert.equal(again.body, '');

  const byRut = await verify(`/api/sello/verificacion?rut=${encodeURIComponent(pub.rut.replace(/\./g, ''))}`);
  assert.equal(byRut.statusCode, 200, byRut.body);
  const rutAnswer = byRut.json<{ rut: string; estado: string; sellos: Verification[] }>();
  assert.deepEqual([rutAnswer.rut, rutAnswer.estado, rutAnswer.sellos.map((s) => s.codigo)], [pub.rut, 'Vigente', [pub.codigo]]);

  // Typed from paper: lower case, spaces, O for 0 and I/L for 1 find the same certificate.
  const typed = pub.codigo.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
  assert.equal((await verify(`/api/sello/verificacion/${encodeURIComponent(typed)}`)).json<Verification>().codigo, pub.codigo);

  // Applicant B reaches nothing of A's certificate; the admin downloads it from the application.
  for (const url of [`/api/postulante/postulaciones/${pub.id}/certificado`, `/api/postulante/postulaciones/${pub.id}/certificado/pdf`]) {
    const refused = await call(t.app, 'GET', url, { token: p.b });
    assert.equal(refused.statusCode, 404);
    assert.ok(looksSpanish(messageOf(refused)));
  }
  const detail = await json<{ certificado: { codigo: string; descargar_url: string } }>(t.app, 'GET', `/api/admin/postulaciones/${pub.id}`, { token: p.admin });
  assert.equal(detail.certificado.codigo, pub.codigo);
  const adminPdf = await call(t.app, 'GET', new URL(detail.certificado.descargar_url).pathname, { token: p.admin });
  assert.equal(adminPdf.statusCode, 200);
  assert.ok((await readPdf(adminPdf.rawPayload)).text.includes(pub.codigo));
});

test('an application without a certificate answers 404 to its own applicant', async () => {
  const { id } = await consolidatedApplication(t.app, p);
  const res = await call(t.app, 'GET', `/api/postulante/postulaciones/${id}/certificado`, { token: p.a });
  assert.equal(res.statusCode, 404);
  assert.equal(messageOf(res), 'Esta postulación no tiene certificado: se emite cuando la institución es publicada como reconocida.');
});

test('the verification API refuses malformed RUTs and codes with 400, unknown ones with 404, in Spanish', async () => {
  const cases: [string, number, RegExp][] = [
    ['/api/sello/verificacion', 400, /^Indica el RUT de la institución/],
    ['/api/sello/verificacion?rut=', 400, /^Indica el RUT de la institución/],
    ['/api/sello/verificacion?rut=76.086.428-6', 400, /^El RUT no es válido/],
    ['/api/sello/verificacion?rut=hola', 400, /^El RUT no es válido/],
    ['/api/sello/verificacion?rut=1&rut=2', 400, /^El RUT no es válido/],
    ['/api/sello/verificacion?rut=11.111.111-1', 404, /^No hay un Sello Chile Inclusivo registrado para el RUT 11\.111\.111-1\.$/],
    ['/api/sello/verificacion/ABC', 400, /^El código de verificación no es válido/],
    ['/api/sello/verificacion/UUUU-UUUU-UUUU', 400, /^El código de verificación no es válido/],
    ['/api/sello/verificacion/0000-0000-0000', 404, /^No existe un certificado con el código 0000-0000-0000\./],
  ];
  for (const [url, status, message] of cases) {
    const res = await verify(url, { origin: 'https://compras.example' });
    assert.equal(res.statusCode, status, `${url}: ${res.body}`);
    assert.match(messageOf(res) ?? '', message, url);
    // Purchasing systems read the refusal too.
    assert.equal(res.headers['access-control-allow-origin'], '*', url);
  }
  // Only these routes are open to any origin: the register keeps the portal's allow-list.
  const other = await t.app.inject({ url: '/instituciones-reconocidas', headers: { origin: 'https://compras.example' } });
  assert.equal(other.headers['access-control-allow-origin'], undefined);
});

test('the verification API is limited per source address, and another address is not held back', async () => {
  const url = '/api/sello/verificacion/0000-0000-0000';
  for (let i = 0; i < RATE_LIMIT; i += 1) assert.equal((await verify(url, {}, '127.0.0.9')).statusCode, 404);
  const limited = await verify(url, {}, '127.0.0.9');
  assert.equal(limited.statusCode, 429);
  assert.ok(Number(limited.headers['retry-after']) > 0);
  assert.ok(looksSpanish(messageOf(limited)), limited.body);
  assert.equal((await verify(url, {}, '127.0.0.10')).statusCode, 404);
});

test('reissue with a corrected name: the old code answers with the new certificate, and the register shows the name', async () => {
  const [year] = certificationYears();
  const pub = await published(year!);
  const path = `/api/admin/instituciones/${pub.institucionId}/certificado/reemitir`;
  const missing = await call(t.app, 'POST', path, { token: p.admin, json: { titulo: 'Otra' } });
  assert.equal(missing.statusCode, 422);
  assert.deepEqual(missing.json().errors, { motivo: ['Indica el motivo de la reemisión.'] });

  const corrected = 'Fundación Prueba Aceptación de Ñuñoa';
  const reissued = await json<{ certificado: { codigo: string; institucion: string } }>(t.app, 'POST', path, { token: p.admin, json: { titulo: corrected, motivo: 'El nombre legal incluye la comuna.' } });
  assert.notEqual(reissued.certificado.codigo, pub.codigo);
  assert.equal(reissued.certificado.institucion, corrected);

  const old = (await verify(`/api/sello/verificacion/${pub.codigo}`)).json<Verification>();
  assert.deepEqual([old.codigo, old.codigo_consultado, old.reemplazado, old.institucion, old.estado], [reissued.certificado.codigo, pub.codigo, true, corrected, 'Vigente']);
  assert.equal((await register()).find((i) => i.id === pub.institucionId)?.titulo, corrected);
  const pdf = await readPdf((await call(t.app, 'GET', `/api/postulante/postulaciones/${pub.id}/certificado/pdf`, { token: p.a })).rawPayload);
  assert.ok(pdf.text.includes(corrected) && pdf.text.includes(reissued.certificado.codigo) && !pdf.text.includes(pub.codigo), pdf.text);

  const history = await json<{ historial: { codigo: string; reemplazado_el: string | null }[] }>(t.app, 'GET', `/api/admin/instituciones/${pub.institucionId}/certificado`, { token: p.admin });
  assert.deepEqual(history.historial.map((h) => [h.codigo, h.reemplazado_el === null]), [[reissued.certificado.codigo, true], [pub.codigo, false]]);
  const audit = await json<{ data: { action: string; descripcion: string }[] }>(t.app, 'GET', '/api/admin/auditoria?accion=reemitir', { token: p.admin });
  assert.equal(audit.data[0]?.descripcion, `Reemitió el certificado de «${corrected}»: el ${reissued.certificado.codigo} reemplaza al ${pub.codigo}. Motivo: El nombre legal incluye la comuna.`);
});

test('revoking a seal: verification and register say Revocado with the date, the institution is e-mailed, the audit log records it', async () => {
  const [year] = certificationYears();
  const pub = await published(year!);
  const path = `/api/admin/instituciones/${pub.institucionId}/revocar`;
  assert.equal((await call(t.app, 'POST', path, { token: p.admin, json: {} })).statusCode, 422);
  assert.equal((await verify(`/api/sello/verificacion/${pub.codigo}`)).json<Verification>().estado, 'Vigente');

  const motivo = 'Se comprobó que la institución dejó de cumplir los requisitos de accesibilidad.';
  const done = await json<{ revocado_el: string; correo: string; message: string }>(t.app, 'POST', path, { token: p.admin, json: { motivo } });
  assert.equal(done.correo, 'eva@example.cl');
  const day = todayInChile();
  assert.equal(todayInChile(new Date(done.revocado_el)), day);

  const byCode = (await verify(`/api/sello/verificacion/${pub.codigo}`)).json<Verification>();
  assert.deepEqual([byCode.estado, byCode.revocado_el], ['Revocado', done.revocado_el]);
  const byRut = (await verify(`/api/sello/verificacion?rut=${encodeURIComponent(pub.rut)}`)).json<{ estado: string; sellos: Verification[] }>();
  assert.deepEqual([byRut.estado, byRut.sellos[0]?.revocado_el], ['Revocado', done.revocado_el]);
  const entry = (await register()).find((i) => i.id === pub.institucionId);
  assert.deepEqual([entry?.vigencia, entry?.revocado_at], ['Revocado', done.revocado_el]);

  const mail = await smtp.waitFor((m) => m.subject === 'Revocación del Sello Chile Inclusivo' && m.to.includes('eva@example.cl') && m.text.includes(pub.codigo));
  assert.ok(mail.text.includes(motivo) && mail.text.includes(pub.rut), mail.text);

  const audit = await json<{ data: { action: string; quien: string; descripcion: string; objeto: { nombre: string } }[] }>(t.app, 'GET', '/api/admin/auditoria?accion=revocar', { token: p.admin });
  assert.deepEqual([audit.data[0]?.quien, audit.data[0]?.descripcion, audit.data[0]?.objeto.nombre], ['Ana Administradora', `Revocó el sello de «${pub.nombre}». Motivo: ${motivo}`, pub.nombre]);

  // From then on: no PDF for the applicant, no second revocation, no new certificate.
  const pdf = await call(t.app, 'GET', `/api/postulante/postulaciones/${pub.id}/certificado/pdf`, { token: p.a });
  assert.equal(pdf.statusCode, 409);
  assert.match(messageOf(pdf) ?? '', /^El sello de esta institución fue revocado el \d\d\/\d\d\/\d{4}: su certificado ya no es válido\.$/);
  assert.equal((await call(t.app, 'POST', path, { token: p.admin, json: { motivo } })).statusCode, 409);
  assert.equal((await call(t.app, 'POST', `/api/admin/instituciones/${pub.institucionId}/certificado/reemitir`, { token: p.admin, json: { motivo: 'Reemitir' } })).statusCode, 409);
});

test('a seal whose validity ended reads Vencido, and the register No vigente', async () => {
  const year = yearInChile() - 2;
  const pub = await published(year);
  const seal = (await verify(`/api/sello/verificacion/${pub.codigo}`)).json<Verification>();
  assert.deepEqual([seal.estado, seal.vigente_hasta], ['Vencido', `${year + 1}-12-31`]);
  assert.equal((await register()).find((i) => i.id === pub.institucionId)?.vigencia, 'No vigente');
});

test('the demo institutions have certificates: each RUT in the register verifies, and the demo applicant downloads theirs', async () => {
  const withRut = (await register()).filter((i) => i.rut);
  assert.ok(withRut.length >= 10, `instituciones con RUT: ${withRut.length}`);
  for (const inst of withRut) {
    const res = await verify(`/api/sello/verificacion?rut=${encodeURIComponent(inst.rut!)}`, {}, '127.0.0.20');
    assert.equal(res.statusCode, 200, `${inst.titulo}: ${res.body}`);
  }
  const demo = await applicantLogin(t.app, { run: '66.666.666-6', clave: 'testing' });
  const mine = await json<{ id: number; estado: string }[]>(t.app, 'GET', '/api/postulante/postulaciones', { token: demo.token });
  const publishedApp = mine.find((a) => a.estado === 'Publicada');
  assert.ok(publishedApp);
  const pdf = await call(t.app, 'GET', `/api/postulante/postulaciones/${publishedApp.id}/certificado/pdf`, { token: demo.token });
  assert.equal(pdf.statusCode, 200);
  assert.ok((await readPdf(pdf.rawPayload)).text.includes('Municipalidad de Valle Alto'));
});
