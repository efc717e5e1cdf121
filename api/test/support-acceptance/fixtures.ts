import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { makePdf } from '../../src/seed/data/assets';
import { call, jsonOf, multipart } from './http';

export const APPLICANT_A = { run: '44.444.444-4', clave: 'testing' };
export const APPLICANT_B = { run: '55.555.555-5', clave: 'testing' };
export const ADMIN = { email: 'admin@sello.test', password: 'sello-admin-demo' };
export const REVISOR = { email: 'revisor@sello.test', password: 'sello-revisor-demo' };

interface LoginAnswer { token: string; user: { id: number } }

function asLogin(body: unknown): LoginAnswer {
  assert.ok(body && typeof body === 'object' && 'token' in body && typeof body.token === 'string', `login sin token: ${JSON.stringify(body)}`);
  return body as LoginAnswer;
}

export async function staffLogin(app: FastifyInstance, account: { email: string; password: string }): Promise<LoginAnswer> {
  const res = await call(app, 'POST', '/api/login', { json: account });
  assert.equal(res.statusCode, 200, res.body);
  return asLogin(jsonOf(res));
}

export async function applicantLogin(app: FastifyInstance, account: { run: string; clave: string }): Promise<LoginAnswer> {
  const res = await call(app, 'POST', '/api/claveunica/login', { json: { run: account.run, clave_unica: account.clave } });
  assert.equal(res.statusCode, 200, res.body);
  return asLogin(jsonOf(res));
}

export interface Tokens { a: string; b: string; revisor: string; admin: string; aId: number; bId: number }

export async function loginEveryone(app: FastifyInstance): Promise<Tokens> {
  const a = await applicantLogin(app, APPLICANT_A);
  const b = await applicantLogin(app, APPLICANT_B);
  const revisor = await staffLogin(app, REVISOR);
  const admin = await staffLogin(app, ADMIN);
  return { a: a.token, b: b.token, revisor: revisor.token, admin: admin.token, aId: a.user.id, bId: b.user.id };
}

let pdfCache: Uint8Array | null = null;
export async function samplePdf(): Promise<Uint8Array> {
  pdfCache ??= await makePdf('Documento de prueba', ['Archivo generado por la suite de aceptación.']);
  return pdfCache;
}

export function idOf(body: unknown): number {
  assert.ok(body && typeof body === 'object' && 'id' in body && typeof body.id === 'number', `respuesta sin id: ${JSON.stringify(body)}`);
  return body.id;
}

/** Institution data that passes validation; `rut` must be a valid RUT distinct per application. */
export async function institutionBody(app: FastifyInstance, rut: string) {
  const regiones = jsonOf(await call(app, 'GET', '/api/regiones')) as { id: number }[];
  const region = regiones[0];
  assert.ok(region);
  const comunas = jsonOf(await call(app, 'GET', `/api/comunas/region/${region.id}`)) as { id: number }[];
  const tipos = jsonOf(await call(app, 'GET', '/api/tipo-instituciones')) as { id: number }[];
  assert.ok(comunas[0] && tipos[0]);
  return {
    nombre_institucion: 'Fundación Prueba Aceptación',
    rut_institucion: rut,
    rubro_institucion: 'Servicios',
    tipo_institucion_id: tipos[0].id,
    // One address per RUT: spec 5 lets one live application hold an address at a time.
    direccion_fisica: `Av. Siempre Viva ${rut.replace(/\D/g, '')}`,
    region_id: region.id,
    comuna_id: comunas[0].id,
    cant_trabajadores: '120',
    cant_trabajadores_discapacidad: '2',
  };
}

export interface ApplicationFixture {
  applicationId: number;
  categoriaId: number;
  p1Id: number;
  requisitoId: number;
  /** Private file ids owned by the applicant (logbook, declaration, verification, requirement). */
  fileIds: string[];
}

