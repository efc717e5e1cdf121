// The whole review of one application through the real routes: assignment, recusal and reassignment,
// declarations, independent scoring, consolidation, approval, the letter delivered to a real SMTP
// server, the applicant's view, publication on the public list, and the CSV export.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CERTIFICATION_YEAR_MESSAGE, certificationYears } from '@sello/shared-api/schemas';
import { eq } from 'drizzle-orm';
import { asignaciones } from '../src/db/schema';
import { makePng } from '../src/seed/data/assets';
import { createTestApp, type TestApp } from './helpers/app';
import { savedAs } from './helpers/http';
import { admissible, assign, expectStatus, inDays, json, sentApplication, signInEveryone, type People } from './helpers/review';
import { startSmtp, type TestSmtp } from './helpers/smtp';
import { call, jsonOf, messageOf, multipart } from './support-acceptance/http';

let smtp: TestSmtp;
let t: TestApp;
let p: People;

before(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, portalUrl: 'http://portal.test' });
  p = await signInEveryone(t.app);
});
after(async () => {
  await t.close();
  await smtp.stop();
});

interface Req { id: number; ptje_total: number; nombre: string }
interface Detail {
  estado: string; acciones: string[];
  requisitos: (Req & { consolidado: number | null; puntaje_evaluado: number | null; cumple: boolean | null; puntajes: { revisor: { id: number } }[] })[];
  asignaciones: { revisor: { id: number }; declaracion: { tipo: string; motivo: string | null } | null; evaluacion: string }[];
  timeline: { tipo: string; descripcion: string; motivo: string | null; quien: string | null }[];
  cartas: { id: number; estado: string; tipo: string; cuerpo: string }[];
  consolidacion: { filas: { requisito_id: number; discrepancia: boolean; puntajes: unknown[] }[]; total_consolidado: number | null; umbral: { puntaje_minimo: number } };
}

