/** An error whose status and Spanish message go to the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, errors?: Record<string, string[]>, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

export const MSG = {
  unexpected: 'Ha ocurrido un error inesperado.',
  invalid: 'Los datos enviados no son válidos.',
  notFound: 'El recurso solicitado no existe.',
  routeNotFound: 'La ruta solicitada no existe.',
  unauthenticated: 'Debes iniciar sesión para continuar.',
  expired: 'Tu sesión ha expirado. Inicia sesión nuevamente.',
  forbidden: 'No tienes permisos para realizar esta acción.',
  badCredentials: 'Correo o clave incorrectos.',
  badClaveUnica: 'RUN o Claveúnica incorrectos.',
  tooMany: 'Demasiados intentos. Espera un momento e inténtalo nuevamente.',
  notEditable: 'La postulación ya no se puede modificar en su estado actual.',
} as const;

export const notFound = (message: string = MSG.notFound) => new HttpError(404, message);
export const invalid = (errors: Record<string, string[]>, message: string = MSG.invalid) => new HttpError(422, message, errors);
