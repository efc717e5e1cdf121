import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import { formatRut, isValidRut } from '@sello/shared-api';
import type { OidcConfig } from '../config';
import type { Db } from '../db/client';
import { oidcAttempts } from '../db/schema';
import { HttpError } from './http-error';

/**
 * ClaveÚnica (OpenID Connect code flow) on openid-client. Each attempt gets its own state, nonce and
 * PKCE verifier, stored server-side (so any API process can finish it) under the SHA-256 of a random
 * handle that only the browser which started the attempt holds, in an HttpOnly, SameSite=Lax cookie
 * scoped to /api/claveunica. The callback consumes the attempt (single use), requires the state to
 * match, and lets openid-client validate the ID token: issuer, audience, expiry, nonce and the
 * signature against the provider's JWKS (non-repudiation checks on).
 */
const ATTEMPT_TTL_MS = 10 * 60_000;
export const OIDC_COOKIE = 'sello_claveunica';
const COOKIE_PATH = '/api/claveunica';
const FAILED = 'No se pudo completar el inicio de sesión con ClaveÚnica.';
const EXPIRED = 'La solicitud de inicio de sesión expiró o no corresponde a este navegador. Inténtalo nuevamente.';

export interface OidcIdentity { run: string; name: string; lastname: string }

interface UserInfo {
  sub?: string;
  RolUnico?: { numero?: number | string; DV?: string };
  name?: { nombres?: string[]; apellidos?: string[] };
}

const hashHandle = (handle: string) => createHash('sha256').update(handle).digest('hex');

/** The handle from a Cookie header, or null. */
export function handleFromCookies(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === OIDC_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

export function attemptCookie(handle: string, secure: boolean): string {
  return `${OIDC_COOKIE}=${handle}; Path=${COOKIE_PATH}; Max-Age=${ATTEMPT_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedCookie(secure: boolean): string {
  return `${OIDC_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export class ClaveUnica {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(private readonly db: Db, private readonly config: OidcConfig) {}

  /** Discovery once per process; a failure is retried on the next sign-in instead of being cached. */
  private provider(): Promise<client.Configuration> {
    if (!this.configuration) {
      const insecure = new URL(this.config.issuer).protocol === 'http:';
      this.configuration = client.discovery(
        new URL(this.config.issuer),
        this.config.clientId,
        { redirect_uris: [this.config.redirectUri], response_types: ['code'] },
        client.ClientSecretPost(this.config.clientSecret),
        {
          timeout: 10,
          // http only for a provider on this machine (tests, a local stand-in); ClaveÚnica is https.
          execute: [client.enableNonRepudiationChecks, ...(insecure ? [client.allowInsecureRequests] : [])],
        },
      ).catch((error: unknown) => {
        this.configuration = null;
        throw error;
      });
    }
    return this.configuration;
  }

  /** A new attempt: the URL to send the browser to, its state, and the handle for the cookie. */
  async start(): Promise<{ url: string; state: string; handle: string }> {
    const provider = await this.provider().catch(() => {
      throw new HttpError(503, 'ClaveÚnica no está disponible en este momento. Inténtalo más tarde.');
    });
    const state = client.randomState();
    const nonce = client.randomNonce();
    const verifier = client.randomPKCECodeVerifier();
    const handle = randomBytes(32).toString('base64url');
    await this.db.delete(oidcAttempts).where(lt(oidcAttempts.expires_at, new Date()));
    await this.db.insert(oidcAttempts).values({
      handle_hash: hashHandle(handle), state, nonce, code_verifier: verifier, expires_at: new Date(Date.now() + ATTEMPT_TTL_MS),
    });
    const url = client.buildAuthorizationUrl(provider, {
      redirect_uri: this.config.redirectUri,
      scope: 'openid run name',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, state, handle };
  }

  /** Finishes the attempt of this browser (its cookie handle) with the code and state of the redirect. */
  async finish(handle: string | null, code: string, state: string): Promise<OidcIdentity> {
    if (!handle) throw new HttpError(401, EXPIRED);
    // Single use: the attempt is gone whatever happens next.
    const [attempt] = await this.db.delete(oidcAttempts).where(eq(oidcAttempts.handle_hash, hashHandle(handle))).returning();
    if (!attempt || attempt.expires_at.getTime() < Date.now() || attempt.state !== state) throw new HttpError(401, EXPIRED);
    const provider = await this.provider().catch(() => {
      throw new HttpError(503, 'ClaveÚnica no está disponible en este momento. Inténtalo más tarde.');
    });
    const redirect = new URL(this.config.redirectUri);
    redirect.search = new URLSearchParams({ code, state }).toString();
    let accessToken: string;
    let subject: string;
    try {
      const tokens = await client.authorizationCodeGrant(provider, redirect, {
        pkceCodeVerifier: attempt.code_verifier, expectedState: attempt.state, expectedNonce: attempt.nonce, idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('sin ID token');
      accessToken = tokens.access_token;
      subject = claims.sub;
    } catch {
      throw new HttpError(401, FAILED);
    }
    const info = await this.userInfo(provider, accessToken);
    if (info.sub !== undefined && String(info.sub) !== subject) throw new HttpError(401, FAILED);
    const run = `${info.RolUnico?.numero ?? ''}${info.RolUnico?.DV ?? ''}`;
    if (!isValidRut(run)) throw new HttpError(401, FAILED);
    return {
      run: formatRut(run),
      name: (info.name?.nombres ?? []).join(' ').slice(0, 200) || 'Sin nombre',
      lastname: (info.name?.apellidos ?? []).join(' ').slice(0, 200),
    };
  }

  /** ClaveÚnica's userinfo is a POST with the bearer token (its documented form). */
  private async userInfo(provider: client.Configuration, accessToken: string): Promise<UserInfo> {
    const endpoint = provider.serverMetadata().userinfo_endpoint;
    if (!endpoint) throw new HttpError(401, FAILED);
    try {
      const response = await client.fetchProtectedResource(provider, accessToken, new URL(endpoint), 'POST');
      if (!response.ok) throw new Error(String(response.status));
      return (await response.json()) as UserInfo;
    } catch {
      throw new HttpError(401, FAILED);
    }
  }
}
