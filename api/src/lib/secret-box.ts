import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (TOTP seeds) are kept encrypted with AES-256-GCM under the
 * operator's key (TOTP_KEY): a copy of the database or a backup alone does not give anyone the
 * second factor of the staff. Stored as `v1:` + base64(iv | tag | ciphertext).
 */
const PREFIX = 'v1:';

export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The plain secret; a value stored before encryption (no prefix) is read as it is. */
export function openSecret(key: Buffer, stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * The embedded demo's key when TOTP_KEY is not set. DEMO ONLY, public like the demo passwords:
 * production refuses to start without TOTP_KEY (config.ts).
 */
export const DEMO_TOTP_KEY = createHash('sha256').update('sello-chile-inclusivo demo TOTP key').digest();
