// The expediente electrónico: its index (JSON), the index as an accessible PDF and the whole file as
// a ZIP, for the applicant (own applications only, 404 otherwise) and for admins (who are recorded).
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN, APPLICANT, type AppContext } from '../context';
import { notFound } from '../lib/http-error';
import { parseId } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import { anyApplication, ownApplication, type Postulacion } from '../services/applications';
import { buildExpediente, type Expediente } from '../services/expediente/build';
import { expedientePdf } from '../services/expediente/pdf';
import { expedienteZip, indexName } from '../services/expediente/zip';
import { recordStaffAccess } from '../services/privacy/staff-access';

type Params = { id: string };

export function registerExpedienteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const withLinks = (e: Expediente, base: string) => ({ ...e, descargas: { pdf: `${ctx.config.publicBaseUrl}${base}.pdf`, zip: `${ctx.config.publicBaseUrl}${base}.zip` } });

  async function applicantOwn(request: FastifyRequest): Promise<Postulacion> {
    return ownApplication(ctx.db, requireAuth(request).id, parseId((request.params as Params).id));
  }

  /** Staff read a submitted application's file (a draft is the applicant's alone); the read is recorded. */
  async function staffRead(request: FastifyRequest): Promise<Postulacion> {
    const application = await anyApplication(ctx.db, parseId((request.params as Params).id));
    if (application.estado === 'Borrador') throw notFound('La postulación no existe.');
    await recordStaffAccess(ctx.db, requireAuth(request), { postulacionId: application.id, recurso: 'expediente' });
    return application;
  }

  const sendPdf = async (reply: FastifyReply, e: Expediente) => reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(indexName(e)))
    .send(await expedientePdf(e));

  const sendZip = async (reply: FastifyReply, e: Expediente) => reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', contentDisposition(`expediente-postulacion-${e.postulacion.id}.zip`))
    .send(await expedienteZip(ctx, e, await expedientePdf(e)));

  const applicant = { roles: APPLICANT };
  app.get('/api/postulante/postulaciones/:id/expediente', { config: applicant }, async (request) => {
    const own = await applicantOwn(request);
    return withLinks(await buildExpediente(ctx, own, { staff: false }), `/api/postulante/postulaciones/${own.id}/expediente`);
  });
  app.get('/api/postulante/postulaciones/:id/expediente.pdf', { config: applicant }, async (request, reply) =>
    sendPdf(reply, await buildExpediente(ctx, await applicantOwn(request), { staff: false })));
  app.get('/api/postulante/postulaciones/:id/expediente.zip', { config: applicant }, async (request, reply) =>
    sendZip(reply, await buildExpediente(ctx, await applicantOwn(request), { staff: false })));

  const admin = { roles: ADMIN };
  app.get('/api/admin/postulaciones/:id/expediente', { config: admin }, async (request) => {
    const application = await staffRead(request);
    return withLinks(await buildExpediente(ctx, application, { staff: true }), `/api/admin/postulaciones/${application.id}/expediente`);
  });
  app.get('/api/admin/postulaciones/:id/expediente.pdf', { config: admin }, async (request, reply) =>
    sendPdf(reply, await buildExpediente(ctx, await staffRead(request), { staff: true })));
  app.get('/api/admin/postulaciones/:id/expediente.zip', { config: admin }, async (request, reply) =>
    sendZip(reply, await buildExpediente(ctx, await staffRead(request), { staff: true })));
}