test('acceptance 1 (API): assign, recuse, reassign, declare, score independently, consolidate, approve, letter by SMTP, publish', async () => {
  const app = t.app;
  const fx = await sentApplication(app, p.a);
  const id = fx.applicationId;
  const receipt = await smtp.waitFor((m) => m.subject.startsWith('Recibimos su postulación') && m.to.includes('eva@example.cl'));
  assert.match(receipt.text, /Fundación Prueba Aceptación/);

  await admissible(app, p.admin, id);
  await assign(app, p.admin, [id], [p.ids.r1, p.ids.r2]);

  // Before declaring, the reviewer sees only what is needed to declare, and no file.
  const pending = await json<{ declaracion_pendiente: boolean; nombre_institucion: string; documentos?: unknown }>(app, 'GET', `/api/revisor/postulaciones/${id}`, { token: p.r2 });
  assert.equal(pending.declaracion_pendiente, true);
  assert.equal(pending.documentos, undefined);
  await expectStatus(app, 'GET', `/api/archivos/${fx.fileIds[0]}/descargar`, 404, { token: p.r2 });

  // Reviewer 2 recuses with a reason: from then on the application does not exist for them.
  const noReason = await call(app, 'POST', `/api/revisor/postulaciones/${id}/declaracion`, { token: p.r2, json: { tipo: 'inhabilitacion' } });
  assert.equal(noReason.statusCode, 422);
  assert.equal((jsonOf(noReason) as { errors: Record<string, string[]> }).errors.motivo?.[0], 'Indica el motivo de tu inhabilitación.');
  await json(app, 'POST', `/api/revisor/postulaciones/${id}/declaracion`, { token: p.r2, json: { tipo: 'inhabilitacion', motivo: 'Mi hermana trabaja en la fundación.' } });
  await expectStatus(app, 'GET', `/api/revisor/postulaciones/${id}`, 404, { token: p.r2 });
  const queue2 = await json<{ data: { id: number }[] }>(app, 'GET', '/api/revisor/postulaciones', { token: p.r2 });
  assert.equal(queue2.data.some((row) => row.id === id), false, 'a recused reviewer does not see it in the queue');

  // The admin sees the declaration, removes reviewer 2 and assigns reviewer 3.
  let detail = await json<Detail>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
  const recusal = detail.asignaciones.find((a) => a.revisor.id === p.ids.r2);
  assert.deepEqual(recusal?.declaracion && { tipo: recusal.declaracion.tipo, motivo: recusal.declaracion.motivo }, { tipo: 'inhabilitacion', motivo: 'Mi hermana trabaja en la fundación.' });
  assert.ok(detail.timeline.some((e) => e.tipo === 'declaracion' && e.motivo === 'Mi hermana trabaja en la fundación.'));
  // Dates in the history are written as everywhere else in the portal: dd/mm/aaaa.
  const [y, m, d] = inDays(7).split('-');
  assert.ok(detail.timeline.some((e) => e.tipo === 'asignacion' && e.descripcion.endsWith(`(fecha límite ${d}/${m}/${y})`)), JSON.stringify(detail.timeline.map((e) => e.descripcion)));
  const again = await call(app, 'POST', '/api/admin/postulaciones/asignaciones', { token: p.admin, json: { postulacion_ids: [id], revisor_ids: [p.ids.r2], fecha_limite: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) } });
  assert.equal(again.statusCode, 409, 'a recused reviewer cannot be assigned again');
  await json(app, 'DELETE', `/api/admin/postulaciones/${id}/asignaciones/${p.ids.r2}`, { token: p.admin });
  await assign(app, p.admin, [id], [p.ids.r3]);
  const assignmentMail = await smtp.waitFor((m) => m.to.includes('revisor3@sello.test'));
  assert.match(assignmentMail.text, new RegExp(`http://portal.test/revisor/postulaciones/${id}`));

  for (const token of [p.r1, p.r3]) {
    const declared = await json<{ declaracion_pendiente: boolean; requisitos: Req[] }>(app, 'POST', `/api/revisor/postulaciones/${id}/declaracion`, { token, json: { tipo: 'sin_conflicto' } });
    assert.equal(declared.declaracion_pendiente, false);
  }
  // Now the files open for them.
  await expectStatus(app, 'GET', `/api/archivos/${fx.fileIds[0]}/descargar`, 200, { token: p.r1 });

  const reqs = (await json<{ requisitos: Req[] }>(app, 'GET', `/api/revisor/postulaciones/${id}`, { token: p.r1 })).requisitos;
  assert.ok(reqs.length >= 2);
  const first = reqs[0]!;
  const tooHigh = await call(app, 'PUT', `/api/revisor/postulaciones/${id}/requisitos/${first.id}`, { token: p.r1, json: { puntaje: first.ptje_total + 1, cumple: true } });
  assert.equal(tooHigh.statusCode, 422);
  assert.equal((jsonOf(tooHigh) as { errors: Record<string, string[]> }).errors.puntaje?.[0], `El puntaje no puede superar ${first.ptje_total}.`);

  // Reviewer 3 scores everything high and sends; reviewer 1 scores low.
  for (const r of reqs) {
    await json(app, 'PUT', `/api/revisor/postulaciones/${id}/requisitos/${r.id}`, { token: p.r3, json: { puntaje: r.ptje_total, cumple: true, comentario: 'Cumple con holgura.' } });
    await json(app, 'PUT', `/api/revisor/postulaciones/${id}/requisitos/${r.id}`, { token: p.r1, json: { puntaje: Math.floor(r.ptje_total / 2), cumple: false } });
  }
  // Saved as they work: a reload shows reviewer 1's own scores, never reviewer 3's.
  const reloaded = await json<{ requisitos: { mi_evaluacion: { puntaje: number } | null; ptje_total: number }[]; total: number }>(app, 'GET', `/api/revisor/postulaciones/${id}`, { token: p.r1 });
  assert.deepEqual(reloaded.requisitos.map((r) => r.mi_evaluacion?.puntaje), reqs.map((r) => Math.floor(r.ptje_total / 2)));
  // Drafts do not count for the admin: CUMPLE, the evaluated score and the disagreement flag read sent
  // evaluations only (reviewer 1's half marks are still a draft).
  const cumpleScoreFlag = async () => {
    const view = await json<Detail>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
    return view.requisitos.map((r) => [r.cumple, r.puntaje_evaluado, view.consolidacion.filas.find((f) => f.requisito_id === r.id)?.discrepancia]);
  };
  assert.deepEqual(await cumpleScoreFlag(), reqs.map(() => [null, null, false]));
  await json(app, 'POST', `/api/revisor/postulaciones/${id}/enviar-evaluacion`, { token: p.r3 });
  assert.deepEqual(await cumpleScoreFlag(), reqs.map((r) => [true, r.ptje_total, false]));
  const early = await call(app, 'GET', `/api/revisor/postulaciones/${id}/puntajes`, { token: p.r1 });
  assert.equal(early.statusCode, 409, 'before sending, reviewer 1 cannot see reviewer 3');
  assert.equal(messageOf(early), 'Podrás ver las evaluaciones de otros revisores después de enviar la tuya.');
  assert.equal(early.body.includes('Cumple con holgura'), false);

  await json(app, 'POST', `/api/revisor/postulaciones/${id}/enviar-evaluacion`, { token: p.r1 });
  const locked = await call(app, 'PUT', `/api/revisor/postulaciones/${id}/requisitos/${first.id}`, { token: p.r1, json: { puntaje: 0, cumple: false } });
  assert.equal(locked.statusCode, 409, 'a sent evaluation is read-only');
  const others = await json<{ filas: { puntajes: { revisor: { id: number }; puntaje: number }[] }[] }>(app, 'GET', `/api/revisor/postulaciones/${id}/puntajes`, { token: p.r1 });
  assert.deepEqual(new Set(others.filas[0]?.puntajes.map((s) => s.revisor.id)), new Set([p.ids.r1, p.ids.r3]));

  // Consolidation grid: every requirement flagged (full marks against half marks).
  detail = await json<Detail>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
  assert.ok(detail.consolidacion.filas.every((f) => f.puntajes.length === 2 && f.discrepancia));
  assert.ok(!detail.acciones.includes('decidir'), 'no decision before consolidating');
  const early2 = await call(app, 'POST', `/api/admin/postulaciones/${id}/decision`, { token: p.admin, json: { resultado: 'Aprobada' } });
  assert.equal(early2.statusCode, 409);
  const low = await json<{ total_consolidado: number; cumple_umbral: boolean }>(app, 'PUT', `/api/admin/postulaciones/${id}/consolidacion`, { token: p.admin, json: { puntajes: reqs.map((r) => ({ requisito_id: r.id, puntaje: 0 })) } });
  assert.equal(low.cumple_umbral, false);
  const refused = await call(app, 'POST', `/api/admin/postulaciones/${id}/decision`, { token: p.admin, json: { resultado: 'Aprobada' } });
  assert.equal(refused.statusCode, 409);
  assert.match(messageOf(refused) ?? '', /no alcanza el umbral/);
  const high = await json<{ total_consolidado: number; cumple_umbral: boolean }>(app, 'PUT', `/api/admin/postulaciones/${id}/consolidacion`, { token: p.admin, json: { puntajes: reqs.map((r) => ({ requisito_id: r.id, puntaje: r.ptje_total })) } });
  assert.equal(high.cumple_umbral, true);
  detail = await json<Detail>(app, 'POST', `/api/admin/postulaciones/${id}/decision`, { token: p.admin, json: { resultado: 'Aprobada' } });
  assert.equal(detail.estado, 'Aprobada');

  // The letter waits as a draft; the applicant sees no letter yet.
  const letter = detail.cartas.find((c) => c.tipo === 'carta-aprobada');
  assert.equal(letter?.estado, 'borrador');
  let mine = await json<{ estado: string; cartas: unknown[] }>(app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token: p.a });
  assert.equal(mine.estado, 'Aprobada');
  assert.equal(mine.cartas.length, 0);
  await json(app, 'PUT', `/api/admin/correos/${letter!.id}`, { token: p.admin, json: { asunto: 'Su postulación fue aprobada', cuerpo: `${letter!.cuerpo}\n\nFelicitaciones al equipo.` } });
  await json(app, 'POST', '/api/admin/correos/enviar', { token: p.admin, json: { ids: [letter!.id] } });
  const delivered = await smtp.waitFor((m) => m.subject === 'Su postulación fue aprobada');
  assert.deepEqual(delivered.to, ['eva@example.cl']);
  assert.match(delivered.text, /APROBADA[\s\S]*Felicitaciones al equipo\./);
  mine = await json(app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token: p.a });
  assert.deepEqual((mine.cartas as { asunto: string }[]).map((c) => c.asunto), ['Su postulación fue aprobada']);
  const history = await json<{ historial: { quien: string | null; hasta: string | null }[] }>(app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token: p.a });
  assert.ok(history.historial.some((e) => e.hasta === 'Aprobada'));
  assert.ok(history.historial.every((e) => e.quien === null), 'the applicant sees no staff names');
  assert.equal(JSON.stringify(history).includes('Revisor'), false);

  // Pending publication, then published with logo and alternative text.
  const pendingList = await json<{ id: number }[]>(app, 'GET', '/api/admin/publicaciones/pendientes', { token: p.admin });
  assert.ok(pendingList.some((row) => row.id === id));
  const logo = makePng(200, 60, 'Logo');
  const [year] = certificationYears();
  const noAlt = await call(app, 'POST', `/api/admin/postulaciones/${id}/publicar`, {
    token: p.admin, raw: await multipart({ anno_certificacion: String(year), categoria_id: String(fx.categoriaId) }, [{ name: 'logo', filename: 'logo.png', bytes: logo, type: 'image/png' }]),
  });
  assert.equal(noAlt.statusCode, 422);
  assert.equal((jsonOf(noAlt) as { errors: Record<string, string[]> }).errors.logo_alt?.[0], 'El texto alternativo del logo es requerido.');
  // Spec 9: the certification year is this year or one of the two before.
  for (const anno of [year - 3, year + 1]) {
    const outside = await call(app, 'POST', `/api/admin/postulaciones/${id}/publicar`, {
      token: p.admin, raw: await multipart({ logo_alt: 'Logo de la Fundación Prueba Aceptación', anno_certificacion: String(anno), categoria_id: String(fx.categoriaId) }, [{ name: 'logo', filename: 'logo.png', bytes: logo, type: 'image/png' }]),
    });
    assert.equal(outside.statusCode, 422, String(anno));
    assert.deepEqual(jsonOf(outside), { message: 'Los datos enviados no son válidos.', errors: { anno_certificacion: [CERTIFICATION_YEAR_MESSAGE] } });
  }
  await json(app, 'POST', `/api/admin/postulaciones/${id}/publicar`, {
    token: p.admin, raw: await multipart({ logo_alt: 'Logo de la Fundación Prueba Aceptación', anno_certificacion: String(year), categoria_id: String(fx.categoriaId) }, [{ name: 'logo', filename: 'logo.png', bytes: logo, type: 'image/png' }]),
  });
  const publicList = await json<{ titulo: string; logo_alt: string; vigencia: string; anno_certificacion: number }[]>(app, 'GET', '/instituciones-reconocidas');
  const published = publicList.find((i) => i.titulo === 'Fundación Prueba Aceptación');
  assert.deepEqual(published && [published.logo_alt, published.vigencia, published.anno_certificacion], ['Logo de la Fundación Prueba Aceptación', 'Vigente', year]);
  detail = await json<Detail>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
  assert.equal(detail.estado, 'Publicada');
  const states = detail.timeline.filter((e) => e.tipo === 'estado').map((e) => e.descripcion).reverse();
  assert.deepEqual(states, ['Registrada → Enviada', 'Enviada → Admisible', 'Admisible → Aprobada', 'Aprobada → Publicada']);
});

