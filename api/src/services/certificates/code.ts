// Verification codes: 12 characters of Crockford's base 32 (digits and letters without I, L, O, U), 60
// random bits: unguessable even without the rate limit, short enough to type from paper in three
// groups of four (K7QM-3XTR-9BHD). Read back forgivingly, as Crockford meant: case, spaces and hyphens
// do not matter, and O, I and L are the digits they look like.
import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 12;

export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** 'K7QM3XTR9BHD' (or already 'K7QM-3XTR-9BHD') → 'K7QM-3XTR-9BHD', as printed and shown. */
export function formatCode(code: string): string {
  const compact = code.replace(/-/g, '');
  return compact.match(/.{1,4}/g)?.join('-') ?? compact;
}

/** What a person typed → the stored form, or null when it cannot be a code. */
export function normalizeCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (compact.length !== CODE_LENGTH) return null;
  for (const char of compact) if (!ALPHABET.includes(char)) return null;
  return compact;
}
