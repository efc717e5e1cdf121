import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { certificationYears } from '@sello/shared-api/schemas';
import { count, eq } from 'drizzle-orm';
import { archivos, consolidaciones, evaluaciones, noticias } from '../src/db/schema';
import { runSeed } from '../src/seed/run';
import { type TestApp, withAdminApp } from './helpers/app';
import { bearer, png, send } from './helpers/http';

let t: TestApp;
let admin: string;
withAdminApp((app, token) => { t = app; admin = token; });

describe('seeded reference and demo data', () => {
  test('16 regions and 346 communes with their real names', async () => {
    const regions = (await t.app.inject({ url: '/api/regiones' })).json();
    assert.equal(regions.length, 16);
    assert.ok(regions.some((r: { nombre: string }) => /Metropolitana/.test(r.nombre)));
    let communes = 0;
    for (const region of regions) communes += (await t.app.inject({ url: `/api/comunas/region/${region.id}` })).json().length;
    assert.equal(communes, 346);
  });

  test('two categories with requirements, verification means and downloadable base files', async () => {
    const cats = (await t.app.inject({ url: '/api/categoria-postulaciones' })).json();
    assert.deepEqual(cats.map((c: { slug: string }) => c.slug).sort(), ['espacios-publicos-inclusivos', 'gestion-institucional-inclusiva']);
    const one = (await t.app.inject({ url: `/categoria-postulaciones/${cats[0].id}` })).json();
    assert.ok(Array.isArray(one) && one[0].nombre === cats[0].nombre);
    const medios = (await t.app.inject({ url: `/api/medios-verificacion?categoria_id=${cats[0].id}` })).json();
    assert.ok(medios.length > 0);
    const base = await t.app.inject({ url: `/${medios[0].archivo_base}` });
    assert.equal(base.statusCode, 200);
    assert.equal(base.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const reqs = (await t.app.inject({ url: `/api/requisitos?categoria_id=${cats[0].id}` })).json();
    const one2 = (await t.app.inject({ url: `/api/requisitos/${reqs[0].id}` })).json();
    assert.deepEqual(Object.keys(one2).filter((k) => ['nombre', 'ptje_total', 'detalles', 'descripcion'].includes(k)).sort(), ['descripcion', 'detalles', 'nombre', 'ptje_total']);
  });

  test('demo content: at least 12 news, 6 institutions over several years, downloadables as PDFs', async () => {
    assert.ok((await t.app.inject({ url: '/noticias' })).json().total >= 12);
    const inst = (await t.app.inject({ url: '/instituciones-reconocidas' })).json();
    assert.ok(inst.length >= 6);
    assert.ok(new Set(inst.map((i: { anno_certificacion: number }) => i.anno_certificacion)).size >= 2);
    const year = inst[0].anno_certificacion;
    const filtered = (await t.app.inject({ url: `/instituciones?anno_certificacion=${year}` })).json();
    assert.ok(filtered.length > 0 && filtered.every((i: { anno_certificacion: number }) => i.anno_certificacion === year));
    // No year (or an empty one) lists them all; a malformed year is refused, not read as "all".
    assert.equal((await t.app.inject({ url: '/instituciones?anno_certificacion=' })).json().length, inst.length);
    for (const query of ['anno_certificacion=abc', 'anno_certificacion=20245', `anno_certificacion=${year}&anno_certificacion=${year}`]) {
      const refused = await t.app.inject({ url: `/instituciones?${query}` });
      assert.equal(refused.statusCode, 422, query);
      assert.match(refused.json().errors.anno_certificacion[0], /año de certificación debe ser un año de cuatro cifras/, query);
    }
    const docs = (await t.app.inject({ url: '/descargables' })).json();
    assert.ok(docs.length >= 3);
    assert.equal((await t.app.inject({ url: `/${docs[0].documento}` })).headers['content-type'], 'application/pdf');
  });

  test("demo scores carry the days they were given, not the day the demo data was loaded", async () => {
    const db = t.app.sello.ctx.db;
    const dates = [
      ...(await db.select({ at: evaluaciones.updated_at }).from(evaluaciones)),
      ...(await db.select({ at: consolidaciones.updated_at }).from(consolidaciones)),
    ].map((row) => new Date(row.at).getTime());
    assert.ok(dates.length > 0, 'the demo data has scores');
    const dayAgo = Date.now() - 86_400_000;
    assert.deepEqual(dates.filter((at) => at > dayAgo), []);
  });
});

describe('seed runner', () => {
  test('running it again adds nothing (idempotent), files included', async () => {
    const { db, storage } = t.app.sello.ctx;
    const files = async () => (await db.select({ n: count() }).from(archivos))[0]?.n;
    const before = { report: await runSeed(db, storage, { mode: 'demo' }), files: await files() };
    const again = { report: await runSeed(db, storage, { mode: 'demo' }), files: await files() };
    assert.deepEqual(again, before);
    assert.deepEqual([before.report.regiones, before.report.comunas], [16, 346]);
  });
});

describe('news pagination (Laravel shape, 9 per page)', () => {
  test('page 1 has the full shape with previous/next entries around numbered links', async () => {
    const body = (await t.app.inject({ url: '/noticias' })).json();
    for (const key of ['data', 'links', 'total', 'from', 'to', 'current_page', 'last_page', 'prev_page_url', 'next_page_url', 'per_page']) {
      assert.ok(key in body, key);
    }
    assert.equal(body.per_page, 9);
    assert.equal(body.data.length, 9);
    assert.deepEqual([body.current_page, body.from, body.to, body.prev_page_url], [1, 1, 9, null]);
    assert.equal(body.next_page_url, 'http://api.test/noticias?page=2');
    assert.deepEqual(body.links[0], { url: null, label: '&laquo; Anterior', active: false });
    assert.equal(body.links.at(-1).label, 'Siguiente &raquo;');
    const numbered = body.links.slice(1, -1);
    assert.deepEqual(numbered.map((l: { label: string }) => l.label), Array.from({ length: body.last_page }, (_, i) => String(i + 1)));
    assert.equal(numbered[0].active, true);
  });

  test('the last page has from/to of its items and no next page', async () => {
    const first = (await t.app.inject({ url: '/noticias' })).json();
    const last = (await t.app.inject({ url: `/noticias?page=${first.last_page}` })).json();
    assert.equal(last.next_page_url, null);
    assert.equal(last.to, first.total);
    assert.equal(last.from, (first.last_page - 1) * 9 + 1);
    assert.equal((await t.app.inject({ url: '/noticias?page=abc' })).json().current_page, 1);
  });

  test('one news item by id and by url', async () => {
    const item = (await t.app.inject({ url: '/noticias' })).json().data[0];
    const byId = (await t.app.inject({ url: `/noticias/${item.id}` })).json();
    const byUrl = (await t.app.inject({ url: `/noticias/url/${item.url}` })).json();
    assert.deepEqual([byId.titulo, byUrl.id], [item.titulo, item.id]);
    assert.equal((await t.app.inject({ url: '/noticias/999999' })).statusCode, 404);
    assert.equal((await t.app.inject({ url: '/noticias/abc' })).statusCode, 404);
  });

  test("each item carries the day it is shown with: created_at's calendar day in Chile", async () => {
    const item = (await t.app.inject({ url: '/noticias' })).json().data[0];
    const { db, cache } = t.app.sello.ctx;
    // Written behind the API's back: its cached answers are dropped as an admin's write drops them.
    const setCreated = async (at: Date) => {
      await db.update(noticias).set({ created_at: at }).where(eq(noticias.id, item.id));
      cache.clear();
    };
    const [row] = await db.select({ created_at: noticias.created_at }).from(noticias).where(eq(noticias.id, item.id));
    try {
      // 02:30 UTC on 4 May is 22:30 on 3 May in Chile (UTC-4 then); 15:00 UTC on 4 January is noon there.
      await setCreated(new Date('2026-05-04T02:30:00Z'));
      const may = (await t.app.inject({ url: `/noticias/${item.id}` })).json();
      await setCreated(new Date('2026-01-04T15:00:00Z'));
      const january = (await t.app.inject({ url: `/noticias/url/${item.url}` })).json();
      assert.deepEqual([may.created_at, may.fecha, january.fecha], ['2026-05-04T02:30:00.000Z', '2026-05-03', '2026-01-04']);
    } finally {
      await setCreated(row!.created_at);
    }
  });
});

describe('admin news', () => {
  test('create sanitises the body, slugs the title, appears first in the public list; update and delete work', async () => {
    const created = await send(t.app, 'POST', '/api/admin/noticias/store', admin, {
      titulo: 'Nueva Noticia de Prueba', cuerpo: '<p onclick="x()">Hola <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>', activo: '1',
      imagen: { filename: 'n.png', content: png(1110, 336) }, imagen_mobile: { filename: 'm.png', content: png(290, 88) },
      imagen_alt: 'Personas en una plaza accesible', imagen_mobile_alt: 'Plaza accesible',
    });
    assert.equal(created.statusCode, 200, created.body);
    const news = created.json();
    assert.equal(news.message, '¡Noticia creada con éxito!');
    assert.equal(news.url, 'nueva-noticia-de-prueba');
    assert.doesNotMatch(news.cuerpo, /script|onclick|javascript:/i);
    assert.match(news.cuerpo, /Hola/);
    const list = (await t.app.inject({ url: '/noticias' })).json();
    assert.equal(list.data[0].id, news.id);

    const again = await send(t.app, 'POST', '/api/admin/noticias/store', admin, { titulo: 'Nueva Noticia de Prueba', cuerpo: '<p>otra</p>' });
    assert.equal(again.json().url, 'nueva-noticia-de-prueba-2');

    const updated = await send(t.app, 'PATCH', `/api/admin/noticias/${news.id}`, admin, { titulo: 'Título cambiado', activo: 'false' });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().titulo, 'Título cambiado');
    assert.equal((await t.app.inject({ url: `/noticias/${news.id}` })).statusCode, 404, 'inactive news are not public');
    // A new title moves the slug; the admin finds the item under the new one.
    assert.equal(updated.json().url, 'titulo-cambiado');
    assert.equal((await t.app.inject({ url: `/api/admin/noticias/url/${updated.json().url}`, headers: bearer(admin) })).statusCode, 200);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/noticias/${news.id}`, headers: bearer(admin) });
    assert.equal(removed.statusCode, 200);
    assert.equal((await t.app.inject({ url: `/${news.imagen}` })).statusCode, 404);
  });

  test('news without a title answers 422', async () => {
    const res = await send(t.app, 'POST', '/api/admin/noticias/store', admin, { cuerpo: '<p>x</p>' });
    assert.equal(res.statusCode, 422);
    assert.ok(res.json().errors.titulo);
  });
});

describe('admin institutions, downloadables and home', () => {
  test('institution create, edit view, update and delete', async () => {
    const [, lastYear, yearBefore] = certificationYears();
    const created = await send(t.app, 'POST', '/api/admin/instituciones/store', admin, {
      titulo: 'Servicio de Prueba', tipo_reconocimiento: 'Sello Chile Inclusivo', anno_certificacion: String(lastYear), logo: { filename: 'l.png', content: png(150, 60) }, logo_alt: 'Logo del Servicio de Prueba',
    });
    assert.equal(created.statusCode, 200, created.body);
    const id = created.json().id;
    const edit = (await t.app.inject({ url: `/api/admin/instituciones/${id}/editar`, headers: bearer(admin) })).json();
    assert.deepEqual([edit.titulo, edit.anno_certificacion], ['Servicio de Prueba', lastYear]);
    const updated = await send(t.app, 'PATCH', `/api/admin/instituciones/${id}`, admin, { anno_certificacion: String(yearBefore) });
    assert.equal(updated.json().anno_certificacion, yearBefore);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/admin/instituciones/${id}`, headers: bearer(admin) })).statusCode, 200);
    assert.equal((await t.app.inject({ url: `/api/admin/instituciones/${id}/editar`, headers: bearer(admin) })).statusCode, 404);
  });

  test('home text is sanitised and the landing image must be 1100x336', async () => {
    const bad = await send(t.app, 'PUT', '/api/admin/home', admin, { landing_image: { filename: 'h.png', content: png(1000, 336) } });
    assert.equal(bad.statusCode, 422);
    const ok = await send(t.app, 'PUT', '/api/admin/home', admin, {
      texto_bajada: '<p>Texto <img src=x onerror=alert(1)></p>', landing_image: { filename: 'h.png', content: png(1100, 336) }, landing_image_alt: 'Vista de una plaza',
    });
    assert.equal(ok.statusCode, 200, ok.body);
    const home = (await t.app.inject({ url: '/home' })).json();
    assert.doesNotMatch(home.texto_bajada, /onerror/);
    assert.equal(home.landing_image, ok.json().landing_image);
  });
});
