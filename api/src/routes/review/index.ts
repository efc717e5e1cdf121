// Routes of the review workflow (docs/review-workflow.md), registered by app.ts in one call.
// The reviewer's routes stay in ../reviewer.ts (registered by app.ts itself).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { settleDeliveries } from '../../lib/outbox';
import { invalidateReviewLists } from '../../services/review/list-cache';
import { registerAdminReviewApplicationRoutes } from './admin-applications';
import { registerAdminDecisionRoutes } from './admin-decisions';
import { registerAdminPanelRoutes } from './admin-panel';
import { registerApplicantReviewRoutes } from './applicant-review';
import { registerOutboxRoutes } from './outbox';

export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Any write this process handles (a new application, an assignment, a score…) invalidates its cached lists.
  app.addHook('onClose', async () => settleDeliveries(ctx));
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') invalidateReviewLists(ctx);
  });
  registerAdminReviewApplicationRoutes(app, ctx);
  registerAdminDecisionRoutes(app, ctx);
  registerApplicantReviewRoutes(app, ctx);
  registerOutboxRoutes(app, ctx);
  registerAdminPanelRoutes(app, ctx);
}
