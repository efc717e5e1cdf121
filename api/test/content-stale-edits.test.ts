/**
 * Two admins edit the same item, one after the other: each edit form sends back the `updated_at` it
 * loaded, and a save made after someone else's is refused (409) and changes nothing, instead of
 * silently undoing the other person's work. A save without it (an older admin release) is not checked.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { certificationYears } from '@sello/shared-api/schemas';
import { archivos, auditLog } from '../src/db/schema';
import { type TestApp, withAdminApp } from './helpers/app';
import { bearer, pdf, png, send } from './helpers/http';

let t: TestApp;
let admin: string;
withAdminApp((app, token) => { t = app; admin = token; });

const read = async (url: string) => (await t.app.inject({ url, headers: bearer(admin) })).json();
const storedFiles = async () => (await t.app.sello.ctx.db.select({ id: archivos.id }).from(archivos)).length;
const stale = /^Alguien guardó cambios en (esta noticia|esta institución|este documento|la portada) después de que abriste este formulario\./;

describe('an edit saved after someone else\'s', () => {
  test('news, a recognised institution, a document and the home page: 409 and nothing changes; the fresh version saves', async () => {
    const [year] = certificationYears();
    const news = (await send(t.app, 'POST', '/api/admin/noticias/store', admin, { titulo: 'Aviso editado por dos', cuerpo: '<p>x</p>' })).json();
    const institution = (await send(t.app, 'POST', '/api/admin/instituciones/store', admin, {
      titulo: 'Municipalidad editada por dos', tipo_reconocimiento: 'Sello Chile Inclusivo', anno_certificacion: String(year), logo: { filename: 'l.png', content: png(200, 60) }, logo_alt: 'Logo',
    })).json();
    const document = (await send(t.app, 'POST', '/api/admin/descargables/store', admin, {
      nombre: 'Documento editado por dos', ubicacion: 'Inicio', documento: { filename: 'd.pdf', content: await pdf(), type: 'application/pdf' },
    })).json();
    const cases = [
      { method: 'PATCH', url: `/api/admin/noticias/${news.id}`, get: `/api/admin/noticias/${news.id}`, field: 'titulo', first: 'Título de la primera persona', second: 'Título de la segunda persona', file: { imagen: { filename: 'n.png', content: png(1110, 336) }, imagen_alt: 'Foto' } },
      { method: 'PATCH', url: `/api/admin/instituciones/${institution.id}`, get: `/api/admin/instituciones/${institution.id}/editar`, field: 'titulo', first: 'Municipalidad primera', second: 'Municipalidad segunda', file: { logo: { filename: 'l.png', content: png(200, 60) }, logo_alt: 'Logo nuevo' } },
      { method: 'PATCH', url: `/api/admin/descargables/${document.id}`, get: `/api/admin/descargables/${document.id}`, field: 'nombre', first: 'Documento primero', second: 'Documento segundo', file: { documento: { filename: 'd.pdf', content: await pdf(), type: 'application/pdf' } } },
      { method: 'PUT', url: '/api/admin/home', get: '/api/admin/home', field: 'texto_bajada', first: '<p>Texto de la primera persona</p>', second: '<p>Texto de la segunda persona</p>', file: {} },
    ] as const;
    for (const c of cases) {
      const loaded = await read(c.get);
      assert.ok(loaded.updated_at, `${c.get} sends its updated_at`);
      // Both people opened the form on the same version; the first saves.
      const first = await send(t.app, c.method, c.url, admin, { [c.field]: c.first, updated_at: loaded.updated_at });
      assert.equal(first.statusCode, 200, first.body);
      const files = await storedFiles();
      // The second saves later, with a new file too: refused, nothing stored, the first's text kept.
      const second = await send(t.app, c.method, c.url, admin, { [c.field]: c.second, updated_at: loaded.updated_at, ...c.file });
      assert.equal(second.statusCode, 409, `${c.url}: ${second.body}`);
      assert.match(second.json().message, stale);
      assert.equal(await storedFiles(), files, `${c.url}: no file kept from the refused save`);
      assert.equal((await read(c.get))[c.field], c.first);
      // Reloaded, the second person's save goes through.
      const again = await send(t.app, c.method, c.url, admin, { [c.field]: c.second, updated_at: (await read(c.get)).updated_at });
      assert.equal(again.statusCode, 200, again.body);
      assert.equal((await read(c.get))[c.field], c.second);
      // An older admin release sends no version: saved as before.
      assert.equal((await send(t.app, c.method, c.url, admin, { [c.field]: c.first })).statusCode, 200);
    }
  });

  test('a version that is not a date is a 422 on the field, not a 500; the audit log does not list it as an edited field', async () => {
    const news = (await send(t.app, 'POST', '/api/admin/noticias/store', admin, { titulo: 'Aviso con versión rara', cuerpo: '<p>x</p>' })).json();
    const odd = await send(t.app, 'PATCH', `/api/admin/noticias/${news.id}`, admin, { titulo: 'Otro título', updated_at: 'ayer' });
    assert.equal(odd.statusCode, 422, odd.body);
    assert.deepEqual(odd.json().errors.updated_at, ['La versión del formulario no es válida. Recarga la página.']);
    const fresh = await send(t.app, 'PATCH', `/api/admin/noticias/${news.id}`, admin, { titulo: 'Otro título', updated_at: (await read(`/api/admin/noticias/${news.id}`)).updated_at });
    assert.equal(fresh.statusCode, 200, fresh.body);
    const [entry] = await t.app.sello.ctx.db.select({ detail: auditLog.detail }).from(auditLog)
      .where(and(eq(auditLog.entity, 'noticia'), eq(auditLog.entity_id, String(news.id)), eq(auditLog.action, 'actualizar')));
    assert.deepEqual((entry?.detail as { campos: string[] }).campos, ['titulo']);
  });
});
