import type { FastifyInstance } from 'fastify';
import { staffAccessFilterSchema } from '../../services/privacy/schemas';
import { ADMIN, type AppContext } from '../../context';
import { parse } from '../../lib/validate';
import { listStaffAccess } from '../../services/privacy/staff-access';

/** Admins: who of the staff opened which application's personal data or documents, and when. */
export function registerStaffAccessRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/accesos-datos', { config: { roles: ADMIN } }, async (request) => {
    const filter = parse(staffAccessFilterSchema, request.query);
    return listStaffAccess(ctx, { postulacionId: filter.postulacion_id, usuarioId: filter.usuario_id, page: filter.page });
  });
}
