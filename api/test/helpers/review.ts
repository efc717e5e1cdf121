// Shared steps of the review workflow tests: sign-ins of every demo role, an application sent by an
// applicant through the real routes, and thin wrappers that assert the status of each call.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { computeRutDv, formatRut } from '@sello/shared-api';
import { createTestApp, type TestApp } from './app';
import { applicantLogin, attachOtherRequirements, registerApplicationWithFiles, staffLogin, type ApplicationFixture } from '../support-acceptance/fixtures';
import { call, jsonOf, multipart, type CallOptions, type HttpMethod } from '../support-acceptance/http';

export const ACCOUNTS = {
  admin: { email: 'admin@sello.test', password: 'sello-admin-demo' },
  admin2: { email: 'admin2@sello.test', password: 'sello-admin2-demo' },
  r1: { email: 'revisor@sello.test', password: 'sello-revisor-demo' },
  r2: { email: 'revisora2@sello.test', password: 'sello-revisora2-demo' },
  r3: { email: 'revisor3@sello.test', password: 'sello-revisor3-demo' },
} as const;

export interface People {
  admin: string; admin2: string; r1: string; r2: string; r3: string; a: string; b: string;
  ids: { r1: number; r2: number; r3: number };
}

export async function signInEveryone(app: FastifyInstance): Promise<People> {
  const [admin, admin2, r1, r2, r3] = await Promise.all(
    (['admin', 'admin2', 'r1', 'r2', 'r3'] as const).map((k) => staffLogin(app, ACCOUNTS[k])),
  );
  const a = await applicantLogin(app, { run: '44.444.444-4', clave: 'testing' });
  const b = await applicantLogin(app, { run: '55.555.555-5', clave: 'testing' });
  assert.ok(admin && admin2 && r1 && r2 && r3);
  return {
    admin: admin.token, admin2: admin2.token, r1: r1.token, r2: r2.token, r3: r3.token, a: a.token, b: b.token,
    ids: { r1: r1.user.id, r2: r2.user.id, r3: r3.user.id },
  };
}

/** One test app for a file's tests, every demo role signed in (created before them, closed after): withAdminApp's twin. */
export function withEveryoneApp(use: (app: TestApp, people: People) => void): void {
  let app: TestApp | undefined;
  before(async () => {
    app = await createTestApp();
    use(app, await signInEveryone(app.app));
  });
  after(async () => {
    await app?.close();
  });
}

let rutCounter = 0;
/** A fresh valid RUT per application (one applicant may not reuse a RUT while one is open). */
export function nextRut(): string {
  rutCounter += 1;
  const body = String(77_000_000 + process.pid % 1000 * 1000 + rutCounter);
  return formatRut(body + computeRutDv(body));
}

/** Wizard, files and 'enviar' as the portal does it: the application ends in state Enviada. */
export async function sentApplication(app: FastifyInstance, token: string): Promise<ApplicationFixture> {
  const fx = await registerApplicationWithFiles(app, token, nextRut());
  await attachOtherRequirements(app, token, fx);
  await expectStatus(app, 'POST', `/api/postulante/postulaciones/${fx.applicationId}/enviar`, 200, { token });
  return fx;
}

export async function expectStatus(app: FastifyInstance, method: HttpMethod, url: string, status: number, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const res = await call(app, method, url, options);
  assert.equal(res.statusCode, status, `${method} ${url}: ${res.statusCode} ${res.body.slice(0, 400)}`);
  return res;
}

export async function json<T>(app: FastifyInstance, method: HttpMethod, url: string, options: CallOptions = {}, status = 200): Promise<T> {
  return jsonOf(await expectStatus(app, method, url, status, options)) as T;
}

/** Admin: every stage 1 document 'cumple' and the result. */
export async function admissible(app: FastifyInstance, admin: string, id: number) {
  const detail = await json<{ documentos: { clave: string }[] }>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: admin });
  return json(app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, {
    token: admin, json: { resultado: 'Admisible', documentos: detail.documentos.map((d) => ({ clave: d.clave, cumple: true })) },
  });
}

export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function assign(app: FastifyInstance, admin: string, ids: number[], reviewers: number[], days = 7) {
  return json(app, 'POST', '/api/admin/postulaciones/asignaciones', { token: admin, json: { postulacion_ids: ids, revisor_ids: reviewers, fecha_limite: inDays(days) } });
}

export async function pdfForm(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) {
  return multipart(fields, file ? [{ name: file.name, filename: `${file.name}.pdf`, bytes: file.bytes, type: 'application/pdf' }] : []);
}

/** Sent, admissible, one reviewer's full marks sent and consolidated: ready for the final decision. */
export async function consolidatedApplication(app: FastifyInstance, p: People): Promise<{ id: number; categoriaId: number; requisitos: { id: number; ptje_total: number }[] }> {
  const fx = await sentApplication(app, p.a);
  const id = fx.applicationId;
  await admissible(app, p.admin, id);
  await assign(app, p.admin, [id], [p.ids.r1]);
  await json(app, 'POST', `/api/revisor/postulaciones/${id}/declaracion`, { token: p.r1, json: { tipo: 'sin_conflicto' } });
  const { requisitos } = await json<{ requisitos: { id: number; ptje_total: number }[] }>(app, 'GET', `/api/revisor/postulaciones/${id}`, { token: p.r1 });
  for (const r of requisitos) {
    await json(app, 'PUT', `/api/revisor/postulaciones/${id}/requisitos/${r.id}`, { token: p.r1, json: { puntaje: r.ptje_total, cumple: true } });
  }
  await json(app, 'POST', `/api/revisor/postulaciones/${id}/enviar-evaluacion`, { token: p.r1 });
  await json(app, 'PUT', `/api/admin/postulaciones/${id}/consolidacion`, { token: p.admin, json: { puntajes: requisitos.map((r) => ({ requisito_id: r.id, puntaje: r.ptje_total })) } });
  return { id, categoriaId: fx.categoriaId, requisitos };
}
