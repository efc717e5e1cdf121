// Through the package name: the one configured client (this file is bundled into each remote).
import { request, toFormData } from '@sello/shared-api';
import type {
  AccountTokenInput, AuditFilterInput, ChangePasswordInput, ForgotPasswordInput, LoginCodeInput, SetPasswordInput, TotpCodeInput,
  UserCreateInput, UserUpdateInput,
} from '../schemas/admin';
import type {
  AccountLinkInfo, AuditPage, MiCuenta, NoticiaAdmin, NoticiaRevision, StaffEnrolledAnswer, StaffLoginAnswer,
  StaffSessionAnswer, TotpConfirmed, TotpEnrolment, UsuarioCuenta,
} from '../types-content';
import type {
  AdminHistorialRow, Descargable, HomeContent, InstitucionReconocida, MessageResponse,
  ObtencionSelloP1, Paginated, PostulacionDetalle, SessionClock,
} from '../types';
import { applicationFilterParams, type ApplicationFilters } from './reviewer';

type Fields = Record<string, string | number | boolean | Blob | null | undefined>;

export const getAdminPostulaciones = (f: ApplicationFilters = {}): Promise<AdminHistorialRow[]> =>
  request('api/admin/historial-postulaciones', { searchParams: applicationFilterParams(f) });
export const getAdminPostulacion = (id: number): Promise<PostulacionDetalle> => request(`api/admin/historial-postulaciones/${id}`);
export const getAdminObtencionSello = (id: number): Promise<ObtencionSelloP1> => request(`api/admin/historial-obtencion-sellos/${id}`);

export const getAdminDescargables = (): Promise<Descargable[]> => request('api/admin/descargables');
export const getAdminDescargable = (id: number): Promise<Descargable> => request(`api/admin/descargables/${id}`);
export const createDescargable = (fields: { nombre: string; ubicacion: string; documento: Blob }): Promise<Descargable> =>
  request('api/admin/descargables/store', { method: 'post', body: toFormData(fields) });
/**
 * An edit sends back the `updated_at` of the version its form showed: if someone saved since, the API
 * refuses the save (409) instead of silently undoing theirs.
 */
type EditedVersion = { updated_at?: string };
export const updateDescargable = (id: number, fields: { nombre?: string; ubicacion?: string; documento?: Blob } & EditedVersion): Promise<Descargable> =>
  request(`api/admin/descargables/${id}`, { method: 'patch', body: toFormData(fields) });
export const deleteDescargable = (id: number): Promise<MessageResponse> => request(`api/admin/descargables/${id}`, { method: 'delete' });

/**
 * News fields (multipart). `estado`: 'borrador' (never public) or 'publicada' (default); `publicar_en`:
 * an ISO date-time with offset to schedule the publication ('' = at once). Each image needs its alt text
 * (`imagen_alt`, `imagen_mobile_alt`): the server answers 422 for an image without one.
 */
export type NoticiaFields = {
  titulo?: string; cuerpo?: string; url?: string; estado?: 'borrador' | 'publicada'; publicar_en?: string;
  imagen?: Blob; imagen_alt?: string; imagen_mobile?: Blob; imagen_mobile_alt?: string;
};
/** Every news item, drafts and scheduled ones included, newest first (9 per page). */
export const getAdminNoticias = (page = 1): Promise<Paginated<NoticiaAdmin>> => request('api/admin/noticias', { searchParams: { page } });
/** One item in any state: also the preview of a draft or scheduled item (same shape as the public detail). */
export const getAdminNoticia = (id: number): Promise<NoticiaAdmin> => request(`api/admin/noticias/${id}`);
export const getAdminNoticiaByUrl = (url: string): Promise<NoticiaAdmin> => request(`api/admin/noticias/url/${encodeURIComponent(url)}`);
export const createNoticia = (fields: NoticiaFields & { titulo: string; cuerpo: string }): Promise<NoticiaAdmin & MessageResponse> =>
  request('api/admin/noticias/store', { method: 'post', body: toFormData(fields as Fields) });
/** A new title moves the slug (`url`); the old URL keeps answering with a redirect to the new one. */
export const updateNoticia = (id: number, fields: NoticiaFields & EditedVersion): Promise<NoticiaAdmin & MessageResponse> =>
  request(`api/admin/noticias/${id}`, { method: 'patch', body: toFormData(fields as Fields) });
export const deleteNoticia = (id: number): Promise<MessageResponse> => request(`api/admin/noticias/${id}`, { method: 'delete' });
/** Saved versions, newest first (every create, edit and restore stores one). */
export const getNoticiaRevisiones = (id: number): Promise<NoticiaRevision[]> => request(`api/admin/noticias/${id}/revisiones`);
export const restaurarNoticiaRevision = (id: number, revisionId: number): Promise<NoticiaAdmin & MessageResponse> =>
  request(`api/admin/noticias/${id}/restaurar`, { method: 'post', json: { revision_id: revisionId } });

export const getAdminInstituciones = (f: { institucion?: string; categoria_id?: number } = {}): Promise<InstitucionReconocida[]> =>
  request('api/admin/instituciones', { searchParams: applicationFilterParams(f) });
export const getAdminInstitucion = (id: number): Promise<InstitucionReconocida> => request(`api/admin/instituciones/${id}/editar`);
/** `logo_alt` is required with the logo (create) and whenever the institution has one. */
export const createInstitucion = (fields: { titulo: string; tipo_reconocimiento: string; anno_certificacion: number; categoria_id?: number; texto?: string; logo: Blob; logo_alt: string }): Promise<InstitucionReconocida> =>
  request('api/admin/instituciones/store', { method: 'post', body: toFormData(fields) });
