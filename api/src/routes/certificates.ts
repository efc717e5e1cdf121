// Certificates (issue 58): the applicant downloads the certificate of their published application;
// admins see, download, reissue and revoke the seal of any recognised institution.
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { formatRut, isValidRut } from '@sello/shared-api';
import { requiredText } from '@sello/shared-api/schemas';
import { ADMIN, APPLICANT, type AppContext } from '../context';
import { HttpError, notFound } from '../lib/http-error';
import { deliverPending } from '../lib/outbox';
import { iso } from '../lib/serialize';
import { parse, parseId } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import { ownApplication } from '../services/applications';
import { formatCode } from '../services/certificates/code';
import { certificatePdf } from '../services/certificates/pdf';
import { reissueCertificate, revokeSeal } from '../services/certificates/seal-actions';
import { certificateHistory, certificateOfApplication, certificateSummary, currentCertificate, type CertificateView } from '../services/certificates/view';
import { chileanDate, todayInChile } from '../services/review/common';
import { listInstituciones } from '../services/institutions';

const reissueSchema = v.object({
  motivo: requiredText('Indica el motivo de la reemisión.', 1000),
  titulo: v.optional(v.pipe(v.string('El nombre no es válido.'), v.trim(), v.nonEmpty('El nombre de la institución no puede quedar vacío.'), v.maxLength(255, 'El texto no puede superar los 255 caracteres.'))),
  rut: v.optional(v.pipe(v.string('RUT no válido.'), v.trim(), v.check(isValidRut, 'RUT no válido.'), v.transform(formatRut))),
});

const revokeSchema = v.object({
  motivo: requiredText('Indica el motivo de la revocación.', 2000),
});

async function sendPdf(reply: FastifyReply, cert: CertificateView): Promise<FastifyReply> {
  const bytes = await certificatePdf(cert);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Length', String(bytes.byteLength))
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', contentDisposition(`certificado-sello-${formatCode(cert.codigo)}.pdf`))
    .send(bytes);
}

export function registerCertificateRoutes(app: FastifyInstance, ctx: AppContext): void {
  // ---- Applicant: only the certificate of their own published application (404 otherwise) --------
  const applicantCertificate = async (request: FastifyRequest) => {
    const auth = requireAuth(request);
    const application = await ownApplication(ctx.db, auth.id, parseId((request.params as { id: string }).id));
    const cert = await certificateOfApplication(ctx, application.id);
    if (!cert) throw notFound('Esta postulación no tiene certificado: se emite cuando la institución es publicada como reconocida.');
    return { application, cert };
  };

  app.get('/api/postulante/postulaciones/:id/certificado', { config: { roles: APPLICANT } }, async (request) => {
    const { application, cert } = await applicantCertificate(request);
    return certificateSummary(ctx, cert, `/api/postulante/postulaciones/${application.id}/certificado/pdf`);
  });

  app.get('/api/postulante/postulaciones/:id/certificado/pdf', { config: { roles: APPLICANT } }, async (request, reply) => {
    const { cert } = await applicantCertificate(request);
    if (cert.revocado_el) {
      throw new HttpError(409, `El sello de esta institución fue revocado el ${chileanDate(todayInChile(new Date(cert.revocado_el)))}: su certificado ya no es válido.`);
    }
    return sendPdf(reply, cert);
  });

  // ---- Admin: any recognised institution ----------------------------------------------------------
  const institution = async (request: FastifyRequest) => {
    const id = parseId((request.params as { id: string }).id);
    const [row] = id ? await listInstituciones(ctx, { id }) : [];
    if (!row) throw notFound('La institución no existe.');
    return row;
  };

  app.get('/api/admin/instituciones/:id/certificado', { config: { roles: ADMIN } }, async (request) => {
    const inst = await institution(request);
    const history = await certificateHistory(ctx, inst.id);
    const current = history.find((c) => c.reemplazado_el === null) ?? null;
    const pdfPath = `/api/admin/instituciones/${inst.id}/certificado/pdf`;
    return {
      institucion_reconocida_id: inst.id, titulo: inst.titulo, vigencia: inst.vigencia,
      certificado: current ? certificateSummary(ctx, current, pdfPath) : null,
      revocacion: inst.revocado_at ? { revocado_el: inst.revocado_at, motivo: current?.motivo_revocacion ?? null } : null,
      historial: history.map((c) => ({
        codigo: c.codigo, institucion: c.institucion, rut: c.rut, emitido_el: c.emitido_el, reemplazado_el: c.reemplazado_el,
        motivo_reemision: c.motivo_reemision, postulacion_sello_id: c.postulacion_sello_id,
      })),
    };
  });

  app.get('/api/admin/instituciones/:id/certificado/pdf', { config: { roles: ADMIN } }, async (request, reply) => {
    const inst = await institution(request);
    const cert = await currentCertificate(ctx, inst.id);
    if (!cert) throw notFound('Esta institución no tiene certificado: emítelo indicando su RUT.');
    return sendPdf(reply, cert);
  });

  app.post('/api/admin/instituciones/:id/certificado/reemitir', { config: { roles: ADMIN } }, async (request) => {
    const auth = requireAuth(request);
    const inst = await institution(request);
    const body = parse(reissueSchema, request.body);
    const row = await ctx.db.transaction((tx) => reissueCertificate(tx, inst.id, body, auth.id));
    // The register (a corrected name), the open data and the verification answers change.
    ctx.cache.clear();
    const cert = await currentCertificate(ctx, inst.id);
    if (!cert) throw new Error('certificado no encontrado tras emitirlo');
    return {
      message: `Se emitió el certificado ${formatCode(row.codigo)}.`,
      certificado: certificateSummary(ctx, cert, `/api/admin/instituciones/${inst.id}/certificado/pdf`),
    };
  });

  app.post('/api/admin/instituciones/:id/revocar', { config: { roles: ADMIN } }, async (request) => {
    const auth = requireAuth(request);
    const inst = await institution(request);
    const body = parse(revokeSchema, request.body);
    const done = await ctx.db.transaction((tx) => revokeSeal(tx, ctx.config, inst.id, body.motivo, auth.id));
    ctx.cache.clear();
    void deliverPending(ctx);
    return {
      message: done.to
        ? `Se revocó el sello de ${inst.titulo} y se avisó por correo a ${done.to}.`
        : `Se revocó el sello de ${inst.titulo}. No tiene una postulación con correo de contacto: avísale por otro medio.`,
      revocado_el: iso(done.at),
      correo: done.to,
    };
  });
}
