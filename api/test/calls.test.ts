// Calls for applications (issue 60): the admins' CRUD, at most one call open at a time (in the
// database too), the public answer, and the window kept by registration and sending with the clock moved.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, convocatorias, postulacionSellos } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { expectStatus, json, nextRut, signInEveryone, type People } from './helpers/review';
import { attachOtherRequirements, institutionBody, registerApplicationWithFiles, samplePdf } from './support-acceptance/fixtures';
import { call, jsonOf, multipart } from './support-acceptance/http';

interface Call {
  id: number; anno: number; estado: string; abre_en: string; cierra_en: string; abre_en_local: string; cierra_en_local: string;
  abre_texto: string; cierra_texto: string; resultados_en: string | null; bases: { url: string; nombre_original: string } | null;
  categorias: { id: number; nombre: string; umbral_porcentaje: number }[]; postulaciones?: number; updated_at?: string;
}
interface Public { estado: 'abierta' | 'proxima' | 'ninguna'; convocatoria: Call | null; mensaje: string }

const MINUTE = 60_000;
let clock = new Date();
let t: TestApp;
let p: People;
let seeded: Call;
let categorias: { id: number; nombre: string }[];

before(async () => {
  t = await createTestApp({ now: () => clock });
  p = await signInEveryone(t.app);
  const open = await json<Public>(t.app, 'GET', '/api/convocatoria');
  assert.equal(open.estado, 'abierta', 'la semilla de demostración tiene una convocatoria abierta ahora');
  assert.ok(open.convocatoria);
  seeded = open.convocatoria;
  categorias = await json(t.app, 'GET', '/api/categoria-postulaciones');
});
after(async () => {
  await t?.close();
});

const body = (anno: number, abre: string, cierra: string, extra: Record<string, unknown> = {}) => ({
  anno, abre_en: abre, cierra_en: cierra, resultados_en: null,
  categorias: categorias.map((c) => ({ categoria_id: c.id, umbral_porcentaje: 70 })), ...extra,
});
const countCalls = async () => (await t.app.sello.ctx.db.select({ id: convocatorias.id }).from(convocatorias)).length;

