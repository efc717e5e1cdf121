import path from 'node:path';
import * as v from 'valibot';
import { DEMO_TOTP_KEY } from './lib/secret-box';

const portSchema = v.pipe(v.string(), v.regex(/^\d+$/, 'API_PORT debe ser un número'), v.transform(Number), v.minValue(0), v.maxValue(65535));

const envSchema = v.object({
  API_PORT: v.optional(portSchema, '4000'),
  API_HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar con postgres://'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data'),
  MIGRATIONS_DIR: v.optional(v.pipe(v.string(), v.nonEmpty())),
  PORTAL_ORIGINS: v.optional(v.string(), 'http://localhost:3000,http://127.0.0.1:3000'),
  // An address, or a path on the portal ('/api' from `npm start` without PORTAL_ORIGINS: the URLs then work on whatever host the visitor used).
  PUBLIC_BASE_URL: v.optional(v.pipe(v.string(), v.check((value) => /^\/(?![/\\])/.test(value) || URL.canParse(value), 'PUBLIC_BASE_URL debe ser una URL o una ruta que empiece con /'))),
  PORTAL_MODE: v.optional(v.picklist(['demo', 'production'], 'PORTAL_MODE debe ser demo o production')),
  TRUST_PROXY: v.optional(v.pipe(
    v.string(),
    v.regex(/^[0-9a-zA-Z:.,/\s]+$/, 'TRUST_PROXY debe ser una lista de direcciones o redes de los proxies (p. ej. 10.0.0.5,loopback)'),
    // A bare number would otherwise be read as an address (2 → 0.0.0.2) and trust no proxy at all, silently.
    v.check((value) => !/^\s*\d+\s*$/.test(value), 'TRUST_PROXY no acepta un número de saltos: indica las direcciones o redes de los proxies (p. ej. 10.0.0.5,loopback)'),
  )),
  REQUEST_TIMEOUT_SECONDS: v.optional(portSchema, '120'),
  UPLOAD_QUOTA_MB: v.optional(portSchema, '200'),
  PRIVATE_CACHE_MS: v.optional(portSchema, '1000'),
  FILES_PER_REQUIREMENT: v.optional(portSchema, '10'),
  HEADERS_TIMEOUT_SECONDS: v.optional(portSchema, '15'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  LOGIN_RATE_LIMIT: v.optional(portSchema, '30'),
  SESSION_IDLE_MINUTES: v.optional(portSchema, '120'),
  SESSION_ABSOLUTE_HOURS: v.optional(portSchema, '12'),
  SELLO_VIGENCIA_ANNOS: v.optional(portSchema, '2'),
  VERIFICACION_RATE_LIMIT: v.optional(portSchema, '60'),
  ESTADISTICAS_UMBRAL: v.optional(portSchema, '3'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL debe empezar con smtp:// o smtps://'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.nonEmpty()), 'Sello Chile Inclusivo <no-responder@sello.test>'),
  REPOSICION_DIAS_HABILES: v.optional(portSchema, '5'),
  SOLICITUDES_DATOS_PLAZO_DIAS: v.optional(portSchema, '30'),
  RETENCION_DOCUMENTOS_ANNOS: v.optional(portSchema, '2'),
  RETENCION_REPRESENTANTES_ANNOS: v.optional(portSchema, '5'),
  RETENCION_SESIONES_SEMANAS: v.optional(portSchema, '4'),
  RETENCION_INTENTOS_SEMANAS: v.optional(portSchema, '4'),
  RETENCION_BORRADORES_SEMANAS: v.optional(portSchema, '26'),
  PORTAL_URL: v.optional(v.pipe(v.string(), v.url('PORTAL_URL debe ser una URL'))),
  CLAVEUNICA_ISSUER: v.optional(v.pipe(v.string(), v.url('CLAVEUNICA_ISSUER debe ser una URL'))),
  CLAVEUNICA_CLIENT_ID: v.optional(v.string()),
  CLAVEUNICA_CLIENT_SECRET: v.optional(v.string()),
  CLAVEUNICA_REDIRECT_URI: v.optional(v.pipe(v.string(), v.url('CLAVEUNICA_REDIRECT_URI debe ser una URL'))),
  TOTP_KEY: v.optional(v.pipe(
    v.string(),
    v.check((value) => Buffer.from(value, 'base64').length === 32, 'TOTP_KEY debe ser una clave de 32 bytes en base64 (p. ej. la salida de `openssl rand -base64 32`)'),
  )),
});

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface RetentionSchedule {
  /** Documents of applications that ended without the seal: years after the decision became final. */
  documentosAnnos: number;
  /** Personal fields of legal representatives and persons in charge: years after the application ended. */
  representantesAnnos: number;
  /** Ended sessions: weeks after they ended. */
  sesionesSemanas: number;
  /** Sign-in throttles, challenges and ClaveÚnica attempts: weeks after their window. */
  intentosSemanas: number;
  /** Applications never sent (Borrador, Registrada): weeks after their last change. */
  borradoresSemanas: number;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  migrationsDir: string;
  origins: string[];
  publicBaseUrl: string;
  /** demo only when asked for (PORTAL_MODE=demo) or, without PORTAL_MODE, when listening on loopback only. */
  mode: 'demo' | 'production';
  /**
   * The proxies in front of the API (addresses, CIDR ranges or proxy-addr names such as `loopback`);
   * each listed hop's X-Forwarded-For is believed, so request.ip is the real client. false: none.
   */
  trustProxy: false | string[];
  /** Whole request (headers and body) and headers alone: slow clients cannot hold sockets open. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** Bytes all files of one application may take. */
  uploadQuotaBytes: number;
  /** Reuse of resolved sessions and hot authenticated answers, until any write request (0: off). */
  privateCacheMs: number;
  /** Files per verification means, extra files, and replacements of one observed document. */
  filesPerRequirement: number;
  logLevel: string;
  /** Login attempts per minute and IP (successful ones included). */
  loginRateLimit: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Years a recognition stays 'Vigente' after its certification year (services/institutions.ts). */
  vigenciaAnnos: number;
  /** Requests per minute and source address to the public verification API (issue 58). */
  verificationRateLimit: number;
  /** Public statistics show a count of applications below this as "menos de N" (issue 58). */
  statsThreshold: number;
  /** SMTP server of the outbox (`smtp://user:pass@host:587`); without it e-mails are only stored. */
  smtpUrl: string | undefined;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** Business days the applicant has to file a reposición after Inadmisible or Rechazada. */
  reposicionDiasHabiles: number;
  /** Calendar days to answer a data subject's request (Ley 21.719), from its receipt. */
  dataRequestDays: number;
  /** The retention schedule (services/privacy/retention.ts). */
  retention: RetentionSchedule;
  /** The portal's address, for links in e-mails (invitations, password resets). */
  portalUrl: string;
  oidc: OidcConfig | null;
  /** AES-256 key of the staff's TOTP secrets (TOTP_KEY); the public demo key only in demo mode. */
  totpKey: Buffer;
  /**
   * The clock of the calls' windows and of a sending's date (issue 60): the system's, replaced by tests
   * (`buildApp({ config: { now } })`) to move time without waiting.
   */
  now: () => Date;
}

/** Only this machine can reach a server bound to these (the portal in front of it may not be: README, demo accounts). */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Production needs the portal's public address: e-mailed links are built from it, and without
 * PORTAL_URL or PORTAL_ORIGINS they would name http://localhost:3000. The API (main.ts) and the
 * commands that e-mail links on their own (the first-admin invitation) refuse to start without it;
 * `npm start` checks its own PORTAL_ORIGINS first (scripts/start.mjs), which its pages need too.
 */
export function missingPublicAddress(config: Pick<AppConfig, 'mode'>, env: NodeJS.ProcessEnv = process.env): string | null {
  if (config.mode !== 'production' || env.PORTAL_URL?.trim() || env.PORTAL_ORIGINS?.trim()) return null;
  return 'En producción PORTAL_ORIGINS (o PORTAL_URL) es obligatoria: la dirección pública del portal (p. ej. https://sello.senadis.cl), con la que se arman los enlaces de los correos.';
}

function parseTrustProxy(value: string | undefined): false | string[] {
  const list = (value ?? '').split(',').map((part) => part.trim()).filter((part) => part && part !== 'false');
  return list.length > 0 ? list : false;
}

/** Reads and validates the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(envSchema, defined);
  if (!result.success) {
    const details = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`).join('; ');
    throw new Error(`Configuración inválida: ${details}`);
  }
  const e = result.output;
  const oidcParts = [e.CLAVEUNICA_ISSUER, e.CLAVEUNICA_CLIENT_ID, e.CLAVEUNICA_CLIENT_SECRET, e.CLAVEUNICA_REDIRECT_URI];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new Error('Configuración inválida: CLAVEUNICA_ISSUER, _CLIENT_ID, _CLIENT_SECRET y _REDIRECT_URI van juntos');
  }
  const mode = e.PORTAL_MODE ?? (isLoopback(e.API_HOST) ? 'demo' : 'production');
  if (mode === 'production' && !e.TOTP_KEY) {
    throw new Error('Configuración inválida: TOTP_KEY es obligatoria en producción (32 bytes en base64, p. ej. `openssl rand -base64 32`); cifra los secretos de la verificación en dos pasos del equipo');
  }
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    migrationsDir: path.resolve(cwd, e.MIGRATIONS_DIR ?? 'drizzle'),
    origins: e.PORTAL_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean),
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.API_PORT}`).replace(/\/+$/, ''),
    mode,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
    uploadQuotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024,
    privateCacheMs: e.PRIVATE_CACHE_MS,
    filesPerRequirement: e.FILES_PER_REQUIREMENT,
    logLevel: e.LOG_LEVEL,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    vigenciaAnnos: e.SELLO_VIGENCIA_ANNOS,
    verificationRateLimit: e.VERIFICACION_RATE_LIMIT,
    statsThreshold: Math.max(1, e.ESTADISTICAS_UMBRAL),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    reposicionDiasHabiles: e.REPOSICION_DIAS_HABILES,
    dataRequestDays: e.SOLICITUDES_DATOS_PLAZO_DIAS,
    retention: {
      documentosAnnos: e.RETENCION_DOCUMENTOS_ANNOS,
      representantesAnnos: e.RETENCION_REPRESENTANTES_ANNOS,
      sesionesSemanas: e.RETENCION_SESIONES_SEMANAS,
      intentosSemanas: e.RETENCION_INTENTOS_SEMANAS,
      borradoresSemanas: e.RETENCION_BORRADORES_SEMANAS,
    },
    portalUrl: (e.PORTAL_URL ?? e.PORTAL_ORIGINS.split(',')[0]?.trim() ?? 'http://localhost:3000').replace(/\/+$/, ''),
    oidc: e.CLAVEUNICA_ISSUER
      ? {
          // As the provider's discovery document spells it (openid-client compares them exactly).
          issuer: e.CLAVEUNICA_ISSUER,
          clientId: e.CLAVEUNICA_CLIENT_ID ?? '',
          clientSecret: e.CLAVEUNICA_CLIENT_SECRET ?? '',
          redirectUri: e.CLAVEUNICA_REDIRECT_URI ?? '',
        }
      : null,
    totpKey: e.TOTP_KEY ? Buffer.from(e.TOTP_KEY, 'base64') : DEMO_TOTP_KEY,
    now: () => new Date(),
  };
}