test('consolidated without any evaluation sent: the decision is neither offered nor taken', async () => {
  const app = t.app;
  const { applicationId: id } = await sentApplication(app, p.a);
  await admissible(app, p.admin, id);
  const { requisitos } = await json<{ requisitos: { id: number; ptje_total: number }[] }>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
  await json(app, 'PUT', `/api/admin/postulaciones/${id}/consolidacion`, { token: p.admin, json: { puntajes: requisitos.map((r) => ({ requisito_id: r.id, puntaje: r.ptje_total })) } });
  const detail = await json<Detail>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
  assert.equal(detail.acciones.includes('decidir'), false, 'the page offered a decision the route refuses');
  const refused = await call(app, 'POST', `/api/admin/postulaciones/${id}/decision`, { token: p.admin, json: { resultado: 'Aprobada' } });
  assert.equal(refused.statusCode, 409);
  assert.equal(messageOf(refused), 'Se necesita al menos una evaluación enviada antes de decidir.');
});

test('acceptance 5: the CSV of a filtered list parses with ";", keeps accents and has one row per application', async () => {
  const app = t.app;
  const res = await expectStatus(app, 'GET', '/api/admin/postulaciones/exportar.csv?estado=Admisible', 200, { token: p.admin });
  assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
  const disposition = savedAs(res);
  assert.equal(disposition.type, 'attachment');
  assert.match(String(disposition.filename), /^postulaciones-\d{4}-\d{2}-\d{2}\.csv$/);
  const raw = res.rawPayload;
  assert.deepEqual([...raw.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM for Excel');
  const text = raw.subarray(3).toString('utf8');
  assert.ok(text.endsWith('\r\n'));
  const lines = text.slice(0, -2).split('\r\n');
  const header = lines[0]!.split(';');
  assert.deepEqual(header.slice(0, 5), ['ID', 'Institución', 'RUT', 'Categoría', 'Estado']);
  assert.ok(header.includes('Puntaje total') && header.includes('Revisores'));
  const list = await json<{ pagination: { total: number }; data: { id: number }[] }>(app, 'GET', '/api/admin/postulaciones?estado=Admisible', { token: p.admin });
  assert.equal(lines.length - 1, list.pagination.total, 'one row per application of the filtered list');
  const rows = lines.slice(1).map((line) => line.split(';'));
  assert.ok(rows.every((r) => r[4] === 'Admisible' && r.length === header.length));
  assert.ok(rows.some((r) => r[1] === 'Hospital Comunitario Los Aromos'), 'accents kept');
  const hospital = rows.find((r) => r[1] === 'Hospital Comunitario Los Aromos')!;
  assert.match(hospital[header.indexOf('Revisores')]!, /Rodrigo Revisor, Raúl Revisor Tres/);
});

test('admin list: filters, pages, reviewers and options from the data', async () => {
  const app = t.app;
  const all = await json<{ data: { id: number; estado: string; revisores: { nombre: string; vencida: boolean }[] }[]; pagination: { page: number; per_page: number; total: number; last_page: number }; opciones: { annos: number[]; categorias: unknown[] } }>(
    app, 'GET', '/api/admin/postulaciones', { token: p.admin });
  assert.ok(all.pagination.total >= 11);
  assert.equal(all.data.some((r) => r.estado === 'Borrador'), false);
  assert.ok(all.opciones.annos.length >= 3, 'demo data spans three years');
  const byName = await json<{ data: { nombre_institucion: string }[] }>(app, 'GET', `/api/admin/postulaciones?institucion=${encodeURIComponent('bahía azul')}`, { token: p.admin });
  assert.deepEqual(byName.data.map((r) => r.nombre_institucion), ['Empresa Portuaria Bahía Azul S.A.']);
  const overdue = await json<{ data: { revisores: { nombre: string; vencida: boolean; inhabilitado: boolean }[] }[] }>(app, 'GET', `/api/admin/postulaciones?institucion=${encodeURIComponent('Bahía Azul')}`, { token: p.admin });
  assert.deepEqual(overdue.data[0]?.revisores.map((r) => [r.nombre, r.vencida, r.inhabilitado]), [['Rodrigo Revisor', true, false], ['Rebeca Revisora Dos', false, true]]);
  // The lists are cached per URL until the next write anywhere: a new application shows at once.
  const again = await json<{ pagination: { total: number } }>(app, 'GET', '/api/admin/postulaciones', { token: p.admin });
  assert.equal(again.pagination.total, all.pagination.total);
  await sentApplication(app, p.b);
  const after = await json<{ pagination: { total: number } }>(app, 'GET', '/api/admin/postulaciones', { token: p.admin });
  assert.equal(after.pagination.total, all.pagination.total + 1);
  const page2 = await call(app, 'GET', '/api/admin/postulaciones?page=999', { token: p.admin });
  assert.equal(page2.statusCode, 200);
  assert.deepEqual((jsonOf(page2) as { data: unknown[] }).data, []);
  const bad = await call(app, 'GET', '/api/admin/postulaciones?estado=Inventado', { token: p.admin });
  assert.equal(bad.statusCode, 422);
  assert.equal(messageOf(bad), 'Los datos enviados no son válidos.');
});

test('an assignment is overdue only while its evaluation is still to be done: not once the application is decided', async () => {
  const app = t.app;
  const { applicationId: id } = await sentApplication(app, p.a);
  await assign(app, p.admin, [id], [p.ids.r1]);
  await json(app, 'POST', `/api/revisor/postulaciones/${id}/declaracion`, { token: p.r1, json: { tipo: 'sin_conflicto' } });
  await app.sello.ctx.db.update(asignaciones).set({ fecha_limite: '2020-01-02' }).where(eq(asignaciones.postulacion_sello_id, id));
  type Queue = { data: { id: number; vencida: boolean }[]; conteos: { vencidas: number } };
  const queue = () => json<Queue>(app, 'GET', '/api/revisor/postulaciones?vencidas=true', { token: p.r1 });
  const adminMark = async () => (await json<{ asignaciones: { vencida: boolean }[] }>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin })).asignaciones[0]?.vencida;
  const before = await queue();
  assert.equal(before.data.find((r) => r.id === id)?.vencida, true);
  assert.equal(await adminMark(), true);

  // Declared inadmissible: nothing is left for the reviewer to do.
  const docs = (await json<{ documentos: { clave: string }[] }>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin })).documentos;
  await json(app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, {
    token: p.admin, json: { resultado: 'Inadmisible', motivo: 'Documentación incompleta.', documentos: docs.map((d) => ({ clave: d.clave, cumple: true })) },
  });
  const after = await queue();
  assert.equal(after.data.some((r) => r.id === id), false, 'not among the overdue');
  assert.equal(after.conteos.vencidas, before.conteos.vencidas - 1);
  assert.equal(await adminMark(), false);
  const mine = await json<{ vencida: boolean }>(app, 'GET', `/api/revisor/postulaciones/${id}`, { token: p.r1 });
  assert.equal(mine.vencida, false);
});

