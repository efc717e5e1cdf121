// Answers of the review workflow (issue 9): admin applications, reviewer queue, outbox, applicant's
// review view. The design is docs/review-workflow.md; the calls are in ./endpoints/review.ts.
import type { ApplicationStatus } from './schemas/admin';
import type {
  ArchivoPrivado, Encargado, PostulacionSello, RefItem, RepLegal, Requisito, RequisitoPostulacion,
} from './types';

/** The pagination object of the review lists (page numbers start at 1). */
export interface Paginacion { page: number; per_page: number; total: number; last_page: number; from: number | null; to: number | null }
export interface PaginaRevision<T> { data: T[]; pagination: Paginacion }

export interface PersonaRef { id: number; nombre: string }

/** 'pendiente': not started; 'en_curso': some requirement saved; 'enviada': 'Enviar evaluación' done. */
export type EstadoEvaluacion = 'pendiente' | 'en_curso' | 'enviada';
/** Conflict-of-interest declaration of one reviewer for one application. */
export type TipoDeclaracion = 'sin_conflicto' | 'inhabilitacion';

export interface Declaracion { tipo: TipoDeclaracion; motivo: string | null; created_at: string }

/** One reviewer assigned to one application (admin view). */
export interface Asignacion {
  id: number;
  revisor: PersonaRef & { email: string };
  fecha_limite: string; // YYYY-MM-DD
  vencida: boolean;
  asignada_por: PersonaRef | null;
  created_at: string;
  declaracion: Declaracion | null;
  evaluacion: EstadoEvaluacion;
  evaluacion_enviada_at: string | null;
}

/** A reviewer an admin can assign, with their current load. */
export interface RevisorOpcion extends PersonaRef { email: string; asignaciones_abiertas: number }

// ---- Admin list ----------------------------------------------------------------------------------
export interface AdminPostulacionFila {
  id: number;
  postulacion_sello_id: number;
  institucion_id: number;
  nombre_institucion: string;
  categoria_id: number | null;
  categoria: string | null;
  estado: ApplicationStatus;
  /** 'Fecha de postulación': when it was first sent (created_at while never sent). */
  fecha_postulacion: string;
  created_at: string;
  updated_at: string;
  /** 'Modificación por revisor/a': the last reviewer's change, or null. */
  modificacion_revisor: string | null;
  revisores: { id: number; nombre: string; fecha_limite: string; vencida: boolean; evaluacion: EstadoEvaluacion; inhabilitado: boolean }[];
}

/** Options of the list filters, read from the data. */
export interface OpcionesFiltro { categorias: RefItem[]; annos: number[]; estados: ApplicationStatus[] }

export interface AdminPostulacionesPagina extends PaginaRevision<AdminPostulacionFila> { opciones: OpcionesFiltro }

// ---- Documents, versions, admissibility ---------------------------------------------------------
/**
 * A document of stage 1. `clave` identifies it in admissibility reviews and observations:
 * 'bitacora', 'declaracion_autoridad' or 'admisibilidad-<obtencion_sello_p2 id>'.
 */
export interface DocumentoRevision {
  clave: string;
  tipo: 'bitacora' | 'declaracion_autoridad' | 'admisibilidad';
  nombre: string; // 'Bitácora', 'Formulario de Declaración' or the verification means' name
  archivo: ArchivoPrivado | null;
  /** Every version, newest first (the first is the current file). Staff only; [] for the applicant. */
  versiones: ArchivoVersion[];
  /** The open observation on this document, if the application is (or was last) Observada. */
  observacion: Observacion | null;
}

export interface ArchivoVersion { version: number; archivo: ArchivoPrivado; created_at: string }

export interface Observacion {
  id: number;
  clave: string;
  documento: string;
  texto: string;
  plazo_respuesta: string; // YYYY-MM-DD
  respondida_at: string | null;
  created_at: string;
}

// ---- Evaluations and consolidation --------------------------------------------------------------
export interface EvaluacionRequisito {
  requisito_id: number;
  puntaje: number;
  /** Null while the reviewer has not answered it (nothing is preset; sending the evaluation refuses it). */
  cumple: boolean | null;
  comentario: string | null;
  updated_at: string;
}

/** One reviewer's scores of one requirement in the consolidation grid (admin) or after sending (reviewer). */
export interface PuntajeRevisor extends EvaluacionRequisito { revisor: PersonaRef }

