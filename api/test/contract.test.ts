/**
 * Issue 3, acceptance 2: every call of spec section 7, in the spec's order, with the spec's payloads; each answer is
 * checked for its status code and for the spec's field names (section 3). One flow: later calls use ids from earlier
 * answers, the way the portal does. Where the spec says "path not shown", the path is the one api/README.md chose.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { certificationYears } from '@sello/shared-api/schemas';
import * as v from 'valibot';
import { createTestApp, type TestApp } from './helpers/app';
import { APPLICANTS, bearer, multipart, pdf, png, STAFF, type Part } from './helpers/http';

/** A certification year the admin may choose (spec 9: this year and the two before). */
const [CURRENT_YEAR] = certificationYears();

type Role = 'anonymous' | 'applicant' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
type Json = Record<string, unknown>;
type Schema = v.GenericSchema<unknown, unknown>;

/** Ids and values taken from earlier answers, filled in as the flow goes. */
interface Flow {
  tokens: { applicant: string; admin: string };
  categoriaId: number;
  regionId: number;
  comunaId: number;
  tipoInstitucionId: number;
  postulacionId: number;
  p1Id: number;
  requisito: { id: number; medio_verificacion: string };
  newsUrl: string;
  institucionId: number;
  descargableId: number;
  nextPageUrl: string;
  news: { id: number; url: string };
}

interface Call {
  section: 'Public' | 'Applicant wizard and process' | 'Admin';
  method: Method;
  /** The path shape exactly as spec section 7 writes it. */
  specPath: string;
  /** The path requested; the API's choice where the spec does not show one. */
  path: (f: Flow) => string;
  role: Role;
  json?: (f: Flow) => Json;
  multipart?: (f: Flow) => Promise<Record<string, Part>>;
  status: number;
  schema: Schema;
  /** Spec facts a schema cannot say (counts, first/last entries, echoes) and ids later calls need. */
  then?: (body: unknown, f: Flow) => void;
}

// ---- Response shapes with the field names of spec section 3 (extra fields are allowed: "beyond those named are not shown").
const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const date = v.pipe(v.string(), v.isoTimestamp());
const nullableString = v.nullable(v.string());
const idNombre = v.object({ id, nombre: v.string() });
const list = <T extends Schema>(item: T) => v.pipe(v.array(item), v.minLength(1));

const noticia = v.object({
  id, id_noticia: id, url: v.string(), titulo: v.string(), cuerpo: v.string(), excerpt: v.string(),
  imagen: nullableString, image_url: nullableString, imagen_mobile: nullableString, activo: v.boolean(),
  user_id: v.nullable(v.number()), created_at: date, fecha: v.pipe(v.string(), v.isoDate()), updated_at: date,
});
const pageLink = v.object({ label: v.string(), url: nullableString, active: v.boolean() });
const pagination = v.object({
  data: v.pipe(v.array(noticia), v.maxLength(9)), links: v.pipe(v.array(pageLink), v.minLength(3)), total: v.number(),
  from: v.nullable(v.number()), to: v.nullable(v.number()), current_page: v.number(), per_page: v.literal(9),
  prev_page_url: nullableString, next_page_url: nullableString,
});
const institucion = v.object({
  id, titulo: v.string(), logo: nullableString, tipo_reconocimiento: v.string(), anno_certificacion: v.number(),
  user_id: v.nullable(v.number()),
});
const descargable = v.object({ id, nombre: v.string(), ubicacion: v.string(), documento: v.string(), created_at: date });
const storedFile = v.object({ id: v.union([v.string(), v.number()]) });
const comuna = v.object({ id, nombre: v.string(), region_id: id });
const historial = v.object({
  id, postulacion_sello_id: id, institucion_id: id, resultado_postulacion_id: id, progreso_postulacion: v.number(), created_at: date,
});
const requisitoRow = v.object({
  id, nombre: v.string(), medio_verificacion: v.string(), ptje_total: v.number(), estado_requisito_id: v.number(), created_at: date,
});
const requisitoDetail = v.object({ nombre: v.string(), ptje_total: v.number(), detalles: v.string(), descripcion: v.string() });
const p1 = v.object({ id, bitacora: storedFile, declaracion_autoridad: storedFile });
const adminApplication = v.object({ id, institucion_id: id, postulacion_sello_id: id, created_at: date });
const adminApplicationDetail = v.object({
  instituciones: v.object({ titulo: v.string() }),
  obtencion_sello_p1: p1,
  obtencion_sello_p2: list(v.object({ archivo_verificacion: storedFile })),
});
const session = v.object({ token: v.string(), user: v.object({ name: v.string(), lastname: v.string() }) });
const withId = v.object({ id });

