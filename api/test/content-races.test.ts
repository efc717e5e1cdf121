/**
 * Admin content edited by two people at once (found by a race audit). An edit reads the row before
 * its body arrives (an upload takes seconds); what another admin commits meanwhile must be seen:
 * an item deleted meanwhile is a 404 (it was a 500 for news, a 200 and a false audit entry for
 * institutions and documents), two logo replacements leave only the current file, and two renames
 * leave a redirect from every address that was live.
 */
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { archivos, auditLog, noticiaRedirecciones } from '../src/db/schema';
import { certificationYears } from '@sello/shared-api/schemas';
import { type TestApp, withAdminApp } from './helpers/app';
import { bearer, multipart, pdf, png, send } from './helpers/http';

let t: TestApp;
let admin: string;
withAdminApp((app, token) => { t = app; admin = token; });

/**
 * A multipart request whose body stops halfway until `finish()`: the route has made its first read
 * and waits for the rest, as it does for a slow upload.
 */
async function held(method: 'PATCH' | 'PUT', url: string, fields: Parameters<typeof multipart>[0]) {
  const body = await multipart(fields);
  const stream = new PassThrough();
  const half = Math.floor(body.payload.length / 2);
  stream.write(body.payload.subarray(0, half));
  const response = t.app.inject({ method, url, payload: stream, headers: { ...body.headers, ...bearer(admin) } });
  await sleep(300); // the route has read the row and is reading the body
  return { response, finish: () => stream.end(body.payload.subarray(half)) };
}

const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(admin) });
const auditOf = (entity: string, id: number) => t.app.sello.ctx.db.select({ action: auditLog.action }).from(auditLog)
  .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id)))).orderBy(auditLog.id);

describe('an edit whose item is deleted while its body arrives', () => {
  test('news: 404, no 500 and no redirect to a deleted item', async () => {
    const created = await send(t.app, 'POST', '/api/admin/noticias/store', admin, { titulo: 'Aviso que se borrará', cuerpo: '<p>x</p>' });
    const id = created.json().id as number;
    const edit = await held('PATCH', `/api/admin/noticias/${id}`, { titulo: 'Aviso renombrado mientras se borra' });
    assert.equal((await del(`/api/admin/noticias/${id}`)).statusCode, 200);
    edit.finish();
    const answer = await edit.response;
    assert.equal(answer.statusCode, 404, answer.body);
    assert.equal(answer.json().message, 'La noticia no existe.');
    assert.equal((await t.app.sello.ctx.db.select().from(noticiaRedirecciones).where(eq(noticiaRedirecciones.noticia_id, id))).length, 0);
  });

  test('a recognised institution and a document: 404, and the audit log records no edit after the deletion', async () => {
    const [year] = certificationYears();
    const institution = await send(t.app, 'POST', '/api/admin/instituciones/store', admin, {
      titulo: 'Municipalidad que se borrará', tipo_reconocimiento: 'Sello Chile Inclusivo', anno_certificacion: String(year), logo: { filename: 'l.png', content: png(200, 60) }, logo_alt: 'Logo',
    });
    const document = await send(t.app, 'POST', '/api/admin/descargables/store', admin, {
      nombre: 'Documento que se borrará', ubicacion: 'Inicio', documento: { filename: 'd.pdf', content: await pdf(), type: 'application/pdf' },
    });
    for (const [path, entity, id, fields, missing] of [
      ['instituciones', 'institucion_reconocida', institution.json().id, { titulo: 'Municipalidad renombrada' }, 'La institución no existe.'],
      ['descargables', 'descargable', document.json().id, { nombre: 'Documento renombrado' }, 'El documento no existe.'],
    ] as const) {
      const edit = await held('PATCH', `/api/admin/${path}/${id}`, fields);
      assert.equal((await del(`/api/admin/${path}/${id}`)).statusCode, 200);
      edit.finish();
      const answer = await edit.response;
      assert.equal(answer.statusCode, 404, answer.body);
      assert.equal(answer.json().message, missing);
      assert.deepEqual((await auditOf(entity, id)).map((row) => row.action), ['crear', 'eliminar']);
    }
  });
});

describe('two edits at once', () => {
  test('two logo replacements leave only the current logo stored', async () => {
    const [year] = certificationYears();
    const logo = () => ({ filename: 'l.png', content: png(200, 60) });
    const created = await send(t.app, 'POST', '/api/admin/instituciones/store', admin, {
      titulo: 'Municipalidad de los dos logos', tipo_reconocimiento: 'Sello Chile Inclusivo', anno_certificacion: String(year), logo: logo(), logo_alt: 'Logo',
    });
    const id = created.json().id as number;
    const logoIds = async () => (await t.app.sello.ctx.db.select({ id: archivos.id }).from(archivos)
      .where(inArray(archivos.nombre_original, ['l.png']))).map((row) => row.id);
    const before = await logoIds();
    const slow = await held('PATCH', `/api/admin/instituciones/${id}`, { logo: logo(), logo_alt: 'Logo lento' });
    assert.equal((await send(t.app, 'PATCH', `/api/admin/instituciones/${id}`, admin, { logo: logo(), logo_alt: 'Logo rápido' })).statusCode, 200);
    slow.finish();
    assert.equal((await slow.response).statusCode, 200);
    // One logo stored before, one after: the fast edit's file was replaced by the slow one and removed.
    assert.equal((await logoIds()).length, before.length);
  });

  test('two renames: every address that was live redirects to the item', async () => {
    const created = await send(t.app, 'POST', '/api/admin/noticias/store', admin, { titulo: 'Aviso de las dos ediciones', cuerpo: '<p>x</p>', estado: 'publicada' });
    const id = created.json().id as number;
    const slow = await held('PATCH', `/api/admin/noticias/${id}`, { titulo: 'Aviso editado en segundo lugar' });
    const fast = await send(t.app, 'PATCH', `/api/admin/noticias/${id}`, admin, { titulo: 'Aviso editado en primer lugar' });
    assert.equal(fast.statusCode, 200, fast.body);
    slow.finish();
    assert.equal((await slow.response).statusCode, 200);
    for (const old of ['aviso-de-las-dos-ediciones', 'aviso-editado-en-primer-lugar']) {
      const answer = await t.app.inject({ url: `/noticias/url/${old}` });
      assert.equal(answer.statusCode, 301, old);
      assert.equal(answer.json().url, 'aviso-editado-en-segundo-lugar', old);
    }
  });
});
