import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import {
  categories,
  claveUnicaIdentities,
  demoInstitutions,
  demoNews,
  downloadables,
  homeContent,
  institutionTypes,
  regions,
  requirementStates,
  results,
  staffAccounts,
} from '../src/seed/data/index';
import { slugify } from '@sello/shared-api/schemas';
import sharp from 'sharp';
import { crc32, makePdf, makePng, renderLogo, renderScene } from '../src/seed/data/assets';

function runIsValid(run: string): boolean {
  const match = /^(\d{1,2})\.(\d{3})\.(\d{3})-([\dkK])$/.exec(run);
  if (!match) return false;
  const body = `${match[1]}${match[2]}${match[3]}`;
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  const expected = rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
  return expected === match[4]?.toUpperCase();
}

interface PngChunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

function readChunks(png: Uint8Array): PngChunk[] {
  const buf = Buffer.from(png);
  assert.deepEqual([...buf.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
  const chunks: PngChunk[] = [];
  let offset = 8;
  while (offset < buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString('latin1', offset + 4, offset + 8);
    const data = buf.subarray(offset + 8, offset + 8 + length);
    const crc = buf.readUInt32BE(offset + 8 + length);
    chunks.push({ type, data, crcOk: crc === crc32(buf.subarray(offset + 4, offset + 8 + length)) });
    offset += 12 + length;
  }
  return chunks;
}

function decodePng(png: Uint8Array): { width: number; height: number; pixels: Buffer } {
  const chunks = readChunks(png);
  assert.ok(chunks.every((c) => c.crcOk), 'every chunk CRC matches');
  assert.equal(chunks[0]?.type, 'IHDR');
  assert.equal(chunks.at(-1)?.type, 'IEND');
  const ihdr = chunks[0].data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  assert.equal(ihdr[8], 8, 'bit depth 8');
  assert.equal(ihdr[9], 2, 'RGB colour type');
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  assert.equal(raw.length, height * (width * 3 + 1), 'inflated IDAT holds every row');
  return { width, height, pixels: raw };
}

function pixelAt(decoded: { width: number; pixels: Buffer }, x: number, y: number): string {
  const i = y * (decoded.width * 3 + 1) + 1 + x * 3;
  return [decoded.pixels[i], decoded.pixels[i + 1], decoded.pixels[i + 2]]
    .map((v) => (v ?? 0).toString(16).padStart(2, '0'))
    .join('');
}

test('Chile has 16 regions in north-to-south order and 346 communes', () => {
  assert.equal(regions.length, 16);
  assert.equal(regions[0]?.nombre, 'Arica y Parinacota');
  assert.equal(regions[6]?.nombre, 'Metropolitana de Santiago');
  assert.equal(regions[9]?.nombre, 'Ñuble');
  assert.equal(regions[15]?.nombre, 'Magallanes y de la Antártica Chilena');
  assert.equal(
    regions.reduce((sum, r) => sum + r.communes.length, 0),
    346,
  );
  const counts = Object.fromEntries(regions.map((r) => [r.nombre, r.communes.length]));
  assert.deepEqual(counts, {
    'Arica y Parinacota': 4,
    Tarapacá: 7,
    Antofagasta: 9,
    Atacama: 9,
    Coquimbo: 15,
    Valparaíso: 38,
    'Metropolitana de Santiago': 52,
    "Libertador General Bernardo O'Higgins": 33,
    Maule: 30,
    Ñuble: 21,
    Biobío: 33,
    'La Araucanía': 32,
    'Los Ríos': 12,
    'Los Lagos': 30,
    'Aysén del General Carlos Ibáñez del Campo': 10,
    'Magallanes y de la Antártica Chilena': 11,
  });
});

test('no commune is repeated within a region and names are trimmed', () => {
  for (const region of regions) {
    assert.equal(new Set(region.communes).size, region.communes.length, region.nombre);
    for (const commune of region.communes) assert.equal(commune, commune.trim());
  }
  assert.ok(regions.find((r) => r.nombre === 'Metropolitana de Santiago')?.communes.includes('Ñuñoa'));
  assert.ok(regions.find((r) => r.nombre === 'Biobío')?.communes.includes('Los Ángeles'));
});

test('reference lists start with the values the spec relies on', () => {
  assert.equal(requirementStates[0], 'Estado de Prueba');
  assert.equal(results[0], 'En proceso');
  assert.ok(institutionTypes.includes('Municipalidad'));
  for (const list of [institutionTypes, results, requirementStates]) {
    assert.equal(new Set(list).size, list.length);
  }
});

test('both categories exist with requirements whose scores add up to 100', () => {
  assert.deepEqual(
    categories.map((c) => c.slug),
    ['gestion-institucional-inclusiva', 'espacios-publicos-inclusivos'],
  );
  for (const category of categories) {
    assert.ok(category.requirements.length >= 5 && category.requirements.length <= 8, category.slug);
    assert.equal(
      category.requirements.reduce((sum, r) => sum + r.ptje_total, 0),
      100,
      category.slug,
    );
    assert.ok(category.verificationMeans.length > 0);
    for (const mean of category.verificationMeans) assert.match(mean.baseFile.filename, /^[a-z0-9-]+\.pdf$/);
  }
  const report = categories[1]?.requirements.find((r) => r.nombre === 'Informe de accesibilidad del espacio');
  assert.ok(report, 'espacios has the accessibility report');
  for (const needle of ['1:100', '1:50', '3 megapíxeles', 'A1', 'a) índice temático', 'g) firma']) {
    assert.ok(report.descripcion.includes(needle), needle);
  }
});

test('news slugs follow the title rule and are URL-clean', () => {
  assert.ok(demoNews.length >= 12);
  assert.equal(slugify('¿Qué cambia en las bases 2026?'), 'que-cambia-en-las-bases-2026');
  assert.equal(slugify('Lengua de señas  chilena'), 'lengua-de-senas-chilena');
  const urls = demoNews.map((n) => n.url);
  assert.equal(new Set(urls).size, urls.length, 'slugs are unique');
  for (const item of demoNews) {
    assert.equal(item.url, slugify(item.titulo));
    assert.match(item.url, /^[a-z0-9]+(-[a-z0-9]+)*$/);
    assert.ok(item.excerpt.length > 60 && item.excerpt.length <= 151, item.excerpt);
    assert.ok(!/[<>]/.test(item.excerpt), 'excerpt is plain text');
    assert.match(item.cuerpo, /^<(p|ul)>/);
    const year = new Date(item.created_at).getUTCFullYear();
    assert.ok(year === 2025 || year === 2026, item.created_at);
    if (item.image) assert.deepEqual([item.image.width, item.image.height], [1110, 336]);
    if (item.imageMobile) assert.deepEqual([item.imageMobile.width, item.imageMobile.height], [290, 88]);
  }
  assert.ok(demoNews.filter((n) => n.image === null).length >= 2, 'some news exercise the card without an image');
});

test('institutions cover 2023 to 2026, both categories and the logo size limits', () => {
  assert.ok(demoInstitutions.length >= 6);
  const years = new Set(demoInstitutions.map((i) => i.anno_certificacion));
  for (const year of [2023, 2024, 2025, 2026]) assert.ok(years.has(year), String(year));
  const slugs = new Set(demoInstitutions.map((i) => i.categoria_slug));
  assert.ok(slugs.has('gestion-institucional-inclusiva') && slugs.has('espacios-publicos-inclusivos'));
  for (const { logo, titulo } of demoInstitutions) {
    assert.ok(logo.width >= 100 && logo.width <= 255, titulo);
    assert.ok(logo.height >= 50 && logo.height <= 70, titulo);
  }
});

test('downloadables, home content and accounts match the contract', () => {
  assert.deepEqual(downloadables.map((d) => d.ubicacion), ['bases', 'bitacora', 'declaracion']);
  assert.equal(downloadables[0]?.nombre, 'Bases Sello Chile Inclusivo 2024');
  assert.ok(homeContent.textoBajada.startsWith('<p>'));
  assert.deepEqual([homeContent.landingImage.width, homeContent.landingImage.height], [1100, 336]);
  assert.deepEqual(
    staffAccounts.map((a) => [a.email, a.password, a.role]),
    [
      ['admin@sello.test', 'sello-admin-demo', 'admin'],
      ['revisor@sello.test', 'sello-revisor-demo', 'revisor'],
      ['revisora2@sello.test', 'sello-revisora2-demo', 'revisor'],
      ['revisor3@sello.test', 'sello-revisor3-demo', 'revisor'],
      ['admin2@sello.test', 'sello-admin2-demo', 'admin'],
    ],
  );
  assert.deepEqual(claveUnicaIdentities.map((i) => [i.run, i.clave]), [
    ['44.444.444-4', 'testing'],
    ['55.555.555-5', 'testing'],
    ['66.666.666-6', 'testing'],
  ]);
});

test('every RUN is valid by modulo 11', () => {
  assert.equal(runIsValid('12.345.678-5'), true);
  assert.equal(runIsValid('12.345.678-4'), false);
  for (const identity of claveUnicaIdentities) assert.equal(runIsValid(identity.run), true, identity.run);
});

test('makePng writes a decodable PNG of exactly the requested size', () => {
  const sizes: [number, number][] = [
    [1110, 336],
    [290, 88],
    [1100, 336],
    [100, 50],
    [255, 70],
    [1, 1],
  ];
  for (const [width, height] of sizes) {
    const decoded = decodePng(makePng(width, height, 'Prueba'));
    assert.deepEqual([decoded.width, decoded.height], [width, height]);
  }
  const banner = decodePng(makePng(1110, 336, 'Marca'));
  assert.equal(pixelAt(banner, 10, 1), '0051a8', 'brand bar starts blue');
  assert.equal(pixelAt(banner, 1100, 1), 'd52b1e', 'brand bar ends red');
  assert.throws(() => makePng(0, 10, 'x'), RangeError);
});

test('different labels give different images', () => {
  assert.notDeepEqual(makePng(290, 88, 'Noticia uno'), makePng(290, 88, 'Noticia dos'));
});

test('makePdf writes a PDF that pdf-lib loads back with its title and pages', async () => {
  const long = Array.from({ length: 80 }, (_, i) => `Párrafo ${i + 1}: inclusión, señalética, accesibilidad ≥ 1 % → “bases”.`);
  const bytes = await makePdf('Bitácora única — Año 2026', long);
  assert.equal(Buffer.from(bytes.subarray(0, 5)).toString('latin1'), '%PDF-');
  const doc = await PDFDocument.load(bytes);
  assert.equal(doc.getTitle(), 'Bitácora única — Año 2026');
  assert.ok(doc.getPageCount() >= 2, 'long text flows onto more pages');
});

test('every downloadable and base file renders as a PDF', async () => {
  const files = [
    ...downloadables.map((d) => ({ title: d.title, paragraphs: d.paragraphs })),
    ...categories.flatMap((c) => c.verificationMeans.map((m) => m.baseFile)),
  ];
  for (const file of files) {
    const doc = await PDFDocument.load(await makePdf(file.title, file.paragraphs));
    assert.ok(doc.getPageCount() >= 1, file.title);
  }
});

test('every base file has template content', () => {
  for (const mean of categories.flatMap((c) => c.verificationMeans)) {
    assert.ok(mean.baseFile.paragraphs.length >= 3, mean.nombre);
  }
});

test('the seed\'s pictures are JPEG scenes and PNG logos of exactly the spec\'s sizes, each with Spanish alt text', async () => {
  const specs = [
    ...demoNews.flatMap((n) => [n.image, n.imageMobile]).filter((spec) => spec !== null),
    homeContent.landingImage,
  ];
  for (const spec of specs) {
    const meta = await sharp(Buffer.from(await renderScene(spec))).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', spec.width, spec.height], spec.scene);
    assert.match(spec.alt, /^Ilustración del? .+\.$/);
  }
  for (const inst of demoInstitutions) {
    const meta = await sharp(Buffer.from(await renderLogo(inst.logo))).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', inst.logo.width, inst.logo.height], inst.titulo);
    assert.ok(inst.logo.width >= 100 && inst.logo.width <= 255 && inst.logo.height >= 50 && inst.logo.height <= 70, inst.titulo);
    assert.equal(inst.logo.alt, `Logo de ${inst.titulo}`);
  }
});

test('scenes are pictures, not flat fields: many colours, and different scenes differ', async () => {
  const stats = async (scene: 'cordillera' | 'desierto') => sharp(Buffer.from(await renderScene({ width: 1110, height: 336, scene }))).stats();
  const [mountains, desert] = await Promise.all([stats('cordillera'), stats('desierto')]);
  for (const channel of mountains.channels) assert.ok(channel.stdev > 20, 'the scene has contrast');
  // The night desert is darker than the dawn over the mountains.
  const mean = (s: { channels: { mean: number }[] }) => s.channels.reduce((sum, c) => sum + c.mean, 0) / s.channels.length;
  assert.ok(mean(desert) < mean(mountains) - 30);
});