test('reviewer queue: counts, overdue mark and filters over my own assignments only', async () => {
  const app = t.app;
  const queue = await json<{ data: { nombre_institucion: string; vencida: boolean; evaluacion: string }[]; conteos: Record<string, number>; opciones: { categorias: unknown[]; annos: number[] } }>(
    app, 'GET', '/api/revisor/postulaciones', { token: p.r1 });
  const names = queue.data.map((r) => r.nombre_institucion);
  assert.ok(names.includes('Hospital Comunitario Los Aromos') && names.includes('Fundación Manos Abiertas'));
  assert.equal(names.includes('Municipalidad de Lago Sereno'), false, 'not assigned to reviewer 1');
  assert.equal(queue.data.find((r) => r.nombre_institucion === 'Empresa Portuaria Bahía Azul S.A.')?.vencida, true);
  const stateOf = (name: string) => queue.data.find((r) => r.nombre_institucion === name)?.evaluacion;
  assert.deepEqual(
    ['Fundación Manos Abiertas', 'Servicio Local de Educación Costa Norte', 'Hospital Comunitario Los Aromos'].map(stateOf),
    ['pendiente', 'en_curso', 'enviada'],
  );
  assert.equal(queue.conteos.pendientes! + queue.conteos.en_curso! + queue.conteos.enviadas!, queue.data.length);
  const sent = await json<{ data: { evaluacion: string }[] }>(app, 'GET', '/api/revisor/postulaciones?evaluacion=enviada', { token: p.r1 });
  assert.equal(sent.data.length, queue.conteos.enviadas);
  assert.ok(sent.data.every((r) => r.evaluacion === 'enviada'));
  const late = await json<{ data: { vencida: boolean }[] }>(app, 'GET', '/api/revisor/postulaciones?vencidas=true', { token: p.r1 });
  assert.equal(late.data.length, queue.conteos.vencidas);
  assert.ok(late.data.length >= 1 && late.data.every((r) => r.vencida));
});
