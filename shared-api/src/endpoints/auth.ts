import { request } from '../client';
import type { ApplicantLoginInput, OidcCallbackInput, StaffLoginInput } from '../schemas/auth';
import type {
  ApplicantUser,
  ClaveUnicaModo,
  LoginResponse,
  MessageResponse,
  OidcAuthorizeResponse,
  SessionClock,
  SessionUser,
  StaffUser,
} from '../types';

export function login(body: StaffLoginInput): Promise<LoginResponse<StaffUser>> {
  return request('api/login', { method: 'post', json: body });
}

export function claveUnicaLogin(body: ApplicantLoginInput): Promise<LoginResponse<ApplicantUser>> {
  return request('api/claveunica/login', { method: 'post', json: body });
}

/** 'oidc': applicants sign in at ClaveÚnica (redirect); 'desarrollo': the development RUN + clave form. */
export function getClaveUnicaModo(): Promise<{ modo: ClaveUnicaModo }> {
  return request('api/claveunica/modo');
}

/**
 * Production ClaveÚnica: returns the provider URL to send the browser to. The API binds the attempt to
 * this browser with an HttpOnly cookie, so both calls send credentials (cookies) to the API origin.
 */
export function claveUnicaAuthorize(): Promise<OidcAuthorizeResponse> {
  return request('api/claveunica/authorize', { credentials: 'include' });
}

export function claveUnicaCallback(body: OidcCallbackInput): Promise<LoginResponse<ApplicantUser>> {
  return request('api/claveunica/callback', { method: 'post', json: body, credentials: 'include' });
}

export function logout(): Promise<MessageResponse> {
  return request('api/logout', { method: 'post' });
}

export function getMe(): Promise<{ user: SessionUser; sesion: SessionClock }> {
  return request('api/me');
}
