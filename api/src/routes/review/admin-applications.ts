// Admin: the application list (filters, pages, CSV), one application, assignments of reviewers.
import { create as contentDisposition } from 'content-disposition';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assignmentSchema } from '@sello/shared-api/schemas';
import { ADMIN, type AppContext } from '../../context';
import { asignaciones, postulacionSellos, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, invalid, notFound } from '../../lib/http-error';
import { deliverPending, queueMail } from '../../lib/outbox';
import { parse, parseId } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { lockAccounts } from '../../services/accounts/account-lock';
import { anyApplication, lockApplication, type Postulacion } from '../../services/applications';
import { adminCsv, adminList, adminListFilterSchema } from '../../services/review/admin-list';
import { cachedList } from '../../services/review/list-cache';
import { adminDetail } from '../../services/review/admin-detail';
import { assignmentMail, type FreshAssignment } from '../../services/review/assignment-mail';
import { fullName, todayInChile } from '../../services/review/common';
import { recordStaffAccess } from '../../services/privacy/staff-access';

const admin = { roles: ADMIN };
const ASSIGNABLE = ['Enviada', 'En revisión', 'Admisible'];
const INACTIVE_REVIEWERS = 'Elige revisores o revisoras que estén activos.';
type Params = { id: string; requisitoId?: string; revisorId?: string };

