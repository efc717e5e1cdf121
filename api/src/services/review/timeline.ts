// Everything that happened to an application, newest first: transitions, assignments, declarations,
// sent evaluations, observations, replaced files, letters, reposiciones and publication.
import { and, eq, like } from 'drizzle-orm';
import type { ApplicationStatus } from '@sello/shared-api';
import type { DbOrTx } from '../../db/client';
import {
  asignaciones, correos, documentoVersiones, observaciones, publicaciones, reposiciones, transiciones,
} from '../../db/schema';
import { iso } from '../../lib/serialize';
import { chileanDate, staffNames } from './common';
import { deliveredAt } from './mails';

interface Event {
  id: string; tipo: string; fecha: string; quien: string | null; desde: ApplicationStatus | null; hasta: ApplicationStatus | null;
  motivo: string | null; descripcion: string;
}

const at = (date: Date) => iso(date);

/** Staff view (`withNames`) or the applicant's own history (no reviewer or staff names, no internal events). */
export async function timelineOf(db: DbOrTx, appId: number, options: { withNames: boolean }): Promise<Event[]> {
  const [trans, assigned, obs, versions, letters, repos, pubs] = await Promise.all([
    db.select().from(transiciones).where(eq(transiciones.postulacion_sello_id, appId)),
    options.withNames ? db.select().from(asignaciones).where(eq(asignaciones.postulacion_sello_id, appId)) : Promise.resolve([]),
    db.select().from(observaciones).where(eq(observaciones.postulacion_sello_id, appId)),
    db.select().from(documentoVersiones).where(eq(documentoVersiones.postulacion_sello_id, appId)),
    db.select().from(correos).where(and(eq(correos.postulacion_sello_id, appId), like(correos.tipo, 'carta-%'))),
    db.select().from(reposiciones).where(eq(reposiciones.postulacion_sello_id, appId)),
    db.select().from(publicaciones).where(eq(publicaciones.postulacion_sello_id, appId)),
  ]);
  const names = options.withNames
    ? await staffNames(db, [
      ...trans.map((t) => t.user_id), ...assigned.flatMap((a) => [a.revisor_id, a.asignada_por, a.removida_por]),
      ...obs.map((o) => o.user_id), ...letters.map((l) => l.created_by), ...repos.map((r) => r.resuelta_por), ...pubs.map((p) => p.user_id),
    ])
    : new Map<number, { nombre: string }>();
  const who = (id: number | null | undefined, fallback: string | null = null) => (options.withNames && id ? names.get(id)?.nombre ?? fallback : fallback);
  const applicant = options.withNames ? 'Postulante' : null;
  const events: Event[] = [];
  for (const t of trans) {
    events.push({
      id: `t${t.id}`, tipo: 'estado', fecha: at(t.created_at), quien: t.user_id ? who(t.user_id) : applicant,
      desde: t.desde as ApplicationStatus, hasta: t.hasta as ApplicationStatus, motivo: t.motivo,
      descripcion: `${t.desde} → ${t.hasta}${t.plazo ? ` (plazo de respuesta ${chileanDate(t.plazo)})` : ''}`,
    });
  }
  for (const a of assigned) {
    const revisor = who(a.revisor_id) ?? 'Revisor/a';
    events.push({ id: `a${a.id}`, tipo: 'asignacion', fecha: at(a.created_at), quien: who(a.asignada_por), desde: null, hasta: null, motivo: null, descripcion: `Asignada a ${revisor} (fecha límite ${chileanDate(a.fecha_limite)})` });
    if (a.declarada_at) {
      events.push({
        id: `d${a.id}`, tipo: 'declaracion', fecha: at(a.declarada_at), quien: revisor, desde: null, hasta: null, motivo: a.declaracion_motivo,
        descripcion: a.declaracion === 'inhabilitacion' ? `${revisor} se inhabilita por conflicto de interés` : `${revisor} declara no tener conflicto de interés`,
      });
    }
    if (a.evaluacion_enviada_at) {
      events.push({ id: `e${a.id}`, tipo: 'evaluacion_enviada', fecha: at(a.evaluacion_enviada_at), quien: revisor, desde: null, hasta: null, motivo: null, descripcion: `${revisor} envía su evaluación` });
    }
    if (a.removida_at) {
      events.push({ id: `r${a.id}`, tipo: 'desasignacion', fecha: at(a.removida_at), quien: who(a.removida_por), desde: null, hasta: null, motivo: null, descripcion: `${revisor} deja de estar asignado/a` });
    }
  }
  for (const o of obs) {
    events.push({ id: `o${o.id}`, tipo: 'observacion', fecha: at(o.created_at), quien: who(o.user_id), desde: null, hasta: null, motivo: o.texto, descripcion: `Observación: ${o.documento}` });
  }
  for (const v of versions.filter((x) => x.version > 1)) {
    events.push({ id: `v${v.id}`, tipo: 'archivo_reemplazado', fecha: at(v.created_at), quien: applicant, desde: null, hasta: null, motivo: null, descripcion: `Archivo reemplazado (versión ${v.version})` });
  }
  for (const l of letters) {
    const delivered = deliveredAt(l);
    if (!delivered) continue;
    events.push({ id: `c${l.id}`, tipo: 'carta', fecha: at(delivered), quien: who(l.created_by), desde: null, hasta: null, motivo: null, descripcion: `Carta enviada: ${l.asunto}` });
  }
  for (const r of repos) {
    events.push({ id: `p${r.id}`, tipo: 'reposicion', fecha: at(r.created_at), quien: applicant, desde: null, hasta: null, motivo: r.motivo, descripcion: 'Solicitud de reposición' });
    if (r.resuelta_at) {
      events.push({
        id: `q${r.id}`, tipo: 'reposicion', fecha: at(r.resuelta_at), quien: who(r.resuelta_por), desde: null, hasta: null, motivo: r.motivo_resolucion,
        descripcion: r.aceptada ? 'Reposición acogida' : 'Reposición rechazada',
      });
    }
  }
  for (const p of pubs) {
    events.push({ id: `u${p.postulacion_sello_id}`, tipo: 'publicacion', fecha: at(p.created_at), quien: who(p.user_id), desde: null, hasta: null, motivo: null, descripcion: 'Publicada entre las instituciones reconocidas' });
  }
  return events.sort((a, b) => (a.fecha < b.fecha ? 1 : a.fecha > b.fecha ? -1 : b.id.localeCompare(a.id)));
}
