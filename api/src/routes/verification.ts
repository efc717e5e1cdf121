// Public verification of a seal (issue 58), for people (the portal's /verificar page) and for
// purchasing systems: by RUT or by the certificate's code. CORS open to any origin (these routes
// only), cacheable (short max-age and an ETag), limited per source address.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cleanRut, formatRut, isValidRut } from '@sello/shared-api';
import { yearInChile } from '@sello/shared-api/schemas';
import type { AppContext } from '../context';
import { HttpError, notFound } from '../lib/http-error';
import { cachedText, sendCacheable } from '../lib/json-cache';
import { formatCode, normalizeCode } from '../services/certificates/code';
import { certificateByCode, certificatesByRut, type CertificateView } from '../services/certificates/view';

/** What anyone may read of a seal: no staff names, no reasons (the revocation's date only). */
function publicSeal(cert: CertificateView) {
  return {
    codigo: cert.codigo, estado: cert.estado, institucion: cert.institucion, rut: cert.rut, categoria: cert.categoria,
    anno_certificacion: cert.anno_certificacion, vigente_desde: cert.vigente_desde, vigente_hasta: cert.vigente_hasta,
    revocado_el: cert.revocado_el, verificacion_url: cert.verificacion_url,
  };
}

const MAX_AGE_SECONDS = 60;
const JSON_TYPE = 'application/json; charset=utf-8';

export function registerVerificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const config = {
    roles: 'public' as const,
    // Per source address (request.ip, behind TRUST_PROXY the client's), in this process's memory.
    rateLimit: { max: ctx.config.verificationRateLimit, timeWindow: '1 minute' },
    // Any site or purchasing system may call these from a browser; no cookies or tokens are involved.
    cors: { origin: '*', credentials: false },
  };

  app.get('/api/sello/verificacion', { config }, async (request: FastifyRequest, reply) => {
    const raw = (request.query as Record<string, unknown>).rut;
    if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
      throw new HttpError(400, 'Indica el RUT de la institución, por ejemplo /api/sello/verificacion?rut=76.086.428-5, o consulta por código en /api/sello/verificacion/{codigo}.');
    }
    if (typeof raw !== 'string' || raw.length > 20 || !isValidRut(raw)) {
      throw new HttpError(400, 'El RUT no es válido: revisa los números y el dígito verificador (por ejemplo, 76.086.428-5).');
    }
    const rut = formatRut(cleanRut(raw));
    const body = await cachedText(ctx, `verificacion:rut:${rut}@${yearInChile()}`, async () => {
      const seals = await certificatesByRut(ctx, rut);
      if (seals.length === 0) throw notFound(`No hay un Sello Chile Inclusivo registrado para el RUT ${rut}.`);
      // A purchasing system asks one question: does this RUT hold a valid seal? Vigente if any of its
      // seals is; otherwise the state of its most recent one.
      const newest = [...seals].sort((a, b) => b.anno_certificacion - a.anno_certificacion || b.id - a.id)[0]!;
      const estado = seals.some((s) => s.estado === 'Vigente') ? 'Vigente' : newest.estado;
      return JSON.stringify({ rut, estado, sellos: seals.map(publicSeal) });
    });
    return sendCacheable(request, reply, body, JSON_TYPE, MAX_AGE_SECONDS);
  });

  app.get('/api/sello/verificacion/:codigo', { config }, async (request: FastifyRequest, reply) => {
    const raw = (request.params as { codigo: string }).codigo;
    const codigo = raw.length <= 40 ? normalizeCode(raw) : null;
    if (!codigo) throw new HttpError(400, 'El código de verificación no es válido: son 12 letras y números, como aparece en el certificado (por ejemplo, K7QM-3XTR-9BHD).');
    const body = await cachedText(ctx, `verificacion:codigo:${codigo}@${yearInChile()}`, async () => {
      const cert = await certificateByCode(ctx, codigo);
      if (!cert) throw notFound(`No existe un certificado con el código ${formatCode(codigo)}. Revisa que esté escrito tal como aparece en el certificado.`);
      return JSON.stringify({ ...publicSeal(cert), codigo_consultado: cert.codigo_consultado, reemplazado: cert.reemplazado });
    });
    return sendCacheable(request, reply, body, JSON_TYPE, MAX_AGE_SECONDS);
  });
}
