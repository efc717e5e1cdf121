// Routes of the review workflow (docs/review-workflow.md), registered by app.ts in one call.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerOutboxRoutes } from './outbox';

export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOutboxRoutes(app, ctx);
}
