// The applicant's path (issue 60): one task list whose states follow what is stored, "check your
// answers" data, sending with a reference, a tagged receipt PDF and its e-mail, errors that help, and
// staff answers that start unanswered.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { comprobantes, correos, encargados, evaluaciones, observaciones, postulacionSellos, repLegales, transiciones } from '../src/db/schema';
import { settleDeliveries } from '../src/lib/outbox';
import { createTestApp, type TestApp } from './helpers/app';
import { json, nextRut, signInEveryone, type People } from './helpers/review';
import { startSmtp, type TestSmtp } from './helpers/smtp';
import { institutionBody, samplePdf } from './support-acceptance/fixtures';
import { call, jsonOf, multipart } from './support-acceptance/http';

type State = 'Sin iniciar' | 'En curso' | 'Completado' | 'Con observaciones';
interface Task { clave: string; nombre: string; estado: State; ruta: string; disponible: boolean; ayuda: string | null }
interface Tasks {
  postulacion: { id: number; estado: string } | null;
  convocatoria: { anno: number; cierra_en: string; cierra_texto: string; resultados_en: string | null } | null;
  editable: boolean;
  secciones: { titulo: string; tareas: Task[] }[];
  envio: { puede_enviar: boolean; faltan: string[]; comprobante: { referencia: string; descargar_url: string } | null };
}

interface Detail {
  year: number; categoria_id: number; categoria: string | null; estado: string;
  postulacion: Record<string, string | number | null>;
  rep_legal: { nombre_rep_legal: string; telefono_rep_legal: string };
  encargado: { correo_encargado: string };
  convocatoria: { anno: number; resultados_en: string | null; categorias: { id: number; umbral_porcentaje: number }[] };
  obtencion_sello_p1: { bitacora: { descargar_url: string } | null; declaracion_autoridad: { descargar_url: string } | null };
  obtencion_sello_p2: { medio_verificacion: string | null }[];
  requisitos: { id: number; entrega: { archivo: { nombre_original: string } | null } | null }[];
  envio: { referencia: string; enviada_at: string; enviada_texto: string; proximos_pasos: string[]; plazo: string | null } | null;
}

let clock = new Date();
let t: TestApp;
let smtp: TestSmtp;
let p: People;

before(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, now: () => clock });
  p = await signInEveryone(t.app);
});
after(async () => {
  await t?.close();
  await smtp?.stop();
});

const tasks = async (token: string, id?: number) => json<Tasks>(t.app, 'GET', `/api/postulante/tareas${id ? `?postulacion=${id}` : ''}`, { token });
const states = (list: Tasks) => Object.fromEntries(list.secciones.flatMap((s) => s.tareas).map((task) => [task.clave, task.estado]));
const byKey = (list: Tasks, clave: string) => list.secciones.flatMap((s) => s.tareas).find((task) => task.clave === clave);

const repLegal = (id: number, telefono = '+56 9 1234 5678') => ({
  nombre_rep_legal: 'Rosa Representante', cargo_rep_legal: 'Directora', rut_rep_legal: '11.111.111-1', telefono_rep_legal: telefono,
  correo_rep_legal: 'rosa@example.cl', postulacion_sello_id: id,
});
const encargado = (id: number, telefono = '9-1234-5678') => ({
  nombre_encargado: 'Eva Encargada', cargo_encargado: 'Coordinadora', rut_encargado: '22.222.222-2', telefono_encargado: telefono,
  correo_encargado: 'eva.receipt@example.cl', postulacion_sello_id: id,
});

