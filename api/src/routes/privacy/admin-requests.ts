// Admins: the queue of data subjects' requests (type, person, received, legal deadline, overdue,
// state) and their resolution. Accepting carries the right out — rectify the person's fields, suppress
// an ended application's files and personal fields (the retention schedule's code path), block the
// person's contact — and refusing names a legal ground; either way the answer is e-mailed.
import { cleanRut } from '@sello/shared-api';
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ADMIN, type AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bloqueosDatos, encargados, repLegales, solicitudesDatos } from '../../db/schema';
import type { DataRequestType } from '../../db/schema-privacy';
import { audit } from '../../lib/audit';
import { HttpError, invalid, notFound } from '../../lib/http-error';
import { deliverPending, queueMail } from '../../lib/outbox';
import { parse, parseId } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { anyApplication } from '../../services/applications';
import { chileanDate, todayInChile } from '../../services/review/common';
import { addEvent, eventsOf, queueRow, SIGNATURE } from '../../services/privacy/data-requests';
import { personalDataOf, personalDataText } from '../../services/privacy/my-data';
import { endedAt, suppressApplication } from '../../services/privacy/retention';
import {
  DATA_REQUEST_TYPE_NAMES, dataRequestFilterSchema, dataRequestResolutionSchema, REFUSAL_GROUNDS, type RefusalGround,
} from '../../services/privacy/schemas';

const admin = { roles: ADMIN };
const PER_PAGE = 20;

const ACCEPTED_ACTION: Record<DataRequestType, string> = {
  acceso: 'Le entregamos los datos personales que el portal tiene sobre usted',
  rectificacion: 'Rectificamos sus datos',
  supresion: 'Suprimimos sus datos: los documentos de la postulación se eliminaron y sus datos personales se reemplazaron por una marca',
  oposicion: 'Acogimos su oposición: sus datos de contacto en la postulación ya no se usarán para escribirle',
  bloqueo: 'Bloqueamos sus datos: se conservan, pero sus datos de contacto en la postulación ya no se usarán',
};

const sameRun = (column: typeof repLegales.rut_rep_legal | typeof encargados.rut_encargado, run: string) =>
  sql`upper(regexp_replace(${column}, '[^0-9kK]', '', 'g')) = ${cleanRut(run)}`;

