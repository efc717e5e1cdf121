import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatRut, isValidRut } from '@sello/shared-api';
import type { OidcConfig } from '../config';
import { HttpError } from './http-error';

const STATE_TTL_MS = 10 * 60_000;
const FAILED = 'No se pudo completar el inicio de sesión con ClaveÚnica.';

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** Signed, expiring state: no server-side storage, so any replica can finish the flow. */
export function createState(config: OidcConfig, now = Date.now()): string {
  const payload = `${randomBytes(16).toString('base64url')}.${now + STATE_TTL_MS}`;
  return `${payload}.${sign(config.clientSecret, payload)}`;
}

export function checkState(config: OidcConfig, state: string, now = Date.now()): boolean {
  const parts = state.split('.');
  if (parts.length !== 3) return false;
  const payload = `${parts[0]}.${parts[1]}`;
  const expected = Buffer.from(sign(config.clientSecret, payload));
  const given = Buffer.from(parts[2] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return Number(parts[1]) > now;
}

export function authorizeUrl(config: OidcConfig, state: string): string {
  const params = new URLSearchParams({
    client_id: config.clientId,
    response_type: 'code',
    scope: 'openid run name',
    redirect_uri: config.redirectUri,
    state,
  });
  return `${config.issuer}/authorize/?${params.toString()}`;
}

export interface OidcIdentity { run: string; name: string; lastname: string }

interface UserInfo {
  RolUnico?: { numero?: number | string; DV?: string };
  name?: { nombres?: string[]; apellidos?: string[] };
}

/** Code flow: exchange the code for a token, then read RolUnico.numero + DV from userinfo. */
export async function exchangeCode(config: OidcConfig, code: string): Promise<OidcIdentity> {
  const tokenResponse = await fetch(`${config.issuer}/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code', code, client_id: config.clientId,
      client_secret: config.clientSecret, redirect_uri: config.redirectUri,
    }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (!tokenResponse?.ok) throw new HttpError(401, FAILED);
  const token = (await tokenResponse.json().catch(() => null)) as { access_token?: string } | null;
  if (!token?.access_token) throw new HttpError(401, FAILED);
  const infoResponse = await fetch(`${config.issuer}/userinfo/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token.access_token}` },
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (!infoResponse?.ok) throw new HttpError(401, FAILED);
  const info = (await infoResponse.json().catch(() => null)) as UserInfo | null;
  const run = `${info?.RolUnico?.numero ?? ''}${info?.RolUnico?.DV ?? ''}`;
  if (!isValidRut(run)) throw new HttpError(401, FAILED);
  return {
    run: formatRut(run),
    name: (info?.name?.nombres ?? []).join(' ').slice(0, 200) || 'Sin nombre',
    lastname: (info?.name?.apellidos ?? []).join(' ').slice(0, 200),
  };
}