/** PDF text (page by page), its structure tree's roles and its metadata, read by Mozilla's PDF.js. */
async function readPdf(bytes: Uint8Array) {
  const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;
  let text = '';
  const roles = new Set<string>();
  const walk = (node: { role?: string; children?: unknown[] }) => {
    if (node.role) roles.add(node.role);
    for (const child of node.children ?? []) walk(child as { role?: string; children?: unknown[] });
  };
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    text += `${(await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
    walk((await page.getStructTree()) as { role?: string; children?: unknown[] });
  }
  const { info } = await pdf.getMetadata() as { info: { Title?: string; Language?: string } };
  const markInfo = await pdf.getMarkInfo();
  await pdf.destroy();
  return { text: text.replace(/\s+/g, ' '), roles, info, marked: Boolean(markInfo?.Marked) };
}

describe('task list, check your answers, sending and the receipt', () => {
  let id = 0;
  let rut = '';
  let categoriaId = 0;
  let p1Id = 0;

  test('someone who has not started sees every part, Sin iniciar, and the call\'s closing date', async () => {
    const list = await tasks(p.b);
    assert.equal(list.postulacion, null);
    const open = await json<{ convocatoria: { anno: number; cierra_texto: string } }>(t.app, 'GET', '/api/convocatoria');
    assert.equal(list.convocatoria?.anno, open.convocatoria.anno);
    assert.equal(list.convocatoria?.cierra_texto, open.convocatoria.cierra_texto);
    assert.deepEqual(states(list), {
      institucion: 'Sin iniciar', 'representante-legal': 'Sin iniciar', encargado: 'Sin iniciar', categoria: 'Sin iniciar',
      'bitacora-declaracion': 'Sin iniciar', admisibilidad: 'Sin iniciar',
    });
    assert.equal(byKey(list, 'institucion')?.disponible, true);
    assert.equal(byKey(list, 'institucion')?.ruta, '/proceso-de-postulacion');
    assert.equal(byKey(list, 'representante-legal')?.disponible, false);
  });

  test('each part changes state as it is saved, with its page', async () => {
    rut = nextRut();
    const step1 = await call(t.app, 'POST', '/api/institucion/postulacion_sellos/store', { token: p.b, json: await institutionBody(t.app, rut) });
    assert.equal(step1.statusCode, 201, step1.body);
    id = (jsonOf(step1) as { id: number }).id;
    let list = await tasks(p.b);
    assert.equal(list.postulacion?.id, id, 'sin ?postulacion= es la que está en curso');
    assert.deepEqual([states(list).institucion, states(list)['representante-legal'], byKey(list, 'encargado')?.disponible], ['Completado', 'Sin iniciar', false]);

    await json(t.app, 'POST', '/api/institucion/postulacion_sellos/rep_legal/store', { token: p.b, json: repLegal(id) }, 201);
    await json(t.app, 'POST', '/api/institucion/postulacion_sellos/encargado/store', { token: p.b, json: encargado(id) }, 201);
    list = await tasks(p.b, id);
    assert.deepEqual([states(list)['representante-legal'], states(list).encargado, states(list).categoria], ['Completado', 'Completado', 'Sin iniciar']);
    assert.equal(byKey(list, 'bitacora-declaracion')?.disponible, false);

    const categorias = await json<{ id: number }[]>(t.app, 'GET', '/api/categoria-postulaciones');
    categoriaId = categorias[0]?.id ?? 0;
    await json(t.app, 'PUT', `/api/institucion/postulacion_sellos/update/${id}`, { token: p.b, json: { categoria_id: categoriaId } }, 201);
    list = await tasks(p.b, id);
    const requisitos = await json<{ id: number; nombre: string }[]>(t.app, 'GET', `/api/requisitos?categoria_id=${categoriaId}`);
    assert.equal(states(list).categoria, 'Completado');
    assert.deepEqual(list.secciones[1]?.tareas.map((task) => task.clave), ['bitacora-declaracion', 'admisibilidad', ...requisitos.map((r) => `requisito-${r.id}`)]);
    assert.ok(list.secciones[1]?.tareas.every((task) => task.estado === 'Sin iniciar' && task.disponible));
    assert.equal(byKey(list, `requisito-${requisitos[0]?.id}`)?.ruta, `/postulante/requisito/${requisitos[0]?.id}?postulacion=${id}`);
    assert.equal(byKey(list, 'admisibilidad')?.ruta, `/postulante/categoria-seleccionada/admisibilidad?postulacion=${id}`);
    assert.equal(list.envio.puede_enviar, false);

    const pdf = await samplePdf();
    const p1 = await call(t.app, 'POST', '/api/obtencion_sello_p1/store', { token: p.b, raw: await multipart({ postulacion_sello_id: String(id) }, [
      { name: 'bitacora', filename: 'bitacora.pdf', bytes: pdf, type: 'application/pdf' },
      { name: 'declaracion_autoridad', filename: 'declaracion.pdf', bytes: pdf, type: 'application/pdf' },
    ]) });
    assert.equal(p1.statusCode, 200, p1.body);
    const p1Body = jsonOf(p1) as { id: number; declaracion_autoridad: { id: string } };
    p1Id = p1Body.id;
    assert.equal(states(await tasks(p.b, id))['bitacora-declaracion'], 'Completado');
    // One of the two files removed: the part is under way.
    await json(t.app, 'DELETE', `/api/archivos/${p1Body.declaracion_autoridad.id}`, { token: p.b });
    assert.equal(states(await tasks(p.b, id))['bitacora-declaracion'], 'En curso');
    await json(t.app, 'POST', '/api/obtencion_sello_p1/store', { token: p.b, raw: await multipart({ postulacion_sello_id: String(id) }, [
      { name: 'bitacora', filename: 'bitacora.pdf', bytes: pdf, type: 'application/pdf' },
      { name: 'declaracion_autoridad', filename: 'declaracion.pdf', bytes: pdf, type: 'application/pdf' },
    ]) });
    const medios = await json<{ id: number }[]>(t.app, 'GET', `/api/medios-verificacion?categoria_id=${categoriaId}`);
    await json(t.app, 'POST', '/api/obtencion_sello_p2/store', { token: p.b, raw: await multipart(
      { obtencion_sello_p1_id: String(p1Id), medio_verificacion_id: String(medios[0]?.id) },
      [{ name: 'archivo_verificacion', filename: 'verificacion.pdf', bytes: pdf, type: 'application/pdf' }],
    ) });
    for (const r of requisitos) {
      await json(t.app, 'POST', '/api/requisitos/store', { token: p.b, raw: await multipart(
        { requisito_id: String(r.id), obtencion_sello_p1_id: String(p1Id) }, [{ name: 'requisito', filename: `requisito-${r.id}.pdf`, bytes: pdf, type: 'application/pdf' }],
      ) });
    }
    list = await tasks(p.b, id);
    assert.ok(list.secciones.flatMap((s) => s.tareas).every((task) => task.estado === 'Completado'), JSON.stringify(states(list)));
    assert.deepEqual(list.envio, { puede_enviar: true, faltan: [], comprobante: null });
  });

  test('check your answers: every answer and file is in the detail, names included; a changed answer shows', async () => {
    // 'Cambiar' on the legal representative: the step is saved again.
    await json(t.app, 'POST', '/api/institucion/postulacion_sellos/rep_legal/store', { token: p.b, json: { ...repLegal(id), nombre_rep_legal: 'Rosa Corregida' } }, 201);
    const d = await json<Detail>(t.app, 'GET', `/api/postulante/postulaciones/${id}`, { token: p.b });
    const inst = await institutionBody(t.app, rut);
    assert.equal(d.postulacion.nombre_institucion, inst.nombre_institucion);
    assert.equal(d.postulacion.rut_institucion, rut);
    assert.equal(d.postulacion.direccion_fisica, inst.direccion_fisica);
    assert.equal(d.postulacion.cant_trabajadores, Number(inst.cant_trabajadores));
    for (const key of ['tipo_institucion', 'region', 'comuna']) assert.ok(typeof d.postulacion[key] === 'string' && String(d.postulacion[key]).length > 0, key);
    assert.equal(d.rep_legal.nombre_rep_legal, 'Rosa Corregida');
    assert.equal(d.rep_legal.telefono_rep_legal, '+56912345678');
    assert.equal(d.encargado.correo_encargado, 'eva.receipt@example.cl');
    assert.equal(d.categoria_id, categoriaId);
    assert.ok(d.categoria);
    assert.equal(d.convocatoria.anno, d.year);
    assert.ok(d.obtencion_sello_p1.bitacora?.descargar_url && d.obtencion_sello_p1.declaracion_autoridad?.descargar_url);
    assert.equal(d.obtencion_sello_p2.length, 1);
    assert.ok(d.obtencion_sello_p2[0]?.medio_verificacion, 'el medio de verificación por su nombre');
    assert.ok(d.requisitos.length > 0 && d.requisitos.every((r) => r.entrega?.archivo?.nombre_original === `requisito-${r.id}.pdf`));
    assert.equal(d.envio, null);
  });

  test('sending gives a reference, the date and time and what happens next; the receipt is a tagged PDF, e-mailed too', async () => {
    clock = new Date(Date.now() + 5 * 60_000);
    try {
      const sent = await json<Detail>(t.app, 'POST', `/api/postulante/postulaciones/${id}/enviar`, { token: p.b });
      assert.equal(sent.estado, 'Enviada');
      assert.ok(sent.envio);
      const anno: number = sent.convocatoria.anno;
      const referencia = `SCI-${anno}-${String(id).padStart(6, '0')}`;
      assert.equal(sent.envio.referencia, referencia);
      assert.equal(sent.envio.enviada_at, clock.toISOString());
      const local = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .formatToParts(clock).reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
      assert.equal(sent.envio.enviada_texto, `${local.day}/${local.month}/${local.year} a las ${local.hour}:${local.minute} (hora de Chile)`);
      const threshold = sent.convocatoria.categorias.find((c) => c.id === categoriaId)?.umbral_porcentaje;
      assert.ok(sent.envio.proximos_pasos.some((step) => step.includes(`alcanzar el ${threshold}% del puntaje máximo`)), sent.envio.proximos_pasos.join('\n'));
      assert.equal(sent.envio.plazo, sent.convocatoria.resultados_en);
      const [y, m, dd] = String(sent.convocatoria.resultados_en).split('-');
      assert.ok(sent.envio.proximos_pasos.some((step) => step.includes(`a más tardar el ${dd}/${m}/${y}`)));

      // The receipt: the owner downloads it; another applicant gets 404, staff 403, nobody 401.
      const download = await t.app.inject({ url: `/api/postulante/postulaciones/${id}/comprobante`, headers: { authorization: `Bearer ${p.b}` } });
      assert.equal(download.statusCode, 200);
      assert.equal(download.headers['content-type'], 'application/pdf');
      assert.match(String(download.headers['content-disposition']), new RegExp(`comprobante-${referencia}\\.pdf`));
      assert.equal((await call(t.app, 'GET', `/api/postulante/postulaciones/${id}/comprobante`, { token: p.a })).statusCode, 404);
      assert.equal((await call(t.app, 'GET', `/api/postulante/postulaciones/${id}/comprobante`, { token: p.admin })).statusCode, 403);
      assert.equal((await call(t.app, 'GET', `/api/postulante/postulaciones/${id}/comprobante`)).statusCode, 401);
      const bytes = download.rawPayload;
      const pdf = await readPdf(bytes);
      assert.ok(pdf.text.includes(referencia), pdf.text);
      assert.ok(pdf.text.includes(rut), pdf.text);
      const when = sent.envio.enviada_texto;
      assert.ok(pdf.text.includes(when), 'la fecha y hora');
      assert.ok(pdf.text.includes('Qué sigue'));
      assert.equal(pdf.info.Language, 'es-CL');
      assert.equal(pdf.info.Title, `Comprobante de envío ${referencia} - Sello Chile Inclusivo`);
      assert.ok(pdf.marked, 'PDF etiquetado (MarkInfo Marked)');
      for (const role of ['Document', 'H1', 'H2', 'P', 'Table', 'TR', 'TH', 'TD', 'L', 'LI']) assert.ok(pdf.roles.has(role), `estructura ${role}: ${[...pdf.roles].join(',')}`);
      assert.match(Buffer.from(bytes).toString('latin1'), /\/DisplayDocTitle true/);

      // The same receipt by e-mail, to the person in charge, with the PDF attached.
      const mail = await smtp.waitFor((m) => m.subject.includes(referencia));
      assert.deepEqual(mail.to, ['eva.receipt@example.cl']);
      assert.equal(mail.subject, `Recibimos su postulación ${referencia} - Sello Chile Inclusivo`);
      assert.ok(mail.text.includes(rut) && mail.text.includes(when));
      assert.equal(mail.attachments.length, 1);
      assert.equal(mail.attachments[0]?.filename, `comprobante-${referencia}.pdf`);
      assert.ok(mail.attachments[0]?.content.equals(Buffer.from(bytes)), 'el adjunto es el mismo comprobante');
      await settleDeliveries(t.app.sello.ctx);
      const [row] = await t.app.sello.ctx.db.select().from(correos).where(and(eq(correos.postulacion_sello_id, id), eq(correos.tipo, 'comprobante')));
      const [receipt] = await t.app.sello.ctx.db.select().from(comprobantes).where(eq(comprobantes.postulacion_sello_id, id));
      assert.equal(row?.adjunto_id, receipt?.archivo_id);
      assert.equal(row?.estado, 'enviado');

      const list = await tasks(p.b, id);
      assert.equal(list.editable, false);
      assert.equal(list.envio.comprobante?.referencia, referencia);
      assert.equal(list.envio.puede_enviar, false);
    } finally {
      clock = new Date();
    }
  });

  test('an admissibility decision with an unanswered document is refused, naming it; nothing changes', async () => {
    const detail = await json<{ documentos: { clave: string; nombre: string }[] }>(t.app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
    assert.ok(detail.documentos.length >= 3);
    const [first, ...rest] = detail.documentos;
    assert.ok(first);
    const before = await t.app.sello.ctx.db.select().from(transiciones).where(eq(transiciones.postulacion_sello_id, id));
    const attempts = [
      // Cumple left null (the form's starting state) on the first document.
      [{ clave: first.clave, cumple: null }, ...rest.map((d) => ({ clave: d.clave, cumple: true }))],
      // The first document left out.
      rest.map((d) => ({ clave: d.clave, cumple: true })),
      // Cumple not sent at all.
      [{ clave: first.clave }, ...rest.map((d) => ({ clave: d.clave, cumple: true }))],
    ];
    for (const documentos of attempts) {
      const res = await call(t.app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, { token: p.admin, json: { resultado: 'Admisible', documentos } });
      assert.equal(res.statusCode, 422, res.body);
      assert.deepEqual((jsonOf(res) as { errors: Record<string, string[]> }).errors.documentos,
        [`Falta revisar los documentos: ${first.nombre}. Indica en cada uno si cumple o no cumple.`]);
    }
    const [app] = await t.app.sello.ctx.db.select().from(postulacionSellos).where(eq(postulacionSellos.id, id));
    assert.equal(app?.estado, 'Enviada');
    assert.equal((await t.app.sello.ctx.db.select().from(transiciones).where(eq(transiciones.postulacion_sello_id, id))).length, before.length);
  });

  test('an observed part reads Con observaciones until its file is replaced; a re-send keeps the reference', async () => {
    const detail = await json<{ documentos: { clave: string }[] }>(t.app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
    const plazo = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await json(t.app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, { token: p.admin, json: {
      resultado: 'Observada', plazo_respuesta: plazo,
      documentos: detail.documentos.map((d) => (d.clave === 'bitacora' ? { clave: d.clave, cumple: false, observacion: 'Falta la firma.' } : { clave: d.clave, cumple: true })),
    } });
    let list = await tasks(p.b, id);
    assert.equal(states(list)['bitacora-declaracion'], 'Con observaciones');
    assert.equal(states(list).admisibilidad, 'Completado');
    const [obs] = await t.app.sello.ctx.db.select().from(observaciones).where(eq(observaciones.postulacion_sello_id, id));
    assert.ok(obs);
    await json(t.app, 'POST', `/api/postulante/postulaciones/${id}/observaciones/${obs.id}/archivo`, { token: p.b, raw: await multipart({}, [
      { name: 'archivo', filename: 'bitacora-firmada.pdf', bytes: await samplePdf(), type: 'application/pdf' },
    ]) });
    list = await tasks(p.b, id);
    assert.equal(states(list)['bitacora-declaracion'], 'Completado');
    await json(t.app, 'POST', `/api/postulante/postulaciones/${id}/reenviar`, { token: p.b });
    const rows = await t.app.sello.ctx.db.select().from(comprobantes).where(eq(comprobantes.postulacion_sello_id, id));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.referencia, (await tasks(p.b, id)).envio.comprobante?.referencia);
  });

  test('another applicant\'s task list is 404; a malformed id 422', async () => {
    assert.equal((await call(t.app, 'GET', `/api/postulante/tareas?postulacion=${id}`, { token: p.a })).statusCode, 404);
    const bad = await call(t.app, 'GET', '/api/postulante/tareas?postulacion=abc', { token: p.b });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual((jsonOf(bad) as { errors: Record<string, string[]> }).errors, { postulacion: ['La postulación no es válida.'] });
  });
});

describe('errors that help', () => {
  test('+56 9 1234 5678, 912345678 and 9-1234-5678 (and the other usual forms) are accepted and stored alike', async () => {
    const step1 = await call(t.app, 'POST', '/api/institucion/postulacion_sellos/store', { token: p.a, json: await institutionBody(t.app, nextRut()) });
    assert.equal(step1.statusCode, 201, step1.body);
    const id = (jsonOf(step1) as { id: number }).id;
    const db = t.app.sello.ctx.db;
    for (const phone of ['+56 9 1234 5678', '912345678', '9-1234-5678', '9 1234 5678', '+56912345678', '56 9 1234 5678', '+56-9-1234-5678']) {
      const saved = await json<{ telefono_rep_legal: string }>(t.app, 'POST', '/api/institucion/postulacion_sellos/rep_legal/store', { token: p.a, json: repLegal(id, phone) }, 201);
      assert.equal(saved.telefono_rep_legal, '+56912345678', phone);
      const [row] = await db.select().from(repLegales).where(eq(repLegales.postulacion_sello_id, id));
      assert.equal(row?.telefono_rep_legal, '+56912345678', phone);
    }
    // A Santiago landline, written with its spaces.
    await json(t.app, 'POST', '/api/institucion/postulacion_sellos/encargado/store', { token: p.a, json: encargado(id, '22 123 4567') }, 201);
    const [enc] = await db.select().from(encargados).where(eq(encargados.postulacion_sello_id, id));
    assert.equal(enc?.telefono_encargado, '+56221234567');
    for (const phone of ['12345', '112345678', '+54 9 1234 5678', '9123456789', '9 1234 567a', '9--1234-5678']) {
      const res = await call(t.app, 'POST', '/api/institucion/postulacion_sellos/rep_legal/store', { token: p.a, json: repLegal(id, phone) });
      assert.equal(res.statusCode, 422, phone);
      assert.deepEqual((jsonOf(res) as { errors: Record<string, string[]> }).errors.telefono_rep_legal,
        ['Por favor ingresa un número de teléfono válido: 9 dígitos, por ejemplo +56 9 1234 5678 o 912345678.'], phone);
    }
  });

  test('an institution RUT with a wrong check digit says "RUT no válido" and how to write it', async () => {
    const res = await call(t.app, 'POST', '/api/institucion/postulacion_sellos/store', { token: p.a, json: { ...(await institutionBody(t.app, '76.543.210-4')) } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual((jsonOf(res) as { errors: Record<string, string[]> }).errors, {
      rut_institucion: ['RUT no válido. Escríbelo con su dígito verificador después del guion, por ejemplo 76.543.210-3 (el dígito verificador puede ser K).'],
    });
  });

  test('a reviewer\'s Cumple starts unanswered: sending the evaluation with one unanswered is refused, naming it', async () => {
    const list = await json<{ data: { id: number; nombre_institucion: string }[] }>(t.app, 'GET', '/api/revisor/postulaciones', { token: p.r1 });
    const target = list.data.find((row) => row.nombre_institucion === 'Servicio Local de Educación Costa Norte');
    assert.ok(target, 'la postulación admisible de la semilla asignada al revisor');
    const detail = await json<{ requisitos: { id: number; nombre: string; ptje_total: number }[] }>(t.app, 'GET', `/api/revisor/postulaciones/${target.id}`, { token: p.r1 });
    const [unanswered, ...others] = detail.requisitos;
    assert.ok(unanswered);
    for (const r of others) await json(t.app, 'PUT', `/api/revisor/postulaciones/${target.id}/requisitos/${r.id}`, { token: p.r1, json: { puntaje: r.ptje_total, cumple: true } });
    // A score without Cumple is saved as it is: unanswered.
    const saved = await json<{ cumple: boolean | null }>(t.app, 'PUT', `/api/revisor/postulaciones/${target.id}/requisitos/${unanswered.id}`, { token: p.r1, json: { puntaje: 1 } });
    assert.equal(saved.cumple, null);
    const [row] = await t.app.sello.ctx.db.select().from(evaluaciones).where(and(eq(evaluaciones.postulacion_sello_id, target.id), eq(evaluaciones.requisito_id, unanswered.id)));
    assert.equal(row?.cumple, null);
    const refused = await call(t.app, 'POST', `/api/revisor/postulaciones/${target.id}/enviar-evaluacion`, { token: p.r1 });
    assert.equal(refused.statusCode, 409);
    assert.equal((jsonOf(refused) as { message: string }).message, `Falta indicar si cumple o no cumple el requisito: ${unanswered.nombre}.`);
    await json(t.app, 'PUT', `/api/revisor/postulaciones/${target.id}/requisitos/${unanswered.id}`, { token: p.r1, json: { puntaje: 1, cumple: false } });
    const sent = await json<{ evaluacion: string }>(t.app, 'POST', `/api/revisor/postulaciones/${target.id}/enviar-evaluacion`, { token: p.r1 });
    assert.equal(sent.evaluacion, 'enviada');
  });
});
