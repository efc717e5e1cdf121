// The expediente electrónico of an application (Ley 19.880 art. 18, Ley 21.180): every act, document
// and notification in order, each document with its size and SHA-256. The applicant's view names no
// staff member ('SENADIS', and 'Comisión evaluadora' for the evaluations); staff see who did what.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  archivos, asignaciones, categoriaPostulaciones, correos, documentoVersiones, historialPostulaciones, observaciones,
  obtencionSelloP1, obtencionSelloP3, publicaciones, reposiciones, requisitoPostulaciones, requisitos, transiciones,
} from '../../db/schema';
import { iso } from '../../lib/serialize';
import type { Postulacion } from '../applications';
import { chileanDate, staffNames } from '../review/common';
import { stageOneDocs } from '../review/documents';
import { deliveredAt } from '../review/mails';
import { digestOf } from '../privacy/stored-files';

export interface ExpedienteDocumento {
  /** Position in the file (1…), the ZIP's entries are numbered with it. */
  n: number;
  clave: string;
  nombre: string;
  version: number;
  archivo_id: string;
  nombre_original: string;
  mime: string;
  size: number;
  sha256: string | null;
  presentado_at: string;
  /** The bytes were removed by the retention schedule or an accepted suppression (the record stays). */
  eliminado_at: string | null;
  descargar_url: string | null;
}

export interface ExpedienteActo {
  n: number;
  fecha: string;
  tipo: 'registro' | 'documento' | 'estado' | 'observacion' | 'evaluacion' | 'correo' | 'reposicion' | 'publicacion';
  titulo: string;
  detalle: string | null;
  actor: string;
  /** `n` of the document an upload or replacement act presented. */
  documento: number | null;
  correo: { para: string; asunto: string; tipo: string; estado: string } | null;
}

export interface Expediente {
  postulacion: { id: number; nombre_institucion: string; rut_institucion: string; categoria: string | null; estado: string; created_at: string };
  generado_at: string;
  actos: ExpedienteActo[];
  documentos: ExpedienteDocumento[];
}

type FileRow = typeof archivos.$inferSelect;

const STATE_TITLES: Record<string, (hasta: string) => string> = {
  Registrada: () => 'Postulación enviada a revisión',
  Enviada: (hasta) => `Resultado de la revisión de admisibilidad: ${hasta}`,
  'En revisión': (hasta) => `Resultado de la revisión de admisibilidad: ${hasta}`,
  Observada: (hasta) => (hasta === 'Enviada' ? 'Respuesta a las observaciones: postulación reenviada' : `Resultado de la revisión de admisibilidad: ${hasta}`),
  Admisible: (hasta) => `Decisión: postulación ${hasta.toLowerCase()}`,
  Inadmisible: () => 'Recurso de reposición presentado',
  Rechazada: () => 'Recurso de reposición presentado',
  'En reposición': (hasta) => (['Inadmisible', 'Rechazada'].includes(hasta) ? `Recurso de reposición rechazado: la postulación queda ${hasta.toLowerCase()}` : `Recurso de reposición acogido: la postulación vuelve a ${hasta === 'Enviada' ? 'revisión de admisibilidad' : 'evaluación'}`),
  Aprobada: () => 'Publicación en el registro de instituciones reconocidas',
};

/** Outbox kinds written to the applicant: the applicant's own file lists only these. */
const isApplicantMail = (tipo: string) => tipo === 'notificacion' || tipo.startsWith('carta-');

const MAIL_STATES: Record<string, string> = {
  pendiente: 'pendiente de envío', enviando: 'pendiente de envío', enviado: 'entregado al servidor de correo', almacenado: 'disponible en el área de postulante (sin servidor de correo)', fallido: 'no se pudo enviar',
};