const PDF = async (filename: string): Promise<Part> => ({ filename, content: await pdf(), type: 'application/pdf' });
const PNG = (filename: string, width: number, height: number): Part => ({ filename, content: png(width, height), type: 'image/png' });
const num = (value: unknown): number => {
  assert.equal(typeof value, 'number');
  return value as number;
};
const obj = (value: unknown): Json => value as Json;

const CALLS: Call[] = [
  // ---------------------------------------------------------------- Public
  {
    section: 'Public', method: 'GET', specPath: 'noticias', path: () => '/noticias', role: 'anonymous', status: 200, schema: pagination,
    then: (body, f) => {
      const page = obj(body);
      const links = page.links as { label: string; url: string | null; active: boolean }[];
      assert.equal((page.data as unknown[]).length, 9, '9 news per page');
      // The portal drops the first and last entries: they must be previous/next, the rest numbered pages.
      assert.match(links[0]!.label, /Anterior/);
      assert.match(links[links.length - 1]!.label, /Siguiente/);
      assert.ok(links.slice(1, -1).every((l) => /^\d+$/.test(l.label)), 'numbered links between previous and next');
      assert.equal(page.current_page, 1);
      assert.deepEqual([page.from, page.to], [1, 9]);
      assert.ok(num(page.total) > 9, 'more than one page of news is seeded');
      assert.deepEqual(links.filter((l) => l.active).map((l) => l.label), ['1'], 'the current page is the active link');
      assert.equal(page.prev_page_url, null);
      assert.equal(typeof page.next_page_url, 'string');
      f.nextPageUrl = page.next_page_url as string;
      const first = obj((page.data as unknown[])[0]);
      f.news = { id: num(first.id), url: String(first.url) };
    },
  },
  {
    // "Optional full page URL for pagination": the portal follows next_page_url as given.
    section: 'Public', method: 'GET', specPath: 'noticias (full page URL)', role: 'anonymous', status: 200, schema: pagination,
    path: (f) => { const u = new URL(f.nextPageUrl); return `${u.pathname}${u.search}`; },
    then: (body) => {
      assert.equal(obj(body).current_page, 2);
      assert.equal(obj(body).from, 10);
      assert.equal(typeof obj(body).prev_page_url, 'string');
    },
  },
  {
    section: 'Public', method: 'GET', specPath: 'noticias/{id}', role: 'anonymous', status: 200, schema: noticia,
    path: (f) => `/noticias/${f.news.id}`,
    then: (body, f) => assert.equal(obj(body).id, f.news.id),
  },
  {
    section: 'Public', method: 'GET', specPath: 'news by url slug (path not shown)', role: 'anonymous', status: 200, schema: noticia,
    path: (f) => `/noticias/url/${f.news.url}`,
    then: (body, f) => assert.equal(obj(body).id, f.news.id),
  },
  { section: 'Public', method: 'GET', specPath: 'instituciones-reconocidas', path: () => '/instituciones-reconocidas', role: 'anonymous', status: 200, schema: list(institucion) },
  {
    section: 'Public', method: 'GET', specPath: 'instituciones?anno_certificacion={year}', role: 'anonymous', status: 200, schema: list(institucion),
    path: () => '/instituciones?anno_certificacion=2024',
    then: (body) => assert.ok((body as { anno_certificacion: number }[]).every((i) => i.anno_certificacion === 2024)),
  },
  {
    section: 'Public', method: 'POST', specPath: 'api/login', path: () => '/api/login', role: 'anonymous', status: 200, schema: session,
    json: () => ({ ...STAFF.admin }),
  },
  // ---------------------------------------------------------------- Applicant wizard and process
  {
    section: 'Applicant wizard and process', method: 'GET', specPath: 'api/regiones', path: () => '/api/regiones', role: 'applicant', status: 200, schema: list(idNombre),
    then: (body, f) => { f.regionId = num((body as Json[])[6]!.id); },
  },
  {
    section: 'Applicant wizard and process', method: 'GET', specPath: 'api/comunas/region/{id}', path: (f) => `/api/comunas/region/${f.regionId}`, role: 'applicant', status: 200, schema: list(comuna),
    then: (body, f) => {
      assert.ok((body as Json[]).every((c) => c.region_id === f.regionId));
      f.comunaId = num((body as Json[])[0]!.id);
    },
  },
  {
    section: 'Applicant wizard and process', method: 'GET', specPath: 'api/tipo-instituciones', path: () => '/api/tipo-instituciones', role: 'applicant', status: 200, schema: list(idNombre),
    then: (body, f) => { f.tipoInstitucionId = num((body as Json[])[0]!.id); },
  },
  {
    section: 'Applicant wizard and process', method: 'POST', specPath: 'api/institucion/postulacion_sellos/store', path: () => '/api/institucion/postulacion_sellos/store',
    role: 'applicant', status: 201, schema: withId,
    json: (f) => ({
      nombre_institucion: 'Municipalidad de Contrato', rut_institucion: '76.086.428-5', rubro_institucion: 'Administración pública',
      tipo_institucion_id: f.tipoInstitucionId, direccion_fisica: 'Av. Contrato 123', region_id: f.regionId, comuna_id: f.comunaId,
      cant_trabajadores: '250', cant_trabajadores_discapacidad: '3',
    }),
    then: (body, f) => { f.postulacionId = num(obj(body).id); },
  },
  {
    section: 'Applicant wizard and process', method: 'POST', specPath: 'api/institucion/postulacion_sellos/rep_legal/store', path: () => '/api/institucion/postulacion_sellos/rep_legal/store',
    role: 'applicant', status: 201, schema: v.object({ id, postulacion_sello_id: id, nombre_rep_legal: v.string() }),
    json: (f) => ({
      nombre_rep_legal: 'Rosa Representante', cargo_rep_legal: 'Alcaldesa', rut_rep_legal: '12.345.678-5',
      telefono_rep_legal: '912-345-678', correo_rep_legal: 'rosa@prueba.cl', postulacion_sello_id: f.postulacionId,
    }),
  },
  {
    section: 'Applicant wizard and process', method: 'POST', specPath: 'api/institucion/postulacion_sellos/encargado/store', path: () => '/api/institucion/postulacion_sellos/encargado/store',
    role: 'applicant', status: 201, schema: v.object({ id, postulacion_sello_id: id, nombre_encargado: v.string() }),
    json: (f) => ({
      nombre_encargado: 'Ernesto Encargado', cargo_encargado: 'Jefe de personas', rut_encargado: '11.111.111-1',
      telefono_encargado: '987654321', correo_encargado: 'ernesto@prueba.cl', postulacion_sello_id: f.postulacionId,
    }),
  },
  {
    section: 'Applicant wizard and process', method: 'PUT', specPath: 'institucion/postulacion_sellos/update/{id}', path: (f) => `/institucion/postulacion_sellos/update/${f.postulacionId}`,
    role: 'applicant', status: 201, schema: v.object({ id, categoria_id: id, year: v.number() }),
    json: (f) => ({ categoria_id: f.categoriaId }),
    then: (body, f) => assert.equal(obj(body).id, f.postulacionId),
  },
  {
    section: 'Applicant wizard and process', method: 'POST', specPath: 'api/historial-postulaciones/store', path: () => '/api/historial-postulaciones/store',
    role: 'applicant', status: 200, schema: historial,
    // The portal always sends institucion_id 1 and resultado_postulacion_id 1.
    json: (f) => ({ postulacion_sello_id: f.postulacionId, institucion_id: 1, resultado_postulacion_id: 1, progreso_postulacion: 2 }),
    then: (body, f) => assert.equal(obj(body).postulacion_sello_id, f.postulacionId),
  },
  {
    section: 'Applicant wizard and process', method: 'GET', specPath: 'api/historial-postulaciones', path: () => '/api/historial-postulaciones', role: 'applicant', status: 200, schema: list(historial),
    then: (body, f) => assert.ok((body as Json[]).some((h) => h.postulacion_sello_id === f.postulacionId)),
  },
  { section: 'Applicant wizard and process', method: 'GET', specPath: 'api/resultado-postulaciones', path: () => '/api/resultado-postulaciones', role: 'applicant', status: 200, schema: list(idNombre) },
  {
    section: 'Applicant wizard and process', method: 'GET', specPath: 'api/categoria-postulaciones', path: () => '/api/categoria-postulaciones', role: 'applicant', status: 200, schema: list(idNombre),
    then: (body, f) => assert.ok((body as Json[]).some((c) => c.id === f.categoriaId)),
  },
  {
    section: 'Applicant wizard and process', method: 'GET', specPath: 'categoria-postulaciones/{id}', path: (f) => `/categoria-postulaciones/${f.categoriaId}`, role: 'applicant', status: 200,
    schema: v.pipe(v.array(idNombre), v.length(1)),
    then: (body, f) => assert.equal((body as Json[])[0]!.id, f.categoriaId),
  },
  {
    section: 'Applicant wizard and process', method: 'POST', specPath: 'api/obtencion_sello_p1/store', path: () => '/api/obtencion_sello_p1/store', role: 'applicant', status: 200, schema: p1,
    multipart: async () => ({ bitacora: await PDF('bitacora.pdf'), declaracion_autoridad: await PDF('declaracion.pdf') }),
    then: (body, f) => { f.p1Id = num(obj(body).id); },
  },
  {
    section: 'Applicant wizard and process', method: 'POST', specPath: 'api/obtencion_sello_p2/store', path: () => '/api/obtencion_sello_p2/store', role: 'applicant', status: 200,
    schema: v.object({ id, obtencion_sello_p1_id: id, archivo_verificacion: storedFile }),
    multipart: async (f) => ({ obtencion_sello_p1_id: String(f.p1Id), archivo_verificacion: await PDF('verificacion.pdf') }),
    then: (body, f) => assert.equal(obj(body).obtencion_sello_p1_id, f.p1Id),
  },
  {
    // "Multipart; usage not shown": the API takes obtencion_sello_p1_id and archivo (api/README.md).
    section: 'Applicant wizard and process', method: 'POST', specPath: 'api/obtencion_sello_p3/store', path: () => '/api/obtencion_sello_p3/store', role: 'applicant', status: 200,
    schema: v.object({ id, obtencion_sello_p1_id: id, archivo: storedFile }),
    multipart: async (f) => ({ obtencion_sello_p1_id: String(f.p1Id), archivo: await PDF('informe-final.pdf') }),
  },
  {
    section: 'Applicant wizard and process', method: 'GET', specPath: 'api/medios-verificacion', path: () => '/api/medios-verificacion', role: 'applicant', status: 200,
    schema: list(v.object({ id, created_at: date, archivo_base: nullableString })),
  },
  {
    section: 'Applicant wizard and process', method: 'GET', specPath: 'api/requisitos', path: () => '/api/requisitos', role: 'applicant', status: 200, schema: list(requisitoRow),
  },
  {
    section: 'Applicant wizard and process', method: 'GET', specPath: 'api/requisitos/{id}', path: (f) => `/api/requisitos/${f.requisito.id}`, role: 'applicant', status: 200, schema: requisitoDetail,
  },
  {
    section: 'Applicant wizard and process', method: 'POST', specPath: 'requisito submission (path not shown)', path: () => '/api/requisitos/store', role: 'applicant', status: 200,
    schema: v.object({ id, requisito_id: id, archivo: storedFile }),
    // The spec's three fields plus the file itself ('Por favor anexa el requisito.' when it is missing).
    multipart: async (f) => ({
      requisito_id: String(f.requisito.id), obtencion_sello_p1_id: String(f.p1Id), medio_verificacion: f.requisito.medio_verificacion,
      requisito: await PDF('requisito.pdf'),
    }),
    then: (body, f) => assert.equal(obj(body).requisito_id, f.requisito.id),
  },
  // ---------------------------------------------------------------- Admin (bearer)
  {
    section: 'Admin', method: 'GET', specPath: 'api/admin/historial-postulaciones', path: () => '/api/admin/historial-postulaciones', role: 'admin', status: 200, schema: list(adminApplication),
    then: (body, f) => assert.ok((body as Json[]).some((a) => a.id === f.postulacionId)),
  },
  {
    section: 'Admin', method: 'GET', specPath: 'api/admin/historial-postulaciones/{id}', path: (f) => `/api/admin/historial-postulaciones/${f.postulacionId}`, role: 'admin', status: 200,
    schema: adminApplicationDetail,
    then: (body) => assert.equal(obj(obj(body).instituciones).titulo, 'Municipalidad de Contrato'),
  },
  {
    section: 'Admin', method: 'GET', specPath: 'api/admin/historial-obtencion-sellos/{id}', path: (f) => `/api/admin/historial-obtencion-sellos/${f.p1Id}`, role: 'admin', status: 200, schema: p1,
    then: (body, f) => assert.equal(obj(body).id, f.p1Id),
  },
  {
    section: 'Admin', method: 'GET', specPath: 'api/admin/descargables', path: () => '/api/admin/descargables', role: 'admin', status: 200, schema: list(descargable),
    then: (body, f) => { f.descargableId = num((body as Json[])[0]!.id); },
  },
  {
    section: 'Admin', method: 'GET', specPath: 'api/admin/descargables/{id}', path: (f) => `/api/admin/descargables/${f.descargableId}`, role: 'admin', status: 200,
    schema: v.object({ nombre: v.string(), ubicacion: v.string() }),
  },
  {
    section: 'Admin', method: 'PATCH', specPath: 'api/admin/descargables/{id}', path: (f) => `/api/admin/descargables/${f.descargableId}`, role: 'admin', status: 200, schema: descargable,
    multipart: async () => ({ nombre: 'Bases actualizadas', documento: await PDF('bases.pdf') }),
    then: (body) => assert.equal(obj(body).nombre, 'Bases actualizadas'),
  },
  {
    section: 'Admin', method: 'POST', specPath: 'api/admin/noticias/store', path: () => '/api/admin/noticias/store', role: 'admin', status: 200, schema: noticia,
    multipart: async () => ({
      titulo: 'Noticia de contrato', imagen: PNG('portada.png', 1110, 336), imagen_mobile: PNG('movil.png', 290, 88),
      url: 'noticia-de-contrato', activo: '1', cuerpo: '<p>Cuerpo de la noticia de contrato.</p>', user_id: '1',
      // Beyond the spec (issue 10): every image comes with its alternative text.
      imagen_alt: 'Portada de la noticia de contrato', imagen_mobile_alt: 'Portada móvil',
    }),
    then: (body, f) => {
      assert.equal(obj(body).activo, true);
      assert.equal(obj(body).url, 'noticia-de-contrato', 'the slug the admin sent is kept');
      assert.equal(typeof obj(body).imagen, 'string');
      assert.equal(typeof obj(body).imagen_mobile, 'string');
      f.newsUrl = String(obj(body).url);
    },
  },
  {
    section: 'Admin', method: 'GET', specPath: 'news by url for edit (path not shown)', path: (f) => `/api/admin/noticias/url/${f.newsUrl}`, role: 'admin', status: 200, schema: noticia,
    then: (body) => assert.equal(obj(body).titulo, 'Noticia de contrato'),
  },
  {
    section: 'Admin', method: 'POST', specPath: 'api/admin/instituciones/store', path: () => '/api/admin/instituciones/store', role: 'admin', status: 200, schema: institucion,
    multipart: async () => ({
      titulo: 'Institución de Contrato', logo: PNG('logo.png', 200, 60), tipo_reconocimiento: 'Sello Chile Inclusivo',
      anno_certificacion: String(CURRENT_YEAR), user_id: '1', logo_alt: 'Logo de la Institución de Contrato',
    }),
    then: (body, f) => { f.institucionId = num(obj(body).id); },
  },
  {
    section: 'Admin', method: 'GET', specPath: 'api/admin/instituciones/{id}/editar', path: (f) => `/api/admin/instituciones/${f.institucionId}/editar`, role: 'admin', status: 200,
    schema: v.object({ titulo: v.string(), anno_certificacion: v.number() }),
    then: (body) => assert.deepEqual([obj(body).titulo, obj(body).anno_certificacion], ['Institución de Contrato', CURRENT_YEAR]),
  },
  {
    section: 'Admin', method: 'GET', specPath: 'admin application list (path not shown)', path: () => '/api/admin/historial-postulaciones', role: 'admin', status: 200, schema: list(adminApplication),
  },
  {
    section: 'Admin', method: 'GET', specPath: 'admin application detail (path not shown)', path: (f) => `/api/admin/historial-postulaciones/${f.postulacionId}`, role: 'admin', status: 200,
    schema: adminApplicationDetail,
  },
  {
    section: 'Admin', method: 'GET', specPath: 'bitácora/declaración by id (path not shown)', path: (f) => `/api/admin/historial-obtencion-sellos/${f.p1Id}`, role: 'admin', status: 200, schema: p1,
  },
  {
    section: 'Admin', method: 'GET', specPath: 'institutions list (path not shown)', path: () => '/api/admin/instituciones', role: 'admin', status: 200, schema: list(institucion),
    then: (body, f) => assert.ok((body as Json[]).some((i) => i.id === f.institucionId)),
  },
  { section: 'Admin', method: 'GET', specPath: 'categories list (path not shown)', path: () => '/api/categoria-postulaciones', role: 'admin', status: 200, schema: list(idNombre) },
  {
    section: 'Admin', method: 'GET', specPath: 'paginated lists (path not shown)', path: () => '/api/admin/noticias', role: 'admin', status: 200, schema: pagination,
    then: (body) => {
      const links = obj(body).links as { label: string }[];
      assert.match(links[0]!.label, /Anterior/);
      assert.match(links[links.length - 1]!.label, /Siguiente/);
    },
  },
  {
    // Listed among the admin calls, but it is the applicant's own list: the API serves it to the applicant only.
    section: 'Admin', method: 'GET', specPath: 'applicant requisitos list (path not shown)', path: (f) => `/api/postulante/postulaciones/${f.postulacionId}/requisitos`, role: 'applicant', status: 200,
    schema: list(requisitoRow),
  },
  { section: 'Admin', method: 'POST', specPath: 'admin login (path not shown)', path: () => '/api/login', role: 'anonymous', status: 200, schema: session, json: () => ({ ...STAFF.admin }) },
];

