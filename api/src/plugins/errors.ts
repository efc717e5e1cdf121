import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MSG } from '../lib/http-error';

/** A client's request the server cannot take, when nothing more specific can be said. */
const BAD_REQUEST = 'La solicitud no es válida.';

const BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no soportado.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'El cuerpo de la solicitud es demasiado grande.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo JSON está vacío.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'El cuerpo JSON no es válido.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'La longitud del contenido no es válida.'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'Tipo de contenido no soportado.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'El archivo supera el tamaño máximo permitido.'],
  FST_PARTS_LIMIT: [413, 'El formulario tiene demasiadas partes.'],
  FST_FILES_LIMIT: [413, 'El formulario tiene demasiados archivos.'],
  FST_FIELDS_LIMIT: [413, 'El formulario tiene demasiados campos.'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'Un campo del formulario dice ser JSON y no lo es.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Se esperaba un formulario con archivos (multipart/form-data).'],
  FST_PROTO_VIOLATION: [400, 'La solicitud contiene propiedades no permitidas.'],
  FST_ERR_VALIDATION: [400, MSG.invalid],
};

/** Every answer is JSON {message, errors?} in Spanish; client mistakes never surface as 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ message: MSG.routeNotFound });
  });

  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      void reply.code(error.statusCode).headers(error.headers);
      return reply.send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    const fe = error as FastifyError;
    const known = fe.code ? BY_CODE[fe.code] : undefined;
    if (known) return reply.code(known[0]).send({ message: known[1] });
    if (fe.statusCode === 429) return reply.code(429).send({ message: MSG.tooMany });
    if (error instanceof SyntaxError) return reply.code(400).send({ message: 'El cuerpo JSON no es válido.' });
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.code(fe.statusCode).send({ message: BAD_REQUEST });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: MSG.unexpected });
  });
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before any route (a request line or
 * header it cannot read, headers too large, a client too slow) is answered in Spanish JSON like every
 * other answer, and the connection closed. Fastify's default answers in English.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout', 'La solicitud tardó demasiado en llegar.']
    : error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large', 'Los encabezados de la solicitud son demasiado grandes.']
    : [400, 'Bad Request', BAD_REQUEST];
  const body = JSON.stringify({ message });
  // Written then destroyed, as Node and Fastify do: a client that never reads cannot hold the socket.
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy();
}

/**
 * Node answers an `Expect` other than 100-continue with an empty 417 unless someone listens
 * (`checkExpectation`): said in Spanish JSON like the rest.
 */
export function answerUnmetExpectation(_request: IncomingMessage, response: ServerResponse): void {
  const body = JSON.stringify({ message: 'El encabezado Expect solo admite 100-continue.' });
  response.writeHead(417, {
    'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'X-Content-Type-Options': 'nosniff', Connection: 'close',
  });
  response.end(body);
}

/** An HTTP/1.1 request must name its host (RFC 9112 3.2); Node's own refusal of one that does not has no body. */
export function assertHostHeader(request: FastifyRequest): void {
  if (request.raw.httpVersion === '1.1' && !request.headers.host) throw new HttpError(400, BAD_REQUEST);
}
