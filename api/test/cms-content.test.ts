/**
 * Recognised institutions, downloadables and the home page in the admin CMS (issue 10): alt text
 * required for logos and the landing image, vigencia computed from the certification year, and every
 * change visible in the public answers at once (their caches are dropped on each save).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CERTIFICATION_YEAR_MESSAGE, certificationYears } from '@sello/shared-api/schemas';
import { vigencia } from '../src/services/institutions';
import { createTestApp, type TestApp } from './helpers/app';
import { bearer, pdf, png, send, staffToken } from './helpers/http';
import { atOnce } from './helpers/race';

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

  test('the year is Chile\'s: at 23:00 of 31 December in Santiago it is still that year', () => {
    const newYearsEveInSantiago = new Date('2027-01-01T02:00:00Z'); // 23:00, UTC-3 (summer time)
    assert.equal(vigencia(2024, newYearsEveInSantiago), 'Vigente');
    assert.equal(vigencia(2024, new Date('2027-01-01T03:30:00Z')), 'No vigente');
  });

  test('the public list turns No vigente when the Chilean year changes, though no write cleared its cache', async (context) => {
    const [seeded] = await publicInstitutions();
    assert.ok(seeded, 'demo institutions');
    const lastYear = seeded.vigente_hasta; // Vigente through 31 December of it
    context.mock.timers.enable({ apis: ['Date'], now: Date.parse(`${lastYear + 1}-01-01T02:00:00Z`) }); // 23:00 of 31 December there
    const before = (await publicInstitutions()).find((i) => i.id === seeded.id);
    assert.equal(before?.vigencia, 'Vigente');
    context.mock.timers.setTime(Date.parse(`${lastYear + 1}-01-01T04:00:00Z`)); // 01:00 of 1 January
    const after = (await publicInstitutions()).find((i) => i.id === seeded.id);
    assert.equal(after?.vigencia, 'No vigente');
  });
});

describe('recognised institutions', () => {
  test('the logo needs its alt text; create, edit and delete show on the public list at once', async () => {
    const [year] = certificationYears();
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

    const older = await send(t.app, 'PATCH', `/api/admin/instituciones/${created.json().id}`, admin, { anno_certificacion: String(year - 2), texto: '' });
    assert.equal(older.statusCode, 200, older.body);
    const edited = (await publicInstitutions()).find((i) => i.id === created.json().id);
    assert.deepEqual([edited?.vigencia, edited?.vigente_hasta, edited?.texto], ['Vigente', year, null]);
    const emptied = await send(t.app, 'PATCH', `/api/admin/instituciones/${created.json().id}`, admin, { logo_alt: '' });
    assert.equal(emptied.statusCode, 422);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/instituciones/${created.json().id}`, headers: bearer(admin) });
    assert.equal(removed.statusCode, 200);
    assert.ok(!(await publicInstitutions()).some((i) => i.id === created.json().id));
  });
});

describe('certification year (spec 9: the current year and the two before)', () => {
  const outsideTheYears = (res: { statusCode: number; body: string; json: () => { message: string; errors: unknown } }) => {
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual([res.json().message, res.json().errors], ['Los datos enviados no son válidos.', { anno_certificacion: [CERTIFICATION_YEAR_MESSAGE] }]);
  };

  test('a new institution takes one of those years, and an edit cannot move it out of them', async () => {
    const [year] = certificationYears();
    const fields = (anno: number) => ({
      titulo: 'Municipalidad del Año', tipo_reconocimiento: 'Sello Chile Inclusivo', anno_certificacion: String(anno),
      logo: { filename: 'l.png', content: png(200, 60) }, logo_alt: 'Escudo de la Municipalidad del Año',
    });
    for (const anno of [year - 3, year + 1]) outsideTheYears(await send(t.app, 'POST', '/api/admin/instituciones/store', admin, fields(anno)));
    assert.ok(!(await publicInstitutions()).some((i) => i.titulo === 'Municipalidad del Año'));

    const created = await send(t.app, 'POST', '/api/admin/instituciones/store', admin, fields(year - 2));
    assert.equal(created.statusCode, 200, created.body);
    outsideTheYears(await send(t.app, 'PATCH', `/api/admin/instituciones/${created.json().id}`, admin, { anno_certificacion: String(year - 3) }));
    const stored = await t.app.inject({ url: `/api/admin/instituciones/${created.json().id}/editar`, headers: bearer(admin) });
    assert.equal(stored.json().anno_certificacion, year - 2);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/admin/instituciones/${created.json().id}`, headers: bearer(admin) })).statusCode, 200);
  });

  test('an institution certified before them stays editable with its own year, but cannot move to another old one', async () => {
    const [year] = certificationYears();
    const list = (await t.app.inject({ url: '/api/admin/instituciones', headers: bearer(admin) })).json() as { id: number; anno_certificacion: number }[];
    const old = list.find((i) => i.anno_certificacion < year - 2);
    assert.ok(old, 'the demo data has an institution certified before the last three years');
    const kept = await send(t.app, 'PATCH', `/api/admin/instituciones/${old.id}`, admin, { anno_certificacion: String(old.anno_certificacion), texto: 'Texto editado sin cambiar el año.' });
    assert.equal(kept.statusCode, 200, kept.body);
    const shown = (await publicInstitutions()).find((i) => i.id === old.id);
    assert.deepEqual([shown?.texto, shown?.vigencia], ['Texto editado sin cambiar el año.', 'No vigente']);
    outsideTheYears(await send(t.app, 'PATCH', `/api/admin/instituciones/${old.id}`, admin, { anno_certificacion: String(old.anno_certificacion - 1) }));
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

  test("new bases reach the site's 'Descargar bases': a second document in «bases» is refused, and 'Bases' is stored as the site reads it", async () => {
    const list = async () => (await t.app.inject({ url: '/descargables' })).json() as { id: number; nombre: string; ubicacion: string; documento: string }[];
    const shownBases = async () => (await list()).find((d) => d.ubicacion === 'bases');
    const before = await shownBases();
    assert.ok(before, 'the seed has bases');
    const file = async () => ({ filename: 'bases-2027.pdf', content: await pdf(), type: 'application/pdf' });

    const second = await send(t.app, 'POST', '/api/admin/descargables/store', admin, { nombre: 'Bases 2027', ubicacion: 'bases', documento: await file() });
    assert.equal(second.statusCode, 422, second.body);
    assert.match(second.json().errors.ubicacion[0], /^El sitio muestra un solo documento en «bases»/);
    assert.ok(!(await list()).some((d) => d.nombre === 'Bases 2027'), 'nothing stored that the site would not show');

    // Typed as a person would: it is the bases location, so the same rule holds.
    const typed = await send(t.app, 'POST', '/api/admin/descargables/store', admin, { nombre: 'Bases 2027', ubicacion: ' Bases ', documento: await file() });
    assert.equal(typed.statusCode, 422, typed.body);

    // Another location, then moved to «bases» while the first is there: refused; once the old one moved away, it is the site's bases.
    const draft = await send(t.app, 'POST', '/api/admin/descargables/store', admin, { nombre: 'Bases 2027', ubicacion: 'borrador', documento: await file() });
    assert.equal(draft.statusCode, 200, draft.body);
    const id = draft.json().id as number;
    assert.equal((await send(t.app, 'PATCH', `/api/admin/descargables/${id}`, admin, { ubicacion: 'bases' })).statusCode, 422);
    assert.equal((await send(t.app, 'PATCH', `/api/admin/descargables/${before.id}`, admin, { ubicacion: 'anteriores' })).statusCode, 200);
    const moved = await send(t.app, 'PATCH', `/api/admin/descargables/${id}`, admin, { ubicacion: 'BASES' });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().ubicacion, 'bases');
    assert.equal((await shownBases())?.nombre, 'Bases 2027');
    // Saving the bases again (same location) is not a second one.
    assert.equal((await send(t.app, 'PATCH', `/api/admin/descargables/${id}`, admin, { ubicacion: 'bases', nombre: 'Bases 2027 (v2)' })).statusCode, 200);

    assert.equal((await send(t.app, 'PATCH', `/api/admin/descargables/${before.id}`, admin, { ubicacion: 'Bitácora' })).json().ubicacion, 'bitacora');
  });

  test('names are unique whatever their case or accents: «Guía de postulación» and «GUIA DE POSTULACION» are one name; ñ stays a letter of its own', async () => {
    const list = async () => (await t.app.inject({ url: '/descargables' })).json() as { id: number; nombre: string }[];
    const file = async () => ({ filename: 'guia.pdf', content: await pdf(), type: 'application/pdf' });
    const store = async (nombre: string) => send(t.app, 'POST', '/api/admin/descargables/store', admin, { nombre, ubicacion: 'otros', documento: await file() });
    const first = await store('Guía de postulación');
    assert.equal(first.statusCode, 200, first.body);
    const start = await list();
    for (const nombre of ['Guía de postulación', 'GUIA DE POSTULACION', 'guía de postulación', 'Guia de Postulacion']) {
      const again = await store(nombre);
      assert.equal(again.statusCode, 422, `${nombre}: ${again.body}`);
      assert.deepEqual(again.json().errors, {
        nombre: [nombre === 'Guía de postulación' ? 'Ya existe un documento con ese nombre.' : 'Ya existe un documento llamado «Guía de postulación»: los nombres no distinguen mayúsculas ni tildes.'],
      }, nombre);
    }
    assert.deepEqual(await list(), start, 'nothing stored');

    // A rename to another document's name in other letters is refused too; its own name in other letters is a rename.
    const other = await store('Calendario 2027');
    assert.equal(other.statusCode, 200, other.body);
    const clash = await send(t.app, 'PATCH', `/api/admin/descargables/${other.json().id}`, admin, { nombre: 'guia de postulacion' });
    assert.equal(clash.statusCode, 422, clash.body);
    assert.equal(clash.json().errors.nombre[0], 'Ya existe un documento llamado «Guía de postulación»: los nombres no distinguen mayúsculas ni tildes.');
    const own = await send(t.app, 'PATCH', `/api/admin/descargables/${first.json().id}`, admin, { nombre: 'Guía de Postulación' });
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.json().nombre, 'Guía de Postulación');

    // 'Año' and 'Ano' are different words.
    assert.equal((await store('Informe del año')).statusCode, 200);
    assert.equal((await store('Informe del ano')).statusCode, 200);
  });

  test('two names alike sent at the same moment: one is stored, the other refused', async () => {
    const count = async (nombre: string) => (await t.app.inject({ url: '/descargables' })).json().filter((d: { nombre: string }) => d.nombre.toLowerCase() === nombre).length;
    for (const reversed of [false, true]) {
      const nombre = `reglamento ${reversed ? 'b' : 'a'}`;
      const form = async (typed: string) => ({ nombre: typed, ubicacion: 'otros', documento: { filename: 'r.pdf', content: await pdf(), type: 'application/pdf' } });
      const [lower, upper] = [await form(nombre), await form(nombre.toUpperCase())];
      const answers = await atOnce(t.app.sello.ctx.db, [
        () => send(t.app, 'POST', '/api/admin/descargables/store', admin, lower),
        () => send(t.app, 'POST', '/api/admin/descargables/store', admin, upper),
      ], reversed);
      assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 422], answers.map((a) => a.body).join(' | '));
      assert.equal(await count(nombre), 1);
    }
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
