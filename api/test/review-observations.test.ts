// Stage 1 outcomes the applicant answers: observations with a file replaced (both versions kept for
// staff), and inadmisible followed by a reposición inside the window, resolved by another admin;
// a reposición outside the window is refused with a clear Spanish message.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, desc, eq, sql } from 'drizzle-orm';
import { correos, observaciones, reposiciones, transiciones } from '../src/db/schema';
import { addBusinessDays, todayInChile } from '../src/services/review/common';
import { attachOtherRequirements, institutionBody, registerApplicationWithFiles, samplePdf } from './support-acceptance/fixtures';
import { makePdf } from '../src/seed/data/assets';
import { createTestApp, type TestApp } from './helpers/app';
import { expectStatus, inDays, json, nextRut, pdfForm, sentApplication, signInEveryone, type People } from './helpers/review';
import { call, jsonOf, messageOf } from './support-acceptance/http';

let t: TestApp;
let p: People;

before(async () => {
  t = await createTestApp({ reposicionDiasHabiles: 5 });
  p = await signInEveryone(t.app);
});
after(async () => t.close());

interface Doc { clave: string; nombre: string; archivo: { id: string } | null; versiones: { version: number; archivo: { id: string } }[]; observacion: { texto: string } | null }

test('acceptance 2: one document observed, the applicant replaces exactly it, re-sends, staff see both versions', async () => {
  const app = t.app;
  const fx = await sentApplication(app, p.a);
  const id = fx.applicationId;
  const before = await json<{ documentos: Doc[] }>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
  const docs = before.documentos;
  assert.deepEqual(docs.slice(0, 2).map((d) => d.nombre), ['Bitácora', 'Formulario de Declaración']);
  const original = docs.find((d) => d.clave === 'declaracion_autoridad')!.archivo!.id;

  const missingDeadline = await call(app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, {
    token: p.admin, json: { resultado: 'Observada', documentos: docs.map((d) => ({ clave: d.clave, cumple: d.clave !== 'declaracion_autoridad', observacion: d.clave === 'declaracion_autoridad' ? 'Falta la firma.' : undefined })) },
  });
  assert.equal(missingDeadline.statusCode, 422);
  assert.equal((jsonOf(missingDeadline) as { errors: Record<string, string[]> }).errors.plazo_respuesta?.[0], 'Indica el plazo de respuesta.');
  const partial = await call(app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, {
    token: p.admin, json: { resultado: 'Admisible', documentos: [{ clave: 'bitacora', cumple: true }] },
  });
  assert.equal(partial.statusCode, 422, 'every document must be reviewed');
  assert.match((jsonOf(partial) as { errors: Record<string, string[]> }).errors.documentos?.[0] ?? '', /^Falta revisar los documentos: Formulario de Declaración/);
  const twice = await call(app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, {
    token: p.admin, json: { resultado: 'Admisible', documentos: [...docs.map((d) => ({ clave: d.clave, cumple: true })), { clave: 'bitacora', cumple: false, observacion: 'Otra vez.' }] },
  });
  assert.equal(twice.statusCode, 422, 'a document reviewed twice, with two answers');
  assert.deepEqual((jsonOf(twice) as { errors: Record<string, string[]> }).errors.documentos, ['Cada documento se revisa una sola vez.']);

  await json(app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, {
    token: p.admin,
    json: {
      resultado: 'Observada', plazo_respuesta: inDays(10),
      documentos: docs.map((d) => (d.clave === 'declaracion_autoridad' ? { clave: d.clave, cumple: false, observacion: 'Falta la firma de la autoridad.' } : { clave: d.clave, cumple: true })),
    },
  });
  const view = await json<{ estado: string; observaciones: { id: number; documento: string; texto: string; plazo_respuesta: string; reemplazado: boolean }[]; puede_reenviar: boolean }>(
    app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token: p.a });
  assert.equal(view.estado, 'Observada');
  assert.deepEqual(view.observaciones.map((o) => [o.documento, o.texto, o.plazo_respuesta, o.reemplazado]), [['Formulario de Declaración', 'Falta la firma de la autoridad.', inDays(10), false]]);
  assert.equal(view.puede_reenviar, false);
  const early = await call(app, 'POST', `/api/postulante/postulaciones/${id}/reenviar`, { token: p.a });
  assert.equal(early.statusCode, 409);
  assert.equal(messageOf(early), 'Reemplaza los documentos observados antes de reenviar: Formulario de Declaración.');

  // Another applicant cannot touch it; the applicant cannot replace with a non-PDF.
  const obsId = view.observaciones[0]!.id;
  const form = await pdfForm({}, { name: 'archivo', bytes: await makePdf('Declaración firmada', ['Con firma.']) });
  await expectStatus(app, 'POST', `/api/postulante/postulaciones/${id}/observaciones/${obsId}/archivo`, 404, { token: p.b, raw: form });
  const notPdf = await call(app, 'POST', `/api/postulante/postulaciones/${id}/observaciones/${obsId}/archivo`, {
    token: p.a, raw: await pdfForm({}, { name: 'archivo', bytes: new TextEncoder().encode('hola') }),
  });
  assert.equal(notPdf.statusCode, 422);
  const replaced = await json<{ observaciones: { reemplazado: boolean }[]; puede_reenviar: boolean }>(
    app, 'POST', `/api/postulante/postulaciones/${id}/observaciones/${obsId}/archivo`, { token: p.a, raw: form });
  assert.equal(replaced.puede_reenviar, true);
  const resent = await json<{ estado: string }>(app, 'POST', `/api/postulante/postulaciones/${id}/reenviar`, { token: p.a });
  assert.equal(resent.estado, 'Enviada');

  const after = await json<{ estado: string; documentos: Doc[]; timeline: { tipo: string; descripcion: string }[] }>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
  assert.equal(after.estado, 'Enviada');
  const declaration = after.documentos.find((d) => d.clave === 'declaracion_autoridad')!;
  assert.deepEqual(declaration.versiones.map((v) => v.version), [2, 1]);
  assert.equal(declaration.versiones[1]!.archivo.id, original, 'version 1 is the original file');
  assert.equal(declaration.archivo!.id, declaration.versiones[0]!.archivo.id, 'the current file is the newest version');
  assert.equal(after.documentos.find((d) => d.clave === 'bitacora')!.versiones.length, 1, 'only the observed document changed');
  // Staff download both versions.
  for (const v of declaration.versiones) await expectStatus(app, 'GET', `/api/archivos/${v.archivo.id}/descargar`, 200, { token: p.admin });
  assert.ok(after.timeline.some((e) => e.tipo === 'archivo_reemplazado'));
  assert.ok(after.timeline.some((e) => e.descripcion === 'Observada → Enviada'));
});

