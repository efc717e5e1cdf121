// Shared steps of the review-workflow e2e files (not a test file: the suite runs only *.test.mjs).
import { deflateSync } from 'node:zlib';
import { expect } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/accounts.mjs';
import { expectHeading } from '../lib/page.mjs';
import { makePdf } from './applicant-helpers.mjs';
import { addressFor, uniqueRut } from '../lib/unique.mjs';

export const ADMIN = ACCOUNTS.admin;
export const REVIEWER_1 = ACCOUNTS.revisor;
export const REVIEWER_2 = ACCOUNTS.revisora2;
export const REVIEWER_3 = ACCOUNTS.revisor3;
/** The development ClaveÚnica identity these files apply with (its own institutions, unique RUTs). */
export const APPLICANT = ACCOUNTS.postulanteB;

/** A real PNG (RGB, one colour) of the given size: the logo rules check the natural size. */
export function makePng(width, height, [r, g, b] = [0, 81, 168]) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function call(apiUrl, token, method, path, { json, form } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    body = form;
  }
  const response = await fetch(new URL(path, apiUrl), { method, headers, body });
  const text = await response.text();
  const data = text ? JSON.parse(text) : null;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return data;
}

function pdfForm(fields, files) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
  for (const [key, title] of Object.entries(files)) {
    const pdf = makePdf(title);
    form.set(key, new Blob([pdf.buffer], { type: pdf.mimeType }), pdf.name);
  }
  return form;
}

/**
 * The applicant's part through the API, as the wizard and the category process do: institution,
 * legal representative, person in charge, category, logbook and declaration, one admissibility file,
 * a file for every requirement, then 'Finalizar' (Registrada → Enviada). Returns the ids and names.
 */
export async function createSentApplication(apiUrl, { name, email }) {
  const session = await call(apiUrl, null, 'POST', 'api/claveunica/login', { json: { run: APPLICANT.run, clave_unica: APPLICANT.clave } });
  const token = session.token;
  const [tipo] = await call(apiUrl, null, 'GET', 'api/tipo-instituciones');
  const [region] = await call(apiUrl, null, 'GET', 'api/regiones');
  const [comuna] = await call(apiUrl, null, 'GET', `api/comunas/region/${region.id}`);
  const rut = uniqueRut();
  const app = await call(apiUrl, token, 'POST', 'api/institucion/postulacion_sellos/store', {
    json: {
      nombre_institucion: name, rut_institucion: rut, rubro_institucion: 'Servicios sociales', tipo_institucion_id: tipo.id,
      direccion_fisica: addressFor('Avenida Libertador', rut), region_id: region.id, comuna_id: comuna.id, cant_trabajadores: '250', cant_trabajadores_discapacidad: '6',
    },
  });
  const id = app.id;
  await call(apiUrl, token, 'POST', 'api/institucion/postulacion_sellos/rep_legal/store', {
    json: { postulacion_sello_id: id, nombre_rep_legal: 'María Soto Pérez', cargo_rep_legal: 'Directora', rut_rep_legal: '12.345.678-5', telefono_rep_legal: '912-345-678', correo_rep_legal: email },
  });
  await call(apiUrl, token, 'POST', 'api/institucion/postulacion_sellos/encargado/store', {
    json: { postulacion_sello_id: id, nombre_encargado: 'Jorge Díaz Rojas', cargo_encargado: 'Jefe de personas', rut_encargado: '11.111.111-1', telefono_encargado: '987-654-321', correo_encargado: email },
  });
  const [categoria] = await call(apiUrl, null, 'GET', 'api/categoria-postulaciones');
  await call(apiUrl, token, 'PUT', `api/institucion/postulacion_sellos/update/${id}`, { json: { categoria_id: categoria.id, year: 2024 } });
  const p1 = await call(apiUrl, token, 'POST', 'api/obtencion_sello_p1/store', {
    form: pdfForm({ postulacion_sello_id: id }, { bitacora: 'Bitacora', declaracion_autoridad: 'Declaracion' }),
  });
  const medios = await call(apiUrl, null, 'GET', `api/medios-verificacion?categoria_id=${categoria.id}`);
  await call(apiUrl, token, 'POST', 'api/obtencion_sello_p2/store', {
    form: pdfForm({ obtencion_sello_p1_id: p1.id, ...(medios[0] ? { medio_verificacion_id: medios[0].id } : {}) }, { archivo_verificacion: 'Verificacion' }),
  });
  const requisitos = await call(apiUrl, null, 'GET', `api/requisitos?categoria_id=${categoria.id}`);
  for (const requisito of requisitos) {
    await call(apiUrl, token, 'POST', 'api/requisitos/store', {
      form: pdfForm({ requisito_id: requisito.id, obtencion_sello_p1_id: p1.id, medio_verificacion: requisito.medio_verificacion }, { requisito: `Requisito ${requisito.id}` }),
    });
  }
  await call(apiUrl, token, 'POST', `api/postulante/postulaciones/${id}/enviar`);
  return { id, name, categoria, requisitos, applicantToken: token };
}

