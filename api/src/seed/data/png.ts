/**
 * Test fixtures only: a small synchronous PNG of an exact size (node:zlib + CRC-32), for upload tests
 * that need an image of given dimensions. The seed's pictures are made with sharp (pictures.ts).
 * The design: the brand bar (blue 41 %, red 59 %) on top of a plain field whose tint depends on the label.
 */
import { deflateSync } from 'node:zlib';

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

/** FNV-1a: each label gets its own stable tint. */
function hash(label: string): number {
  let h = 0x811c9dc5;
  for (const ch of label) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function makePng(width: number, height: number, label = ''): Uint8Array {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Tamaño de imagen no válido: ${width}x${height}`);
  }
  const h = hash(label);
  const field = [0xe0 + (h & 0x1f), 0xe0 + ((h >>> 5) & 0x1f), 0xe0 + ((h >>> 10) & 0x1f)];
  const bar = Math.max(1, Math.round(height * 0.04));
  const split = Math.round(width * 0.41);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const rgb = y < bar ? (x < split ? [0x00, 0x51, 0xa8] : [0xd5, 0x2b, 0x1e]) : field;
      raw.set(rgb, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array())]));
}