/** A sent application whose Bitácora the admin observed, to be answered within 3 days. */
async function observedBitacora() {
  const id = (await sentApplication(t.app, p.a)).applicationId;
  const { documentos: docs } = await json<{ documentos: Doc[] }>(t.app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
  await json(t.app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, {
    token: p.admin,
    json: { resultado: 'Observada', plazo_respuesta: inDays(3), documentos: docs.map((d) => (d.clave === 'bitacora' ? { clave: d.clave, cumple: false, observacion: 'Ilegible.' } : { clave: d.clave, cumple: true })) },
  });
  return { id, docs };
}

test('observations: after the response deadline the applicant can neither replace a file nor re-send; the deadline day itself still counts', async () => {
  const app = t.app;
  const { id } = await observedBitacora();
  const setDeadline = (day: string) => app.sello.ctx.db.update(observaciones).set({ plazo_respuesta: day }).where(eq(observaciones.postulacion_sello_id, id));
  const revision = () => json<{ estado: string; explicacion: string; observaciones: { id: number; reemplazado: boolean }[]; puede_reenviar: boolean }>(app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token: p.a });
  const obsId = (await revision()).observaciones[0]!.id;
  const upload = async () => call(app, 'POST', `/api/postulante/postulaciones/${id}/observaciones/${obsId}/archivo`, {
    token: p.a, raw: await pdfForm({}, { name: 'archivo', bytes: await makePdf('Bitácora legible', ['Corregida.']) }),
  });

  await setDeadline('2020-01-02');
  const late = await upload();
  assert.equal(late.statusCode, 409);
  assert.equal(messageOf(late), 'El plazo para responder las observaciones venció el 02/01/2020.');
  const afterDeadline = await revision();
  assert.equal(afterDeadline.observaciones[0]!.reemplazado, false, 'nothing replaced');
  // The status no longer asks for what can no longer be done.
  assert.equal(afterDeadline.explicacion, 'Tu postulación tiene observaciones. El plazo para responderlas venció y el equipo decidirá con los documentos recibidos.');
  const bitacora = (await json<{ documentos: Doc[] }>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin })).documentos.find((d) => d.clave === 'bitacora')!;
  assert.ok(bitacora.versiones.length <= 1, 'no new version kept');

  await setDeadline(todayInChile());
  assert.equal((await upload()).statusCode, 200, 'the deadline day counts');
  assert.equal((await revision()).puede_reenviar, true);

  await setDeadline('2020-01-02');
  assert.equal((await revision()).puede_reenviar, false);
  const resend = await call(app, 'POST', `/api/postulante/postulaciones/${id}/reenviar`, { token: p.a });
  assert.equal(resend.statusCode, 409);
  assert.equal(messageOf(resend), 'El plazo para responder las observaciones venció el 02/01/2020.');
  assert.equal((await revision()).estado, 'Observada');
});