export interface FilaConsolidacion {
  requisito_id: number;
  requisito: string;
  ptje_total: number;
  puntajes: PuntajeRevisor[];
  /** Highest minus lowest score is above 25 % of the requirement's total. */
  discrepancia: boolean;
  promedio: number | null;
  consolidado: number | null;
}

export interface Consolidacion {
  filas: FilaConsolidacion[];
  revisores: (PersonaRef & { evaluacion: EstadoEvaluacion })[];
  total_consolidado: number | null; // null until every requirement is consolidated
  maximo: number;
  umbral: Umbral;
  cumple_umbral: boolean | null;
}

/** The category's approval threshold: minimum total as a percentage of the maximum. */
export interface Umbral { categoria_id: number; categoria: string; porcentaje: number; puntaje_minimo: number; maximo: number }

// ---- Timeline --------------------------------------------------------------------------------
export type TipoEvento =
  | 'estado' | 'asignacion' | 'desasignacion' | 'declaracion' | 'evaluacion_enviada' | 'observacion'
  | 'archivo_reemplazado' | 'carta' | 'reposicion' | 'publicacion';

export interface EventoTimeline {
  id: string;
  tipo: TipoEvento;
  fecha: string;
  /** Who did it; null for the applicant's own actions in staff views, and always null in the applicant's view. */
  quien: string | null;
  desde: ApplicationStatus | null;
  hasta: ApplicationStatus | null;
  motivo: string | null;
  descripcion: string;
}

// ---- Outbox ------------------------------------------------------------------------------------
export type EstadoCorreo = 'borrador' | 'pendiente' | 'enviado' | 'almacenado' | 'fallido';
/** Decision letters ('carta-*') start as drafts; notifications are sent at once. */
export type TipoCorreo =
  | 'carta-admisible' | 'carta-inadmisible' | 'carta-observada' | 'carta-aprobada' | 'carta-rechazada' | 'carta-reposicion'
  | 'notificacion' | 'asignacion' | 'cuenta';

export interface Correo {
  id: number;
  para: string;
  asunto: string;
  cuerpo: string;
  tipo: string;
  estado: EstadoCorreo;
  error: string | null;
  postulacion_sello_id: number | null;
  /** A file sent with the message (a sent application's receipt), at /api/archivos/{id}/descargar. */
  adjunto_id: string | null;
  nombre_institucion: string | null;
  creado_por: PersonaRef | null;
  created_at: string;
  updated_at: string;
  enviado_at: string | null;
  /**
   * When it reached its reader: sent through SMTP or, stored without a mail server, readable in the
   * applicant's area (the date the applicant sees; a reposición's days count from it). Null until then.
   */
  entregado_at: string | null;
}

export interface EnvioCorreos { message: string; enviados: number; fallidos: number; almacenados: number }

// ---- Reposición ------------------------------------------------------------------------------
export interface Reposicion {
  id: number;
  desde: 'Inadmisible' | 'Rechazada';
  motivo: string;
  archivo: ArchivoPrivado | null;
  created_at: string;
  resuelta_at: string | null;
  aceptada: boolean | null;
  motivo_resolucion: string | null;
  /** Staff views only: who resolved it. */
  resuelta_por?: PersonaRef | null;
}

// ---- Admin detail ----------------------------------------------------------------------------
export type AccionAdmin =
  | 'asignar' | 'admisibilidad' | 'consolidar' | 'decidir' | 'resolver_reposicion' | 'publicar';

export interface RequisitoRevision extends Requisito {
  entrega: RequisitoPostulacion | null;
  /** Scores of every reviewer who saved this requirement (admin view). */
  puntajes: PuntajeRevisor[];
  consolidado: number | null;
  /** 'PUNTAJE EVALUADO' column: the consolidated score, else the average of sent evaluations. */
  puntaje_evaluado: number | null;
  /** 'CUMPLE' column: majority of the reviewers' 'cumple', null without evaluations. */
  cumple: boolean | null;
  /** 'FECHA' column: last evaluation change. */
  fecha: string | null;
}

export interface AdminPostulacionDetalle {
  id: number;
  estado: ApplicationStatus;
  institucion: { id: number; titulo: string; rut: string };
  categoria: RefItem | null;
  year: number | null;
  postulacion: PostulacionSello;
  rep_legal: RepLegal | null;
  encargado: Encargado | null;
  documentos: DocumentoRevision[];
  requisitos: RequisitoRevision[];
  asignaciones: Asignacion[];
  consolidacion: Consolidacion | null;
  timeline: EventoTimeline[];
  /**
   * `vigente` false: a draft that can no longer be sent (the application has since left its decision,
   * or its response deadline has passed); `motivo_no_vigente` says which, after "esta carta".
   */
  cartas: (Correo & { vigente: boolean; motivo_no_vigente: string | null })[];
  reposicion: Reposicion | null;
  /** Open response deadline while Observada. */
  plazo_respuesta: string | null;
  /** Who took the decision a pending reposición is about (that admin may not resolve it). */
  decidida_por: PersonaRef | null;
  /** What an admin can do now (the server enforces the same rules). */
  acciones: AccionAdmin[];
}

