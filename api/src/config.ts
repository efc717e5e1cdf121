import path from 'node:path';
import * as v from 'valibot';

const portSchema = v.pipe(v.string(), v.regex(/^\d+$/, 'API_PORT debe ser un número'), v.transform(Number), v.minValue(0), v.maxValue(65535));

const envSchema = v.object({
  API_PORT: v.optional(portSchema, '4000'),
  API_HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar con postgres://'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data'),
  MIGRATIONS_DIR: v.optional(v.pipe(v.string(), v.nonEmpty())),
  PORTAL_ORIGINS: v.optional(v.string(), 'http://localhost:3000,http://127.0.0.1:3000'),
  PUBLIC_BASE_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_BASE_URL debe ser una URL'))),
  PORTAL_MODE: v.optional(v.picklist(['demo', 'production']), 'demo'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  LOGIN_RATE_LIMIT: v.optional(portSchema, '30'),
  SESSION_IDLE_MINUTES: v.optional(portSchema, '120'),
  SESSION_ABSOLUTE_HOURS: v.optional(portSchema, '12'),
  SELLO_VIGENCIA_ANNOS: v.optional(portSchema, '2'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL debe empezar con smtp:// o smtps://'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.nonEmpty()), 'Sello Chile Inclusivo <no-responder@sello.test>'),
  REPOSICION_DIAS_HABILES: v.optional(portSchema, '5'),
  PORTAL_URL: v.optional(v.pipe(v.string(), v.url('PORTAL_URL debe ser una URL'))),
  CLAVEUNICA_ISSUER: v.optional(v.pipe(v.string(), v.url('CLAVEUNICA_ISSUER debe ser una URL'))),
  CLAVEUNICA_CLIENT_ID: v.optional(v.string()),
  CLAVEUNICA_CLIENT_SECRET: v.optional(v.string()),
  CLAVEUNICA_REDIRECT_URI: v.optional(v.pipe(v.string(), v.url('CLAVEUNICA_REDIRECT_URI debe ser una URL'))),
});

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  migrationsDir: string;
  origins: string[];
  publicBaseUrl: string;
  mode: 'demo' | 'production';
  logLevel: string;
  /** Login attempts per minute and IP (successful ones included). */
  loginRateLimit: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Years a recognition stays 'Vigente' after its certification year (services/institutions.ts). */
  vigenciaAnnos: number;
  /** SMTP server of the outbox (`smtp://user:pass@host:587`); without it e-mails are only stored. */
  smtpUrl: string | undefined;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** Business days the applicant has to file a reposición after Inadmisible or Rechazada. */
  reposicionDiasHabiles: number;
  /** The portal's address, for links in e-mails (invitations, password resets). */
  portalUrl: string;
  oidc: OidcConfig | null;
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
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    migrationsDir: path.resolve(cwd, e.MIGRATIONS_DIR ?? 'drizzle'),
    origins: e.PORTAL_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean),
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.API_PORT}`).replace(/\/+$/, ''),
    mode: e.PORTAL_MODE,
    logLevel: e.LOG_LEVEL,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    vigenciaAnnos: e.SELLO_VIGENCIA_ANNOS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    reposicionDiasHabiles: e.REPOSICION_DIAS_HABILES,
    portalUrl: (e.PORTAL_URL ?? e.PORTAL_ORIGINS.split(',')[0]?.trim() ?? 'http://localhost:3000').replace(/\/+$/, ''),
    oidc: e.CLAVEUNICA_ISSUER
      ? {
          issuer: e.CLAVEUNICA_ISSUER.replace(/\/+$/, ''),
          clientId: e.CLAVEUNICA_CLIENT_ID ?? '',
          clientSecret: e.CLAVEUNICA_CLIENT_SECRET ?? '',
          redirectUri: e.CLAVEUNICA_REDIRECT_URI ?? '',
        }
      : null,
  };
}