export function registerAdminReviewApplicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/postulaciones', { config: admin }, async (request, reply) => {
    const filter = parse(adminListFilterSchema, request.query);
    // Every admin sees the same list: one cache entry per URL.
    const body = await cachedList(ctx, `admin:${request.url}`, () => adminList(ctx, filter));
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/admin/postulaciones/exportar.csv', { config: admin }, async (request, reply) => {
    const filter = parse(adminListFilterSchema, request.query);
    const csv = await adminCsv(ctx, { ...filter, page: undefined });
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition(`postulaciones-${todayInChile()}.csv`))
      .header('Cache-Control', 'private, no-store')
      .send(csv);
  });

  app.get('/api/admin/postulaciones/:id', { config: admin }, async (request) => {
    const application = await anyApplication(ctx.db, parseId((request.params as Params).id));
    if (application.estado === 'Borrador') throw notFound('La postulación no existe.');
    const auth = requireAuth(request);
    // The detail carries the legal representative's and the person in charge's personal data.
    await recordStaffAccess(ctx.db, auth, { postulacionId: application.id, recurso: 'datos_personales' });
    return adminDetail(ctx, application, auth.id);
  });

  app.get('/api/admin/postulaciones/:id/requisitos/:requisitoId', { config: admin }, async (request) => {
    const params = request.params as Params;
    const application = await anyApplication(ctx.db, parseId(params.id));
    const requisitoId = parseId(params.requisitoId);
    const detail = await adminDetail(ctx, application, requireAuth(request).id);
    const requisito = detail.requisitos.find((r) => r.id === requisitoId);
    if (!requisito || application.estado === 'Borrador') throw notFound('El requisito no existe en esta postulación.');
    // Requirement files change only before sending (no observation round replaces them): one version.
    const file = requisito.entrega?.archivo ?? null;
    const versiones = file ? [{ version: 1, archivo: file, created_at: file.created_at }] : [];
    return { postulacion_id: application.id, nombre_institucion: application.nombre_institucion, requisito, versiones };
  });

  app.get('/api/admin/revisores', { config: admin }, async () => {
    const rows = await ctx.db.select({
      id: users.id, name: users.name, lastname: users.lastname, email: users.email,
      abiertas: sql<number>`(select count(*) from asignaciones a join postulacion_sellos p on p.id = a.postulacion_sello_id
        where a.revisor_id = "users"."id" and a.activa and a.evaluacion_enviada_at is null and (a.declaracion is null or a.declaracion = 'sin_conflicto')
        and p.estado in ('Enviada', 'En revisión', 'Admisible'))::int`,
    }).from(users).where(and(eq(users.role, 'revisor'), eq(users.activo, true))).orderBy(asc(users.name), asc(users.lastname));
    return rows.map((r) => ({ id: r.id, nombre: fullName(r), email: r.email, asignaciones_abiertas: Number(r.abiertas) }));
  });

  app.post('/api/admin/postulaciones/asignaciones', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const body = parse(assignmentSchema, request.body);
    if (body.fecha_limite < todayInChile()) throw invalid({ fecha_limite: ['La fecha límite no puede ser anterior a hoy.'] });
    const appIds = [...new Set(body.postulacion_ids)];
    const reviewerIds = [...new Set(body.revisor_ids)];
    const active = await ctx.db.select({ id: users.id }).from(users).where(and(inArray(users.id, reviewerIds), eq(users.role, 'revisor'), eq(users.activo, true)));
    if (active.length !== reviewerIds.length) throw invalid({ revisor_ids: [INACTIVE_REVIEWERS] });
    const found = await ctx.db.select({ id: postulacionSellos.id }).from(postulacionSellos).where(inArray(postulacionSellos.id, appIds));
    if (found.length !== appIds.length) throw notFound('Alguna de las postulaciones seleccionadas no existe.');
    const total = await ctx.db.transaction(async (tx) => {
      // The applications' rows first, in id order (the lock every state change takes), then their
      // assignments' rows: a decision or a recusal committed meanwhile is seen here, and one made during
      // this request waits for it. Only a real change is audited and e-mailed: a new or reactivated
      // assignment ('Se te asignó'), or a new deadline of an active one.
      const apps: Postulacion[] = [];
      for (const id of [...appIds].sort((a, b) => a - b)) apps.push(await lockApplication(tx, id));
      const closed = apps.filter((a) => !ASSIGNABLE.includes(a.estado));
      if (closed.length > 0) {
        throw new HttpError(409, `Solo se asignan postulaciones enviadas o admisibles: ${closed.map((a) => `${a.nombre_institucion} (${a.estado})`).join(', ')}.`);
      }
      // Then the reviewers' accounts: a deactivation or a new role committed meanwhile is seen here, and
      // one made during this request (it locks the same rows) waits until the assignment is committed.
      const reviewers = (await lockAccounts(tx, inArray(users.id, reviewerIds), 'share')).filter((r) => r.role === 'revisor' && r.activo);
      if (reviewers.length !== reviewerIds.length) throw invalid({ revisor_ids: [INACTIVE_REVIEWERS] });
      const before = await tx.select().from(asignaciones)
        .where(and(inArray(asignaciones.postulacion_sello_id, appIds), inArray(asignaciones.revisor_id, reviewerIds)))
        .orderBy(asignaciones.postulacion_sello_id, asignaciones.revisor_id).for('update');
      const recused = before.filter((a) => a.declaracion === 'inhabilitacion');
      if (recused.length > 0) {
        const who = recused.map((a) => {
          const r = reviewers.find((x) => x.id === a.revisor_id);
          const p = apps.find((x) => x.id === a.postulacion_sello_id);
          return `${r ? fullName(r) : ''} en ${p?.nombre_institucion ?? ''}`;
        });
        throw new HttpError(409, `No se puede asignar a quien se inhabilitó: ${who.join(', ')}.`);
      }
      const assigned = new Map<number, FreshAssignment[]>();
      const moved = new Map<number, { app: (typeof apps)[number]; antes: string | null }[]>();
      let n = 0;
      // In id order, like the locks above: overlapping requests take the rows in the same order (no deadlock).
      for (const application of apps) {
        for (const reviewer of [...reviewers].sort((a, b) => a.id - b.id)) {
          // An unchanged assignment is not updated and returns no row: a concurrent identical request
          // waits for the applications' locks, then finds the first one's committed row unchanged.
          const [row] = await tx.insert(asignaciones).values({
            postulacion_sello_id: application.id, revisor_id: reviewer.id, fecha_limite: body.fecha_limite, asignada_por: auth.id,
          }).onConflictDoUpdate({
            target: [asignaciones.postulacion_sello_id, asignaciones.revisor_id],
            set: { fecha_limite: body.fecha_limite, activa: true, removida_at: null, removida_por: null, asignada_por: auth.id, updated_at: sql`now()` },
            setWhere: sql`asignaciones.activa = false or asignaciones.fecha_limite <> excluded.fecha_limite`,
          }).returning({ id: asignaciones.id, inserted: sql<boolean>`(xmax = 0)`, declaracion: asignaciones.declaracion });
          n += 1;
          if (!row) continue;
          const old = before.find((a) => a.postulacion_sello_id === application.id && a.revisor_id === reviewer.id);
          // Inserted, or it had been removed: new to the reviewer. Otherwise it was active: only its deadline changed.
          const isNew = row.inserted || old?.activa === false;
          const detail = { postulacion_sello_id: application.id, revisor_id: reviewer.id, fecha_limite: body.fecha_limite };
          if (isNew) {
            await audit(tx, auth.id, 'crear', 'asignacion', row.id, detail);
            // Given back after a removal, it keeps the reviewer's earlier declaration (never a recusal, refused above).
            const fresh = { id: application.id, nombre_institucion: application.nombre_institucion, declarar: row.declaracion === null };
            assigned.set(reviewer.id, [...(assigned.get(reviewer.id) ?? []), fresh]);
          } else {
            await audit(tx, auth.id, 'actualizar', 'asignacion', row.id, { ...detail, fecha_limite_anterior: old?.fecha_limite ?? null });
            moved.set(reviewer.id, [...(moved.get(reviewer.id) ?? []), { app: application, antes: old?.fecha_limite ?? null }]);
          }
        }
      }
      for (const reviewer of reviewers) {
        const changes = { fresh: assigned.get(reviewer.id) ?? [], moved: moved.get(reviewer.id) ?? [] };
        const mail = assignmentMail(fullName(reviewer), changes, body.fecha_limite, ctx.config.portalUrl);
        if (mail) await queueMail(tx, { to: reviewer.email, kind: 'asignacion', createdBy: auth.id, postulacionId: mail.postulacionId, subject: mail.subject, text: mail.text });
      }
      return n;
    });
    void deliverPending(ctx);
    return { message: total === 1 ? 'La asignación se guardó correctamente.' : `${total} asignaciones guardadas correctamente.`, asignaciones: total };
  });

  app.delete('/api/admin/postulaciones/:id/asignaciones/:revisorId', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const params = request.params as Params;
    const application = await anyApplication(ctx.db, parseId(params.id));
    const revisorId = parseId(params.revisorId);
    await ctx.db.transaction(async (tx) => {
      const [row] = revisorId
        ? await tx.update(asignaciones).set({ activa: false, removida_at: sql`now()`, removida_por: auth.id, updated_at: sql`now()` })
          .where(and(eq(asignaciones.postulacion_sello_id, application.id), eq(asignaciones.revisor_id, revisorId), eq(asignaciones.activa, true))).returning()
        : [];
      if (!row) throw notFound('Esa persona no está asignada a esta postulación.');
      await audit(tx, auth.id, 'eliminar', 'asignacion', row.id, { postulacion_sello_id: application.id, revisor_id: revisorId });
    });
    return adminDetail(ctx, application, auth.id);
  });
}
