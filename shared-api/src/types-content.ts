// Answers of the admin CMS and staff-account calls (issue 10). Re-exported by `@sello/shared-api/staff`.
import type { StaffRole } from './schemas/admin';
import type { Noticia, SessionClock, StaffUser } from './types';

export interface SecondFactorState {
  /** A TOTP authenticator is enrolled and confirmed. */
  inscrito: boolean;
  /** This server requires a second factor of every staff account (`PORTAL_MODE=production`). */
  requerido: boolean;
  /** Unused recovery codes left (0 without a second factor). */
  codigos_restantes: number;
}

/** `POST /api/login` (and the second-factor steps) when a session was opened. */
export interface StaffSessionAnswer {
  paso: 'sesion';
  user: StaffUser;
  token: string;
  sesion: SessionClock;
  segundo_factor: SecondFactorState;
  /** Set in the demo mode when the account signed in without a second factor: say so to the person. */
  aviso: string | null;
}

/** `POST /api/login` when the password was right but a second factor is needed first. */
export interface StaffChallengeAnswer {
  /** 'codigo': ask for the authenticator or recovery code; 'enrolar': enrol an authenticator first (production). */
  paso: 'codigo' | 'enrolar';
  challenge: string;
  /** When the challenge stops being accepted (5 minutes). ISO. */
  expira_en: string;
  message: string;
}

export type StaffLoginAnswer = StaffSessionAnswer | StaffChallengeAnswer;

/** The secret of an authenticator being enrolled: scan `qr_svg` (an `<img src>`) or type `secreto`. */
export interface TotpEnrolment {
  secreto: string;
  otpauth_url: string;
  qr_svg: string;
}

/** Confirmed enrolment: the recovery codes are shown this once and never again. */
export interface TotpConfirmed {
  message: string;
  codigos_recuperacion: string[];
}

/** Enrolment completed during sign-in (production): the session and the recovery codes. */
export type StaffEnrolledAnswer = StaffSessionAnswer & { codigos_recuperacion: string[] };

/** `GET /api/cuenta`: the signed-in staff member's own account. */
export interface MiCuenta {
  user: StaffUser;
  sesion: SessionClock;
  segundo_factor: SecondFactorState;
}

/** What a one-time link is for, before the person chooses a password. */
export interface AccountLinkInfo {
  tipo: 'invitacion' | 'restablecer';
  email: string;
  name: string;
  lastname: string;
  expira_en: string;
}

export interface UsuarioCuenta {
  id: number;
  name: string;
  lastname: string;
  email: string;
  role: StaffRole;
  activo: boolean;
  /** 'invitado' until the invitation is accepted, 'activo', or 'desactivado'. */
  estado: 'invitado' | 'activo' | 'desactivado';
  segundo_factor: boolean;
  created_at: string;
  updated_at: string;
}

export type NoticiaEstado = 'borrador' | 'programada' | 'publicada';

/** Admin view of a news item: the public shape plus its state and schedule. */
export interface NoticiaAdmin extends Noticia {
  /** Scheduled publication instant (ISO) or null. */
  publicar_en: string | null;
  estado: NoticiaEstado;
  /** The public page's path in the portal, e.g. '/noticias/detail/<url>' (for "ver" and previews). */
  ruta_publica: string;
}

export interface NoticiaRevision {
  id: number;
  noticia_id: number;
  titulo: string;
  url: string;
  cuerpo: string;
  imagen_url: string | null;
  imagen_alt: string;
  imagen_mobile_url: string | null;
  imagen_mobile_alt: string;
  activo: boolean;
  publicar_en: string | null;
  user_id: number | null;
  /** "Nombre Apellido" of who saved it, or null. */
  usuario: string | null;
  created_at: string;
}

/** `GET /noticias/url/{old}` after a rename: HTTP 301, `Location` the API path of the new slug. */
export interface NoticiaRedirect {
  message: string;
  /** The current slug. */
  url: string;
  /** The portal path to send the browser to: '/noticias/detail/<url>'. */
  redirect: string;
}

export interface AuditRow {
  id: number;
  user_id: number | null;
  /** "Nombre Apellido" of who did it (null: the system or an anonymous visitor). */
  usuario: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  detail: Record<string, unknown> | null;
  created_at: string;
}

export interface AuditPage {
  data: AuditRow[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** Every action and entity present in the log, for the "kind" filter. */
  acciones: string[];
  entidades: string[];
}
