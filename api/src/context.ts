import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Storage } from './lib/storage';

/** What every route module receives: no globals, so tests build as many apps as they like. */
export interface AppContext {
  db: Db;
  storage: Storage;
  config: AppConfig;
  /** Serialized answers of hot public reads, cleared by any write to their tables. */
  cache: Map<string, string>;
}

export type RouteRoles = 'public' | ('admin' | 'revisor' | 'postulante')[];

export interface AuthInfo {
  kind: 'staff' | 'postulante';
  id: number;
  role: 'admin' | 'revisor' | 'postulante';
  sessionId: number;
  name: string;
  lastname: string;
  email?: string;
  run?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    roles?: RouteRoles;
  }
  interface FastifyRequest {
    auth: AuthInfo | null;
  }
}

export const STAFF: RouteRoles = ['admin', 'revisor'];
export const ADMIN: RouteRoles = ['admin'];
export const APPLICANT: RouteRoles = ['postulante'];
export const ANY_USER: RouteRoles = ['admin', 'revisor', 'postulante'];