/** The requirement screen of the admin: the requirement, the file and every reviewer's score. */
export interface AdminRequisitoDetalle {
  postulacion_id: number;
  nombre_institucion: string;
  requisito: RequisitoRevision;
  /** The requirement's file as version 1, or none: a requirement's file is never replaced after sending. */
  versiones: ArchivoVersion[];
}

export interface PendientePublicacion {
  id: number;
  nombre_institucion: string;
  categoria_id: number | null;
  categoria: string | null;
  year: number | null;
  aprobada_at: string;
  total_consolidado: number | null;
}

// ---- Reviewer ---------------------------------------------------------------------------------
export interface RevisorFila {
  id: number;
  nombre_institucion: string;
  categoria_id: number | null;
  categoria: string | null;
  fecha_postulacion: string;
  estado: ApplicationStatus;
  fecha_limite: string;
  vencida: boolean;
  evaluacion: EstadoEvaluacion;
  declaracion: TipoDeclaracion | null;
  /** 'Modificación por revisor': my last change on it. */
  modificacion_revisor: string | null;
}

export interface RevisorConteos { pendientes: number; en_curso: number; enviadas: number; vencidas: number }

export interface RevisorCola extends PaginaRevision<RevisorFila> {
  conteos: RevisorConteos;
  opciones: { categorias: RefItem[]; annos: number[] };
}

/** Before declaring: only what is needed to declare. */
export interface RevisorPorDeclarar {
  declaracion_pendiente: true;
  id: number;
  nombre_institucion: string;
  rut_institucion: string;
  categoria: string | null;
  fecha_limite: string;
}

export interface RevisorRequisito extends Requisito {
  entrega: RequisitoPostulacion | null;
  /** My own evaluation of it (null until saved). */
  mi_evaluacion: EvaluacionRequisito | null;
}

export interface RevisorPostulacionDetalle {
  declaracion_pendiente: false;
  id: number;
  estado: ApplicationStatus;
  nombre_institucion: string;
  rut_institucion: string;
  categoria: RefItem | null;
  year: number | null;
  fecha_postulacion: string;
  fecha_limite: string;
  vencida: boolean;
  declaracion: Declaracion;
  documentos: DocumentoRevision[];
  requisitos: RevisorRequisito[];
  evaluacion: EstadoEvaluacion;
  evaluacion_enviada_at: string | null;
  /** Sum of my scores and the maximum. */
  total: number;
  maximo: number;
  /** True only in state Admisible, before sending. */
  puede_evaluar: boolean;
}

export type RevisorPostulacion = RevisorPorDeclarar | RevisorPostulacionDetalle;

/** Every reviewer's scores, readable by a reviewer once they have sent their own. */
export interface PuntajesOtros { filas: FilaConsolidacion[] }

// ---- Applicant ---------------------------------------------------------------------------------
export interface CartaPostulante { id: number; asunto: string; cuerpo: string; tipo: string; enviado_at: string }

export interface PostulanteRevision {
  id: number;
  estado: ApplicationStatus;
  /** A plain-Spanish sentence about what the status means and what comes next. */
  explicacion: string;
  /** Reason of the last Inadmisible / Rechazada decision. */
  motivo: string | null;
  cartas: CartaPostulante[];
  /** Documents with an open observation (state Observada); replace exactly these. */
  observaciones: (Observacion & { archivo: ArchivoPrivado | null; reemplazado: boolean })[];
  plazo_respuesta: string | null;
  /** All observed documents have a new file: 'Reenviar' is allowed. */
  puede_reenviar: boolean;
  reposicion: {
    /** Window open now (state Inadmisible/Rechazada, inside the business days, none filed yet). */
    disponible: boolean;
    /** Last day, YYYY-MM-DD; null while the decision's letter is unsent (the days start at its sending). */
    plazo_hasta: string | null;
    dias_habiles: number;
    solicitud: Reposicion | null;
  };
  /** Own status history, without reviewer names. */
  historial: EventoTimeline[];
}