describe('admin CRUD', () => {
  test('the seed holds the open call with its bases and categories, and the earlier years closed', async () => {
    const list = await json<Call[]>(t.app, 'GET', '/api/admin/convocatorias', { token: p.admin });
    assert.ok(list.length >= 2, 'convocatoria abierta y al menos un año anterior cerrado');
    assert.equal(list.filter((c) => c.estado === 'abierta').length, 1);
    assert.ok(list.filter((c) => c.anno < seeded.anno).every((c) => c.estado === 'cerrada'));
    assert.ok(seeded.bases?.url, 'bases');
    const bases = await t.app.inject({ url: new URL(seeded.bases.url).pathname });
    assert.equal(bases.statusCode, 200);
    assert.equal(bases.headers['content-type'], 'application/pdf');
    assert.deepEqual(seeded.categorias.map((c) => c.id).sort(), categorias.map((c) => c.id).sort());
    // Every demo application belongs to a call of its year.
    const apps = await t.app.sello.ctx.db.select().from(postulacionSellos);
    const byId = new Map(list.map((c) => [c.id, c]));
    const demo = apps.filter((a) => a.rut_institucion.startsWith('65.'));
    assert.ok(demo.length >= 10);
    for (const a of demo) assert.equal(a.year, byId.get(a.convocatoria_id ?? 0)?.anno, a.nombre_institucion);
  });

  test('a call is created with Chile\'s wall-clock times (summer -03, winter -04) and audited', async () => {
    const anno = seeded.anno + 4;
    const res = await call(t.app, 'POST', '/api/admin/convocatorias', {
      token: p.admin, json: body(anno, `${anno}-03-02T09:00`, `${anno}-07-01T23:59`, { resultados_en: `${anno}-09-30` }),
    });
    assert.equal(res.statusCode, 201, res.body);
    const created = jsonOf(res) as Call & { message: string };
    assert.equal(created.message, 'Convocatoria creada.');
    assert.equal(created.abre_en, `${anno}-03-02T12:00:00.000Z`);
    assert.equal(created.cierra_en, `${anno}-07-02T03:59:00.000Z`);
    assert.equal(created.abre_texto, `02/03/${anno} a las 09:00 (hora de Chile)`);
    assert.equal(created.estado, 'proxima');
    assert.deepEqual(created.categorias.map((c) => c.umbral_porcentaje), categorias.map(() => 70));
    const [entry] = await t.app.sello.ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'convocatoria'));
    assert.equal(entry?.action, 'crear');
    assert.equal(entry?.entity_id, String(created.id));
  });

  test('bad input is refused in Spanish and creates nothing', async () => {
    const before = await countCalls();
    const anno = seeded.anno + 6;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [body(anno, `${anno}-05-01T09:00`, `${anno}-04-01T09:00`), 'cierra_en', /posterior a la apertura/],
      [body(anno, `${anno}-02-30T09:00`, `${anno}-04-01T09:00`), 'abre_en', /fecha y hora de apertura/],
      [body(anno, `${anno}-03-01 09:00`, `${anno}-04-01T09:00`), 'abre_en', /hora de Chile/],
      [body(anno, `${anno}-03-01T09:00`, `${anno}-04-01T09:00`, { categorias: [] }), 'categorias', /al menos una categoría/],
      [body(anno, `${anno}-03-01T09:00`, `${anno}-04-01T09:00`, { categorias: [{ categoria_id: 987654, umbral_porcentaje: 60 }] }), 'categorias.0.categoria_id', /categoría no es válida/],
      [body(anno, `${anno}-03-01T09:00`, `${anno}-04-01T09:00`, { categorias: [{ categoria_id: categorias[0]?.id, umbral_porcentaje: 101 }] }), 'categorias.0.umbral_porcentaje', /entre 0 y 100/],
      [body(1999, '1999-03-01T09:00', '1999-04-01T09:00'), 'anno', /2012/],
      // 2030-09-08 00:30 does not exist in Chile: the clocks jump from 00:00 to 01:00 (first Sunday of September).
      [body(2030, '2030-09-08T00:30', '2030-10-01T09:00'), 'abre_en', /no existe en Chile/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(t.app, 'POST', '/api/admin/convocatorias', { token: p.admin, json: payload });
      assert.equal(res.statusCode, 422, `${field}: ${res.body}`);
      assert.match((jsonOf(res) as { errors: Record<string, string[]> }).errors[field]?.[0] ?? '', message, res.body);
    }
    assert.equal(await countCalls(), before);
  });

  test('at most one call open at a time: an overlapping window or a taken year is refused (409), also at once', async () => {
    const before = await countCalls();
    const overlap = await call(t.app, 'POST', '/api/admin/convocatorias', {
      token: p.admin, json: body(seeded.anno + 8, seeded.abre_en_local, seeded.cierra_en_local),
    });
    assert.equal(overlap.statusCode, 409, overlap.body);
    assert.match((jsonOf(overlap) as { message: string }).message, new RegExp(`se cruzan con la convocatoria ${seeded.anno} \\(abre el ${seeded.abre_texto.replace(/[()]/g, '\\$&')}`));
    const taken = await call(t.app, 'POST', '/api/admin/convocatorias', { token: p.admin, json: body(seeded.anno, '2090-03-01T09:00', '2090-04-01T09:00') });
    assert.equal(taken.statusCode, 409);
    assert.equal((jsonOf(taken) as { message: string }).message, `Ya existe la convocatoria ${seeded.anno}.`);
    // Two admins at once with crossing windows: one wins.
    const [x, y] = await Promise.all([
      call(t.app, 'POST', '/api/admin/convocatorias', { token: p.admin, json: body(2091, '2091-03-01T09:00', '2091-05-01T09:00') }),
      call(t.app, 'POST', '/api/admin/convocatorias', { token: p.admin2, json: body(2092, '2091-04-01T09:00', '2091-06-01T09:00') }),
    ]);
    assert.deepEqual([x.statusCode, y.statusCode].sort(), [201, 409], `${x.body} ${y.body}`);
    assert.equal(await countCalls(), before + 1);
  });

  test('the database itself refuses two crossing windows (exclusion constraint)', async () => {
    await assert.rejects(
      t.app.sello.ctx.db.insert(convocatorias).values({ anno: 2095, abre_en: new Date(seeded.abre_en), cierra_en: new Date(seeded.cierra_en) }),
      (error: unknown) => /convocatorias_sin_solape/.test(`${String((error as Error).message)} ${String((error as { cause?: Error }).cause?.message)}`),
    );
  });

  test('an edit is checked whole: a window moved onto another call is refused; a stale form is refused', async () => {
    const list = await json<Call[]>(t.app, 'GET', '/api/admin/convocatorias', { token: p.admin });
    const future = list.find((c) => c.anno === seeded.anno + 4);
    assert.ok(future?.updated_at);
    const onto = await call(t.app, 'PATCH', `/api/admin/convocatorias/${future.id}`, { token: p.admin, json: { abre_en: seeded.abre_en_local } });
    assert.equal(onto.statusCode, 409, onto.body);
    const stale = await call(t.app, 'PATCH', `/api/admin/convocatorias/${future.id}`, { token: p.admin, json: { resultados_en: `${future.anno}-10-01`, updated_at: '2020-01-01T00:00:00.000Z' } });
    assert.equal(stale.statusCode, 409);
    const ok = await json<Call>(t.app, 'PATCH', `/api/admin/convocatorias/${future.id}`, { token: p.admin, json: { resultados_en: `${future.anno}-10-01`, updated_at: future.updated_at } });
    assert.equal(ok.resultados_en, `${future.anno}-10-01`);
    assert.equal(ok.abre_en, future.abre_en, 'lo que no se envió no cambia');
  });

  test('bases are uploaded as a public PDF; a call with applications cannot be deleted, one without can', async () => {
    const list = await json<Call[]>(t.app, 'GET', '/api/admin/convocatorias', { token: p.admin });
    const future = list.find((c) => c.anno === seeded.anno + 4);
    assert.ok(future);
    const pdf = await samplePdf();
    const up = await call(t.app, 'PUT', `/api/admin/convocatorias/${future.id}/bases`, {
      token: p.admin, raw: await multipart({}, [{ name: 'bases', filename: 'bases.pdf', bytes: pdf, type: 'application/pdf' }]),
    });
    assert.equal(up.statusCode, 200, up.body);
    const withBases = jsonOf(up) as Call;
    assert.equal(withBases.bases?.nombre_original, 'bases.pdf');
    assert.equal((await t.app.inject({ url: new URL(withBases.bases?.url ?? '').pathname })).statusCode, 200);
    const refused = await call(t.app, 'DELETE', `/api/admin/convocatorias/${seeded.id}`, { token: p.admin });
    assert.equal(refused.statusCode, 409);
    assert.match((jsonOf(refused) as { message: string }).message, /tiene postulaciones: no se puede eliminar/);
    await expectStatus(t.app, 'DELETE', `/api/admin/convocatorias/${future.id}`, 200, { token: p.admin });
    assert.equal((await t.app.inject({ url: new URL(withBases.bases?.url ?? '').pathname })).statusCode, 404, 'las bases se borran con la convocatoria');
  });
});

