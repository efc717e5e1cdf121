// The privacy notice (/privacidad) and the accessibility statement (/accesibilidad): public reads for
// the server-rendered pages, and the admins' editor with revisions.
import type { FastifyInstance } from 'fastify';
import { ADMIN, type AppContext } from '../context';
import { audit } from '../lib/audit';
import { sendCached } from '../lib/json-cache';
import { refuseStaleEdit } from '../lib/stale-edit';
import { parse } from '../lib/validate';
import { requireAuth } from '../plugins/auth';
import {
  getLegalText, legalSlug, lockLegalText, revisionOf, revisionsOf, saveLegalText, serializeLegalText, WHAT,
} from '../services/legal-texts';
import { legalTextRestoreSchema, legalTextSchema } from '../services/privacy/schemas';

export function registerLegalTextRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = { roles: ADMIN };
  const slugOf = (params: unknown) => legalSlug((params as { slug?: string }).slug);

  app.get('/textos/:slug', { config: { roles: 'public' } }, async (request, reply) => {
    const slug = slugOf(request.params);
    return sendCached(ctx, reply, `texto:${slug}`, async () => serializeLegalText(await getLegalText(ctx.db, slug)));
  });

  app.get('/api/admin/textos/:slug', { config: admin }, async (request) => serializeLegalText(await getLegalText(ctx.db, slugOf(request.params))));

  app.put('/api/admin/textos/:slug', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const slug = slugOf(request.params);
    const body = parse(legalTextSchema, request.body);
    const row = await ctx.db.transaction(async (tx) => {
      const latest = await lockLegalText(tx, slug);
      refuseStaleEdit(body, latest.updated_at, WHAT[slug]);
      const saved = await saveLegalText(tx, slug, body, auth.id);
      await audit(tx, auth.id, 'actualizar', 'texto_legal', slug, { titulo: saved.titulo, revisado_el: saved.revisado_el });
      return saved;
    });
    ctx.cache.clear();
    return { ...serializeLegalText(row), message: 'Datos enviados correctamente.' };
  });

  app.get('/api/admin/textos/:slug/revisiones', { config: admin }, async (request) => revisionsOf(ctx.db, slugOf(request.params)));

  app.post('/api/admin/textos/:slug/restaurar', { config: admin }, async (request) => {
    const auth = requireAuth(request);
    const slug = slugOf(request.params);
    const { revision_id: revisionId } = parse(legalTextRestoreSchema, request.body);
    const row = await ctx.db.transaction(async (tx) => {
      await lockLegalText(tx, slug);
      const revision = await revisionOf(tx, slug, revisionId);
      const saved = await saveLegalText(tx, slug, revision, auth.id);
      await audit(tx, auth.id, 'restaurar', 'texto_legal', slug, { revision_id: revisionId });
      return saved;
    });
    ctx.cache.clear();
    return { ...serializeLegalText(row), message: 'Versión restaurada.' };
  });
}
