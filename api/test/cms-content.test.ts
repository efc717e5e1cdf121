/**
 * Recognised institutions, downloadables and the home page in the admin CMS (issue 10): alt text
 * required for logos and the landing image, vigencia computed from the certification year, and every
 * change visible in the public answers at once (their caches are dropped on each save).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { vigencia } from '../src/services/institutions';
import { createTestApp, type TestApp } from './helpers/app';
import { bearer, pdf, png, send, staffToken } from './helpers/http';

let t: TestApp;
let admin: string;

before(async () => {
  t = await createTestApp({ vigenciaAnnos: 2 });
  admin = await staffToken(t.app, 'admin');
});
after(async () => {
  await t.close();
});

const publicInstitutions = async () => (await t.app.inject({ url: '/instituciones-reconocidas' })).json() as {
  id: number; titulo: string; logo_alt: string; vigencia: string; vigente_hasta: number; texto: string | null;
}[];

describe('vigencia', () => {
  test('Vigente through the certification year plus the validity period, No vigente after', () => {
    const now = new Date(2026, 10, 23);
    assert.equal(vigencia(2024, now), 'Vigente');
    assert.equal(vigencia(2023, now), 'No vigente');
    assert.equal(vigencia(2023, now, 3), 'Vigente');
    assert.equal(vigencia(2026, now, 0), 'Vigente');
    assert.equal(vigencia(2025, now, 0), 'No vigente');
  });
});

describe('recognised institutions', () => {
  test('the logo needs its alt text; create, edit and delete show on the public list at once', async () => {
    const year = new Date().getFullYear();
    await publicInstitutions(); // fill the public cache first
    const noAlt = await send(t.app, 'POST', '/api/admin/instituciones/store', admin, {
      titulo: 'Municipalidad de Prueba Alta', tipo_reconocimiento: 'Sello Chile Inclusivo', anno_certificacion: String(year), logo: { filename: 'l.png', content: png(200, 60) },
    });
    assert.equal(noAlt.statusCode, 422);
    assert.deepEqual(noAlt.json().errors, { logo_alt: ['El texto alternativo de la imagen es requerido.'] });
    const badSize = await send(t.app, 'POST', '/api/admin/instituciones/store', admin, {
      titulo: 'Municipalidad de Prueba Alta', tipo_reconocimiento: 'Sello Chile Inclusivo', anno_certificacion: String(year), logo: { filename: 'l.png', content: png(300, 60) }, logo_alt: 'Logo',
    });
    assert.equal(badSize.statusCode, 422);
    assert.equal(badSize.json().message, 'Imagen no válida');
    assert.ok(!(await publicInstitutions()).some((i) => i.titulo === 'Municipalidad de Prueba Alta'));

    const created = await send(t.app, 'POST', '/api/admin/instituciones/store', admin, {
      titulo: 'Municipalidad de Prueba Alta', tipo_reconocimiento: 'Sello Chile Inclusivo', anno_certificacion: String(year),
      logo: { filename: 'l.png', content: png(200, 60) }, logo_alt: 'Logo de la Municipalidad de Prueba Alta', texto: 'Plaza inclusiva.',
    });
    assert.equal(created.statusCode, 200, created.body);
    const row = (await publicInstitutions()).find((i) => i.id === created.json().id);
    assert.ok(row);
    assert.deepEqual([row.logo_alt, row.vigencia, row.vigente_hasta, row.texto], ['Logo de la Municipalidad de Prueba Alta', 'Vigente', year + 2, 'Plaza inclusiva.']);

    const old = await send(t.app, 'PATCH', `/api/admin/instituciones/${created.json().id}`, admin, { anno_certificacion: String(year - 3), texto: '' });
    assert.equal(old.statusCode, 200, old.body);
    const edited = (await publicInstitutions()).find((i) => i.id === created.json().id);
    assert.deepEqual([edited?.vigencia, edited?.texto], ['No vigente', null]);
    const emptied = await send(t.app, 'PATCH', `/api/admin/instituciones/${created.json().id}`, admin, { logo_alt: '' });
    assert.equal(emptied.statusCode, 422);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/instituciones/${created.json().id}`, headers: bearer(admin) });
    assert.equal(removed.statusCode, 200);
    assert.ok(!(await publicInstitutions()).some((i) => i.id === created.json().id));
  });
});

describe('downloadables', () => {
  test('created, renamed, given a new document and deleted: the public list follows each step', async () => {
    const list = async () => (await t.app.inject({ url: '/descargables' })).json() as { id: number; nombre: string; documento: string }[];
    await list();
    const created = await send(t.app, 'POST', '/api/admin/descargables/store', admin, {
      nombre: 'Bases de prueba 2027', ubicacion: 'Inicio', documento: { filename: 'bases.pdf', content: await pdf(), type: 'application/pdf' },
    });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().message, 'Datos enviados correctamente.');
    const id = created.json().id as number;
    assert.equal((await list()).find((d) => d.id === id)?.nombre, 'Bases de prueba 2027');

    const firstDoc = created.json().documento as string;
    const edited = await send(t.app, 'PATCH', `/api/admin/descargables/${id}`, admin, {
      nombre: 'Bases definitivas 2027', documento: { filename: 'bases2.pdf', content: await pdf(), type: 'application/pdf' },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const after = (await list()).find((d) => d.id === id);
    assert.equal(after?.nombre, 'Bases definitivas 2027');
    assert.notEqual(after?.documento, firstDoc);
    assert.equal((await t.app.inject({ url: `/${firstDoc}` })).statusCode, 404, 'the replaced document is gone');

    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/admin/descargables/${id}`, headers: bearer(admin) })).statusCode, 200);
    assert.ok(!(await list()).some((d) => d.id === id));
  });
});

describe('home', () => {
  test('a new landing image needs its alt text; image, alt and sanitised Texto Bajada Home reach the public home at once', async () => {
    const before = (await t.app.inject({ url: '/home' })).json();
    assert.ok(before.landing_image_alt.length > 10, 'the seeded landing image has its alt text');
    const noAlt = await send(t.app, 'PUT', '/api/admin/home', admin, { landing_image: { filename: 'h.png', content: png(1100, 336) } });
    assert.equal(noAlt.statusCode, 422);
    assert.deepEqual(noAlt.json().errors, { landing_image_alt: ['El texto alternativo de la imagen es requerido.'] });
    const wrong = await send(t.app, 'PUT', '/api/admin/home', admin, { landing_image: { filename: 'h.png', content: png(1110, 336) }, landing_image_alt: 'x' });
    assert.equal(wrong.statusCode, 422);
    assert.equal((await t.app.inject({ url: '/home' })).json().landing_image, before.landing_image);

    const ok = await send(t.app, 'PUT', '/api/admin/home', admin, {
      landing_image: { filename: 'h.png', content: png(1100, 336) }, landing_image_alt: 'Sendero accesible en un parque',
      texto_bajada: '<p>Nuevo <strong>texto</strong> <a href="javascript:alert(1)">enlace</a><script>alert(1)</script></p>',
    });
    assert.equal(ok.statusCode, 200, ok.body);
    const home = (await t.app.inject({ url: '/home' })).json();
    assert.notEqual(home.landing_image, before.landing_image);
    assert.equal(home.landing_image_alt, 'Sendero accesible en un parque');
    assert.equal(home.texto_bajada, '<p>Nuevo <strong>texto</strong> <a>enlace</a></p>');
    assert.equal((await t.app.inject({ url: `/${before.landing_image}` })).statusCode, 404, 'the replaced image is gone');

    // Only the text: the image and its alt stay.
    await send(t.app, 'PUT', '/api/admin/home', admin, { texto_bajada: '<p>Solo texto</p>' });
    const again = (await t.app.inject({ url: '/home' })).json();
    assert.deepEqual([again.texto_bajada, again.landing_image, again.landing_image_alt], ['<p>Solo texto</p>', home.landing_image, 'Sendero accesible en un parque']);
  });
});
