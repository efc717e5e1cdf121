/**
 * A small PNG encoder (node:zlib + CRC-32) for the seed's demo images: news images, logos and the
 * landing image, each of exactly the size the spec's dimension checks expect.
 */
import { deflateSync } from 'node:zlib';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel, toFontText } from './pixel-font';

type Rgb = { readonly r: number; readonly g: number; readonly b: number };

const BLUE: Rgb = { r: 0x00, g: 0x51, b: 0xa8 };
const RED: Rgb = { r: 0xd5, g: 0x2b, b: 0x1e };
const PAPER: Rgb = { r: 0xf4, g: 0xf7, b: 0xfb };
const WHITE: Rgb = { r: 0xff, g: 0xff, b: 0xff };

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

/** FNV-1a, so each label gets its own stable block pattern. */
function hash(label: string): number {
  let h = 0x811c9dc5;
  for (const ch of label) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

interface TextLayout {
  lines: string[];
  scale: number;
  left: number;
  top: number;
}

function wrapWords(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= perLine) line = candidate;
    else {
      if (line) lines.push(line);
      line = word.slice(0, perLine);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest pixel scale at which the label fits the box; null when it cannot fit at all. */
function layoutText(label: string, box: { left: number; top: number; width: number; height: number }): TextLayout | null {
  const text = toFontText(label);
  if (!text) return null;
  for (let scale = 8; scale >= 1; scale -= 1) {
    const advance = (GLYPH_WIDTH + 1) * scale;
    const lineHeight = (GLYPH_HEIGHT + 2) * scale;
    const perLine = Math.floor((box.width + scale) / advance);
    const maxLines = Math.floor((box.height + 2 * scale) / lineHeight);
    if (perLine < 1 || maxLines < 1) continue;
    const lines = wrapWords(text, perLine);
    // Below scale 1 nothing is legible, so at scale 1 a long label is cut rather than dropped.
    if (lines.length > maxLines && scale > 1) continue;
    const shown = lines.slice(0, maxLines);
    const blockHeight = shown.length * lineHeight - 2 * scale;
    const widest = Math.max(...shown.map((l) => l.length)) * advance - scale;
    return {
      lines: shown,
      scale,
      left: box.left + Math.floor((box.width - widest) / 2),
      top: box.top + Math.floor((box.height - blockHeight) / 2),
    };
  }
  return null;
}

function textPixel(layout: TextLayout, x: number, y: number): boolean {
  const { scale } = layout;
  const lineHeight = (GLYPH_HEIGHT + 2) * scale;
  const dy = y - layout.top;
  if (dy < 0) return false;
  const line = layout.lines[Math.floor(dy / lineHeight)];
  if (line === undefined) return false;
  const gy = Math.floor((dy % lineHeight) / scale);
  if (gy >= GLYPH_HEIGHT) return false;
  // Each line is centred on its own.
  const advance = (GLYPH_WIDTH + 1) * scale;
  const widest = Math.max(...layout.lines.map((l) => l.length)) * advance;
  const dx = x - layout.left - Math.floor((widest - line.length * advance) / 2);
  if (dx < 0) return false;
  const ch = line[Math.floor(dx / advance)];
  if (ch === undefined) return false;
  const gx = Math.floor((dx % advance) / scale);
  return gx < GLYPH_WIDTH && glyphPixel(ch, gx, gy);
}

/**
 * The design: white card with a blue frame, the brand bar (blue 41 %, red 59 %) on top, the label in
 * blue capitals, and a band of blue and red blocks whose rhythm depends on the label.
 */
function paint(width: number, height: number, label: string): (x: number, y: number) => Rgb {
  const seed = hash(label);
  const frame = Math.max(1, Math.round(Math.min(width, height) / 40));
  const bar = Math.max(2, Math.round(height / 12));
  const blueEnd = Math.round(width * 0.41);
  const bandTop = Math.round(height * 0.76);
  const bandBottom = Math.max(bandTop + 1, height - frame - Math.max(1, Math.round(height / 14)));
  const blockWidth = Math.max(4, Math.round(width / (14 + (seed % 9))));
  const gap = Math.max(2, Math.round(blockWidth / 3));
  const offset = (seed >>> 8) % (blockWidth + gap);
  const pad = frame + Math.max(2, Math.round(Math.min(width, height) / 16));
  const text = layoutText(label, {
    left: pad,
    top: bar + pad,
    width: width - 2 * pad,
    height: bandTop - bar - 2 * pad + Math.round(pad / 2),
  });
  return (x, y) => {
    if (y < bar) return x < blueEnd ? BLUE : RED;
    if (x < frame || x >= width - frame || y >= height - frame) return BLUE;
    if (y >= bandTop && y < bandBottom) {
      const cell = Math.floor((x + offset) / (blockWidth + gap));
      if ((x + offset) % (blockWidth + gap) >= blockWidth) return PAPER;
      return ((seed >>> (cell % 24)) & 1) === 1 ? RED : BLUE;
    }
    if (text && y < bandTop && textPixel(text, x, y)) return BLUE;
    return y < bandTop ? WHITE : PAPER;
  };
}

/** A real 8-bit RGB PNG of exactly width x height pixels showing `label`. */
export function makePng(width: number, height: number, label: string): Uint8Array {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Invalid PNG size ${width}x${height}`);
  }
  const pixel = paint(width, height, label);
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height); // filter byte 0 (None) at the start of every row
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const { r, g, b } = pixel(x, y);
      const i = y * stride + 1 + x * 3;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const png = Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
