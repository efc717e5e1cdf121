import type { Socket } from 'node:net';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { loadConfig, type AppConfig } from './config';
import type { AppContext, RouteRoles } from './context';
import { openDatabase, type Database } from './db/client';
import { archivos } from './db/schema';
import { SharedCache } from './lib/shared-cache';
import { createDiskStorage, type Storage } from './lib/storage';
import { HttpError } from './lib/http-error';
import { deliverPending } from './lib/outbox';
import { LIMITS } from './lib/uploads';
import { registerAuth, type RouteEntry } from './plugins/auth';
import { answerClientError, answerUnmetExpectation, assertHostHeader, registerErrorHandling } from './plugins/errors';
import { registerHardening } from './plugins/hardening';
import { safeError, safeRequest } from './lib/log-redaction';
import { registerAdminApplicationRoutes } from './routes/admin-applications';
import { registerAdminContentRoutes } from './routes/admin-content';
import { registerAdminNewsRoutes } from './routes/admin-news';
import { registerAdminUserRoutes } from './routes/admin-users';
import { registerApplicantRoutes } from './routes/applicant';
import { registerAuthRoutes } from './routes/auth';
import { registerCallRoutes } from './routes/calls';
import { registerCertificateRoutes } from './routes/certificates';
import { registerExpedienteRoutes } from './routes/expediente';
import { registerLegalTextRoutes } from './routes/legal-texts';
import { registerAdminDataRequestRoutes } from './routes/privacy/admin-requests';
import { registerDataRequestRoutes } from './routes/privacy/data-requests';
import { registerRetentionRoutes } from './routes/privacy/retention';
import { registerStaffAccessRoutes } from './routes/privacy/staff-access';
import { registerFileRoutes } from './routes/files';
import { registerOpenDataRoutes } from './routes/open-data';
import { registerProcessRoutes } from './routes/process';
import { registerPublicRoutes } from './routes/public';
import { registerReferenceRoutes } from './routes/reference';
import { registerReviewRoutes } from './routes/review/index';
import { registerReviewerRoutes } from './routes/reviewer';
import { registerVerificationRoutes } from './routes/verification';
import { registerWizardRoutes as registerWizard } from './routes/wizard';
import { backfillStoredFiles } from './services/privacy/stored-files';

export interface BuildOptions {
  /** Overrides on top of the environment's configuration. */
  config?: Partial<AppConfig>;
  /** An already opened database (tests); otherwise opened from the configuration. */
  database?: Database;
  storage?: Storage;
  /** pino level; 'silent' in tests. */
  logLevel?: string;
  /** Where pino writes (tests capture the log to check it carries no personal data). */
  logStream?: NodeJS.WritableStream;
  /** Remove temp files and files no row refers to (after a crash). Default true. */
  sweep?: boolean;
}

export interface SelloApp {
  ctx: AppContext;
  database: Database;
  routes: RouteEntry[];
}

declare module 'fastify' {
  interface FastifyInstance {
    sello: SelloApp;
  }
}

/** Every registered route with the roles it declares (HEAD twins included), for access-matrix tests. */
export function listRoutes(app: FastifyInstance): { method: string; url: string; roles: RouteRoles }[] {
  return app.sello.routes.map((route) => ({ ...route }));
}

