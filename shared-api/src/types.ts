import type { ApplicationStatus, Role, StaffRole } from './schemas/admin';

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export interface StaffUser { id: number; name: string; lastname: string; email: string; role: StaffRole }
export interface ApplicantUser { id: number; name: string; lastname: string; run: string; role: 'postulante' }
export type SessionUser = StaffUser | ApplicantUser;
export interface LoginResponse<U extends SessionUser = SessionUser> { user: U; token: string }

/** A session's clock (staff's and applicants'): the UI warns before `expira_en` and calls `renovarSesion()` to stay. */
export interface SessionClock {
  /** When the session ends if nothing is sent before (idle timeout, capped by the absolute one). ISO. */
  expira_en: string;
  /** The idle timeout in minutes (`SESSION_IDLE_MINUTES`). */
  inactividad_minutos: number;
}
export type { Role };

export interface PaginationLink { url: string | null; label: string; active: boolean }
export interface Paginated<T> {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: PaginationLink[];
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

export interface Noticia {
  id: number;
  id_noticia: number;
  url: string;
  titulo: string;
  cuerpo: string;
  excerpt: string;
  /** Path relative to the media host, e.g. 'media/3f…png'; null when there is no image. */
  imagen: string | null;
  image_url: string | null;
  imagen_mobile: string | null;
  imagen_mobile_url: string | null;
  /** Alternative text of each image ('' when there is no image). */
  imagen_alt: string;
  imagen_mobile_alt: string;
  activo: boolean;
  user_id: number | null;
  created_at: string;
  /** The day it is shown with, 'YYYY-MM-DD': the calendar day in Chile it became public (created_at, or a later publicar_en). */
  fecha: string;
  updated_at: string;
}

export interface InstitucionReconocida {
  id: number;
  titulo: string;
  logo: string | null;
  logo_url: string | null;
  logo_alt: string;
  texto: string | null;
  tipo_reconocimiento: string;
  anno_certificacion: number;
  categoria_id: number | null;
  categoria: string | null;
  /** Computed from the certification year and the programme's validity period. */
  vigencia: 'Vigente' | 'No vigente';
  /** Last calendar year in which the recognition is 'Vigente'. */
  vigente_hasta: number;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface Descargable {
  id: number;
  nombre: string;
  ubicacion: string;
  documento: string | null;
  documento_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface HomeContent {
  texto_bajada: string; landing_image: string | null; landing_image_url: string | null; landing_image_alt: string; updated_at: string;
}

export interface RefItem { id: number; nombre: string }
export interface Comuna extends RefItem { region_id: number }
export interface Categoria extends RefItem { slug: string; descripcion: string }

export interface MedioVerificacion {
  id: number;
  categoria_id: number;
  nombre: string;
  descripcion: string;
  archivo_base: string | null;
  archivo_base_url: string | null;
  created_at: string;
}

export interface Requisito {
  id: number;
  categoria_id: number;
  nombre: string;
  medio_verificacion: string;
  ptje_total: number;
  detalles: string;
  descripcion: string;
  estado_requisito_id: number;
  created_at: string;
}

export interface PostulacionSello {
  id: number;
  nombre_institucion: string;
  rut_institucion: string;
  rubro_institucion: string;
  tipo_institucion_id: number;
  direccion_fisica: string;
  region_id: number;
  comuna_id: number;
  cant_trabajadores: number;
  cant_trabajadores_discapacidad: number;
  categoria_id: number | null;
  /** The call's year (issue 60). */
  year: number | null;
  /** The call it belongs to (issue 60). */
  convocatoria_id: number | null;
  institucion_id: number;
  estado: ApplicationStatus;
  step: number;
  created_at: string;
  updated_at: string;
}

export interface RepLegal {
  id: number; postulacion_sello_id: number; nombre_rep_legal: string; cargo_rep_legal: string;
  rut_rep_legal: string; telefono_rep_legal: string; correo_rep_legal: string; created_at: string;
}
export interface Encargado {
  id: number; postulacion_sello_id: number; nombre_encargado: string; cargo_encargado: string;
  rut_encargado: string; telefono_encargado: string; correo_encargado: string; created_at: string;
}

export interface HistorialPostulacion {
  id: number;
  postulacion_sello_id: number;
  institucion_id: number;
  resultado_postulacion_id: number;
  resultado: string;
  progreso_postulacion: number;
  created_at: string;
}

/** A private file: download it through `descargar_url` with the bearer token. */
export interface ArchivoPrivado {
  id: string;
  nombre_original: string;
  size: number;
  created_at: string;
  descargar_url: string;
}

export interface ObtencionSelloP1 {
  id: number;
  postulacion_sello_id: number;
  bitacora: ArchivoPrivado | null;
  declaracion_autoridad: ArchivoPrivado | null;
  created_at: string;
  updated_at: string;
}
export interface ObtencionSelloP2 {
  id: number;
  obtencion_sello_p1_id: number;
  medio_verificacion_id: number | null;
  /** The verification means by name (in the application's detail). */
  medio_verificacion?: string | null;
  archivo_verificacion: ArchivoPrivado;
  created_at: string;
}
export interface ObtencionSelloP3 {
  id: number;
  obtencion_sello_p1_id: number;
  descripcion: string | null;
  archivo: ArchivoPrivado;
  created_at: string;
}

export interface RequisitoPostulacion {
  id: number;
  requisito_id: number;
  obtencion_sello_p1_id: number;
  medio_verificacion: string | null;
  archivo: ArchivoPrivado | null;
  estado_requisito_id: number;
  estado_requisito: string;
  puntaje_evaluado: number | null;
  cumple: boolean | null;
  comentario: string | null;
  created_at: string;
  updated_at: string;
}

/** A requirement row as the applicant/reviewer tables show it: the requirement plus this application's submission. */
export interface RequisitoConEstado extends Requisito {
  estado_requisito: string;
  entrega: RequisitoPostulacion | null;
}

export interface PostulacionResumen {
  id: number;
  institucion_id: number;
  nombre_institucion: string;
  categoria_id: number | null;
  categoria: string | null;
  year: number | null;
  estado: ApplicationStatus;
  step: number;
  created_at: string;
  updated_at: string;
  evaluado_por: string | null;
}

/**
 * Everything the applicant entered and attached ("check your answers", issue 60): the institution with
 * its type, region and commune by name, the call, and once sent the receipt (`envio`).
 */
export interface PostulacionDetalle extends PostulacionResumen {
  postulacion: PostulacionSello & { tipo_institucion: string | null; region: string | null; comuna: string | null };
  convocatoria: Convocatoria | null;
  envio: (Comprobante & { descargar_url: string }) | null;
  instituciones: { id: number; titulo: string; rut: string };
  rep_legal: RepLegal | null;
  encargado: Encargado | null;
  obtencion_sello_p1: ObtencionSelloP1 | null;
  obtencion_sello_p2: ObtencionSelloP2[];
  obtencion_sello_p3: ObtencionSelloP3[];
  requisitos: RequisitoConEstado[];
  historial: HistorialPostulacion[];
}

/** Admin list row of the spec (id, institucion_id, postulacion_sello_id, created_at) plus display fields. */
export interface AdminHistorialRow extends PostulacionResumen { postulacion_sello_id: number }

export interface UsuarioStaff extends StaffUser { activo: boolean; created_at: string; updated_at: string }

export interface AuditEntry {
  id: number; user_id: number | null; action: string; entity: string; entity_id: string | null;
  detail: Record<string, unknown> | null; created_at: string;
}

export interface CreatedId { id: number; message: string }
export interface MessageResponse { message: string }
export interface OidcAuthorizeResponse { url: string; state: string }
/** How applicants sign in: at ClaveÚnica (OpenID Connect) or with the development provider's form. */
export type ClaveUnicaModo = 'oidc' | 'desarrollo';

// ---- Calls for applications, task list and receipt (issue 60) ------------------------------------
export type EstadoConvocatoria = 'abierta' | 'proxima' | 'cerrada';

export interface Convocatoria {
  id: number;
  anno: number;
  /** Relative to the server's clock now. */
  estado: EstadoConvocatoria;
  /** Instants (ISO 8601, UTC). */
  abre_en: string;
  cierra_en: string;
  /** Chile's wall clock, 'YYYY-MM-DDTHH:mm' (what the admin's form shows and sends). */
  abre_en_local: string;
  cierra_en_local: string;
  /** '01/03/2027 a las 09:00 (hora de Chile)'. */
  abre_texto: string;
  cierra_texto: string;
  /** 'YYYY-MM-DD': results at the latest, when stated. */
  resultados_en: string | null;
  bases: { nombre_original: string; url: string } | null;
  categorias: { id: number; slug: string; nombre: string; umbral_porcentaje: number }[];
}

/** The admin's view: also how many applications belong to it and the version for stale-edit checks. */
export interface ConvocatoriaAdmin extends Convocatoria { postulaciones: number; updated_at: string }

/** GET /api/convocatoria: the open call, else the next announced one, else none. */
export interface ConvocatoriaVigente {
  estado: 'abierta' | 'proxima' | 'ninguna';
  convocatoria: Convocatoria | null;
  /** A sentence for the page: 'La convocatoria 2026 está abierta hasta el …', 'La convocatoria 2027 abre el …'. */
  mensaje: string;
}

export interface Comprobante {
  /** 'SCI-2026-000123'. */
  referencia: string;
  enviada_at: string;
  /** '07/12/2026 a las 13:45 (hora de Chile)'. */
  enviada_texto: string;
  /** What happens next and by when, one sentence each. */
  proximos_pasos: string[];
  /** 'YYYY-MM-DD': results at the latest, when the call states it. */
  plazo: string | null;
}

export type EstadoTarea = 'Sin iniciar' | 'En curso' | 'Completado' | 'Con observaciones';

export interface Tarea {
  /** 'institucion', 'representante-legal', 'encargado', 'categoria', 'bitacora-declaracion', 'admisibilidad', 'requisito-<id>'. */
  clave: string;
  nombre: string;
  estado: EstadoTarea;
  /** The page of this part (the process pages carry `?postulacion=<id>`). */
  ruta: string;
  /** False while an earlier part must come first; `ayuda` says which. */
  disponible: boolean;
  ayuda: string | null;
}

/** GET /api/postulante/tareas[?postulacion=<id>]. */
export interface ListaTareas {
  postulacion: { id: number; estado: ApplicationStatus; nombre_institucion: string; year: number | null } | null;
  convocatoria: Convocatoria | null;
  editable: boolean;
  secciones: { titulo: string; tareas: Tarea[] }[];
  requisitos_pendientes_de_categoria: boolean;
  envio: { puede_enviar: boolean; faltan: string[]; comprobante: (Comprobante & { descargar_url: string }) | null };
}
