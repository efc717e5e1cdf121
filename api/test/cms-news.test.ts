/**
 * News in the admin CMS (issue 10): alt text required for each image, drafts and scheduled
 * publication (invisible to the public until its time, then visible without anyone acting), preview,
 * rename with a redirect from the old URL, revisions with restore, and public answers that change at
 * once after every save.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { noticias } from '../src/db/schema';
import { type TestApp, withAdminApp } from './helpers/app';
import { bearer, png, send } from './helpers/http';
import { todayInChile } from '../src/services/review/common';

let t: TestApp;
let admin: string;
withAdminApp((app, token) => { t = app; admin = token; });

const desktop = () => ({ filename: 'escritorio.png', content: png(1110, 336) });
const mobile = () => ({ filename: 'movil.png', content: png(290, 88) });
const publicList = async () => (await t.app.inject({ url: '/noticias' })).json() as { data: { id: number; url: string }[]; total: number };
const create = (fields: Parameters<typeof send>[4]) => send(t.app, 'POST', '/api/admin/noticias/store', admin, fields);

describe('alternative text', () => {
  test('an image without its alt text is refused and nothing is stored; with it both images and alt texts reach the public detail', async () => {
    const before = (await publicList()).total;
    const noAlt = await create({ titulo: 'Noticia sin texto alternativo', cuerpo: '<p>x</p>', imagen: desktop(), imagen_mobile: mobile(), imagen_mobile_alt: 'Vista móvil' });
    assert.equal(noAlt.statusCode, 422);
    assert.deepEqual(noAlt.json().errors, { imagen_alt: ['El texto alternativo de la imagen es requerido.'] });
    const blank = await create({ titulo: 'Noticia con alt en blanco', cuerpo: '<p>x</p>', imagen_mobile: mobile(), imagen_mobile_alt: '   ' });
    assert.equal(blank.statusCode, 422);
    assert.deepEqual(blank.json().errors, { imagen_mobile_alt: ['El texto alternativo de la imagen es requerido.'] });
    assert.equal((await publicList()).total, before);

    const ok = await create({
      titulo: 'Noticia con imágenes descritas', cuerpo: '<p><strong>Hola</strong></p>',
      imagen: desktop(), imagen_alt: 'Rampa de acceso a un edificio público', imagen_mobile: mobile(), imagen_mobile_alt: 'Rampa de acceso',
    });
    assert.equal(ok.statusCode, 200, ok.body);
    const detail = (await t.app.inject({ url: `/noticias/url/${ok.json().url}` })).json();
    assert.equal(detail.imagen_alt, 'Rampa de acceso a un edificio público');
    assert.equal(detail.imagen_mobile_alt, 'Rampa de acceso');
    assert.equal((await t.app.inject({ url: `/${detail.imagen}` })).statusCode, 200);

    // The alt text of an existing image cannot be emptied; a wrong-size image is refused by the server.
    const emptied = await send(t.app, 'PATCH', `/api/admin/noticias/${ok.json().id}`, admin, { imagen_alt: '' });
    assert.equal(emptied.statusCode, 422);
    const wrongSize = await send(t.app, 'PATCH', `/api/admin/noticias/${ok.json().id}`, admin, { imagen: { filename: 'x.png', content: png(1200, 336) }, imagen_alt: 'x' });
    assert.equal(wrongSize.statusCode, 422);
    assert.equal(wrongSize.json().message, 'Imagen no válida');
    assert.equal((await t.app.inject({ url: `/noticias/${ok.json().id}` })).json().imagen, detail.imagen);
  });
});

describe('long texts', () => {
  test('a body within the limit is stored whole, however many bytes its letters take; one past the multipart field limit is refused, not cut', async () => {
    // 160,007 characters (the limit is 200,000), 320,000 bytes: the form parser cut it at 300,000 bytes and the
    // news item was saved with 10,000 characters less and a broken last letter.
    const cuerpo = `<p>${'á'.repeat(160_000)}</p>`;
    const ok = await create({ titulo: 'Noticia larga con tildes', cuerpo });
    assert.equal(ok.statusCode, 200, ok.body.slice(0, 200));
    const stored: string = (await t.app.inject({ url: `/noticias/url/${ok.json().url}` })).json().cuerpo;
    assert.equal(stored.length, cuerpo.length);
    assert.ok(stored === cuerpo, 'the body is stored as sent');

    // Past the parser's limit (3-byte letters): refused, nothing stored (cut at 300,000 bytes it fitted the
    // 200,000 characters and was saved as a third of itself).
    const before = (await publicList()).total;
    const over = await create({ titulo: 'Noticia demasiado larga', cuerpo: `<p>${'€'.repeat(200_001)}</p>` });
    assert.equal(over.statusCode, 413, over.body.slice(0, 200));
    assert.deepEqual(over.json(), { message: 'El formulario tiene un texto demasiado largo.', errors: { cuerpo: ['El texto es demasiado largo.'] } });
    assert.equal((await publicList()).total, before);
  });
});

describe('excerpt', () => {
  test('a card excerpt reads as the body reads: paragraphs apart, an ampersand as itself, cut between words', async () => {
    const long = 'palabra '.repeat(40).trim();
    const created = await create({
      titulo: 'Ciencia y accesibilidad', estado: 'borrador',
      cuerpo: `<p>Ciencia &amp; <strong>Tecnología</strong>, juntas.</p><ul><li>Uno</li><li>Dos</li></ul><p>${long}</p>`,
    });
    assert.equal(created.statusCode, 200, created.body);
    const { excerpt } = created.json() as { excerpt: string };
    assert.ok(excerpt.startsWith('Ciencia & Tecnología, juntas. Uno Dos palabra palabra'), excerpt);
    assert.match(excerpt, /^[^<>]*palabra…$/, 'ends on a whole word, no markup');
    assert.ok(excerpt.length <= 151, String(excerpt.length));
  });
});

describe('drafts and scheduled publication', () => {
  test('a draft is invisible to the public but the admin previews it; publishing shows it at once', async () => {
    const draft = await create({ titulo: 'Borrador del comunicado', cuerpo: '<p>Aún no</p>', estado: 'borrador' });
    assert.equal(draft.statusCode, 200, draft.body);
    assert.equal(draft.json().estado, 'borrador');
    assert.equal(draft.json().ruta_publica, '/noticias/detail/borrador-del-comunicado');
    const { id, url } = draft.json();
    assert.equal((await t.app.inject({ url: `/noticias/${id}` })).statusCode, 404);
    assert.equal((await t.app.inject({ url: `/noticias/url/${url}` })).statusCode, 404);
    assert.ok(!(await publicList()).data.some((n) => n.id === id));
    const preview = await t.app.inject({ url: `/api/admin/noticias/${id}`, headers: bearer(admin) });
    assert.equal(preview.statusCode, 200);
    assert.equal(preview.json().cuerpo, '<p>Aún no</p>');

    const published = await send(t.app, 'PATCH', `/api/admin/noticias/${id}`, admin, { estado: 'publicada' });
    assert.equal(published.json().estado, 'publicada');
    assert.equal((await publicList()).data[0]?.id, id);
  });

  test('a news item scheduled a few seconds ahead is absent from the list and its URL is 404 until then, then appears by itself', async () => {
    const at = new Date(Date.now() + 2500);
    const scheduled = await create({ titulo: 'Noticia programada para luego', cuerpo: '<p>Pronto</p>', publicar_en: at.toISOString() });
    assert.equal(scheduled.statusCode, 200, scheduled.body);
    assert.equal(scheduled.json().estado, 'programada');
    assert.equal(scheduled.json().publicar_en, at.toISOString());
    const { id, url } = scheduled.json();
    // Read the public answers (and fill their caches) before the time.
    assert.ok(!(await publicList()).data.some((n) => n.id === id));
    assert.equal((await t.app.inject({ url: `/noticias/url/${url}` })).statusCode, 404);
    assert.equal((await t.app.inject({ url: `/noticias/${id}` })).statusCode, 404);

    await sleep(Math.max(0, at.getTime() - Date.now()) + 300);
    const list = await publicList();
    assert.equal(list.data[0]?.id, id, 'first in the list once its time has come');
    assert.equal((await t.app.inject({ url: `/noticias/url/${url}` })).statusCode, 200);
    assert.equal((await t.app.inject({ url: `/noticias/${id}` })).statusCode, 200);
    assert.equal((await t.app.inject({ url: `/api/admin/noticias/${id}`, headers: bearer(admin) })).json().estado, 'publicada');
  });

  test('a scheduled item written days before its time shows the day it appeared, and takes its place in the list by it', async () => {
    const at = new Date(Date.now() + 2500);
    const scheduled = await create({ titulo: 'Anuncio escrito con días de anticipación', cuerpo: '<p>Hoy</p>', publicar_en: at.toISOString() });
    assert.equal(scheduled.statusCode, 200, scheduled.body);
    const { id, url } = scheduled.json();
    // Written three days ago (an older item, published at once, was written two days ago).
    const day = 24 * 3600 * 1000;
    await t.app.sello.ctx.db.update(noticias).set({ created_at: new Date(Date.now() - 3 * day) }).where(eq(noticias.id, id));
    const older = await create({ titulo: 'Noticia de hace dos días', cuerpo: '<p>Antes</p>' });
    await t.app.sello.ctx.db.update(noticias).set({ created_at: new Date(Date.now() - 2 * day) }).where(eq(noticias.id, older.json().id));

    await sleep(Math.max(0, at.getTime() - Date.now()) + 300);
    const shown = (await t.app.inject({ url: `/noticias/url/${url}` })).json();
    assert.equal(shown.fecha, todayInChile(new Date()), 'the day it became public, not the day it was written');
    const ids = (await publicList()).data.map((n) => n.id);
    assert.ok(ids.indexOf(id) < ids.indexOf(older.json().id), 'listed before the item published two days ago');
  });

  test('a malformed schedule is refused', async () => {
    // Words; a day no month has (it was stored as 2 March); year 0 (PostgreSQL refused it: a 500).
    for (const publicar_en of ['mañana a las 10', '2026-02-30T10:00Z', '0000-01-01T00:00Z']) {
      const res = await create({ titulo: `Fecha mala ${publicar_en}`, cuerpo: '<p>x</p>', publicar_en });
      assert.equal(res.statusCode, 422, publicar_en);
      assert.deepEqual(res.json().errors.publicar_en, ['La fecha de publicación no es válida.']);
    }
  });
});

describe('rename and revisions', () => {
  test('a new title moves the slug; the old URL answers 301 with the new one; the list shows the change at once', async () => {
    const created = (await create({ titulo: 'Título original del aviso', cuerpo: '<p>Uno</p>' })).json();
    assert.equal(created.url, 'titulo-original-del-aviso');
    assert.equal((await publicList()).data[0]?.url, created.url);
    const renamed = await send(t.app, 'PATCH', `/api/admin/noticias/${created.id}`, admin, { titulo: 'Título corregido del aviso' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().url, 'titulo-corregido-del-aviso');
    assert.equal((await publicList()).data[0]?.url, 'titulo-corregido-del-aviso', 'the cached public list changed at once');

    const old = await t.app.inject({ url: '/noticias/url/titulo-original-del-aviso' });
    assert.equal(old.statusCode, 301);
    assert.equal(old.headers.location, 'http://api.test/noticias/url/titulo-corregido-del-aviso');
    assert.deepEqual(old.json(), { message: 'La noticia cambió de dirección.', url: 'titulo-corregido-del-aviso', redirect: '/noticias/detail/titulo-corregido-del-aviso' });
    assert.equal((await t.app.inject({ url: '/noticias/url/titulo-corregido-del-aviso' })).json().id, created.id);

    // A new item that takes the old slug owns it: no redirect any more.
    const taker = (await create({ titulo: 'Título original del aviso', cuerpo: '<p>Otro</p>' })).json();
    assert.equal(taker.url, 'titulo-original-del-aviso');
    assert.equal((await t.app.inject({ url: '/noticias/url/titulo-original-del-aviso' })).json().id, taker.id);
  });

  test('every save is a revision; restoring one brings back its title, body and image', async () => {
    const created = (await create({ titulo: 'Aviso con historia', cuerpo: '<p>Primera versión</p>', imagen: desktop(), imagen_alt: 'Primera imagen' })).json();
    const firstImage = created.imagen;
    await send(t.app, 'PATCH', `/api/admin/noticias/${created.id}`, admin, { cuerpo: '<p>Segunda versión</p>' });
    await send(t.app, 'PATCH', `/api/admin/noticias/${created.id}`, admin, { titulo: 'Aviso con historia nueva', imagen: desktop(), imagen_alt: 'Segunda imagen' });

    const revisions = (await t.app.inject({ url: `/api/admin/noticias/${created.id}/revisiones`, headers: bearer(admin) })).json();
    assert.equal(revisions.length, 3);
    assert.deepEqual(revisions.map((r: { cuerpo: string }) => r.cuerpo), ['<p>Segunda versión</p>', '<p>Segunda versión</p>', '<p>Primera versión</p>']);
    assert.equal(revisions[0].usuario, 'Ana Administradora');
    const first = revisions[2];

    const restored = await t.app.inject({ method: 'POST', url: `/api/admin/noticias/${created.id}/restaurar`, headers: bearer(admin), payload: { revision_id: first.id } });
    assert.equal(restored.statusCode, 200, restored.body);
    assert.equal(restored.json().message, 'Versión restaurada.');
    const pub = (await t.app.inject({ url: `/noticias/${created.id}` })).json();
    assert.deepEqual([pub.titulo, pub.cuerpo, pub.url, pub.imagen, pub.imagen_alt], ['Aviso con historia', '<p>Primera versión</p>', 'aviso-con-historia', firstImage, 'Primera imagen']);
    assert.equal((await t.app.inject({ url: `/${firstImage}` })).statusCode, 200, 'the restored image is still served');
    assert.equal((await t.app.inject({ url: `/api/admin/noticias/${created.id}/revisiones`, headers: bearer(admin) })).json().length, 4);

    const foreign = await t.app.inject({ method: 'POST', url: `/api/admin/noticias/${created.id}/restaurar`, headers: bearer(admin), payload: { revision_id: 987654 } });
    assert.equal(foreign.statusCode, 404);

    // Deleting the item deletes its revisions and every image they kept.
    const images = [firstImage, revisions[0].imagen_url.replace('http://api.test/', '')];
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/admin/noticias/${created.id}`, headers: bearer(admin) })).statusCode, 200);
    for (const image of images) assert.equal((await t.app.inject({ url: `/${image}` })).statusCode, 404);
    assert.equal((await t.app.inject({ url: `/api/admin/noticias/${created.id}/revisiones`, headers: bearer(admin) })).statusCode, 404);
  });
});
