/**
 * Narrower copies of public pictures (`/media/:key?w=480|800`), for the public pages' `srcset`: WebP
 * when the browser accepts it, else the original's format; never wider than the original; any other
 * width, or a document, is refused in Spanish.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { type TestApp, withAdminApp } from './helpers/app';
import { pdf, png, savedAs, send } from './helpers/http';

let t: TestApp;
let admin: string;
withAdminApp((app, token) => { t = app; admin = token; });

const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

async function newsPictures(desktopName = 'escritorio.png'): Promise<{ desktop: string; mobile: string }> {
  const res = await send(t.app, 'POST', '/api/admin/noticias/store', admin, {
    titulo: `Noticia con imágenes ${Math.random()}`, cuerpo: '<p>x</p>',
    imagen: { filename: desktopName, content: png(1110, 336) }, imagen_alt: 'Escritorio',
    imagen_mobile: { filename: 'movil.png', content: png(290, 88) }, imagen_mobile_alt: 'Móvil',
  });
  assert.equal(res.statusCode, 200, res.body);
  const detail = (await t.app.inject({ url: `/noticias/url/${res.json().url}` })).json();
  return { desktop: `/${detail.imagen}`, mobile: `/${detail.imagen_mobile}` };
}

const get = (url: string, accept?: string) => t.app.inject({ url, headers: accept ? { accept } : {} });

describe('narrower copies of a public picture', () => {
  test('w=480 answers a WebP 480 pixels wide to a browser that accepts WebP, and a PNG to one that does not', async () => {
    const { desktop } = await newsPictures();
    const webp = await get(`${desktop}?w=480`, WEBP_ACCEPT);
    assert.equal(webp.statusCode, 200, webp.body);
    assert.equal(webp.headers['content-type'], 'image/webp');
    assert.match(String(webp.headers.vary), /\bAccept\b/);
    assert.match(String(webp.headers['cache-control']), /immutable/);
    const webpMeta = await sharp(webp.rawPayload).metadata();
    assert.deepEqual([webpMeta.format, webpMeta.width, webpMeta.height], ['webp', 480, 145]);

    const plain = await get(`${desktop}?w=800`, 'image/png,image/*;q=0.8');
    assert.equal(plain.headers['content-type'], 'image/png');
    const plainMeta = await sharp(plain.rawPayload).metadata();
    assert.deepEqual([plainMeta.format, plainMeta.width], ['png', 800]);

    // The original, without w, is untouched and does not vary.
    const original = await get(desktop, WEBP_ACCEPT);
    assert.equal(original.headers['content-type'], 'image/png');
    assert.doesNotMatch(String(original.headers.vary), /Accept/);
    assert.equal((await sharp(original.rawPayload).metadata()).width, 1110);
  });

  test('a picture narrower than the width asked for is not enlarged; the same copy asked for at once is the same bytes', async () => {
    const { mobile } = await newsPictures();
    const [first, second] = await Promise.all([get(`${mobile}?w=480`, WEBP_ACCEPT), get(`${mobile}?w=480`, WEBP_ACCEPT)]);
    assert.equal(first.statusCode, 200);
    assert.equal((await sharp(first.rawPayload).metadata()).width, 290);
    assert.deepEqual(second.rawPayload, first.rawPayload);
  });

  test('a copy is saved under the name of what it is: the WebP copy of "Portada año.png" is "Portada año.webp"', async () => {
    const { desktop } = await newsPictures('Portada año.png');
    assert.deepEqual(savedAs(await get(`${desktop}?w=480`, WEBP_ACCEPT)), { type: 'inline', filename: 'Portada año.webp' });
    assert.deepEqual(savedAs(await get(`${desktop}?w=800`, 'image/png')), { type: 'inline', filename: 'Portada año.png' });
    assert.deepEqual(savedAs(await get(desktop, WEBP_ACCEPT)), { type: 'inline', filename: 'Portada año.png' });
  });

  test('any other width is refused with a Spanish message', async () => {
    const { desktop } = await newsPictures();
    for (const query of ['w=300', 'w=abc', 'w=', 'w=480&w=800', 'w=4800']) {
      const res = await get(`${desktop}?${query}`, WEBP_ACCEPT);
      assert.equal(res.statusCode, 422, `${query}: ${res.statusCode}`);
      assert.deepEqual(res.json().errors.w, ['El ancho de la imagen debe ser 480 o 800 píxeles.'], query);
    }
  });

  test('a public document has no narrower copy; an unknown file is still not found', async () => {
    const doc = await send(t.app, 'POST', '/api/admin/descargables/store', admin, {
      nombre: `Documento ${Math.random()}`, ubicacion: 'otros', documento: { filename: 'bases.pdf', content: await pdf() },
    });
    assert.equal(doc.statusCode, 200, doc.body);
    const res = await get(`/${doc.json().documento}?w=480`, WEBP_ACCEPT);
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.w, ['Este archivo no es una imagen: no tiene versiones de otro ancho.']);
    assert.doesNotMatch(String(res.headers['cache-control']), /immutable/, 'una negativa no se guarda un año');
    assert.equal((await get('/media/00000000-0000-0000-0000-000000000000.png?w=480', WEBP_ACCEPT)).statusCode, 404);
  });
});