export function registerAdminDataRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/solicitudes-datos', { config: admin }, async (request) => {
    const filter = parse(dataRequestFilterSchema, request.query);
    const today = todayInChile();
    const where: SQL[] = [];
    // A public request counts once its e-mail is confirmed: unconfirmed ones only when asked for.
    where.push(filter.estado ? eq(solicitudesDatos.estado, filter.estado) : ne(solicitudesDatos.estado, 'por_confirmar'));
    if (filter.vencidas) where.push(and(eq(solicitudesDatos.estado, 'recibida'), sql`${solicitudesDatos.plazo} < ${today}`) as SQL);
    const page = filter.page ?? 1;
    const [totals] = await ctx.db.select({ n: count() }).from(solicitudesDatos).where(and(...where));
    const rows = await ctx.db.select().from(solicitudesDatos).where(and(...where))
      // Open ones first, the nearest deadline first; then the answered ones, newest first.
      .orderBy(sql`case when ${solicitudesDatos.estado} = 'recibida' then 0 else 1 end`, asc(solicitudesDatos.plazo), desc(solicitudesDatos.id))
      .limit(PER_PAGE).offset((page - 1) * PER_PAGE);
    const [open] = await ctx.db.select({ n: count() }).from(solicitudesDatos).where(eq(solicitudesDatos.estado, 'recibida'));
    const [late] = await ctx.db.select({ n: count() }).from(solicitudesDatos).where(and(eq(solicitudesDatos.estado, 'recibida'), sql`${solicitudesDatos.plazo} < ${today}`));
    const total = totals?.n ?? 0;
    return {
      data: rows.map((row) => queueRow(row, today)),
      pagination: { page, per_page: PER_PAGE, total, last_page: Math.max(1, Math.ceil(total / PER_PAGE)) },
      conteos: { pendientes: open?.n ?? 0, vencidas: late?.n ?? 0 },
      plazo_dias: ctx.config.dataRequestDays,
      fundamentos: Object.entries(REFUSAL_GROUNDS).map(([clave, texto]) => ({ clave, texto })),
    };
  });

  app.get('/api/admin/solicitudes-datos/:id', { config: admin }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const [row] = id ? await ctx.db.select().from(solicitudesDatos).where(eq(solicitudesDatos.id, id)).limit(1) : [];
    if (!row) throw notFound('La solicitud no existe.');
    return {
      ...queueRow(row), alcance: row.alcance, motivo: row.motivo, respuesta: row.respuesta, fundamento_legal: row.fundamento_legal,
      eventos: await eventsOf(ctx.db, row.id),
      // What the portal holds about the person, to check the request against (and to answer an access request).
      datos_de_la_persona: await personalDataOf(ctx.db, { run: row.run, postulanteId: row.postulante_id }),
      fundamentos: Object.entries(REFUSAL_GROUNDS).map(([clave, texto]) => ({ clave, texto })),
    };
  });

  app.post('/api/admin/solicitudes-datos/:id/resolver', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const id = parseId((request.params as { id: string }).id);
    const body = parse(dataRequestResolutionSchema, request.body);
    if (!id) throw notFound('La solicitud no existe.');
    const { row, keys } = await ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(solicitudesDatos).where(eq(solicitudesDatos.id, id)).limit(1).for('update');
      if (!current) throw notFound('La solicitud no existe.');
      if (current.estado !== 'recibida') {
        throw new HttpError(409, current.estado === 'por_confirmar' ? 'La solicitud aún no se confirma por correo: no se tramita.' : 'La solicitud ya fue respondida.');
      }
      const tipo = current.tipo as DataRequestType;
      let keys: string[] = [];
      let detail = '';
      if (body.resultado === 'aceptada') {
        ({ keys, detail } = await carryOut(tx, current, tipo, body.correcciones, auth.id));
      }
      const ground = body.fundamento_legal ? REFUSAL_GROUNDS[body.fundamento_legal as RefusalGround] : null;
      const [updated] = await tx.update(solicitudesDatos).set({
        estado: body.resultado, resuelta_at: sql`now()`, resuelta_por: auth.id, respuesta: body.respuesta,
        fundamento_legal: body.resultado === 'rechazada' ? body.fundamento_legal ?? null : null, updated_at: sql`now()`,
      }).where(eq(solicitudesDatos.id, current.id)).returning();
      const outcome = body.resultado === 'aceptada' ? `Solicitud aceptada. ${ACCEPTED_ACTION[tipo]}.` : `Solicitud rechazada. Fundamento legal: ${ground}`;
      await addEvent(tx, current.id, 'resuelta', `${outcome} Respuesta: ${body.respuesta}`, auth.id);
      await audit(tx, auth.id, 'resolver', 'solicitud_datos', current.id, {
        tipo, resultado: body.resultado, fundamento_legal: body.fundamento_legal ?? null, postulacion_sello_id: current.postulacion_sello_id,
      });
      const late = current.plazo && current.plazo < todayInChile() ? ` (el plazo legal vencía el ${chileanDate(current.plazo)}; lamentamos la demora)` : '';
      await queueMail(tx, {
        to: current.email, kind: 'respuesta-solicitud-datos',
        subject: `Respuesta a su solicitud de ${DATA_REQUEST_TYPE_NAMES[tipo].toLowerCase()} de datos personales - SENADIS`,
        text: `Estimado/a ${current.nombre}:\n\nRespondemos su solicitud N° ${current.id}${late}.\n\n${outcome}\n\n${body.respuesta}${detail ? `\n\n${detail}` : ''}\n\n`
          + `Si no está conforme con esta respuesta, puede reclamar ante la Agencia de Protección de Datos Personales (Ley 21.719).\n\n${SIGNATURE}`,
      });
      return { row: updated ?? current, keys };
    });
    await Promise.all(keys.map((key) => ctx.storage.remove(key).catch(() => undefined)));
    void deliverPending(ctx);
    return { ...queueRow(row), respuesta: row.respuesta, fundamento_legal: row.fundamento_legal, eventos: await eventsOf(ctx.db, row.id), message: 'La respuesta fue enviada a la persona.' };
  });

  /** The accepted right, in the resolution's transaction. Returns storage keys to remove after the commit. */
  async function carryOut(tx: Tx, current: typeof solicitudesDatos.$inferSelect, tipo: DataRequestType, correcciones: { nombre?: string | undefined; cargo?: string | undefined; telefono?: string | undefined; correo?: string | undefined } | undefined, userId: number) {
    if (tipo === 'acceso') {
      const data = await personalDataOf(tx, { run: current.run, postulanteId: current.postulante_id });
      return { keys: [], detail: `Datos personales que el portal tiene sobre usted y quién del Servicio accedió a ellos:\n${personalDataText(data)}` };
    }
    const appId = current.postulacion_sello_id;
    if (!appId) throw invalid({ postulacion_sello_id: ['La solicitud no indica la postulación a la que se refiere: recházala indicando que los datos no se encontraron, o pide a la persona que la indique.'] });
    const application = await anyApplication(tx, appId);
    if (tipo === 'rectificacion') {
      const fields = Object.fromEntries(Object.entries(correcciones ?? {}).filter(([, value]) => value !== undefined)) as Record<string, string>;
      if (Object.keys(fields).length === 0) throw invalid({ correcciones: ['Indica los datos corregidos.'] });
      const rep = await tx.update(repLegales).set({
        ...(fields.nombre ? { nombre_rep_legal: fields.nombre } : {}), ...(fields.cargo ? { cargo_rep_legal: fields.cargo } : {}),
        ...(fields.telefono ? { telefono_rep_legal: fields.telefono } : {}), ...(fields.correo ? { correo_rep_legal: fields.correo } : {}), updated_at: sql`now()`,
      }).where(and(eq(repLegales.postulacion_sello_id, appId), sameRun(repLegales.rut_rep_legal, current.run))).returning({ id: repLegales.id });
      const enc = await tx.update(encargados).set({
        ...(fields.nombre ? { nombre_encargado: fields.nombre } : {}), ...(fields.cargo ? { cargo_encargado: fields.cargo } : {}),
        ...(fields.telefono ? { telefono_encargado: fields.telefono } : {}), ...(fields.correo ? { correo_encargado: fields.correo } : {}), updated_at: sql`now()`,
      }).where(and(eq(encargados.postulacion_sello_id, appId), sameRun(encargados.rut_encargado, current.run))).returning({ id: encargados.id });
      if (rep.length + enc.length === 0) throw new HttpError(409, 'La persona no figura en esa postulación: no hay datos que rectificar.');
      return { keys: [], detail: `Datos corregidos: ${Object.keys(fields).join(', ')}.` };
    }
    if (tipo === 'supresion') {
      // A procedure still under way, or a reposición that can still be filed, needs its file: refuse it instead.
      const ended = await endedAt(ctx, tx, application, new Date());
      if (!ended) {
        throw new HttpError(409, `La postulación N° ${application.id} no ha terminado (está en "${application.estado}"): sus datos son necesarios para el procedimiento. Rechaza la solicitud con el fundamento «procedimiento en curso».`);
      }
      await audit(tx, userId, 'suprimir', 'postulacion_sello', application.id, { solicitud_id: current.id });
      return { keys: await suppressApplication(tx, application, current.id, userId), detail: '' };
    }
    await tx.insert(bloqueosDatos).values({ run: current.run, postulacion_sello_id: appId, solicitud_id: current.id }).onConflictDoNothing();
    return { keys: [], detail: '' };
  }
}
