import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface CallOptions {
  token?: string | null | undefined;
  json?: unknown;
  /** Raw body with its content type (malformed JSON, multipart built by `multipart`). */
  raw?: { body: Buffer | string; contentType: string };
}

export async function call(app: FastifyInstance, method: HttpMethod, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: Buffer | string | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    payload = options.raw.body;
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.json);
  }
  return app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
}

export interface FilePart { name: string; filename: string; bytes: Uint8Array; type?: string }

/** A multipart/form-data body as a browser would send it (built by the platform's FormData). */
export async function multipart(fields: Record<string, string>, files: FilePart[] = []): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append(file.name, new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.filename);
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '' };
}

export function jsonOf(response: LightMyRequestResponse): unknown {
  try {
    return JSON.parse(response.body) as unknown;
  } catch {
    return undefined;
  }
}

/** The Spanish `message` of an error answer, or undefined when there is none. */
export function messageOf(response: LightMyRequestResponse): string | undefined {
  const body = jsonOf(response);
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return undefined;
}

/**
 * A crude but effective check that a message is Spanish and not a leaked English framework text:
 * Spanish stop-words or accented letters, and none of the usual English error phrases.
 */
export function looksSpanish(message: string | undefined): boolean {
  if (!message) return false;
  if (/\b(the|is|must|should|invalid|error|expected|unexpected token|cannot|failed|not found)\b/i.test(message)
    && !/[áéíóúñ¿¡]/i.test(message) && !/\b(el|la|los|las|de|no|un|una|es|debe|para)\b/i.test(message)) return false;
  return /[áéíóúñ¿¡]/i.test(message) || /\b(el|la|los|las|de|del|no|un|una|es|debe|para|con|tu|ya|se|por|que|datos|archivo|solicitud)\b/i.test(message);
}