export const updateInstitucion = (id: number, fields: { titulo?: string; tipo_reconocimiento?: string; anno_certificacion?: number; categoria_id?: number; texto?: string; logo?: Blob; logo_alt?: string } & EditedVersion): Promise<InstitucionReconocida> =>
  request(`api/admin/instituciones/${id}`, { method: 'patch', body: toFormData(fields) });
export const deleteInstitucion = (id: number): Promise<MessageResponse> => request(`api/admin/instituciones/${id}`, { method: 'delete' });

/** The home's current content for the editor (not cached). */
export const getAdminHome = (): Promise<HomeContent> => request('api/admin/home');
/** `landing_image` must be 1100×336 and comes with `landing_image_alt`; `texto_bajada` is sanitised rich text. */
export const updateHome = (fields: { texto_bajada?: string; landing_image?: Blob; landing_image_alt?: string } & EditedVersion): Promise<HomeContent> =>
  request('api/admin/home', { method: 'put', body: toFormData(fields) });

// ---- Staff accounts (admin) ----
export const getUsuarios = (): Promise<UsuarioCuenta[]> => request('api/admin/usuarios');
export const getUsuario = (id: number): Promise<UsuarioCuenta> => request(`api/admin/usuarios/${id}`);
/** Invites by e-mail: the person sets their own password through the one-time link (valid 72 h). */
export const createUsuario = (body: UserCreateInput): Promise<UsuarioCuenta & MessageResponse> => request('api/admin/usuarios/store', { method: 'post', json: body });
export const invitarUsuario = createUsuario;
/** Name, e-mail, role; `activo: false` deactivates (open sessions end at once), `true` reactivates. */
export const updateUsuario = (id: number, body: UserUpdateInput): Promise<UsuarioCuenta & MessageResponse> => request(`api/admin/usuarios/${id}`, { method: 'patch', json: body });
/** Only an invitation never accepted can be deleted; an account with history is deactivated instead (409). */
export const deleteUsuario = (id: number): Promise<MessageResponse> => request(`api/admin/usuarios/${id}`, { method: 'delete' });
export const reenviarInvitacion = (id: number): Promise<MessageResponse> => request(`api/admin/usuarios/${id}/reenviar-invitacion`, { method: 'post', json: {} });
/** E-mails the person a link to choose a new password (valid 1 h). */
export const enviarRestablecerClave = (id: number): Promise<MessageResponse> => request(`api/admin/usuarios/${id}/restablecer-clave`, { method: 'post', json: {} });
/** Removes another staff member's second factor (lost phone); they enrol again at their next sign-in. */
export const restablecerSegundoFactor = (id: number): Promise<MessageResponse> => request(`api/admin/usuarios/${id}/restablecer-2fa`, { method: 'post', json: {} });

/** The audit log, 50 per page, newest first, with the person's name; filters by person, action/entity and dates. */
export const getAuditoria = (filters: AuditFilterInput = {}): Promise<AuditPage> =>
  request('api/admin/auditoria', { searchParams: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string> });

// ---- Staff sign-in with a second factor, own account, session clock ----
/** Email + password: a session (`paso: 'sesion'`) or a challenge (`paso: 'codigo' | 'enrolar'`). */
export const staffLogin = (body: { email: string; password: string }): Promise<StaffLoginAnswer> => request('api/login', { method: 'post', json: body });
/** Completes sign-in with the authenticator's 6-digit code or a recovery code (each usable once). */
export const staffLoginCodigo = (body: LoginCodeInput): Promise<StaffSessionAnswer> => request('api/login/codigo', { method: 'post', json: body });
/** Production, no second factor yet: the secret and QR to enrol during sign-in. */
export const staffLoginEnrolarInicio = (challenge: string): Promise<TotpEnrolment> => request('api/login/enrolar/inicio', { method: 'post', json: { challenge } });
export const staffLoginEnrolar = (body: LoginCodeInput): Promise<StaffEnrolledAnswer> => request('api/login/enrolar', { method: 'post', json: body });

export const getMiCuenta = (): Promise<MiCuenta> => request('api/cuenta');
/**
 * Keep-alive of any session, staff's or applicant's: resets the idle timer and answers the new expiry.
 * Here, not in the index: only the shell's idle warning, loaded once someone signs in, calls it.
 */
export const renovarSesion = (): Promise<SessionClock> => request('api/sesion/renovar', { method: 'post', json: {} });
export const cambiarClave = (body: ChangePasswordInput): Promise<MessageResponse> => request('api/cuenta/clave', { method: 'post', json: body });
export const iniciarSegundoFactor = (): Promise<TotpEnrolment> => request('api/cuenta/2fa/inicio', { method: 'post', json: {} });
export const confirmarSegundoFactor = (body: TotpCodeInput): Promise<TotpConfirmed> => request('api/cuenta/2fa/confirmar', { method: 'post', json: body });
/** New recovery codes (the old ones stop working); needs a current code. */
export const regenerarCodigosRecuperacion = (body: TotpCodeInput): Promise<TotpConfirmed> => request('api/cuenta/2fa/codigos', { method: 'post', json: body });

// ---- One-time links (public: the person is not signed in) ----
export const getEnlaceCuenta = (body: AccountTokenInput): Promise<AccountLinkInfo> => request('api/cuenta/enlace', { method: 'post', json: body });
export const definirClave = (body: SetPasswordInput): Promise<MessageResponse> => request('api/cuenta/clave/definir', { method: 'post', json: body });
/** Always the same answer, whether the address has an account or not. */
export const olvideClave = (body: ForgotPasswordInput): Promise<MessageResponse> => request('api/cuenta/clave/olvido', { method: 'post', json: body });

export type * from '../types-content';