/** Runs the wizard (steps 1-4) and uploads the process files, as the portal does. */
export async function registerApplicationWithFiles(app: FastifyInstance, token: string, rut = '76.086.428-5'): Promise<ApplicationFixture> {
  const step1 = await call(app, 'POST', '/api/institucion/postulacion_sellos/store', { token, json: await institutionBody(app, rut) });
  assert.equal(step1.statusCode, 201, step1.body);
  const applicationId = idOf(jsonOf(step1));
  const rep = await call(app, 'POST', '/api/institucion/postulacion_sellos/rep_legal/store', {
    token,
    json: {
      nombre_rep_legal: 'Rosa Representante', cargo_rep_legal: 'Directora', rut_rep_legal: '11.111.111-1',
      telefono_rep_legal: '912345678', correo_rep_legal: 'rosa@example.cl', postulacion_sello_id: applicationId,
    },
  });
  assert.equal(rep.statusCode, 201, rep.body);
  const enc = await call(app, 'POST', '/api/institucion/postulacion_sellos/encargado/store', {
    token,
    json: {
      nombre_encargado: 'Eva Encargada', cargo_encargado: 'Coordinadora', rut_encargado: '22.222.222-2',
      telefono_encargado: '912345679', correo_encargado: 'eva@example.cl', postulacion_sello_id: applicationId,
    },
  });
  assert.equal(enc.statusCode, 201, enc.body);
  const categorias = jsonOf(await call(app, 'GET', '/api/categoria-postulaciones')) as { id: number }[];
  const categoriaId = categorias[0]?.id;
  assert.ok(categoriaId);
  const choose = await call(app, 'PUT', `/api/institucion/postulacion_sellos/update/${applicationId}`, { token, json: { categoria_id: categoriaId } });
  assert.equal(choose.statusCode, 201, choose.body);

  const pdf = await samplePdf();
  const p1Form = await multipart({ postulacion_sello_id: String(applicationId) }, [
    { name: 'bitacora', filename: 'bitacora.pdf', bytes: pdf, type: 'application/pdf' },
    { name: 'declaracion_autoridad', filename: 'declaracion.pdf', bytes: pdf, type: 'application/pdf' },
  ]);
  const p1 = await call(app, 'POST', '/api/obtencion_sello_p1/store', { token, raw: p1Form });
  assert.equal(p1.statusCode, 200, p1.body);
  const p1Body = jsonOf(p1) as { id: number; bitacora: { id: string } | null; declaracion_autoridad: { id: string } | null };
  const fileIds = [p1Body.bitacora?.id, p1Body.declaracion_autoridad?.id].filter((id): id is string => typeof id === 'string');

  const p2 = await call(app, 'POST', '/api/obtencion_sello_p2/store', {
    token,
    raw: await multipart({ obtencion_sello_p1_id: String(p1Body.id) }, [{ name: 'archivo_verificacion', filename: 'verificacion.pdf', bytes: pdf }]),
  });
  assert.equal(p2.statusCode, 200, p2.body);
  const p2Id = (jsonOf(p2) as { archivo_verificacion: { id: string } | null }).archivo_verificacion?.id;
  if (p2Id) fileIds.push(p2Id);

  const requisitos = jsonOf(await call(app, 'GET', `/api/requisitos?categoria_id=${categoriaId}`)) as { id: number }[];
  const requisitoId = requisitos[0]?.id;
  assert.ok(requisitoId);
  const req = await call(app, 'POST', '/api/requisitos/store', {
    token,
    raw: await multipart({ requisito_id: String(requisitoId), obtencion_sello_p1_id: String(p1Body.id) }, [{ name: 'requisito', filename: 'requisito.pdf', bytes: pdf }]),
  });
  assert.equal(req.statusCode, 200, req.body);
  const reqFile = (jsonOf(req) as { archivo: { id: string } | null }).archivo?.id;
  if (reqFile) fileIds.push(reqFile);
  assert.equal(fileIds.length, 4, 'la postulación de prueba debe tener 4 archivos');
  return { applicationId, categoriaId, p1Id: p1Body.id, requisitoId, fileIds };
}

/** Attaches a file to every requirement of the category still without one: 'enviar' asks for all of them. */
export async function attachOtherRequirements(app: FastifyInstance, token: string, fx: Pick<ApplicationFixture, 'categoriaId' | 'p1Id' | 'requisitoId'>): Promise<void> {
  const pdf = await samplePdf();
  const requisitos = jsonOf(await call(app, 'GET', `/api/requisitos?categoria_id=${fx.categoriaId}`)) as { id: number }[];
  for (const { id } of requisitos.filter((r) => r.id !== fx.requisitoId)) {
    const res = await call(app, 'POST', '/api/requisitos/store', {
      token,
      raw: await multipart({ requisito_id: String(id), obtencion_sello_p1_id: String(fx.p1Id) }, [{ name: 'requisito', filename: 'requisito.pdf', bytes: pdf }]),
    });
    assert.equal(res.statusCode, 200, res.body);
  }
}
