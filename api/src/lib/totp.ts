import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app expects it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const ISSUER = 'Sello Chile Inclusivo';

function totpFor(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** A new 160-bit secret in base32 (what people type into an app when they cannot scan the QR). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step of a valid code (one step of clock drift either way), or null. The caller stores the
 * step and refuses a step not newer than the last accepted one, so a seen code cannot be replayed.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The current code (tests compute what an authenticator app would show). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}

/** The otpauth:// URI and its QR code as an SVG data URL, made here so the browser bundles no QR library. */
export async function enrolmentOf(secret: string, email: string): Promise<{ secreto: string; otpauth_url: string; qr_svg: string }> {
  const uri = totpFor(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secreto: secret, otpauth_url: uri, qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Ten recovery codes, 60 random bits each, shown as xxxx-xxxx-xxxx (unambiguous letters and digits). */
export function newRecoveryCodes(count = 10): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(12);
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** Codes are compared by hash, ignoring case, spaces and hyphens as typed. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}
