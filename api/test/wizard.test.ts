import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { computeRutDv } from '@sello/shared-api';
import { INSTITUTION_RUT_MESSAGE, PHONE_MESSAGE } from '@sello/shared-api/schemas';
import { createTestApp, type TestApp } from './helpers/app';
import { applicantToken, bearer, institutionBody, pdf, savedAs, send, staffToken } from './helpers/http';
import { attachOtherRequirements } from './support-acceptance/fixtures';

let t: TestApp;
let tokenA: string;
let tokenB: string;
let comunaId: number;
let categoriaId: number;

before(async () => {
  t = await createTestApp();
  tokenA = await applicantToken(t.app, 'a');
  tokenB = await applicantToken(t.app, 'b');
  comunaId = (await t.app.inject({ url: '/api/comunas/region/7' })).json()[0].id;
  categoriaId = (await t.app.inject({ url: '/api/categoria-postulaciones' })).json()
    .find((c: { slug: string }) => c.slug === 'gestion-institucional-inclusiva').id;
});
after(async () => {
  await t.close();
});

const repLegal = (id: number) => ({
  nombre_rep_legal: 'Rosa Representante', cargo_rep_legal: 'Alcaldesa', rut_rep_legal: '12.345.678-5',
  telefono_rep_legal: '912-345-678', correo_rep_legal: 'rosa@prueba.cl', postulacion_sello_id: id,
});
const encargado = (id: number) => ({
  nombre_encargado: 'Ernesto Encargado', cargo_encargado: 'Jefe de personas', rut_encargado: '11.111.111-1',
  telefono_encargado: '987654321', correo_encargado: 'ernesto@prueba.cl', postulacion_sello_id: id,
});

