import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { certificationYears } from '@sello/shared-api/schemas';
import { count, eq } from 'drizzle-orm';
import { archivos } from '../src/db/schema';
import { type TestApp, withAdminApp } from './helpers/app';
import { bearer, pdf, png, savedAs, send, type Part } from './helpers/http';

const YEAR = String(certificationYears()[0]);

let t: TestApp;
let admin: string;
withAdminApp((app, token) => { t = app; admin = token; });

async function footprint(): Promise<{ rows: number; files: number; temp: number }> {
  const [row] = await t.app.sello.ctx.db.select({ n: count() }).from(archivos);
  return {
    rows: row?.n ?? 0,
    files: fs.readdirSync(path.join(t.dataDir, 'files')).length,
    temp: fs.readdirSync(path.join(t.dataDir, 'tmp')).length,
  };
}

const docFields = (documento: Part) => ({ nombre: `Documento ${Math.random()}`, ubicacion: 'otros', documento });

describe('rejected uploads leave nothing stored', () => {
  const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 1)]);
  const MZ = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0)]);
  const cases: [string, () => Promise<Record<string, Part>>, number][] = [
    ['a renamed Linux executable', async () => docFields({ filename: 'bases.pdf', content: ELF, type: 'application/pdf' }), 422],
    ['a renamed Windows executable', async () => docFields({ filename: 'bases.pdf', content: MZ, type: 'application/pdf' }), 422],
    ['an HTML file named .pdf', async () => docFields({ filename: 'bases.pdf', content: '<html><script>alert(1)</script></html>', type: 'application/pdf' }), 422],
    ['a PNG where a PDF is required', async () => docFields({ filename: 'bases.pdf', content: png(120, 60) }), 422],
    ['an oversize PDF', async () => docFields({ filename: 'grande.pdf', content: Buffer.concat([Buffer.from(await pdf()), Buffer.alloc(21 * 1024 * 1024)]) }), 413],
  ];
  for (const [name, body, status] of cases) {
    test(name, async () => {
      const beforeState = await footprint();
      const res = await send(t.app, 'POST', '/api/admin/descargables/store', admin, await body());
      assert.equal(res.statusCode, status, res.body);
      assert.match(res.json().message, /[a-záéíóú]/);
      assert.deepEqual(await footprint(), beforeState);
    });
  }

  test('an image outside the logo dimension rules is refused with the spec text', async () => {
    const beforeState = await footprint();
    const res = await send(t.app, 'POST', '/api/admin/instituciones/store', admin, {
      titulo: 'Logo grande', tipo_reconocimiento: 'Sello', anno_certificacion: YEAR, logo: { filename: 'logo.png', content: png(400, 200) },
    });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, 'Imagen no válida');
    assert.deepEqual(res.json().errors.logo, ['La imagen no cumple con las dimensiones (Mínimo 100x50 y máximo 255x70).']);
    assert.deepEqual(await footprint(), beforeState);
  });

  test('a news image outside the desktop rule is refused', async () => {
    const res = await send(t.app, 'POST', '/api/admin/noticias/store', admin, {
      titulo: 'Imagen grande', cuerpo: '<p>x</p>', imagen: { filename: 'n.png', content: png(1200, 400) },
    });
    assert.equal(res.statusCode, 422);
    assert.match(res.json().errors.imagen[0], /Mínimo 100x100 y máximo 1110x336/);
  });

  test('a JSON body on an upload route answers 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/descargables/store', headers: bearer(admin), payload: { nombre: 'x' } });
    assert.equal(res.statusCode, 415);
  });
});

describe('accepted uploads', () => {
  test('a path-traversal file name is refused (acceptance 5); a plain name is stored under a generated name', async () => {
    const beforeState = await footprint();
    const refused = await send(t.app, 'POST', '/api/admin/descargables/store', admin, docFields({ filename: '../../etc/passwd.pdf', content: await pdf() }));
    assert.equal(refused.statusCode, 422, refused.body);
    assert.deepEqual(await footprint(), beforeState);
    const res = await send(t.app, 'POST', '/api/admin/descargables/store', admin, docFields({ filename: 'passwd.pdf', content: await pdf() }));
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.json().documento, /^media\/[0-9a-f-]{36}\.pdf$/);
    const afterState = await footprint();
    assert.deepEqual([afterState.rows - beforeState.rows, afterState.files - beforeState.files], [1, 1]);
    const media = await t.app.inject({ url: `/${res.json().documento}` });
    assert.equal(media.statusCode, 200);
    assert.match(String(media.headers['cache-control']), /max-age=31536000/);
    assert.deepEqual(savedAs(media), { type: 'inline', filename: 'passwd.pdf' });
  });

  test('replacing a downloadable document removes the old file', async () => {
    const created = await send(t.app, 'POST', '/api/admin/descargables/store', admin, docFields({ filename: 'v1.pdf', content: await pdf() }));
    const oldPath = created.json().documento;
    const beforeState = await footprint();
    const updated = await send(t.app, 'PATCH', `/api/admin/descargables/${created.json().id}`, admin, { documento: { filename: 'v2.pdf', content: await pdf() } });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.notEqual(updated.json().documento, oldPath);
    assert.deepEqual(await footprint(), beforeState);
    assert.equal((await t.app.inject({ url: `/${oldPath}` })).statusCode, 404);
  });

  test('a valid logo is stored and served publicly; private files never are', async () => {
    const res = await send(t.app, 'POST', '/api/admin/instituciones/store', admin, {
      titulo: 'Institución con logo', tipo_reconocimiento: 'Sello Chile Inclusivo', anno_certificacion: YEAR, logo_alt: 'Logo de la Institución con logo', logo: { filename: 'logo.png', content: png(200, 60) },
    });
    assert.equal(res.statusCode, 200, res.body);
    const logo = await t.app.inject({ url: `/${res.json().logo}` });
    assert.equal(logo.statusCode, 200);
    assert.equal(logo.headers['content-type'], 'image/png');
    // The same stored file, once private (as every applicant file is), is not served at its address.
    const key = path.basename(String(res.json().logo));
    await t.app.sello.ctx.db.update(archivos).set({ publico: false }).where(eq(archivos.storage_key, key));
    const hidden = await t.app.inject({ url: `/${res.json().logo}` });
    assert.equal(hidden.statusCode, 404);
    assert.equal(hidden.json().message, 'El archivo no existe.');
  });

  test('unknown media keys answer 404 JSON', async () => {
    for (const url of ['/media/..%2F..%2Fetc%2Fpasswd', '/media/00000000-0000-0000-0000-000000000000.pdf', '/media/x']) {
      const res = await t.app.inject({ url });
      assert.equal(res.statusCode, 404);
      assert.ok(res.json().message);
    }
  });
});
