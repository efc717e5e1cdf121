import sharp from 'sharp';

/**
 * A picture as it is stored and served: upright, without metadata. A phone's JPEG carries the GPS
 * position where it was taken, the camera and often the owner's name (EXIF, XMP, IPTC, PNG text
 * chunks); none of it may reach the public. The orientation tag is applied to the pixels first (a
 * photo taken sideways stays upright) and then dropped with the rest. Always re-encoded in the same
 * format: sharp writes no metadata unless asked to, so nothing the file carried survives, whatever
 * segment it was hidden in.
 */
export async function withoutMetadata(bytes: Buffer, mime: string): Promise<Buffer> {
  const image = sharp(bytes).rotate();
  if (mime === 'image/png') return image.png({ compressionLevel: 9 }).toBuffer();
  if (mime === 'image/webp') return image.webp({ quality: 90 }).toBuffer();
  return image.jpeg({ quality: 90 }).toBuffer();
}
