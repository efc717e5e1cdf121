// An application that went the whole way through the real routes: observed, a document replaced,
// re-sent, admissible, evaluated, rejected with a sent letter, a reposición with its file, rejected
// again by a second admin. The expediente, Mis datos and retention tests start from it.
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { makePdf } from '../../src/seed/data/assets';
import { admissible, assign, inDays, json, pdfForm, sentApplication, type People } from './review';

interface Doc { clave: string }

export async function rejectedAfterReposicion(app: FastifyInstance, p: People, token = p.a): Promise<{ id: number; requisitos: { id: number; ptje_total: number }[] }> {
  const fx = await sentApplication(app, token);
  const id = fx.applicationId;
  const { documentos } = await json<{ documentos: Doc[] }>(app, 'GET', `/api/admin/postulaciones/${id}`, { token: p.admin });
  await json(app, 'POST', `/api/admin/postulaciones/${id}/admisibilidad`, {
    token: p.admin,
    json: {
      resultado: 'Observada', plazo_respuesta: inDays(10),
      documentos: documentos.map((d) => (d.clave === 'declaracion_autoridad' ? { clave: d.clave, cumple: false, observacion: 'Falta la firma de la autoridad.' } : { clave: d.clave, cumple: true })),
    },
  });
  await sendDraftLetters(app, p.admin, id);
  const view = await json<{ observaciones: { id: number }[] }>(app, 'GET', `/api/postulante/postulaciones/${id}/revision`, { token });
  const obsId = view.observaciones[0]?.id;
  assert.ok(obsId);
  await json(app, 'POST', `/api/postulante/postulaciones/${id}/observaciones/${obsId}/archivo`, {
    token, raw: await pdfForm({}, { name: 'archivo', bytes: await makePdf('Declaración firmada', ['Con la firma de la autoridad.']) }),
  });
  await json(app, 'POST', `/api/postulante/postulaciones/${id}/reenviar`, { token });
  await admissible(app, p.admin, id);
  await sendDraftLetters(app, p.admin, id);
  await assign(app, p.admin, [id], [p.ids.r1]);
  await json(app, 'POST', `/api/revisor/postulaciones/${id}/declaracion`, { token: p.r1, json: { tipo: 'sin_conflicto' } });
  const { requisitos } = await json<{ requisitos: { id: number; ptje_total: number }[] }>(app, 'GET', `/api/revisor/postulaciones/${id}`, { token: p.r1 });
  for (const r of requisitos) {
    await json(app, 'PUT', `/api/revisor/postulaciones/${id}/requisitos/${r.id}`, { token: p.r1, json: { puntaje: 0, cumple: false } });
  }
  await json(app, 'POST', `/api/revisor/postulaciones/${id}/enviar-evaluacion`, { token: p.r1 });
  await json(app, 'PUT', `/api/admin/postulaciones/${id}/consolidacion`, { token: p.admin, json: { puntajes: requisitos.map((r) => ({ requisito_id: r.id, puntaje: 0 })) } });
  await json(app, 'POST', `/api/admin/postulaciones/${id}/decision`, { token: p.admin, json: { resultado: 'Rechazada', motivo: 'No alcanza el puntaje mínimo de la categoría.' } });
  await sendDraftLetters(app, p.admin, id);
  await json(app, 'POST', `/api/postulante/postulaciones/${id}/reposicion`, {
    token, raw: await pdfForm({ motivo: 'Pedimos revisar el puntaje del requisito de accesibilidad.' }, { name: 'archivo', bytes: await makePdf('Recurso de reposición', ['Antecedentes adicionales.']) }),
  });
  await json(app, 'POST', `/api/admin/postulaciones/${id}/reposicion/resolver`, { token: p.admin2, json: { aceptada: false, motivo: 'Los antecedentes no cambian la evaluación.' } });
  await sendDraftLetters(app, p.admin2, id);
  return { id, requisitos };
}

/** Sends every draft letter of the application, as an admin does from the outbox. */
export async function sendDraftLetters(app: FastifyInstance, admin: string, id: number): Promise<void> {
  const drafts = await json<{ data: { id: number }[] }>(app, 'GET', `/api/admin/correos?estado=borrador&postulacion_id=${id}`, { token: admin });
  if (drafts.data.length === 0) return;
  await json(app, 'POST', '/api/admin/correos/enviar', { token: admin, json: { ids: drafts.data.map((d) => d.id) } });
}
