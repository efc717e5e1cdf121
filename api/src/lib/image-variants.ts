import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { invalid } from './http-error';
import type { Storage } from './storage';

/**
 * Narrower copies of the public pictures (news, the home's landing image), for `srcset`: a phone
 * downloads a third of the bytes of the 1110-pixel original and its main picture paints sooner.
 * Only these widths exist, so the copies a visitor can ask for are few and all cacheable.
 */
export const VARIANT_WIDTHS = [480, 800] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** The `w` of `/media/:key?w=…`: none is the original; anything else must be one of the widths. */
export function variantWidthFrom(query: unknown): VariantWidth | null {
  const raw = (query as Record<string, unknown> | undefined)?.w;
  if (raw === undefined) return null;
  const width = VARIANT_WIDTHS.find((candidate) => String(candidate) === raw);
  if (width) return width;
  throw invalid({ w: [`El ancho de la imagen debe ser ${VARIANT_WIDTHS.join(' o ')} píxeles.`] });
}

export interface Variant {
  bytes: Buffer;
  mime: string;
}

const EXTENSIONS: Record<string, string> = { 'image/webp': '.webp', 'image/png': '.png', 'image/jpeg': '.jpg' };

/**
 * The name a copy is saved under: the original's, with the extension of the format sent when that
 * differs (a WebP copy of `foto.jpg` is `foto.webp`, so a saved copy opens as what it is).
 */
export function variantFileName(originalName: string, originalMime: string, variant: Variant): string {
  if (variant.mime === originalMime) return originalName;
  return `${originalName.replace(/\.[^.]*$/, '')}${EXTENSIONS[variant.mime] ?? ''}`;
}

/**
 * Makes and keeps the copies, in memory: they are small (about 10 KB each), a handful of pictures are
 * public, and a restart only costs making them again. Requests for one copy made at once share one
 * sharp run (lru-cache's fetch).
 */
export function createVariantMaker(storage: Storage) {
  const cache = new LRUCache<string, Variant, { key: string; mime: string; width: VariantWidth; webp: boolean }>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (variant) => variant.bytes.length,
    fetchMethod: async (_id, _stale, { context }) => {
      const { key, width, webp } = context;
      const chunks: Buffer[] = [];
      for await (const chunk of storage.read(key)) chunks.push(chunk as Buffer);
      const image = sharp(Buffer.concat(chunks)).resize({ width, withoutEnlargement: true });
      // WebP where the browser says it reads it (a third of the JPEG's size); else the original's format.
      if (webp) return { bytes: await image.webp({ quality: 75 }).toBuffer(), mime: 'image/webp' };
      if (context.mime === 'image/png') return { bytes: await image.png({ palette: true }).toBuffer(), mime: 'image/png' };
      return { bytes: await image.jpeg({ quality: 78, mozjpeg: true }).toBuffer(), mime: 'image/jpeg' };
    },
  });

  return {
    /** The copy of a stored picture at `width`, WebP when `accept` allows it. */
    async get(file: { key: string; mime: string }, width: VariantWidth, accept: string | undefined): Promise<Variant> {
      const webp = /\bimage\/webp\b/.test(accept ?? '');
      const variant = await cache.fetch(`${file.key}@${width}${webp ? '.webp' : ''}`, { context: { ...file, width, webp } });
      if (!variant) throw new Error(`No se pudo reducir la imagen ${file.key}`);
      return variant;
    },
  };
}
