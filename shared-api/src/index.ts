export { cleanRut, computeRutDv, formatRut, isValidRut } from './rut';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/wizard';
export * from './schemas/admin';
export type * from './types';
export {
  ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE, configureApi, getApiBaseUrl, request, requestBlob, toFormData,
  type ApiConfig,
} from './client';
export * from './endpoints/public';
export * from './endpoints/auth';
export * from './endpoints/reference';
export * from './endpoints/wizard';
export * from './endpoints/reviewer';
export * from './endpoints/admin';