test('an observed document is replaced at most FILES_PER_REQUIREMENT times (every version is kept); past that, 422 and nothing kept', async () => {
  const app = t.app;
  const { id } = await observedBitacora();
  const most = app.sello.ctx.config.filesPerRequirement;
  const obsId = (await json<{ observaciones: { id: number }[] }>(app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token: p.a })).observaciones[0]!.id;
  const bytes = await makePdf('Bitácora legible', ['Corregida.']);
  const upload = async () => call(app, 'POST', `/api/postulante/postulaciones/${id}/observaciones/${obsId}/archivo`, { token: p.a, raw: await pdfForm({}, { name: 'archivo', bytes }) });
  for (let n = 1; n <= most; n += 1) assert.equal((await upload()).statusCode, 200, `replacement ${n}`);
  const versions = async () => (await json<{ documentos: Doc[] }>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin })).documentos.find((d) => d.clave === 'bitacora')!.versiones.length;
  assert.equal(await versions(), most + 1, 'the original and every replacement');
  const refused = await upload();
  assert.equal(refused.statusCode, 422);
  assert.equal(messageOf(refused), `Se alcanzó el máximo de ${most} reemplazos de este documento.`);
  assert.deepEqual((jsonOf(refused) as { errors: Record<string, string[]> }).errors, { archivo: [`Puedes reemplazar este documento hasta ${most} veces.`] });
  assert.equal(await versions(), most + 1, 'nothing kept');
});

