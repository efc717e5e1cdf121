import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** SHA-256 (hex) of a stream's bytes, read once. */
export async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(stream, hash);
  return hash.digest('hex');
}

export const sha256OfFile = (file: string): Promise<string> => sha256Of(fs.createReadStream(file));
