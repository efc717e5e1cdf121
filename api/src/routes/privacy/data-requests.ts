// Mis datos (signed-in applicant), the public request form (anyone named in an application), and
// the requesters' view of their requests. Admins answer them in ./admin-requests.ts.
import { create as contentDisposition } from 'content-disposition';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPLICANT, type AppContext } from '../../context';
import { solicitudesDatos } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/http-error';
import { deliverPending, queueMail } from '../../lib/outbox';
import { parse } from '../../lib/validate';
import { hashToken, newToken } from '../../lib/tokens';
import { requireAuth } from '../../plugins/auth';
import { todayInChile } from '../../services/review/common';
import { addEvent, concernsPerson, receive, requesterView, SIGNATURE } from '../../services/privacy/data-requests';
import { personalDataCsv, personalDataOf } from '../../services/privacy/my-data';
import { applicantDataRequestSchema, DATA_REQUEST_TYPE_NAMES, dataRequestTokenSchema, publicDataRequestSchema } from '../../services/privacy/schemas';

const LINK_HOURS = 48;
const LINK_INVALID = 'El enlace no es válido o ya expiró. Envía la solicitud nuevamente.';

export function registerDataRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const applicant = { roles: APPLICANT };
  const person = (request: Parameters<typeof requireAuth>[0]) => {
    const auth = requireAuth(request);
    return { run: auth.run ?? '', postulanteId: auth.id };
  };

  app.get('/api/mis-datos', { config: applicant }, async (request) => personalDataOf(ctx.db, person(request)));

  app.get('/api/mis-datos/exportar.json', { config: applicant }, async (request, reply) => reply
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('Content-Disposition', contentDisposition(`mis-datos-${todayInChile()}.json`))
    .send(JSON.stringify(await personalDataOf(ctx.db, person(request)), null, 2)));

  app.get('/api/mis-datos/exportar.csv', { config: applicant }, async (request, reply) => reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', contentDisposition(`mis-datos-${todayInChile()}.csv`))
    .send(personalDataCsv(await personalDataOf(ctx.db, person(request)))));

  app.get('/api/mis-datos/solicitudes', { config: applicant }, async (request) => {
    const rows = await ctx.db.select().from(solicitudesDatos).where(eq(solicitudesDatos.postulante_id, requireAuth(request).id)).orderBy(desc(solicitudesDatos.id));
    return Promise.all(rows.map((row) => requesterView(ctx.db, row)));
  });

  // ClaveÚnica vouches for the person: the request counts at once.
  app.post('/api/mis-datos/solicitudes', { config: applicant }, async (request, reply) => {
    const auth = requireAuth(request);
    const body = parse(applicantDataRequestSchema, request.body);
    // An application that is neither the person's nor names them answers as a missing one (no probing of ids).
    if (body.postulacion_sello_id && !(await concernsPerson(ctx.db, body.postulacion_sello_id, auth.run ?? '', auth.id))) {
      throw notFound('La postulación no existe.');
    }
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx.insert(solicitudesDatos).values({
        tipo: body.tipo, estado: 'por_confirmar', postulante_id: auth.id, nombre: `${auth.name} ${auth.lastname}`.trim(), run: auth.run ?? '',
        email: body.email, alcance: body.alcance, motivo: body.motivo, postulacion_sello_id: body.postulacion_sello_id ?? null,
      }).returning();
      if (!created) throw new HttpError(500, 'Ha ocurrido un error inesperado.');
      await addEvent(tx, created.id, 'presentada', 'Solicitud presentada desde Mis datos (identidad verificada con ClaveÚnica).');
      await audit(tx, null, 'solicitar', 'solicitud_datos', created.id, { tipo: created.tipo, origen: 'mis_datos' });
      return receive(tx, ctx.config, created, 'identidad verificada con ClaveÚnica');
    });
    void deliverPending(ctx);
    return reply.code(201).send({ ...(await requesterView(ctx.db, row)), message: 'Recibimos tu solicitud. Te enviamos un comprobante por correo.' });
  });

  const pub = { roles: 'public' as const, rateLimit: { max: ctx.config.loginRateLimit, timeWindow: '1 minute' } };

  // Anyone named in an application: the request waits for the e-mail's one-time link before it counts.
  app.post('/api/privacidad/solicitudes', { config: pub }, async (request, reply) => {
    const body = parse(publicDataRequestSchema, request.body);
    const token = newToken();
    await ctx.db.transaction(async (tx) => {
      const [created] = await tx.insert(solicitudesDatos).values({
        tipo: body.tipo, estado: 'por_confirmar', nombre: body.nombre, run: body.run, email: body.email, alcance: body.alcance, motivo: body.motivo,
        token_hash: hashToken(token), token_expira_at: new Date(Date.now() + LINK_HOURS * 3_600_000),
      }).returning();
      if (!created) throw new HttpError(500, 'Ha ocurrido un error inesperado.');
      await addEvent(tx, created.id, 'presentada', 'Solicitud presentada en el formulario público; falta confirmar el correo.');
      await audit(tx, null, 'solicitar', 'solicitud_datos', created.id, { tipo: created.tipo, origen: 'formulario_publico' });
      await queueMail(tx, {
        to: body.email, kind: 'confirmar-solicitud-datos', subject: 'Confirme su solicitud de datos personales - SENADIS',
        text: `Estimado/a ${body.nombre}:\n\nRecibimos una solicitud de ${DATA_REQUEST_TYPE_NAMES[body.tipo].toLowerCase()} de datos personales a su nombre. `
          + `Para que la tramitemos, confírmela dentro de ${LINK_HOURS} horas en este enlace personal:\n\n${ctx.config.portalUrl}/privacidad/solicitud/confirmar?token=${token}\n\n`
          + `Con el mismo enlace podrá seguir su estado. Si usted no la envió, ignore este correo: sin confirmar no se tramita.\n\n${SIGNATURE}`,
      });
    });
    void deliverPending(ctx);
    return reply.code(202).send({ message: 'Te enviamos un correo con un enlace para confirmar la solicitud. La solicitud se tramita una vez confirmada.' });
  });

  /** The request a link names: before confirming, only while the link is fresh; after, for following it. */
  const byToken = async (token: string) => {
    const [row] = await ctx.db.select().from(solicitudesDatos).where(eq(solicitudesDatos.token_hash, hashToken(token))).limit(1);
    if (!row || (row.estado === 'por_confirmar' && (!row.token_expira_at || row.token_expira_at.getTime() < Date.now()))) throw notFound(LINK_INVALID);
    return row;
  };

  app.post('/api/privacidad/solicitudes/confirmar', { config: pub }, async (request) => {
    const { token } = parse(dataRequestTokenSchema, request.body);
    const found = await byToken(token);
    const row = await ctx.db.transaction(async (tx) => {
      // Two clicks at once: only the one that finds it unconfirmed receives it.
      const [claimed] = await tx.update(solicitudesDatos).set({ updated_at: sql`now()` })
        .where(and(eq(solicitudesDatos.id, found.id), eq(solicitudesDatos.estado, 'por_confirmar'), gt(solicitudesDatos.token_expira_at, new Date()))).returning();
      if (!claimed) return found;
      await audit(tx, null, 'confirmar', 'solicitud_datos', claimed.id, { tipo: claimed.tipo });
      return receive(tx, ctx.config, claimed, 'correo confirmado');
    });
    void deliverPending(ctx);
    const [current] = await ctx.db.select().from(solicitudesDatos).where(eq(solicitudesDatos.id, row.id));
    return { ...(await requesterView(ctx.db, current ?? row)), message: 'Tu solicitud quedó confirmada y será respondida dentro del plazo legal.' };
  });

  app.post('/api/privacidad/solicitudes/estado', { config: pub }, async (request) => {
    const { token } = parse(dataRequestTokenSchema, request.body);
    const row = await byToken(token);
    if (row.estado === 'por_confirmar') throw new HttpError(409, 'Primero confirma la solicitud con el enlace que te enviamos por correo.');
    return requesterView(ctx.db, row);
  });
}