test('observations: once the deadline has passed, not before, the admin decides with the files received or observes again', async () => {
  const app = t.app;
  const { id, docs } = await observedBitacora();
  const detail = () => json<{ estado: string; acciones: string[] }>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
  const decide = (resultado: string) => call(app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, {
    token: p.admin,
    json: {
      resultado, motivo: 'La bitácora sigue ilegible.', plazo_respuesta: resultado === 'Observada' ? inDays(3) : undefined,
      documentos: docs.map((d) => (d.clave === 'bitacora' ? { clave: d.clave, cumple: false, observacion: 'Ilegible.' } : { clave: d.clave, cumple: true })),
    },
  });

  // The applicant's turn: the admin is offered nothing and is refused.
  assert.equal((await detail()).acciones.includes('admisibilidad'), false);
  const early = await decide('Inadmisible');
  assert.equal(early.statusCode, 409);
  assert.equal(messageOf(early), 'La institución aún puede responder las observaciones: la admisibilidad se decide cuando reenvíe la postulación o cuando venza el plazo.');
  assert.equal((await detail()).estado, 'Observada');

  // The deadline passed unanswered: the admin's turn. Observed again with a new deadline (the letter may have
  // reached the institution late), it is the applicant's turn until then.
  const expire = () => app.sello.ctx.db.update(observaciones).set({ plazo_respuesta: '2020-01-02' }).where(and(eq(observaciones.postulacion_sello_id, id), eq(observaciones.abierta, true)));
  await expire();
  assert.ok((await detail()).acciones.includes('admisibilidad'));
  const again = await decide('Observada');
  assert.equal(again.statusCode, 200, again.body);
  assert.equal((await detail()).acciones.includes('admisibilidad'), false);
  const reopened = await json<{ observaciones: { plazo_respuesta: string }[] }>(app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token: p.a });
  assert.deepEqual(reopened.observaciones.map((o) => o.plazo_respuesta), [inDays(3)]);
  // That deadline passes too: a decision with the files received.
  await expire();
  const decided = await decide('Inadmisible');
  assert.equal(decided.statusCode, 200, decided.body);
  assert.equal((await detail()).estado, 'Inadmisible');
  const view = await json<{ estado: string; observaciones: unknown[]; reposicion: { disponible: boolean } }>(app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token: p.a });
  assert.deepEqual([view.estado, view.observaciones.length, view.reposicion.disponible], ['Inadmisible', 0, true], 'the observations are closed and the decision can be appealed');
});

test('an observation letter still a draft when its deadline passes is not sent; observing again drafts one with the new deadline', async () => {
  const app = t.app;
  const { id, docs } = await observedBitacora();
  const draft = async () => {
    const { cartas } = await json<{ cartas: { id: number; tipo: string; estado: string; vigente: boolean; motivo_no_vigente: string | null }[] }>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
    return cartas.filter((c) => c.tipo === 'carta-observada' && c.estado === 'borrador');
  };
  const first = (await draft())[0]!;
  assert.deepEqual([first.vigente, first.motivo_no_vigente], [true, null], 'sendable while the deadline is ahead');

  await app.sello.ctx.db.update(observaciones).set({ plazo_respuesta: '2020-01-02' }).where(eq(observaciones.postulacion_sello_id, id));
  const lapsed = (await draft()).find((c) => c.id === first.id)!;
  const motivo = 'da un plazo de respuesta que ya venció (el 02/01/2020); observa de nuevo la postulación con un nuevo plazo';
  assert.deepEqual([lapsed.vigente, lapsed.motivo_no_vigente], [false, motivo]);
  const refused = await call(app, 'POST', '/api/admin/correos/enviar', { token: p.admin, json: { ids: [first.id] } });
  assert.equal(refused.statusCode, 409);
  assert.equal(messageOf(refused), `No se envió ningún correo: la carta «Observaciones a su postulación - Sello Chile Inclusivo» ${motivo}. Quítala de la selección.`);
  const [kept] = await app.sello.ctx.db.select().from(correos).where(eq(correos.id, first.id));
  assert.equal(kept?.estado, 'borrador');

  await json(app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, {
    token: p.admin,
    json: { resultado: 'Observada', plazo_respuesta: inDays(5), documentos: docs.map((d) => (d.clave === 'bitacora' ? { clave: d.clave, cumple: false, observacion: 'Ilegible.' } : { clave: d.clave, cumple: true })) },
  });
  const renewed = (await draft()).find((c) => c.id !== first.id)!;
  assert.equal(renewed.vigente, true);
  const sent = await json<{ enviados: number; almacenados: number }>(app, 'POST', '/api/admin/correos/enviar', { token: p.admin, json: { ids: [renewed.id] } });
  assert.equal(sent.enviados + sent.almacenados, 1);
});

