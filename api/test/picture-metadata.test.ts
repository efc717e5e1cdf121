// Issue 57, acceptance 5 (API): a JPEG taken sideways, with GPS position, camera and author in its
// EXIF, uploaded as a news picture (desktop and mobile), a logo and the landing image, is served —
// original and every narrower copy, WebP or not — without any EXIF and upright. A picture stored
// before this change loses its metadata when the API completes the stored files' digests.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { yearInChile } from '@sello/shared-api/schemas';
import { archivos } from '../src/db/schema';
import { backfillStoredFiles } from '../src/services/privacy/stored-files';
import { withAdminApp, type TestApp } from './helpers/app';
import { send } from './helpers/http';

let t: TestApp;
let admin: string;
withAdminApp((app, token) => {
  t = app;
  admin = token;
});

/**
 * A photo as a phone stores it: pixels sideways plus the EXIF orientation 6 ("turn 90° clockwise"),
 * the camera, the author and where it was taken. Upright it is `width`×`height`, red on the left half
 * and blue on the right.
 */
async function phoneJpeg(width: number, height: number): Promise<Buffer> {
  const upright = await sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { width: width / 2, height, channels: 3, background: '#0000ff' } }, left: width / 2, top: 0 }]).png().toBuffer();
  const jpeg = await sharp(upright).rotate(-90)
    .withExif({
      IFD0: { Make: 'Canon', Model: 'Canon EOS R5', Artist: 'Juana Perez' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 26/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '70/1 39/1 0/1' },
    })
    .withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
  const meta = await sharp(jpeg).metadata();
  // The fixture is what it claims: stored sideways, turned by its tag, with camera and GPS (the GPSInfo pointer, tag 0x8825).
  assert.deepEqual([meta.width, meta.height, meta.orientation], [height, width, 6]);
  assert.ok(meta.exif?.includes('Canon') && (meta.exif.includes(Buffer.from([0x88, 0x25])) || meta.exif.includes(Buffer.from([0x25, 0x88]))));
  return jpeg;
}

/** The served picture has no metadata, is landscape as shown, red on the left and blue on the right. */
async function assertCleanAndUpright(bytes: Buffer, label: string): Promise<void> {
  const meta = await sharp(bytes).metadata();
  assert.equal(meta.exif, undefined, `${label}: EXIF`);
  assert.equal(meta.xmp, undefined, `${label}: XMP`);
  assert.ok(meta.orientation === undefined || meta.orientation === 1, `${label}: orientación ${meta.orientation}`);
  assert.ok(!bytes.includes('Canon') && !bytes.includes('Juana'), `${label}: restos de la cámara o del autor`);
  assert.ok((meta.width ?? 0) > (meta.height ?? 0), `${label}: no está derecha (${meta.width}×${meta.height})`);
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number) => [...data.subarray((Math.floor(info.height / 2) * info.width + x) * 3, (Math.floor(info.height / 2) * info.width + x) * 3 + 3)];
  const [lr, , lb] = pixel(2);
  const [rr, , rb] = pixel(info.width - 3);
  assert.ok(lr! > 200 && lb! < 60, `${label}: la izquierda debe ser roja (${pixel(2)})`);
  assert.ok(rb! > 200 && rr! < 60, `${label}: la derecha debe ser azul (${pixel(info.width - 3)})`);
}

