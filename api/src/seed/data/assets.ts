/**
 * Generators for the seed's binary assets: real PDF documents (bases, templates, base files) and real
 * PNG images (news images, logos, landing image), so every download and <img> of the demo works.
 */
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const BLUE = { r: 0x00, g: 0x51, b: 0xa8 } as const;
const RED = { r: 0xd5, g: 0x2b, b: 0x1e } as const;
const PAPER = { r: 0xf4, g: 0xf7, b: 0xfb } as const;
const WHITE = { r: 0xff, g: 0xff, b: 0xff } as const;

type Rgb = { readonly r: number; readonly g: number; readonly b: number };

/* ----------------------------------------------------------------------------------------------- PDF */

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const BODY_SIZE = 11;
const TITLE_SIZE = 18;
const LINE_GAP = 1.45;

// Characters outside WinAnsi (the encoding of the standard Helvetica font) make pdf-lib throw;
// these are the ones likely in Spanish text, the rest become '?'.
const REPLACEMENTS: Record<string, string> = {
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u200b': '',
  '\t': '    ',
};

function winAnsiSafe(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if (supported.has(code)) out += ch;
    else out += REPLACEMENTS[ch] ?? '?';
  }
  return out;
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A single word wider than the line (a long URL) is hard-broken so it never overflows the page.
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

function drawBrandBar(page: PDFPage): void {
  // The brand bar of the portal: blue 41 %, red 59 %.
  const blueWidth = A4.width * 0.41;
  page.drawRectangle({ x: 0, y: A4.height - 6, width: blueWidth, height: 6, color: rgb(0, 0x51 / 255, 0xa8 / 255) });
  page.drawRectangle({
    x: blueWidth,
    y: A4.height - 6,
    width: A4.width - blueWidth,
    height: 6,
    color: rgb(0xd5 / 255, 0x2b / 255, 0x1e / 255),
  });
}

/** A real, multi-page A4 PDF with a title and wrapped paragraphs (Helvetica, Spanish accents kept). */
export async function makePdf(title: string, paragraphs: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const safeTitle = winAnsiSafe(title, bold);
  doc.setTitle(title);
  doc.setSubject('Sello Chile Inclusivo');
  doc.setLanguage('es-CL');
  doc.setCreator('Sello Chile Inclusivo');
  doc.setProducer('Sello Chile Inclusivo');

  const maxWidth = A4.width - 2 * MARGIN;
  const lineHeight = BODY_SIZE * LINE_GAP;
  let page = doc.addPage([A4.width, A4.height]);
  drawBrandBar(page);
  let y = A4.height - MARGIN;

  for (const line of wrap(safeTitle, bold, TITLE_SIZE, maxWidth)) {
    page.drawText(line, { x: MARGIN, y: y - TITLE_SIZE, size: TITLE_SIZE, font: bold, color: rgb(0, 0x51 / 255, 0xa8 / 255) });
    y -= TITLE_SIZE * 1.3;
  }
  y -= lineHeight;

  for (const paragraph of paragraphs) {
    for (const line of wrap(winAnsiSafe(paragraph, regular), regular, BODY_SIZE, maxWidth)) {
      if (y - lineHeight < MARGIN) {
        page = doc.addPage([A4.width, A4.height]);
        drawBrandBar(page);
        y = A4.height - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y: y - BODY_SIZE, size: BODY_SIZE, font: regular, color: rgb(0.1, 0.1, 0.1) });
      y -= lineHeight;
    }
    y -= lineHeight * 0.6;
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `${safeTitle} - página ${i + 1} de ${pages.length}`;
    p.drawText(winAnsiSafe(label, regular), { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: rgb(0.4, 0.4, 0.4) });
  });

  return doc.save();
}

/* ----------------------------------------------------------------------------------------------- PNG */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  typeAndData.copy(out, 4);
  out.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  return out;
}

/** FNV-1a, so each label gets its own stable pattern and two demo images are told apart. */
function hash(label: string): number {
  let h = 0x811c9dc5;
  for (const ch of label) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * Paints the banner: pale paper background, a blue frame, the brand bar (blue 41 %, red 59 %) on top
 * and a band of blue and red blocks whose rhythm depends on the label.
 */
function paint(width: number, height: number, label: string): (x: number, y: number) => Rgb {
  const seed = hash(label);
  const frame = Math.max(1, Math.round(Math.min(width, height) / 40));
  const bar = Math.max(2, Math.round(height / 12));
  const blueEnd = Math.round(width * 0.41);
  const bandTop = Math.round(height * 0.42);
  const bandBottom = Math.round(height * 0.7);
  const blockWidth = Math.max(4, Math.round(width / (10 + (seed % 7))));
  const gap = Math.max(2, Math.round(blockWidth / 3));
  const offset = (seed >>> 8) % (blockWidth + gap);
  return (x, y) => {
    if (y < bar) return x < blueEnd ? BLUE : RED;
    if (x < frame || x >= width - frame || y >= height - frame) return BLUE;
    if (y >= bandTop && y < bandBottom) {
      const cell = Math.floor((x + offset) / (blockWidth + gap));
      const inBlock = (x + offset) % (blockWidth + gap) < blockWidth;
      if (!inBlock) return PAPER;
      return ((seed >>> (cell % 24)) & 1) === 1 ? RED : BLUE;
    }
    return y < bandTop ? WHITE : PAPER;
  };
}

/** A real 8-bit RGB PNG of exactly width x height pixels. */
export function makePng(width: number, height: number, label: string): Uint8Array {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Invalid PNG size ${width}x${height}`);
  }
  const pixel = paint(width, height, label);
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * stride;
    raw[row] = 0; // filter type None
    for (let x = 0; x < width; x += 1) {
      const { r, g, b } = pixel(x, y);
      const i = row + 1 + x * 3;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter
  ihdr[12] = 0; // no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const png = Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