test('acceptance 3: inadmisible with a reason, reposición inside the window, resolved by a second admin', async () => {
  const app = t.app;
  const fx = await sentApplication(app, p.a);
  const id = fx.applicationId;
  const docs = (await json<{ documentos: Doc[] }>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin })).documentos;
  const noReason = await call(app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, { token: p.admin, json: { resultado: 'Inadmisible', documentos: docs.map((d) => ({ clave: d.clave, cumple: true })) } });
  assert.equal(noReason.statusCode, 422);
  assert.equal((jsonOf(noReason) as { errors: Record<string, string[]> }).errors.motivo?.[0], 'Indica el motivo de la inadmisibilidad.');
  await json(app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, {
    token: p.admin, json: { resultado: 'Inadmisible', motivo: 'La institución no acredita el cumplimiento de la Ley 21.015.', documentos: docs.map((d) => ({ clave: d.clave, cumple: true })) },
  });
  const view = await json<{ estado: string; motivo: string; explicacion: string; reposicion: { disponible: boolean; plazo_hasta: string; dias_habiles: number } }>(app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token: p.a });
  assert.equal(view.motivo, 'La institución no acredita el cumplimiento de la Ley 21.015.');
  assert.equal(view.explicacion, 'Tu postulación fue declarada inadmisible. Puedes presentar un recurso de reposición dentro del plazo indicado.');
  assert.equal(view.reposicion.disponible, true);
  assert.equal(view.reposicion.dias_habiles, 5);

  const empty = await call(app, 'POST', `/api/postulante/postulaciones/${id}/reposicion`, { token: p.a, raw: await pdfForm({ motivo: '  ' }) });
  assert.equal(empty.statusCode, 422);
  assert.equal((jsonOf(empty) as { errors: Record<string, string[]> }).errors.motivo?.[0], 'Indica el motivo de tu solicitud de reposición.');
  await json(app, 'POST', `/api/postulante/postulaciones/${id}/reposicion`, {
    token: p.a, raw: await pdfForm({ motivo: 'Adjuntamos el certificado vigente.' }, { name: 'archivo', bytes: await samplePdf() }),
  });
  const twice = await call(app, 'POST', `/api/postulante/postulaciones/${id}/reposicion`, { token: p.a, raw: await pdfForm({ motivo: 'Otra vez.' }) });
  assert.equal(twice.statusCode, 409);

  // The admin who decided cannot resolve it; a second admin can.
  const detail = await json<{ estado: string; acciones: string[]; reposicion: { motivo: string; archivo: { id: string } | null } }>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
  assert.equal(detail.estado, 'En reposición');
  assert.equal(detail.acciones.includes('resolver_reposicion'), false);
  assert.ok(detail.reposicion.archivo, 'the optional file is kept');
  const self = await call(app, 'POST', `/api/admin/postulaciones/${id}/reposicion/resolver`, { token: p.admin, json: { aceptada: true, motivo: 'Procede.' } });
  assert.equal(self.statusCode, 409);
  assert.equal(messageOf(self), 'La reposición debe resolverla un administrador o administradora distinto de quien tomó la decisión.');
  const resolved = await json<{ estado: string; timeline: { descripcion: string; quien: string | null; motivo: string | null }[] }>(
    app, 'POST', `/api/admin/postulaciones/${id}/reposicion/resolver`, { token: p.admin2, json: { aceptada: true, motivo: 'El certificado acredita el cumplimiento.' } });
  assert.equal(resolved.estado, 'Enviada', 'accepted after Inadmisible: back to review');
  assert.ok(resolved.timeline.some((e) => e.descripcion === 'Reposición acogida' && e.quien === 'Alberto Administrador Dos' && e.motivo === 'El certificado acredita el cumplimiento.'));
  assert.ok(resolved.timeline.some((e) => e.descripcion === 'En reposición → Enviada'));

  // Declared inadmisible again and the reposición rejected: final, no second reposición.
  await json(app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, {
    token: p.admin2, json: { resultado: 'Inadmisible', motivo: 'Sigue faltando el certificado.', documentos: docs.map((d) => ({ clave: d.clave, cumple: true })) },
  });
  await json(app, 'POST', `/api/postulante/postulaciones/${id}/reposicion`, { token: p.a, raw: await pdfForm({ motivo: 'Reconsideren.' }) });
  const rejected = await json<{ estado: string }>(app, 'POST', `/api/admin/postulaciones/${id}/reposicion/resolver`, { token: p.admin, json: { aceptada: false, motivo: 'No hay antecedentes nuevos.' } });
  assert.equal(rejected.estado, 'Inadmisible');
  const final = await call(app, 'POST', `/api/postulante/postulaciones/${id}/reposicion`, { token: p.a, raw: await pdfForm({ motivo: 'Una vez más.' }) });
  assert.equal(final.statusCode, 409);
  assert.equal(messageOf(final), 'La resolución de tu recurso de reposición es final: no se puede presentar otro.');
  const settled = await json<{ explicacion: string }>(app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token: p.a });
  assert.equal(settled.explicacion, 'Tu postulación fue declarada inadmisible.');
});

