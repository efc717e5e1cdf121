import { parse as parseDisposition } from 'content-disposition';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { makePdf, makePng } from '../../src/seed/data/assets';

export const STAFF = {
  admin: { email: 'admin@sello.test', password: 'sello-admin-demo' },
  revisor: { email: 'revisor@sello.test', password: 'sello-revisor-demo' },
} as const;
export const APPLICANTS = {
  a: { run: '44.444.444-4', clave_unica: 'testing' },
  b: { run: '55.555.555-5', clave_unica: 'testing' },
} as const;

export async function staffToken(app: FastifyInstance, role: keyof typeof STAFF): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: STAFF[role] });
  if (res.statusCode !== 200) throw new Error(`login ${role}: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export async function applicantToken(app: FastifyInstance, who: keyof typeof APPLICANTS): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/claveunica/login', payload: APPLICANTS[who] });
  if (res.statusCode !== 200) throw new Error(`login ${who}: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Part = string | { filename: string; content: Uint8Array | string; type?: string };

/** Serialises a multipart body the way a browser would, for `inject`. */
export async function multipart(fields: Record<string, Part>): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.content], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

export async function send(
  app: FastifyInstance, method: 'POST' | 'PATCH' | 'PUT', url: string, token: string | null, fields: Record<string, Part>,
): Promise<LightMyRequestResponse> {
  const body = await multipart(fields);
  return app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
}

let pdfCache: Uint8Array | null = null;
export async function pdf(): Promise<Uint8Array> {
  pdfCache ??= await makePdf('Documento de prueba', ['Contenido de prueba.']);
  return pdfCache;
}

export const png = (width: number, height: number): Uint8Array => makePng(width, height, 'Prueba');

/** How a browser takes an answer's `Content-Disposition`: shown (`inline`) or downloaded, and the name it is saved under. */
export function savedAs(res: { headers: Record<string, unknown> }): { type: string; filename: string | undefined } {
  const { type, parameters } = parseDisposition(String(res.headers['content-disposition']));
  return { type, filename: parameters.filename };
}

export const institutionBody = {
  nombre_institucion: 'Municipalidad de Prueba',
  rut_institucion: '76.086.428-5',
  rubro_institucion: 'Administración pública',
  tipo_institucion_id: 1,
  direccion_fisica: 'Av. Siempre Viva 123',
  region_id: 7,
  comuna_id: 0,
  cant_trabajadores: '250',
  cant_trabajadores_discapacidad: '3',
};
