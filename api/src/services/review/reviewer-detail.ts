// What a reviewer sees of one assigned application: before declaring, only enough to declare;
// afterwards the documents, the requirements with the applicant's files and their own evaluation.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { categoriaPostulaciones, obtencionSelloP1 } from '../../db/schema';
import { iso } from '../../lib/serialize';
import { requirementsWithState, type Postulacion } from '../applications';
import type { Asignacion } from './access';
import { isOverdue, todayInChile } from './common';
import { documentsView } from './documents';
import { myEvaluations, serializeEvaluation } from './scores';
import { firstSentAt } from './history';

export async function reviewerRequirements(ctx: AppContext, app: Postulacion, revisorId: number) {
  const [p1] = await ctx.db.select().from(obtencionSelloP1).where(eq(obtencionSelloP1.postulacion_sello_id, app.id)).limit(1);
  const [reqs, mine] = await Promise.all([requirementsWithState(ctx, app, p1?.id ?? null), myEvaluations(ctx.db, app.id, revisorId)]);
  return reqs.map((r) => {
    const own = mine.get(r.id);
    return { ...r, mi_evaluacion: own ? serializeEvaluation(own) : null };
  });
}

export async function reviewerDetail(ctx: AppContext, app: Postulacion, asignacion: Asignacion) {
  const [categoria] = app.categoria_id
    ? await ctx.db.select().from(categoriaPostulaciones).where(eq(categoriaPostulaciones.id, app.categoria_id)).limit(1)
    : [];
  if (asignacion.declaracion !== 'sin_conflicto') {
    return {
      declaracion_pendiente: true as const, id: app.id, nombre_institucion: app.nombre_institucion, rut_institucion: app.rut_institucion,
      categoria: categoria?.nombre ?? null, fecha_limite: asignacion.fecha_limite,
    };
  }
  const [documentos, requisitos, enviada] = await Promise.all([
    documentsView(ctx, app.id, { versions: true }),
    reviewerRequirements(ctx, app, asignacion.revisor_id),
    firstSentAt(ctx.db, app.id),
  ]);
  const evaluated = requisitos.filter((r) => r.mi_evaluacion);
  const evaluacion = asignacion.evaluacion_enviada_at ? 'enviada' as const : evaluated.length > 0 ? 'en_curso' as const : 'pendiente' as const;
  return {
    declaracion_pendiente: false as const,
    id: app.id, estado: app.estado, nombre_institucion: app.nombre_institucion, rut_institucion: app.rut_institucion,
    categoria: categoria ? { id: categoria.id, nombre: categoria.nombre } : null, year: app.year,
    fecha_postulacion: iso(enviada ?? app.created_at), fecha_limite: asignacion.fecha_limite,
    vencida: isOverdue({ estado: app.estado, sent: evaluacion === 'enviada', declaracion: asignacion.declaracion, fecha_limite: asignacion.fecha_limite }, todayInChile()),
    declaracion: { tipo: asignacion.declaracion, motivo: asignacion.declaracion_motivo, created_at: iso(asignacion.declarada_at) },
    documentos, requisitos, evaluacion,
    evaluacion_enviada_at: asignacion.evaluacion_enviada_at ? iso(asignacion.evaluacion_enviada_at) : null,
    total: evaluated.reduce((sum, r) => sum + (r.mi_evaluacion?.puntaje ?? 0), 0),
    maximo: requisitos.reduce((sum, r) => sum + r.ptje_total, 0),
    puede_evaluar: app.estado === 'Admisible' && !asignacion.evaluacion_enviada_at,
  };
}