/** The decision's letter of an application (each decision drafts exactly one). */
async function decisionLetter(id: number) {
  const rows = await t.app.sello.ctx.db.select().from(correos).where(and(eq(correos.postulacion_sello_id, id), eq(correos.tipo, 'carta-inadmisible')));
  assert.equal(rows.length, 1, 'one letter per decision');
  return rows[0]!;
}

/** Moves the decision (and its letter's drafting) to `at`, as if decided that day. */
async function setDecidedAt(id: number, at: Date) {
  const { db } = t.app.sello.ctx;
  await db.update(transiciones).set({ created_at: at }).where(eq(transiciones.postulacion_sello_id, id));
  await db.update(correos).set({ created_at: at }).where(eq(correos.postulacion_sello_id, id));
}

/** Moves the sending of the decision's letter to `at`. */
async function setLetterSentAt(id: number, at: Date) {
  await t.app.sello.ctx.db.update(correos).set({ enviado_at: at, updated_at: at })
    .where(and(eq(correos.postulacion_sello_id, id), eq(correos.tipo, 'carta-inadmisible')));
}

async function declareInadmisible(id: number) {
  const docs = (await json<{ documentos: Doc[] }>(t.app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin })).documentos;
  await json(t.app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, {
    token: p.admin, json: { resultado: 'Inadmisible', motivo: 'Documentación incompleta.', documentos: docs.map((d) => ({ clave: d.clave, cumple: true })) },
  });
}

interface Window { disponible: boolean; plazo_hasta: string | null }

test('business days leave out weekends and Chile\'s public holidays, moved and one-off ones included (Ley 19.880 art. 25)', () => {
  const at = (iso: string) => new Date(`${iso}T15:00:00Z`);
  // Wednesday 16 September 2026: Friday the 18th is Fiestas Patrias.
  assert.equal(addBusinessDays(at('2026-09-16'), 5), '2026-09-24');
  // Wednesday 15 September 2027: Friday the 17th is the extra Fiestas Patrias holiday of that year.
  assert.equal(addBusinessDays(at('2027-09-15'), 5), '2027-09-23');
  // Friday 26 June 2026: San Pedro y San Pablo is moved to Monday the 29th.
  assert.equal(addBusinessDays(at('2026-06-26'), 1), '2026-06-30');
  // Across New Year: 1 January is left out.
  assert.equal(addBusinessDays(at('2026-12-30'), 2), '2027-01-04');
  // An ordinary week: Monday to Friday.
  assert.equal(addBusinessDays(at('2026-11-23'), 5), '2026-11-30');
});

