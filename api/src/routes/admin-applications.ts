import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applicationFilterSchema } from '@sello/shared-api/schemas';
import { ADMIN, type AppContext } from '../context';
import { obtencionSelloP1 } from '../db/schema';
import { notFound } from '../lib/http-error';
import { parse, parseId } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import { anyApplication, applicationDetail, listApplications, p1WithFiles } from '../services/applications';
import { recordStaffAccess } from '../services/privacy/staff-access';

const admin = { roles: ADMIN };

export function registerAdminApplicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/historial-postulaciones', { config: admin }, async (request) => {
    const filter = parse(applicationFilterSchema, request.query);
    return listApplications(ctx, {
      institucion: filter.institucion, categoriaId: filter.categoria_id, anno: filter.anno, estado: filter.estado, excludeDrafts: true,
    });
  });

  app.get('/api/admin/historial-postulaciones/:id', { config: admin }, async (request) => {
    const application = await anyApplication(ctx.db, parseId((request.params as { id: string }).id));
    await recordStaffAccess(ctx.db, requireAuth(request), { postulacionId: application.id, recurso: 'datos_personales' });
    return applicationDetail(ctx, application);
  });

  app.get('/api/admin/historial-obtencion-sellos/:id', { config: admin }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const [p1] = id ? await ctx.db.select().from(obtencionSelloP1).where(eq(obtencionSelloP1.id, id)).limit(1) : [];
    if (!p1) throw notFound('La obtención del sello no existe.');
    return p1WithFiles(ctx, p1);
  });

  // The audit log (GET /api/admin/auditoria) lives with the staff accounts: routes/accounts/audit.ts.
}