async function assertServedClean(mediaPath: string, label: string): Promise<void> {
  const key = mediaPath.replace(/^.*media\//, '');
  for (const query of ['', '?w=480', '?w=800']) {
    for (const accept of ['image/webp,*/*', 'image/*']) {
      const res = await t.app.inject({ url: `/media/${key}${query}`, headers: { accept } });
      assert.equal(res.statusCode, 200, `${label}${query}`);
      await assertCleanAndUpright(res.rawPayload, `${label}${query} (${accept})`);
    }
  }
}

test('a phone JPEG with GPS and camera EXIF, as a news picture, a logo and the landing image, is served clean and upright', async () => {
  const news = await send(t.app, 'POST', '/api/admin/noticias/store', admin, {
    titulo: 'Foto tomada con el teléfono', cuerpo: '<p>Una foto de la ceremonia.</p>',
    imagen: { filename: 'IMG_0001.jpg', content: await phoneJpeg(1100, 336), type: 'image/jpeg' }, imagen_alt: 'Ceremonia de entrega del sello',
    imagen_mobile: { filename: 'IMG_0002.jpg', content: await phoneJpeg(200, 60), type: 'image/jpeg' }, imagen_mobile_alt: 'Ceremonia de entrega del sello',
  });
  assert.equal(news.statusCode, 200, news.body);
  const logo = await send(t.app, 'POST', '/api/admin/instituciones/store', admin, {
    titulo: 'Institución con foto de teléfono', tipo_reconocimiento: 'Sello Chile Inclusivo', anno_certificacion: String(yearInChile()),
    logo: { filename: 'logo.jpg', content: await phoneJpeg(200, 60), type: 'image/jpeg' }, logo_alt: 'Logo de la institución',
  });
  assert.equal(logo.statusCode, 200, logo.body);
  const home = await send(t.app, 'PUT', '/api/admin/home', admin, {
    landing_image: { filename: 'portada.jpg', content: await phoneJpeg(1100, 336), type: 'image/jpeg' }, landing_image_alt: 'Personas en una oficina accesible',
  });
  assert.equal(home.statusCode, 200, home.body);

  await assertServedClean(news.json().imagen, 'noticia');
  await assertServedClean(news.json().imagen_mobile, 'noticia (móvil)');
  await assertServedClean(logo.json().logo, 'logo');
  await assertServedClean(home.json().landing_image, 'portada');
  // The stored row's size and digest are those of the clean bytes served.
  const key = String(home.json().landing_image).replace(/^.*media\//, '');
  const [row] = await t.app.sello.ctx.db.select().from(archivos).where(eq(archivos.storage_key, key));
  const served = await t.app.inject({ url: `/media/${key}` });
  assert.equal(row?.size, served.rawPayload.length);
  assert.match(row?.sha256 ?? '', /^[0-9a-f]{64}$/);
});

test('a sideways picture whose upright size breaks the rule is refused by its upright size', async () => {
  // 336×1100 as stored, 1100×336 upright: right for the landing image; the reverse (turned the other way) is not.
  const tall = await sharp(await phoneJpeg(1100, 336)).withMetadata({ orientation: 1 }).jpeg().toBuffer();
  const res = await send(t.app, 'PUT', '/api/admin/home', admin, { landing_image: { filename: 'alta.jpg', content: tall, type: 'image/jpeg' }, landing_image_alt: 'x' });
  assert.equal(res.statusCode, 422);
  assert.deepEqual(res.json().errors, { landing_image: ['La imagen debe medir 1100x336 píxeles.'] });
});

test('a picture stored before metadata was stripped is cleaned when the stored files get their digests', async () => {
  const ctx = t.app.sello.ctx;
  const id = randomUUID();
  const key = `${id}.jpg`;
  const bytes = await phoneJpeg(1100, 336);
  await ctx.storage.putBytes(key, bytes);
  await ctx.db.insert(archivos).values({ id, storage_key: key, nombre_original: 'antigua.jpg', mime: 'image/jpeg', size: bytes.length, publico: true });
  assert.ok((await t.app.inject({ url: `/media/${key}` })).rawPayload.includes('Canon'), 'before: the EXIF is served');
  assert.ok(await backfillStoredFiles(ctx) >= 1);
  const res = await t.app.inject({ url: `/media/${key}` });
  await assertCleanAndUpright(res.rawPayload, 'imagen antigua');
  const [row] = await ctx.db.select().from(archivos).where(eq(archivos.id, id));
  assert.equal(row?.size, res.rawPayload.length);
  assert.match(row?.sha256 ?? '', /^[0-9a-f]{64}$/);
  assert.equal(await backfillStoredFiles(ctx), 0, 'done once');
});