describe('the wizard and the category process, end to end', () => {
  let postulacionId = 0;
  let p1Id = 0;
  let requisitoFileId = '';

  test('step 1 saves the institution: 201 with the new id, status Borrador', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/institucion/postulacion_sellos/store', headers: bearer(tokenA),
      payload: { ...institutionBody, comuna_id: comunaId, rut_institucion: '760864285' },
    });
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.ok(body.id > 0);
    assert.equal(body.estado, 'Borrador');
    assert.equal(body.rut_institucion, '76.086.428-5');
    assert.equal(body.cant_trabajadores, 250);
    postulacionId = body.id;
  });

  test('the progress record uses the real institution and result, not the fixed ids the portal sends', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/historial-postulaciones/store', headers: bearer(tokenA),
      payload: { postulacion_sello_id: postulacionId, institucion_id: 1, resultado_postulacion_id: 1, progreso_postulacion: 2 },
    });
    assert.equal(res.statusCode, 200);
    const own = (await t.app.inject({ url: `/api/postulante/postulaciones/${postulacionId}`, headers: bearer(tokenA) })).json();
    assert.equal(res.json().institucion_id, own.institucion_id);
    assert.equal(res.json().resultado, 'En proceso');
    assert.equal(res.json().progreso_postulacion, 2);
  });

  test('step 3 before step 2 is refused', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/institucion/postulacion_sellos/encargado/store', headers: bearer(tokenA), payload: encargado(postulacionId) });
    assert.equal(res.statusCode, 409);
  });

  test('steps 2, 3 and 4 answer 201; step 4 registers the application', async () => {
    const rep = await t.app.inject({ method: 'POST', url: '/api/institucion/postulacion_sellos/rep_legal/store', headers: bearer(tokenA), payload: repLegal(postulacionId) });
    assert.equal(rep.statusCode, 201, rep.body);
    const enc = await t.app.inject({ method: 'POST', url: '/api/institucion/postulacion_sellos/encargado/store', headers: bearer(tokenA), payload: encargado(postulacionId) });
    assert.equal(enc.statusCode, 201, enc.body);
    const cat = await t.app.inject({
      method: 'PUT', url: `/institucion/postulacion_sellos/update/${postulacionId}`, headers: bearer(tokenA), payload: { categoria_id: String(categoriaId) },
    });
    assert.equal(cat.statusCode, 201, cat.body);
    assert.equal(cat.json().estado, 'Registrada');
    assert.equal(cat.json().message, 'Registro institucional completado exitosamente.');
  });

  test('the application year is the open call\'s, whatever year the form sends', async () => {
    const open = (await t.app.inject({ url: '/api/convocatoria' })).json();
    assert.equal(open.estado, 'abierta', 'la semilla de demostración tiene una convocatoria abierta');
    const anno: number = open.convocatoria.anno;
    for (const year of [2024, anno + 1, String(anno - 1), undefined]) {
      const res = await t.app.inject({
        method: 'PUT', url: `/api/institucion/postulacion_sellos/update/${postulacionId}`, headers: bearer(tokenA), payload: { categoria_id: categoriaId, year },
      });
      assert.equal(res.statusCode, 201, `${year}: ${res.body}`);
      assert.equal(res.json().year, anno);
    }
    const own = (await t.app.inject({ url: `/api/postulante/postulaciones/${postulacionId}`, headers: bearer(tokenA) })).json();
    assert.equal(own.year, anno);
    assert.equal(own.convocatoria.anno, anno);
  });

  test('the applicant sees the application with its status', async () => {
    const list = (await t.app.inject({ url: '/api/postulante/postulaciones', headers: bearer(tokenA) })).json();
    assert.deepEqual(list.map((p: { id: number; estado: string }) => [p.id, p.estado]), [[postulacionId, 'Registrada']]);
  });

  test('bitácora and declaración upload: 200 with the id; files are private', async () => {
    const bytes = await pdf();
    const res = await send(t.app, 'POST', '/api/obtencion_sello_p1/store', tokenA, {
      bitacora: { filename: 'bitacora.pdf', content: bytes, type: 'application/pdf' },
      declaracion_autoridad: { filename: 'declaración.pdf', content: bytes, type: 'application/pdf' },
    });
    assert.equal(res.statusCode, 200, res.body);
    p1Id = res.json().id;
    assert.equal(res.json().postulacion_sello_id, postulacionId);
    const fileUrl = new URL(res.json().bitacora.descargar_url);
    const anonymous = await t.app.inject({ url: fileUrl.pathname });
    assert.equal(anonymous.statusCode, 401);
    const download = await t.app.inject({ url: fileUrl.pathname, headers: bearer(tokenA) });
    assert.equal(download.statusCode, 200);
    assert.deepEqual(savedAs(download), { type: 'attachment', filename: 'bitacora.pdf' });
    assert.equal(download.rawPayload.subarray(0, 5).toString(), '%PDF-');
  });

  test('a verification file (p2) and a requirement file are accepted with 200', async () => {
    const bytes = await pdf();
    const withoutP2 = await t.app.inject({ method: 'POST', url: `/api/postulante/postulaciones/${postulacionId}/enviar`, headers: bearer(tokenA) });
    assert.equal(withoutP2.statusCode, 409);
    assert.equal(withoutP2.json().message, 'Adjunta el archivo de verificación de admisibilidad antes de enviar la postulación.');
    const p2 = await send(t.app, 'POST', '/api/obtencion_sello_p2/store', tokenA, {
      obtencion_sello_p1_id: String(p1Id), archivo_verificacion: { filename: 'verificacion.pdf', content: bytes },
    });
    assert.equal(p2.statusCode, 200, p2.body);
    assert.ok(p2.json().archivo_verificacion.id);
    const reqs = (await t.app.inject({ url: `/api/postulante/postulaciones/${postulacionId}/requisitos`, headers: bearer(tokenA) })).json();
    assert.ok(reqs.length > 0);
    assert.equal(reqs[0].estado_requisito, 'Pendiente', 'no file yet');
    const missing = await send(t.app, 'POST', '/api/requisitos/store', tokenA, { requisito_id: String(reqs[0].id), obtencion_sello_p1_id: String(p1Id) });
    assert.equal(missing.statusCode, 422);
    assert.deepEqual(missing.json().errors.requisito, ['Por favor anexa el requisito.']);
    const stored = await send(t.app, 'POST', '/api/requisitos/store', tokenA, {
      requisito_id: String(reqs[0].id), obtencion_sello_p1_id: String(p1Id), medio_verificacion: 'Informe', requisito: { filename: 'informe.pdf', content: bytes },
    });
    assert.equal(stored.statusCode, 200, stored.body);
    requisitoFileId = stored.json().archivo.id;
    const after = (await t.app.inject({ url: `/api/postulante/postulaciones/${postulacionId}/requisitos`, headers: bearer(tokenA) })).json();
    assert.equal(after[0].entrega.archivo.id, requisitoFileId);
    assert.equal(stored.json().estado_requisito, 'Cargado');
    assert.deepEqual([after[0].estado_requisito, after[0].entrega.estado_requisito], ['Cargado', 'Cargado']);
    assert.equal(after[1]?.estado_requisito ?? 'Pendiente', 'Pendiente', 'the others have no file');
  });

  test('applicant B cannot see or touch anything of applicant A', async () => {
    const bytes = await pdf();
    const checks = [
      await t.app.inject({ url: `/api/postulante/postulaciones/${postulacionId}`, headers: bearer(tokenB) }),
      await t.app.inject({ url: `/api/postulante/postulaciones/${postulacionId}/requisitos`, headers: bearer(tokenB) }),
      await t.app.inject({ method: 'POST', url: `/api/postulante/postulaciones/${postulacionId}/enviar`, headers: bearer(tokenB) }),
      await t.app.inject({ method: 'POST', url: '/api/institucion/postulacion_sellos/rep_legal/store', headers: bearer(tokenB), payload: repLegal(postulacionId) }),
      await t.app.inject({ method: 'PUT', url: `/institucion/postulacion_sellos/update/${postulacionId}`, headers: bearer(tokenB), payload: { categoria_id: categoriaId } }),
      await t.app.inject({ method: 'POST', url: '/api/historial-postulaciones/store', headers: bearer(tokenB), payload: { postulacion_sello_id: postulacionId, progreso_postulacion: 3 } }),
      await t.app.inject({ url: `/api/archivos/${requisitoFileId}/descargar`, headers: bearer(tokenB) }),
      await t.app.inject({ method: 'DELETE', url: `/api/archivos/${requisitoFileId}`, headers: bearer(tokenB) }),
      await send(t.app, 'POST', '/api/obtencion_sello_p2/store', tokenB, { obtencion_sello_p1_id: String(p1Id), archivo_verificacion: { filename: 'x.pdf', content: bytes } }),
      await send(t.app, 'POST', '/api/obtencion_sello_p1/store', tokenB, {
        postulacion_sello_id: String(postulacionId), bitacora: { filename: 'x.pdf', content: bytes }, declaracion_autoridad: { filename: 'y.pdf', content: bytes },
      }),
    ];
    assert.deepEqual(checks.map((r) => r.statusCode), Array(checks.length).fill(404));
    assert.deepEqual((await t.app.inject({ url: '/api/postulante/postulaciones', headers: bearer(tokenB) })).json(), []);
    assert.deepEqual((await t.app.inject({ url: '/api/historial-postulaciones', headers: bearer(tokenB) })).json(), []);
  });

  test('the applicant sends the application once every requirement has its file; it then can no longer be edited', async () => {
    const reqs = (await t.app.inject({ url: `/api/postulante/postulaciones/${postulacionId}/requisitos`, headers: bearer(tokenA) })).json() as { id: number; nombre: string; entrega: unknown }[];
    const withFile = reqs.find((r) => r.entrega)!;
    const early = await t.app.inject({ method: 'POST', url: `/api/postulante/postulaciones/${postulacionId}/enviar`, headers: bearer(tokenA) });
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().message, `Anexa el archivo de cada requisito antes de enviar la postulación. Faltan: ${reqs.filter((r) => r !== withFile).map((r) => r.nombre).join(', ')}.`);
    const still = (await t.app.inject({ url: `/api/postulante/postulaciones/${postulacionId}`, headers: bearer(tokenA) })).json();
    assert.equal(still.estado, 'Registrada');
    await attachOtherRequirements(t.app, tokenA, { categoriaId, p1Id, requisitoId: withFile.id });
    const sent = await t.app.inject({ method: 'POST', url: `/api/postulante/postulaciones/${postulacionId}/enviar`, headers: bearer(tokenA) });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(sent.json().estado, 'Enviada');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/archivos/${requisitoFileId}`, headers: bearer(tokenA) });
    assert.equal(del.statusCode, 409);
  });

  test('a reviewer reaches it only once assigned, scores it; the admin decides; the history follows the status', async () => {
    const revisor = await staffToken(t.app, 'revisor');
    const admin = await staffToken(t.app, 'admin');
    // Not assigned yet: the reviewer's queue does not list it and its detail does not exist for them.
    const before = (await t.app.inject({ url: '/api/revisor/postulaciones', headers: bearer(revisor) })).json();
    assert.equal(before.data.some((p: { id: number }) => p.id === postulacionId), false);
    assert.equal((await t.app.inject({ url: `/api/revisor/postulaciones/${postulacionId}`, headers: bearer(revisor) })).statusCode, 404);
    // Reviewers cannot decide: the old decision route is gone and the admin routes answer 403.
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/revisor/postulaciones/${postulacionId}/decision`, headers: bearer(revisor), payload: { estado: 'Aprobada' } })).statusCode, 404);
    const detail = (await t.app.inject({ url: `/api/admin/postulaciones/${postulacionId}`, headers: bearer(admin) })).json();
    assert.equal(detail.institucion.titulo, institutionBody.nombre_institucion);
    assert.equal(detail.rep_legal.nombre_rep_legal, 'Rosa Representante');
    const wrongJump = await t.app.inject({ method: 'POST', url: `/api/admin/postulaciones/${postulacionId}/decision`, headers: bearer(admin), payload: { resultado: 'Aprobada' } });
    assert.equal(wrongJump.statusCode, 409);
    const admissible = await t.app.inject({
      method: 'POST', url: `/api/admin/postulaciones/${postulacionId}/admisibilidad`, headers: bearer(admin),
      payload: { resultado: 'Admisible', documentos: detail.documentos.map((d: { clave: string }) => ({ clave: d.clave, cumple: true })) },
    });
    assert.equal(admissible.statusCode, 200, admissible.body);
    // The letter names the next stage in words true of every category (it named category 1's report).
    const letter = (admissible.json().cartas as { tipo: string; cuerpo: string }[]).find((c) => c.tipo === 'carta-admisible');
    assert.match(letter?.cuerpo ?? '', /fue declarada ADMISIBLE\. La postulación continúa a la segunda etapa: la evaluación de los requisitos de su categoría\./);
    const me = (await t.app.inject({ url: '/api/me', headers: bearer(revisor) })).json();
    const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const assigned = await t.app.inject({ method: 'POST', url: '/api/admin/postulaciones/asignaciones', headers: bearer(admin), payload: { postulacion_ids: [postulacionId], revisor_ids: [me.user?.id ?? me.id], fecha_limite: due } });
    assert.equal(assigned.statusCode, 200, assigned.body);
    const declared = await t.app.inject({ method: 'POST', url: `/api/revisor/postulaciones/${postulacionId}/declaracion`, headers: bearer(revisor), payload: { tipo: 'sin_conflicto' } });
    assert.equal(declared.statusCode, 200, declared.body);
    for (const requisito of declared.json().requisitos as { id: number; ptje_total: number }[]) {
      const tooHigh = await t.app.inject({ method: 'PUT', url: `/api/revisor/postulaciones/${postulacionId}/requisitos/${requisito.id}`, headers: bearer(revisor), payload: { puntaje: requisito.ptje_total + 1, cumple: true } });
      assert.equal(tooHigh.statusCode, 422);
      const scored = await t.app.inject({ method: 'PUT', url: `/api/revisor/postulaciones/${postulacionId}/requisitos/${requisito.id}`, headers: bearer(revisor), payload: { puntaje: requisito.ptje_total, cumple: true, comentario: 'Completo' } });
      assert.equal(scored.statusCode, 200, scored.body);
      assert.equal(scored.json().cumple, true);
    }
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/revisor/postulaciones/${postulacionId}/enviar-evaluacion`, headers: bearer(revisor) })).statusCode, 200);
    const grid = (await t.app.inject({ url: `/api/admin/postulaciones/${postulacionId}`, headers: bearer(admin) })).json().consolidacion;
    const consolidated = await t.app.inject({
      method: 'PUT', url: `/api/admin/postulaciones/${postulacionId}/consolidacion`, headers: bearer(admin),
      payload: { puntajes: grid.filas.map((f: { requisito_id: number; ptje_total: number }) => ({ requisito_id: f.requisito_id, puntaje: f.ptje_total })) },
    });
    assert.equal(consolidated.statusCode, 200, consolidated.body);
    const approved = await t.app.inject({ method: 'POST', url: `/api/admin/postulaciones/${postulacionId}/decision`, headers: bearer(admin), payload: { resultado: 'Aprobada' } });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.json().estado, 'Aprobada');
    const history = (await t.app.inject({ url: `/api/postulante/postulaciones/${postulacionId}`, headers: bearer(tokenA) })).json().historial;
    assert.equal(history[0].resultado, 'Aprobada');
    const mine = (await t.app.inject({ url: '/api/postulante/postulaciones', headers: bearer(tokenA) })).json();
    assert.equal(mine[0].estado, 'Aprobada');
  });

  test('the admin sees the application detail with the spec fields', async () => {
    const admin = await staffToken(t.app, 'admin');
    const list = (await t.app.inject({ url: '/api/admin/historial-postulaciones', headers: bearer(admin) })).json();
    const row = list.find((p: { id: number }) => p.id === postulacionId);
    assert.deepEqual([row.postulacion_sello_id, typeof row.institucion_id, typeof row.created_at], [postulacionId, 'number', 'string']);
    const detail = (await t.app.inject({ url: `/api/admin/historial-postulaciones/${postulacionId}`, headers: bearer(admin) })).json();
    assert.ok(detail.obtencion_sello_p1.bitacora);
    assert.ok(detail.obtencion_sello_p2[0].archivo_verificacion);
    const p1 = await t.app.inject({ url: `/api/admin/historial-obtencion-sellos/${p1Id}`, headers: bearer(admin) });
    assert.equal(p1.json().id, p1Id);
    const download = await t.app.inject({ url: new URL(detail.obtencion_sello_p1.declaracion_autoridad.descargar_url).pathname, headers: bearer(admin) });
    assert.equal(download.statusCode, 200);
  });
});

describe('wizard validation', () => {
  test('an empty institution form answers 422 with every spec message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/institucion/postulacion_sellos/store', headers: bearer(tokenB), payload: {} });
    assert.equal(res.statusCode, 422);
    const errors = res.json().errors;
    assert.deepEqual(errors.nombre_institucion, ['El nombre de la institución es requerido.']);
    assert.deepEqual(errors.rut_institucion, ['El RUT de la institución es requerido.']);
    assert.deepEqual(errors.rubro_institucion, ['El rubro de la institución es requerido.']);
    assert.deepEqual(errors.direccion_fisica, ['La dirección física es requerida.']);
    assert.deepEqual(errors.cant_trabajadores, ['Por favor indique la cantidad de trabajadores.']);
    assert.deepEqual(errors.cant_trabajadores_discapacidad, ['Por favor indique la cantidad de trabajadores/as con discapacidad.']);
  });

  test('format rules: RUT check digit, numbers, phone and e-mail', async () => {
    const inst = await t.app.inject({
      method: 'POST', url: '/api/institucion/postulacion_sellos/store', headers: bearer(tokenB),
      payload: { ...institutionBody, comuna_id: comunaId, rut_institucion: '76.086.428-4', cant_trabajadores: 'diez' },
    });
    assert.deepEqual(inst.json().errors, { rut_institucion: [INSTITUTION_RUT_MESSAGE], cant_trabajadores: ['Solo se puede ingresar valores numéricos.'] });
    const rep = await t.app.inject({
      method: 'POST', url: '/api/institucion/postulacion_sellos/rep_legal/store', headers: bearer(tokenB),
      payload: { ...repLegal(1), rut_rep_legal: '1-2', telefono_rep_legal: '12345', correo_rep_legal: 'no-es-correo' },
    });
    assert.deepEqual(rep.json().errors, {
      rut_rep_legal: ['RUT no válido'], telefono_rep_legal: [PHONE_MESSAGE], correo_rep_legal: ['Correo no válido.'],
    });
    const enc = await t.app.inject({ method: 'POST', url: '/api/institucion/postulacion_sellos/encargado/store', headers: bearer(tokenB), payload: {} });
    assert.deepEqual(enc.json().errors, {
      nombre_encargado: ['El nombre del/de la encargado/a es requerido.'], cargo_encargado: ['El cargo es requerido.'],
      rut_encargado: ['El RUT del/de la encargado/a es requerido.'], telefono_encargado: ['El teléfono del/de la encargado/a es requerido.'],
      correo_encargado: ['El correo del/de la encargado/a es requerido.'], postulacion_sello_id: ['El id de la postulación es requerido.'],
    });
  });

  test('a commune of another region is refused', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/institucion/postulacion_sellos/store', headers: bearer(tokenB),
      payload: { ...institutionBody, comuna_id: comunaId, region_id: 1 },
    });
    assert.equal(res.statusCode, 422);
    assert.ok(res.json().errors.comuna_id);
  });

  test('more workers with disability than workers is refused under the field of workers with disability', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/institucion/postulacion_sellos/store', headers: bearer(tokenB),
      payload: { ...institutionBody, comuna_id: comunaId, cant_trabajadores: '3', cant_trabajadores_discapacidad: '4' },
    });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { cant_trabajadores_discapacidad: ['No puede superar la cantidad de trabajadores.'] });
  });

  test('uploads before the category is chosen are refused and leave nothing behind', async () => {
    // B's draft has its institution (step 1) and no category yet.
    const rut = '69.070.900-' + computeRutDv('69070900');
    const draft = await t.app.inject({
      method: 'POST', url: '/api/institucion/postulacion_sellos/store', headers: bearer(tokenB),
      payload: { ...institutionBody, rut_institucion: rut, direccion_fisica: 'Calle Sin Categoría 9', comuna_id: comunaId },
    });
    assert.equal(draft.statusCode, 201, draft.body);
    const stored = () => ['files', 'tmp'].map((dir) => fs.readdirSync(path.join(t.dataDir, dir)).sort());
    const before = stored();
    const bytes = await pdf();
    const res = await send(t.app, 'POST', '/api/obtencion_sello_p1/store', tokenB, {
      bitacora: { filename: 'a.pdf', content: bytes }, declaracion_autoridad: { filename: 'b.pdf', content: bytes },
    });
    assert.equal(res.statusCode, 409, res.body);
    assert.deepEqual(stored(), before);
    const detail = await t.app.inject({ url: `/api/postulante/postulaciones/${draft.json().id}`, headers: bearer(tokenB) });
    assert.equal(detail.json().obtencion_sello_p1, null);
  });
});
