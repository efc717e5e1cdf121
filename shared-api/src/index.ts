export { cleanRut, computeRutDv, formatRut, isValidRut } from './rut';
export { formatPhone, normalizePhone } from './phone';
// Schemas and their constants are values in '@sello/shared-api/schemas' (valibot stays out of
// the first paint); their input/output types are re-exported here for the endpoint signatures.
export type * from './schemas';
export type * from './types';
export type * from './types-review';
export {
  ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE, configureApi, getApiBaseUrl, request, requestBlob, toFormData,
  type ApiConfig,
} from './client';
export * from './endpoints/public';
export * from './endpoints/auth';
// The applicant's and the staff's calls: '@sello/shared-api/applicant' and '@sello/shared-api/staff'.
