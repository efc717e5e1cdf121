import { request, type LoginResponse, type StaffUser } from '@sello/shared-api';

export type TotpVerifyInput = { challenge: string; code: string } | { challenge: string; recovery_code: string };

/** Second step of the staff sign-in (see api/README.md, Authentication). */
export function verifyTotp(body: TotpVerifyInput): Promise<LoginResponse<StaffUser>> {
  return request('api/login/totp', { method: 'post', json: body });
}