/** Signs a staff member in on the real /admin/login page (the demo accounts need no second factor). */
export async function staffSignIn(page, baseUrl, { email, password }, path) {
  await page.goto(`${baseUrl}/admin/login${path ? `?volver=${encodeURIComponent(path)}` : ''}`);
  await expectHeading(page);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).not.toHaveURL((url) => url.pathname === '/admin/login');
  if (path) await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** The bearer token of the signed-in person in this page (for direct API checks). */
export async function tokenOf(page) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.token ?? null);
  expect(token, 'sin sesión en la página').toBeTruthy();
  return token;
}

export async function apiStatus(apiUrl, token, path) {
  const response = await fetch(new URL(path, apiUrl), { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}

/** A staff session through the API (for setting up data; the pages themselves are signed in on /admin/login). */
export async function staffToken(apiUrl, { email, password }) {
  const session = await call(apiUrl, null, 'POST', 'api/login', { json: { email, password } });
  expect(session.token, `sin token para ${email}: ${JSON.stringify(session)}`).toBeTruthy();
  return session.token;
}

/** Puts a session into the page's storage (the store's `user` key) before any page script runs. */
export async function presetSession(context, apiUrl, account) {
  const session = await call(apiUrl, null, 'POST', 'api/login', { json: { email: account.email, password: account.password } });
  await context.addInitScript((value) => window.localStorage.setItem('user', value), JSON.stringify({ token: session.token, user: session.user }));
  return session.token;
}

export const adminApi = {
  revisores: (apiUrl, token) => call(apiUrl, token, 'GET', 'api/admin/revisores'),
  asignar: (apiUrl, token, body) => call(apiUrl, token, 'POST', 'api/admin/postulaciones/asignaciones', { json: body }),
  detalle: (apiUrl, token, id) => call(apiUrl, token, 'GET', `api/admin/postulaciones/${id}`),
  admitir: async (apiUrl, token, id) => {
    const detail = await call(apiUrl, token, 'GET', `api/admin/postulaciones/${id}`);
    return call(apiUrl, token, 'POST', `api/admin/postulaciones/${id}/admisibilidad`, {
      json: { resultado: 'Admisible', documentos: detail.documentos.map((doc) => ({ clave: doc.clave, cumple: true })) },
    });
  },
  pendientes: (apiUrl, token) => call(apiUrl, token, 'GET', 'api/admin/publicaciones/pendientes'),
  correos: (apiUrl, token, postulacionId) => call(apiUrl, token, 'GET', `api/admin/correos?postulacion_id=${postulacionId}`),
};

export const reviewerApi = {
  declararSinConflicto: (apiUrl, token, id) => call(apiUrl, token, 'POST', `api/revisor/postulaciones/${id}/declaracion`, { json: { tipo: 'sin_conflicto' } }),
  puntuar: (apiUrl, token, id, requisitoId, puntaje) =>
    call(apiUrl, token, 'PUT', `api/revisor/postulaciones/${id}/requisitos/${requisitoId}`, { json: { puntaje, cumple: true } }),
};
