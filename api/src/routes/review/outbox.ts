// The outbox for admins: every e-mail the portal sent or will send; decision letters are edited here.
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { letterUpdateSchema, outboxFilterSchema, sendMailsSchema } from '@sello/shared-api/schemas';
import { ADMIN, type AppContext } from '../../context';
import { correos, postulacionSellos } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/http-error';
import { claimQueued, deliverClaimed } from '../../lib/outbox';
import { parse, parseId } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { lockApplication } from '../../services/applications';
import { listMails, outboxCondition, serializeMail, unsendableLetters } from '../../services/review/mails';
import { pagination, PER_PAGE } from '../../services/review/common';

const admin = { roles: ADMIN };

export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/correos', { config: admin }, async (request) => {
    const filter = parse(outboxFilterSchema, request.query);
    const condition = outboxCondition(filter);
    const page = filter.page ?? 1;
    const [total] = await ctx.db.select({ n: count() }).from(correos).where(condition);
    const data = await listMails(ctx, condition, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE });
    return { data, pagination: pagination(page, PER_PAGE, total?.n ?? 0) };
  });

  app.get('/api/admin/correos/:id', { config: admin }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const [mail] = id ? await listMails(ctx, eq(correos.id, id), { limit: 1, offset: 0 }) : [];
    if (!mail) throw notFound('El correo no existe.');
    return mail;
  });

  app.put('/api/admin/correos/:id', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const id = parseId((request.params as { id: string }).id);
    const body = parse(letterUpdateSchema, request.body);
    const [existing] = id ? await ctx.db.select().from(correos).where(eq(correos.id, id)).limit(1) : [];
    if (!existing) throw notFound('El correo no existe.');
    if (existing.estado !== 'borrador') throw new HttpError(409, 'Solo se puede editar una carta en borrador.');
    const row = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx.update(correos).set({ asunto: body.asunto, cuerpo: body.cuerpo, updated_at: sql`now()` })
        .where(and(eq(correos.id, existing.id), eq(correos.estado, 'borrador'))).returning();
      if (!updated) throw new HttpError(409, 'Solo se puede editar una carta en borrador.');
      await audit(tx, auth.id, 'actualizar', 'correo', updated.id, { asunto: body.asunto });
      return updated;
    });
    const [app2] = row.postulacion_sello_id
      ? await ctx.db.select({ nombre: postulacionSellos.nombre_institucion }).from(postulacionSellos).where(eq(postulacionSellos.id, row.postulacion_sello_id))
      : [];
    return serializeMail(row, app2?.nombre ?? null, null);
  });

  app.post('/api/admin/correos/enviar', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const body = parse(sendMailsSchema, request.body);
    const ids = [...new Set(body.ids)];
    const claimed = await ctx.db.transaction(async (tx) => {
      // The letters' applications are locked first, in id order (the lock every transition takes), so
      // the check below and the claim see the same state: a decision or a reposición committed
      // meanwhile is seen here, and one made during this request waits for the claim.
      const apps = await tx.selectDistinct({ id: correos.postulacion_sello_id }).from(correos)
        .where(and(inArray(correos.id, ids), inArray(correos.estado, ['borrador', 'fallido']), isNotNull(correos.postulacion_sello_id)));
      const appIds = apps.flatMap((a) => (a.id === null ? [] : [a.id])).sort((a, b) => a - b);
      for (const id of appIds) await lockApplication(tx, id);
      // A letter for a decision the application has since left, or with a deadline already past, would
      // tell the applicant something no longer true: the whole request is refused.
      const stale = await unsendableLetters(tx, ids);
      if (stale.length > 0) {
        const which = stale.map((l) => `la carta «${l.asunto}» ${l.motivo}`);
        throw new HttpError(409, `No se envió ningún correo: ${which.join('; ')}. ${stale.length === 1 ? 'Quítala' : 'Quítalas'} de la selección.`);
      }
      const taken = await claimQueued(tx, ids);
      if (taken.length === 0) throw new HttpError(409, 'Ninguno de los correos seleccionados está en borrador o con error.');
      return taken;
    });
    const result = await deliverClaimed(ctx, claimed);
    const total = result.enviados + result.almacenados + result.fallidos;
    await audit(ctx.db, auth.id, 'actualizar', 'correo', null, { enviar: ids, ...result });
    return { message: sendingMessage(result.fallidos, total), ...result };
  });
}

/** What a sending did, in words that agree with the numbers ('No se pudieron enviar 1 de 1 correos' did not). */
function sendingMessage(fallidos: number, total: number): string {
  if (fallidos === 0) return total === 1 ? 'El correo se envió correctamente.' : `${total} correos enviados correctamente.`;
  const what = total === 1 ? 'No se pudo enviar el correo.'
    : fallidos === 1 ? `No se pudo enviar 1 de ${total} correos.` : `No se pudieron enviar ${fallidos} de ${total} correos.`;
  return `${what} Revisa el error y vuelve a intentarlo.`;
}