test('acceptance 3: the reposición window runs from the sending of the decision letter; after it a reposición is refused in Spanish and changes nothing', async () => {
  const app = t.app;
  const { applicationId: id } = await sentApplication(app, p.a);
  await declareInadmisible(id);
  const letter = await decisionLetter(id);
  assert.match(letter.cuerpo, /dentro de 5 días hábiles contados desde el envío de esta carta\./);
  const view = async () => json<{ explicacion: string; reposicion: Window }>(app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token: p.a });

  // Decided on Thursday 2026-10-01, long ago, the letter sent only today: the applicant has the
  // whole window from today.
  await setDecidedAt(id, new Date(Date.UTC(2026, 9, 1, 15)));
  await json(app, 'POST', '/api/admin/correos/enviar', { token: p.admin, json: { ids: [letter.id] } });
  const sentToday = (await view()).reposicion;
  assert.deepEqual(sentToday, { ...sentToday, disponible: true, plazo_hasta: addBusinessDays(new Date(), 5) });

  // Sent four business days after the decision (Wednesday 2026-10-07): five business days from the
  // sending end on Thursday 2026-10-15 (Monday 12 October is a public holiday), not on 2026-10-08.
  await setLetterSentAt(id, new Date(Date.UTC(2026, 9, 7, 15)));
  const closed = await view();
  assert.equal(closed.explicacion, 'Tu postulación fue declarada inadmisible.');
  assert.deepEqual(closed.reposicion, { ...closed.reposicion, disponible: false, plazo_hasta: '2026-10-15' });
  const late = await call(app, 'POST', `/api/postulante/postulaciones/${id}/reposicion`, { token: p.a, raw: await pdfForm({ motivo: 'Tarde.' }) });
  assert.equal(late.statusCode, 409);
  assert.equal(messageOf(late), 'El plazo para presentar un recurso de reposición venció el 15/10/2026 (5 días hábiles desde la notificación de la resolución).');
  const still = await json<{ estado: string }>(app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token: p.a });
  assert.equal(still.estado, 'Inadmisible');

  // A decision without any letter (recorded before letters existed) counts from the decision itself.
  await t.app.sello.ctx.db.delete(correos).where(eq(correos.id, letter.id));
  const noLetter = (await view()).reposicion;
  assert.deepEqual(noLetter, { ...noLetter, disponible: false, plazo_hasta: '2026-10-08' });
});

test('acceptance 3: while the decision letter is a draft the window is open with no end date, and the reposición can be filed', async () => {
  const app = t.app;
  const { applicationId: id } = await sentApplication(app, p.a);
  // A first decision, its letter sent, a reposición accepted: that letter is not the next decision's.
  await declareInadmisible(id);
  await json(app, 'POST', '/api/admin/correos/enviar', { token: p.admin, json: { ids: [(await decisionLetter(id)).id] } });
  await json(app, 'POST', `/api/postulante/postulaciones/${id}/reposicion`, { token: p.a, raw: await pdfForm({ motivo: 'Adjuntamos el certificado.' }) });
  await json(app, 'POST', `/api/admin/postulaciones/${id}/reposicion/resolver`, { token: p.admin2, json: { aceptada: true, motivo: 'Procede revisar de nuevo.' } });
  await declareInadmisible(id);
  // All of it eight weeks ago; the second decision's letter was never sent.
  const { db } = t.app.sello.ctx;
  await db.update(transiciones).set({ created_at: sql`${transiciones.created_at} - interval '56 days'` }).where(eq(transiciones.postulacion_sello_id, id));
  await db.update(correos).set({ created_at: sql`${correos.created_at} - interval '56 days'`, enviado_at: sql`${correos.enviado_at} - interval '56 days'`, updated_at: sql`${correos.updated_at} - interval '56 days'` })
    .where(eq(correos.postulacion_sello_id, id));

  const view = await json<{ explicacion: string; reposicion: Window }>(app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token: p.a });
  assert.deepEqual(view.reposicion, { ...view.reposicion, disponible: true, plazo_hasta: null });
  assert.equal(view.explicacion, 'Tu postulación fue declarada inadmisible. Puedes presentar un recurso de reposición dentro del plazo indicado.');

  const filed = await call(app, 'POST', `/api/postulante/postulaciones/${id}/reposicion`, { token: p.a, raw: await pdfForm({ motivo: 'No estamos de acuerdo.' }) });
  assert.equal(filed.statusCode, 200, filed.body);
  assert.equal((jsonOf(filed) as { revision: { estado: string } }).revision.estado, 'En reposición');
  const [receipt] = await db.select().from(correos)
    .where(and(eq(correos.postulacion_sello_id, id), eq(correos.tipo, 'notificacion'))).orderBy(desc(correos.id)).limit(1);
  assert.match(receipt!.cuerpo, /presentado dentro del plazo\. Le informaremos la resolución\./);
});