let t: TestApp;
const flow: Flow = {
  tokens: { applicant: '', admin: '' }, categoriaId: 0, regionId: 0, comunaId: 0, tipoInstitucionId: 0, postulacionId: 0, p1Id: 0,
  requisito: { id: 0, medio_verificacion: '' }, newsUrl: '', institucionId: 0, descargableId: 0, nextPageUrl: '',
  news: { id: 0, url: '' },
};

before(async () => {
  t = await createTestApp();
  // Signing in is not a call of section 7 for the applicant (ClaveÚnica); the admin signs in with the spec's api/login.
  const applicant = await t.app.inject({ method: 'POST', url: '/api/claveunica/login', payload: APPLICANTS.a });
  flow.tokens.applicant = applicant.json<{ token: string }>().token;
  const admin = await t.app.inject({ method: 'POST', url: '/api/login', payload: STAFF.admin });
  flow.tokens.admin = admin.json<{ token: string }>().token;
  // The category the applicant chooses in step 4 and its first requirement, as the portal has them from its lists.
  const categorias = (await t.app.inject({ url: '/api/categoria-postulaciones' })).json<{ id: number; slug: string }[]>();
  flow.categoriaId = categorias.find((c) => c.slug === 'gestion-institucional-inclusiva')!.id;
  const requisitos = (await t.app.inject({ url: `/api/requisitos?categoria_id=${flow.categoriaId}` })).json<{ id: number; medio_verificacion: string }[]>();
  flow.requisito = { id: requisitos[0]!.id, medio_verificacion: requisitos[0]!.medio_verificacion };
});
after(async () => {
  await t.close();
});

describe('spec section 7, every call in order', () => {
  CALLS.forEach((call, index) => {
    test(`${index + 1}. [${call.section}] ${call.method} ${call.specPath} (${call.role}) → ${call.status}`, async () => {
      const headers: Record<string, string> = call.role === 'anonymous' ? {} : bearer(flow.tokens[call.role]);
      let payload: Buffer | Json | undefined;
      if (call.json) payload = call.json(flow);
      if (call.multipart) {
        const body = await multipart(await call.multipart(flow));
        payload = body.payload;
        Object.assign(headers, body.headers);
      }
      const res = await t.app.inject({ method: call.method, url: call.path(flow), headers, ...(payload ? { payload } : {}) });
      assert.equal(res.statusCode, call.status, `${call.method} ${call.path(flow)}: ${res.body.slice(0, 500)}`);
      const body: unknown = res.json();
      const parsed = v.safeParse(call.schema, body);
      assert.ok(parsed.success, `shape of ${call.specPath}: ${parsed.issues?.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ')}`);
      call.then?.(body, flow);
    });
  });
});
