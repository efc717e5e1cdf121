// What the applicant sees of the review: status with an explanation, sent letters, open
// observations, the reposición window and their own history without staff names.
import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@sello/shared-api';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { correos, observaciones, reposiciones, transiciones } from '../../db/schema';
import { iso, privateFile } from '../../lib/serialize';
import type { Postulacion } from '../applications';
import { addBusinessDays, chileanDate, todayInChile } from './common';
import { serializeReposicion } from './admin-detail';
import { filesById, serializeObservation, stageOneDocs } from './documents';
import { lastTransition } from './history';
import { observationDeadlinePassed } from './observations';
import { deliveredAt } from './mails';
import { LETTER_KIND } from './notify';
import { timelineOf } from './timeline';

const EXPLANATION: Record<ApplicationStatus, string> = {
  Borrador: 'Completa el registro institucional para continuar con tu postulación.',
  Registrada: 'Tu postulación está registrada. Adjunta los documentos y envíala para que comience la revisión.',
  Enviada: 'Recibimos tu postulación. El equipo revisará primero su admisibilidad.',
  'En revisión': 'Recibimos tu postulación. El equipo revisará primero su admisibilidad.',
  Observada: 'Tu postulación tiene observaciones. Reemplaza los documentos observados dentro del plazo y vuelve a enviarla.',
  Admisible: 'Tu postulación es admisible y el equipo revisor está evaluando tu informe.',
  Inadmisible: 'Tu postulación fue declarada inadmisible. Puedes presentar un recurso de reposición dentro del plazo indicado.',
  Aprobada: 'Tu postulación fue aprobada. Pronto la institución será publicada entre las instituciones reconocidas.',
  Rechazada: 'Tu postulación fue rechazada. Puedes presentar un recurso de reposición dentro del plazo indicado.',
  'En reposición': 'Recibimos tu recurso de reposición. Lo resolverá un administrador o administradora distinto de quien tomó la decisión.',
  Publicada: 'Tu institución fue reconocida y aparece en la página de instituciones reconocidas.',
};

/**
 * Once its deadline has passed, a state no longer invites the applicant to act: the page then says why
 * (the window's closing message, the observations' deadline) and nothing contradicts it.
 */
const AFTER_DEADLINE: Partial<Record<ApplicationStatus, string>> = {
  Observada: 'Tu postulación tiene observaciones. El plazo para responderlas venció y el equipo decidirá con los documentos recibidos.',
  Inadmisible: 'Tu postulación fue declarada inadmisible.',
  Rechazada: 'Tu postulación fue rechazada.',
};

/**
 * The reposición window of an application in its current state. Ley 19.880 art. 59 counts it from the
 * notification, that is, from the sending of the decision's own letter; a decision without a letter
 * (recorded before letters existed) counts from itself. While the letter has not been sent the window
 * has not started: it is open and `until` is null.
 */
export async function reposicionWindow(ctx: AppContext, app: Postulacion, db: DbOrTx = ctx.db) {
  const dias = ctx.config.reposicionDiasHabiles;
  // A recurso already filed and not yet resolved: a second one (a retry, a second tab) is told so.
  if (app.estado === 'En reposición') return { open: false, until: null, dias, last: null, reason: 'presentado' as const };
  if (app.estado !== 'Inadmisible' && app.estado !== 'Rechazada') return { open: false, until: null, dias, last: null, reason: 'estado' as const };
  const last = await lastTransition(db, app.id);
  // The row read is older than the last transition (read before a concurrent recurso committed).
  if (!last || last.hasta !== app.estado) {
    return { open: false, until: null, dias, last, reason: last?.hasta === 'En reposición' ? 'presentado' as const : 'estado' as const };
  }
  // A decision that resolved a reposición is final.
  if (last.desde === 'En reposición') return { open: false, until: null, dias, last, reason: 'firme' as const };
  // The letter is drafted in the decision's transaction, so it is never older than the transition;
  // compared in SQL because a JS Date drops the timestamps' microseconds.
  const [letter] = await db.select({ estado: correos.estado, enviado_at: correos.enviado_at, updated_at: correos.updated_at }).from(correos).where(and(
    eq(correos.postulacion_sello_id, app.id), eq(correos.tipo, LETTER_KIND[app.estado]),
    sql`${correos.created_at} >= (select ${transiciones.created_at} from ${transiciones} where ${transiciones.id} = ${last.id})`,
  )).orderBy(asc(correos.id)).limit(1);
  const from = letter ? deliveredAt(letter) : last.created_at;
  if (!from) return { open: true, until: null, dias, last, reason: 'plazo' as const };
  const until = addBusinessDays(from, dias);
  return { open: todayInChile() <= until, until, dias, last, reason: 'plazo' as const };
}