async function sweepOrphans(database: Database, storage: Storage): Promise<number> {
  await storage.cleanTemp();
  const known = new Set((await database.db.select({ key: archivos.storage_key }).from(archivos)).map((row) => row.key));
  let removed = 0;
  for (const key of await storage.list()) {
    if (!known.has(key)) {
      await storage.remove(key).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}

/** Builds the whole server without listening; the caller decides to `listen` or `inject`. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const ownsDatabase = !options.database;
  const database = options.database ?? await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: `${config.dataDir}/pglite`,
    migrationsDir: config.migrationsDir,
  });
  const storage = options.storage ?? createDiskStorage(config.dataDir);
  const cache = new SharedCache();
  const ctx: AppContext = { db: database.db, storage, config, cache };
  const routes: RouteEntry[] = [];

  const app = Fastify({
    logger: {
      level: options.logLevel ?? config.logLevel,
      // No RUT, e-mail, phone or SQL parameter in any log line (lib/log-redaction.ts).
      serializers: { err: safeError as never, req: safeRequest as never },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    // Only the listed proxies' X-Forwarded-For is believed (a hop count would trust any client's header).
    trustProxy: config.trustProxy,
    // Slow clients cannot hold sockets open: the headers must arrive within headersTimeout and the whole
    // request (headers and body) within requestTimeout, checked every second (Node checks every 30 s by default).
    requestTimeout: config.requestTimeoutMs,
    // requireHostHeader: a request without Host is refused by assertHostHeader, in Spanish (Node's own 400 has no body).
    http: { headersTimeout: config.headersTimeoutMs, requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: 1000, requireHostHeader: false },
    // A trailing slash matches the route; "/a//b" answers 404 JSON; never a redirect.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // Malformed URLs and over-long path parameters are client mistakes: Spanish JSON, not Fastify's text.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as FastifyReply).code(tooLong ? 414 : 400).send({ message: tooLong ? 'La dirección solicitada es demasiado larga.' : 'La dirección solicitada no es válida.' });
    },
    // What Node's parser refuses before routing (unreadable request, oversized headers): Spanish too.
    clientErrorHandler: answerClientError,
  });
  // Node closes a CONNECT without a word when nothing listens for it: answered like any unreadable request.
  app.server.on('connect', (_request, socket: Socket) => answerClientError(new Error('CONNECT'), socket));
  app.server.on('checkExpectation', answerUnmetExpectation);
  app.decorate('sello', { ctx, database, routes });
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  // Several API processes on one PostgreSQL: a change in one drops the cached public answers of all.
  const stopSharing = await cache.share(database, (error) => app.log.warn({ err: error }, 'canal de caché compartida'));
  app.addHook('preClose', stopSharing);

  registerErrorHandling(app);
  await app.register(helmet, {
    // The portal on another origin shows media (news images, logos) from this server.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // An OPTIONS without Origin or Access-Control-Request-Method is no preflight. @fastify/cors refuses
  // it too (strictPreflight), but with the English text 'Invalid Preflight Request': this hook, ahead
  // of the plugin's, says it in Spanish JSON.
  app.addHook('onRequest', async (request) => {
    assertHostHeader(request);
    if (request.method === 'OPTIONS' && (!request.headers.origin || !request.headers['access-control-request-method'])) {
      throw new HttpError(400, 'La solicitud OPTIONS no es una verificación previa de CORS: faltan los encabezados Origin o Access-Control-Request-Method.');
    }
  });
  await app.register(cors, {
    origin: config.origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    // The ClaveÚnica attempt cookie (authorize/callback) is sent with `credentials: 'include'`.
    credentials: true,
    maxAge: 600,
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    // fieldSize is in bytes: the longest text a form takes (a news body, 200,000 characters) needs up to
    // 3 bytes per character in UTF-8. A longer text is refused (lib/uploads.ts), never stored cut.
    limits: { fileSize: LIMITS.pdf, files: 4, fields: 20, fieldSize: 600_000, parts: 30, headerPairs: 200 },
  });
  registerAuth(app, ctx, routes);
  registerHardening(app, cache);

  registerPublicRoutes(app, ctx);
  registerReferenceRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerWizard(app, ctx);
  registerProcessRoutes(app, ctx);
  registerApplicantRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerReviewerRoutes(app, ctx);
  registerAdminApplicationRoutes(app, ctx);
  registerReviewRoutes(app, ctx);
  registerAdminNewsRoutes(app, ctx);
  registerAdminContentRoutes(app, ctx);
  registerAdminUserRoutes(app, ctx);
  registerCallRoutes(app, ctx);
  // Issue 58: certificates, public verification, open data and statistics.
  registerCertificateRoutes(app, ctx);
  registerVerificationRoutes(app, ctx);
  registerOpenDataRoutes(app, ctx);
  registerExpedienteRoutes(app, ctx);
  registerLegalTextRoutes(app, ctx);
  registerStaffAccessRoutes(app, ctx);
  registerRetentionRoutes(app, ctx);
  registerDataRequestRoutes(app, ctx);
  registerAdminDataRequestRoutes(app, ctx);
  // Liveness: the process answers. Readiness: the database answers and every migration is applied.
  app.get('/health', { config: { roles: 'public' } }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/ready', { config: { roles: 'public' } }, async (_request, reply) => {
    const ready = await database.ready();
    return reply.code(ready ? 200 : 503).header('cache-control', 'no-store')
      .send(ready ? { status: 'ready' } : { status: 'not-ready', message: 'La base de datos no responde o faltan migraciones.' });
  });

  // Messages a stopped process left 'pendiente' would otherwise wait for ever (admins can only re-send
  // drafts and failures). Not awaited: readiness does not wait on the SMTP server; each row is claimed
  // in the database, so several processes starting together still send it once.
  app.addHook('onReady', async () => {
    void deliverPending(ctx);
    // Files stored before digests existed get theirs (public pictures lose their metadata first).
    void backfillStoredFiles(ctx).catch((error: unknown) => app.log.warn({ err: error }, 'no se completaron las huellas de los archivos'));
  });

  if (options.sweep ?? true) {
    const removed = await sweepOrphans(database, storage);
    if (removed > 0) app.log.warn({ removed }, 'archivos huérfanos eliminados al iniciar');
  }
  return app;
}