const register = (token: string, rut: string) => institutionBody(t.app, rut)
  .then((inst) => call(t.app, 'POST', '/api/institucion/postulacion_sellos/store', { token, json: inst }));

describe('the window, with the clock moved', () => {
  test('before the call opens: the public answer gives the next call and a registration is refused with its opening date', async () => {
    clock = new Date(new Date(seeded.abre_en).getTime() - MINUTE);
    try {
      const pub = await json<Public>(t.app, 'GET', '/api/convocatoria');
      assert.equal(pub.estado, 'proxima');
      assert.equal(pub.convocatoria?.anno, seeded.anno);
      assert.equal(pub.mensaje, `La convocatoria ${seeded.anno} abre el ${seeded.abre_texto}.`);
      const before = (await t.app.sello.ctx.db.select().from(postulacionSellos)).length;
      const res = await register(p.b, nextRut());
      assert.equal(res.statusCode, 409, res.body);
      assert.equal((jsonOf(res) as { message: string }).message,
        `No hay una convocatoria abierta: la convocatoria ${seeded.anno} abre el ${seeded.abre_texto}. Podrás registrar postulaciones desde entonces.`);
      assert.equal((await t.app.sello.ctx.db.select().from(postulacionSellos)).length, before, 'nada se guardó');
      // After every call: none open, none announced.
      clock = new Date('2200-01-01T12:00:00Z');
      assert.deepEqual(await json<Public>(t.app, 'GET', '/api/convocatoria'),
        { estado: 'ninguna', convocatoria: null, mensaje: 'No hay una convocatoria abierta ni una próxima convocatoria anunciada.' });
      const none = await register(p.b, nextRut());
      assert.equal((jsonOf(none) as { message: string }).message,
        'No hay una convocatoria abierta ni una próxima convocatoria anunciada: por ahora no se pueden registrar postulaciones.');
    } finally {
      clock = new Date();
    }
  });

  test('inside the window the application is registered into the call (its year); after the closing, sending is refused with the closing date', async () => {
    const fx = await registerApplicationWithFiles(t.app, p.a, nextRut());
    await attachOtherRequirements(t.app, p.a, fx);
    const detail = await json<{ year: number; convocatoria: Call }>(t.app, 'GET', `/api/postulante/postulaciones/${fx.applicationId}`, { token: p.a });
    assert.equal(detail.year, seeded.anno);
    assert.equal(detail.convocatoria.id, seeded.id);

    clock = new Date(new Date(seeded.cierra_en).getTime() + MINUTE);
    try {
      const late = await call(t.app, 'POST', `/api/postulante/postulaciones/${fx.applicationId}/enviar`, { token: p.a });
      assert.equal(late.statusCode, 409, late.body);
      assert.equal((jsonOf(late) as { message: string }).message,
        `La convocatoria ${seeded.anno} cerró el ${seeded.cierra_texto}: ya no se pueden enviar postulaciones en ella.`);
      const [row] = await t.app.sello.ctx.db.select().from(postulacionSellos).where(eq(postulacionSellos.id, fx.applicationId));
      assert.equal(row?.estado, 'Registrada', 'sigue sin enviar');
      // Registering (step 4) is refused too, with no call announced.
      const step4 = await call(t.app, 'PUT', `/api/institucion/postulacion_sellos/update/${fx.applicationId}`, { token: p.a, json: { categoria_id: fx.categoriaId } });
      assert.equal(step4.statusCode, 409);
      assert.match((jsonOf(step4) as { message: string }).message, /^No hay una convocatoria abierta/);
    } finally {
      clock = new Date();
    }
    // The last minute of the window is still inside it.
    clock = new Date(new Date(seeded.cierra_en).getTime() - MINUTE);
    try {
      const sent = await json<{ estado: string }>(t.app, 'POST', `/api/postulante/postulaciones/${fx.applicationId}/enviar`, { token: p.a });
      assert.equal(sent.estado, 'Enviada');
    } finally {
      clock = new Date();
    }
  });

  test('a category the call does not open is refused at step 4', async () => {
    const [first, second] = categorias;
    assert.ok(first && second);
    await json(t.app, 'PATCH', `/api/admin/convocatorias/${seeded.id}`, { token: p.admin, json: { categorias: [{ categoria_id: first.id, umbral_porcentaje: 60 }] } })
      .then(() => assert.fail('quitar una categoría con postulaciones debe rechazarse'), (error: Error) => assert.match(error.message, /409/));
    const inst = await register(p.b, nextRut());
    assert.equal(inst.statusCode, 201, inst.body);
    const id = (jsonOf(inst) as { id: number }).id;
    await json(t.app, 'POST', '/api/institucion/postulacion_sellos/rep_legal/store', { token: p.b, json: {
      nombre_rep_legal: 'Rosa', cargo_rep_legal: 'Directora', rut_rep_legal: '11.111.111-1', telefono_rep_legal: '912345678', correo_rep_legal: 'rosa@example.cl', postulacion_sello_id: id,
    } }, 201);
    await json(t.app, 'POST', '/api/institucion/postulacion_sellos/encargado/store', { token: p.b, json: {
      nombre_encargado: 'Eva', cargo_encargado: 'Coordinadora', rut_encargado: '22.222.222-2', telefono_encargado: '912345679', correo_encargado: 'eva@example.cl', postulacion_sello_id: id,
    } }, 201);
    // A new call elsewhere in time opens only the first category; the clock moves into it.
    const anno = seeded.anno + 10;
    const only = await json<Call>(t.app, 'POST', '/api/admin/convocatorias', {
      token: p.admin, json: body(anno, `${anno}-03-02T09:00`, `${anno}-07-01T23:59`, { categorias: [{ categoria_id: first.id, umbral_porcentaje: 60 }] }),
    }, 201);
    clock = new Date(new Date(only.abre_en).getTime() + MINUTE);
    try {
      const refused = await call(t.app, 'PUT', `/api/institucion/postulacion_sellos/update/${id}`, { token: p.b, json: { categoria_id: second.id } });
      assert.equal(refused.statusCode, 422, refused.body);
      assert.deepEqual((jsonOf(refused) as { errors: Record<string, string[]> }).errors.categoria_id,
        [`Esa categoría no está abierta en la convocatoria ${anno}. Elige una de estas: ${first.nombre}.`]);
      const ok = await json<{ year: number; convocatoria_id: number }>(t.app, 'PUT', `/api/institucion/postulacion_sellos/update/${id}`, { token: p.b, json: { categoria_id: first.id } }, 201);
      assert.equal(ok.year, anno);
      assert.equal(ok.convocatoria_id, only.id);
    } finally {
      clock = new Date();
    }
  });
});