test('a decided application keeps its RUT while the reposición window is open; a clash at the reposición is a 409, not a 500', async () => {
  const app = t.app;
  const rut = nextRut();
  const fx = await registerApplicationWithFiles(app, p.a, rut);
  await attachOtherRequirements(app, p.a, fx);
  const id = fx.applicationId;
  await expectStatus(app, 'POST', `/api/postulante/postulaciones/${id}/enviar`, 200, { token: p.a });
  // The requirement's Estado follows the application: under review once sent, its file kept after the decision.
  const requirementState = async () => (await json<{ id: number; estado_requisito: string }[]>(app, 'GET', `/api/postulante/postulaciones/${id}/requisitos`, { token: p.a }))
    .find((r) => r.id === fx.requisitoId)?.estado_requisito;
  assert.equal(await requirementState(), 'En revisión');
  const docs = (await json<{ documentos: Doc[] }>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin })).documentos;
  await json(app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, {
    token: p.admin, json: { resultado: 'Inadmisible', motivo: 'Documentación incompleta.', documentos: docs.map((d) => ({ clave: d.clave, cumple: true })) },
  });
  assert.equal(await requirementState(), 'Cargado');
  const register = async () => call(app, 'POST', '/api/institucion/postulacion_sellos/store', { token: p.b, json: await institutionBody(app, rut) });
  // The letter is still a draft: the window has not started, long after the decision.
  await setDecidedAt(id, new Date(Date.UTC(2026, 9, 1, 15)));
  const unsent = await register();
  assert.equal(unsent.statusCode, 409);
  assert.equal(messageOf(unsent), 'Ya existe una postulación para este RUT que aún puede presentar un recurso de reposición.');
  await json(app, 'POST', '/api/admin/correos/enviar', { token: p.admin, json: { ids: [(await decisionLetter(id)).id] } });
  const { reposicion } = await json<{ reposicion: { plazo_hasta: string } }>(app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token: p.a });
  const blocked = await register();
  assert.equal(blocked.statusCode, 409);
  const [y, m, d] = reposicion.plazo_hasta.split('-');
  assert.equal(messageOf(blocked), `Ya existe una postulación para este RUT que puede presentar un recurso de reposición hasta el ${d}/${m}/${y}.`);

  // Once the window has closed the RUT is free: another participant registers it.
  await setLetterSentAt(id, new Date(Date.UTC(2026, 9, 1, 15)));
  await registerApplicationWithFiles(app, p.b, rut);
  // A clash the check could not see (a window reopened by a correction of its date) ends at the
  // database's unique index: the same 409, and nothing changes.
  await setLetterSentAt(id, new Date());
  const clash = await call(app, 'POST', `/api/postulante/postulaciones/${id}/reposicion`, { token: p.a, raw: await pdfForm({ motivo: 'Reconsideren.' }) });
  assert.equal(clash.statusCode, 409, clash.body);
  assert.equal(messageOf(clash), 'Ya existe una postulación en curso para este RUT.');
  assert.equal((await json<{ estado: string }>(app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token: p.a })).estado, 'Inadmisible');
  const filed = await t.app.sello.ctx.db.select().from(reposiciones).where(eq(reposiciones.postulacion_sello_id, id));
  assert.equal(filed.length, 0);
});

test('thresholds are configurable per category and shown', async () => {
  const app = t.app;
  const list = await json<{ categoria_id: number; porcentaje: number; puntaje_minimo: number; maximo: number }[]>(app, 'GET', '/api/admin/categorias/umbrales', { token: p.admin });
  const first = list[0]!;
  assert.equal(first.porcentaje, 60);
  const updated = await json<{ porcentaje: number; puntaje_minimo: number; maximo: number }>(app, 'PUT', `/api/admin/categorias/${first.categoria_id}/umbral`, { token: p.admin, json: { porcentaje: 75 } });
  assert.deepEqual([updated.porcentaje, updated.puntaje_minimo], [75, Math.ceil(first.maximo * 0.75)]);
  const bad = await call(app, 'PUT', `/api/admin/categorias/${first.categoria_id}/umbral`, { token: p.admin, json: { porcentaje: 140 } });
  assert.equal(bad.statusCode, 422);
  assert.equal((jsonOf(bad) as { errors: Record<string, string[]> }).errors.porcentaje?.[0], 'El umbral debe estar entre 0 y 100.');
});