export function closedWindowMessage(window: Awaited<ReturnType<typeof reposicionWindow>>): string {
  if (window.reason === 'presentado') return 'Ya presentaste un recurso de reposición para esta postulación; está en revisión.';
  if (window.reason === 'firme') return 'La resolución de tu recurso de reposición es final: no se puede presentar otro.';
  if (window.reason === 'estado') return 'Solo se puede pedir reposición de una postulación inadmisible o rechazada.';
  return `El plazo para presentar un recurso de reposición venció el ${chileanDate(window.until ?? '')} (${window.dias} días hábiles desde la notificación de la resolución).`;
}

export async function applicantView(ctx: AppContext, app: Postulacion) {
  const [letters, open, [repo], window, historial, docs] = await Promise.all([
    ctx.db.select().from(correos).where(and(
      eq(correos.postulacion_sello_id, app.id), like(correos.tipo, 'carta-%'), inArray(correos.estado, ['enviado', 'almacenado']),
    )).orderBy(desc(correos.id)),
    app.estado === 'Observada'
      ? ctx.db.select().from(observaciones).where(and(eq(observaciones.postulacion_sello_id, app.id), eq(observaciones.abierta, true)))
      : Promise.resolve([]),
    ctx.db.select().from(reposiciones).where(eq(reposiciones.postulacion_sello_id, app.id)).orderBy(desc(reposiciones.id)).limit(1),
    reposicionWindow(ctx, app),
    timelineOf(ctx.db, app.id, { withNames: false }),
    stageOneDocs(ctx.db, app.id),
  ]);
  const current = new Map(docs.map((d) => [d.clave, d.archivoId]));
  const files = await filesById(ctx.db, [...current.values(), repo?.archivo_id]);
  const lastDecision = [...historial].find((e) => e.tipo === 'estado' && (e.hasta === 'Inadmisible' || e.hasta === 'Rechazada'));
  const observations = open.map((o) => {
    const fileId = current.get(o.clave) ?? null;
    return { ...serializeObservation(o), archivo: privateFile(ctx.config, fileId ? files.get(fileId) : null), reemplazado: Boolean(o.archivo_nuevo_id) };
  });
  const deadlinePassed = app.estado === 'Observada' ? observationDeadlinePassed(observations) !== null : !window.open;
  return {
    id: app.id,
    estado: app.estado as ApplicationStatus,
    explicacion: (deadlinePassed ? AFTER_DEADLINE[app.estado as ApplicationStatus] : undefined) ?? EXPLANATION[app.estado as ApplicationStatus] ?? '',
    motivo: ['Inadmisible', 'Rechazada', 'En reposición'].includes(app.estado) ? lastDecision?.motivo ?? null : null,
    cartas: letters.map((l) => ({ id: l.id, asunto: l.asunto, cuerpo: l.cuerpo, tipo: l.tipo, enviado_at: iso(deliveredAt(l)) })),
    observaciones: observations,
    plazo_respuesta: observations[0]?.plazo_respuesta ?? null,
    puede_reenviar: app.estado === 'Observada' && observations.length > 0 && observations.every((o) => o.reemplazado)
      && !observationDeadlinePassed(observations),
    reposicion: {
      disponible: window.open, plazo_hasta: window.until, dias_habiles: window.dias,
      solicitud: repo ? serializeReposicion(ctx, repo, repo.archivo_id ? files.get(repo.archivo_id) : null, null, false) : null,
    },
    historial,
  };
}