describe('an admin announces a call, then opens it now', () => {
  test('closed now → announced (refused with its date) → opened → the application carries its year', async () => {
    const list = await json<Call[]>(t.app, 'GET', '/api/admin/convocatorias', { token: p.admin });
    const open = list.find((c) => c.estado === 'abierta');
    assert.ok(open);
    // Close the open call a minute ago (its applications keep it), then announce next year's in a week.
    const minuteAgo = new Date(Date.now() - MINUTE);
    const local = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Santiago', dateStyle: 'short', timeStyle: 'short' }).format(d).replace(' ', 'T');
    await json(t.app, 'PATCH', `/api/admin/convocatorias/${open.id}`, { token: p.admin, json: { cierra_en: local(minuteAgo) } });
    const anno = seeded.anno + 1;
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    const next = await json<Call>(t.app, 'POST', '/api/admin/convocatorias', {
      token: p.admin, json: body(anno, local(inAWeek), local(new Date(inAWeek.getTime() + 90 * 86_400_000))),
    }, 201);
    assert.equal(next.estado, 'proxima');
    const refused = await register(p.b, nextRut());
    assert.equal(refused.statusCode, 409);
    assert.match((jsonOf(refused) as { message: string }).message, new RegExp(`la convocatoria ${anno} abre el ${next.abre_texto.replace(/[()]/g, '\\$&')}`));
    // Open it now: the application goes into it.
    const opened = await json<Call>(t.app, 'PATCH', `/api/admin/convocatorias/${next.id}`, { token: p.admin, json: { abre_en: local(new Date()) } });
    assert.equal(opened.estado, 'abierta');
    assert.equal((await json<Public>(t.app, 'GET', '/api/convocatoria')).convocatoria?.id, next.id);
    const fx = await registerApplicationWithFiles(t.app, p.b, nextRut());
    const detail = await json<{ year: number; convocatoria: Call }>(t.app, 'GET', `/api/postulante/postulaciones/${fx.applicationId}`, { token: p.b });
    assert.equal(detail.year, anno);
    assert.equal(detail.convocatoria.anno, anno);
  });
});