export async function buildExpediente(ctx: AppContext, app: Postulacion, options: { staff: boolean }): Promise<Expediente> {
  const db = ctx.db;
  const [[categoria], docs, versions, [p1], trans, obs, assigned, mails, repos, pubs, registered] = await Promise.all([
    app.categoria_id ? db.select().from(categoriaPostulaciones).where(eq(categoriaPostulaciones.id, app.categoria_id)) : Promise.resolve([]),
    stageOneDocs(db, app.id),
    db.select().from(documentoVersiones).where(eq(documentoVersiones.postulacion_sello_id, app.id)),
    db.select().from(obtencionSelloP1).where(eq(obtencionSelloP1.postulacion_sello_id, app.id)).limit(1),
    db.select().from(transiciones).where(eq(transiciones.postulacion_sello_id, app.id)).orderBy(asc(transiciones.id)),
    db.select().from(observaciones).where(eq(observaciones.postulacion_sello_id, app.id)).orderBy(asc(observaciones.id)),
    db.select().from(asignaciones).where(eq(asignaciones.postulacion_sello_id, app.id)).orderBy(asc(asignaciones.id)),
    db.select().from(correos).where(eq(correos.postulacion_sello_id, app.id)).orderBy(asc(correos.id)),
    db.select().from(reposiciones).where(eq(reposiciones.postulacion_sello_id, app.id)).orderBy(asc(reposiciones.id)),
    db.select().from(publicaciones).where(eq(publicaciones.postulacion_sello_id, app.id)),
    db.select().from(historialPostulaciones).where(and(eq(historialPostulaciones.postulacion_sello_id, app.id), eq(historialPostulaciones.progreso_postulacion, 4))).orderBy(asc(historialPostulaciones.id)).limit(1),
  ]);
  const [extras, reqs] = p1
    ? await Promise.all([
      db.select().from(obtencionSelloP3).where(eq(obtencionSelloP3.obtencion_sello_p1_id, p1.id)).orderBy(asc(obtencionSelloP3.id)),
      db.select({ sub: requisitoPostulaciones, nombre: requisitos.nombre }).from(requisitoPostulaciones)
        .innerJoin(requisitos, eq(requisitos.id, requisitoPostulaciones.requisito_id))
        .where(eq(requisitoPostulaciones.obtencion_sello_p1_id, p1.id)).orderBy(asc(requisitos.orden), asc(requisitos.id)),
    ])
    : [[], []];

  // Every file the application has presented, each version once, in the order of the document list.
  const entries: { clave: string; nombre: string; version: number; archivoId: string }[] = [];
  for (const doc of docs) {
    const own = versions.filter((v) => v.clave === doc.clave).sort((a, b) => a.version - b.version);
    if (own.length > 0) for (const v of own) entries.push({ clave: doc.clave, nombre: doc.nombre, version: v.version, archivoId: v.archivo_id });
    else if (doc.archivoId) entries.push({ clave: doc.clave, nombre: doc.nombre, version: 1, archivoId: doc.archivoId });
  }
  extras.forEach((x, i) => entries.push({ clave: `adicional-${x.id}`, nombre: x.descripcion ? `Documento adicional: ${x.descripcion}` : `Documento adicional ${i + 1}`, version: 1, archivoId: x.archivo_id }));
  for (const { sub, nombre } of reqs) if (sub.archivo_id) entries.push({ clave: `requisito-${sub.requisito_id}`, nombre: `Requisito: ${nombre}`, version: 1, archivoId: sub.archivo_id });
  repos.forEach((r) => {
    if (r.archivo_id) entries.push({ clave: `reposicion-${r.id}`, nombre: 'Documento del recurso de reposición', version: 1, archivoId: r.archivo_id });
  });
  const seen = new Set<string>();
  const unique = entries.filter((e) => (seen.has(e.archivoId) ? false : (seen.add(e.archivoId), true)));
  const fileRows: FileRow[] = unique.length ? await db.select().from(archivos).where(inArray(archivos.id, unique.map((e) => e.archivoId))) : [];
  const files = new Map(fileRows.map((f) => [f.id, f]));
  const documentos: ExpedienteDocumento[] = [];
  for (const e of unique) {
    const file = files.get(e.archivoId);
    if (!file) continue;
    documentos.push({
      n: documentos.length + 1, clave: e.clave, nombre: e.nombre, version: e.version, archivo_id: file.id, nombre_original: file.nombre_original,
      mime: file.mime, size: file.size, sha256: await digestOf(ctx, file), presentado_at: iso(file.created_at),
      eliminado_at: file.eliminado_at ? iso(file.eliminado_at) : null,
      descargar_url: file.eliminado_at ? null : `${ctx.config.publicBaseUrl}/api/archivos/${file.id}/descargar`,
    });
  }

  const names = options.staff
    ? await staffNames(db, [...trans.map((t) => t.user_id), ...obs.map((o) => o.user_id), ...assigned.map((a) => a.revisor_id), ...repos.map((r) => r.resuelta_por), ...pubs.map((p) => p.user_id), ...mails.map((m) => m.created_by)])
    : new Map<number, { nombre: string }>();
  const staffActor = (id: number | null | undefined) => (options.staff && id ? names.get(id)?.nombre ?? 'Equipo SENADIS' : 'SENADIS');
  const acts: Omit<ExpedienteActo, 'n'>[] = [];
  const act = (a: Partial<ExpedienteActo> & Pick<ExpedienteActo, 'fecha' | 'tipo' | 'titulo' | 'actor'>) => acts.push({ detalle: null, documento: null, correo: null, ...a });

  const [registration] = registered;
  if (registration) act({ fecha: iso(registration.created_at), tipo: 'registro', titulo: 'Registro institucional completado', detalle: `Postulación N° ${app.id} de ${app.nombre_institucion}`, actor: 'Postulante' });
  for (const d of documentos) {
    act({
      fecha: d.presentado_at, tipo: 'documento', actor: 'Postulante', documento: d.n,
      titulo: d.version > 1 ? `Documento reemplazado: ${d.nombre} (versión ${d.version})` : `Documento presentado: ${d.nombre}`,
      detalle: `${d.nombre_original}, ${d.size} bytes${d.sha256 ? `, SHA-256 ${d.sha256}` : ''}`,
    });
  }
  for (const t of trans) {
    const title = STATE_TITLES[t.desde]?.(t.hasta) ?? `Cambio de estado: ${t.desde} a ${t.hasta}`;
    const parts = [t.motivo, t.plazo ? `Plazo de respuesta: ${chileanDate(t.plazo)}` : null].filter(Boolean);
    act({ fecha: iso(t.created_at), tipo: t.hasta === 'Publicada' ? 'publicacion' : t.desde === 'Inadmisible' || t.desde === 'Rechazada' || t.desde === 'En reposición' ? 'reposicion' : 'estado', titulo: title, detalle: parts.join('. ') || null, actor: t.user_id ? staffActor(t.user_id) : 'Postulante' });
  }
  for (const o of obs) {
    act({ fecha: iso(o.created_at), tipo: 'observacion', titulo: `Observación al documento: ${o.documento}`, detalle: `${o.texto} (plazo de respuesta: ${chileanDate(o.plazo_respuesta)})`, actor: staffActor(o.user_id) });
  }
  for (const a of assigned) {
    if (!a.evaluacion_enviada_at) continue;
    act({ fecha: iso(a.evaluacion_enviada_at), tipo: 'evaluacion', titulo: 'Evaluación enviada', actor: options.staff ? `Comisión evaluadora (${names.get(a.revisor_id)?.nombre ?? 'revisor/a'})` : 'Comisión evaluadora' });
  }
  for (const m of mails) {
    if (m.estado === 'borrador' || (!options.staff && !isApplicantMail(m.tipo))) continue;
    const at = deliveredAt(m) ?? m.created_at;
    const letter = m.tipo.startsWith('carta-');
    act({
      fecha: iso(at), tipo: 'correo', titulo: `${letter ? 'Carta enviada' : 'Notificación por correo'}: ${m.asunto}`,
      detalle: `Para ${m.para}. Estado: ${MAIL_STATES[m.estado] ?? m.estado}.`, actor: letter ? staffActor(m.created_by) : 'Portal Sello Chile Inclusivo',
      correo: { para: m.para, asunto: m.asunto, tipo: m.tipo, estado: m.estado === 'enviando' ? 'pendiente' : m.estado },
    });
  }
  for (const p of pubs) {
    // The publication's transition (Aprobada → Publicada) is the act; this row only names who, when it has none.
    if (trans.some((t) => t.hasta === 'Publicada')) continue;
    act({ fecha: iso(p.created_at), tipo: 'publicacion', titulo: 'Publicación en el registro de instituciones reconocidas', actor: staffActor(p.user_id) });
  }
  // Chronological. Acts written in one transaction share its instant (a decision and its observations,
  // a recurso and its file, an act and its e-mail): the act first, then what it carried, then the e-mail.
  const rank: Record<ExpedienteActo['tipo'], number> = { registro: 0, estado: 1, reposicion: 1, publicacion: 1, observacion: 2, documento: 3, evaluacion: 4, correo: 5 };
  const ordered = acts.map((a, index) => ({ a, index })).sort((x, y) => (x.a.fecha < y.a.fecha ? -1 : x.a.fecha > y.a.fecha ? 1 : rank[x.a.tipo] - rank[y.a.tipo] || x.index - y.index));
  return {
    postulacion: {
      id: app.id, nombre_institucion: app.nombre_institucion, rut_institucion: app.rut_institucion, categoria: categoria?.nombre ?? null,
      estado: app.estado, created_at: iso(app.created_at),
    },
    generado_at: new Date().toISOString(),
    actos: ordered.map(({ a }, i) => ({ n: i + 1, ...a })),
    documentos,
  };
}
