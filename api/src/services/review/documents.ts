// Stage 1 documents of an application (logbook, declaration, each admissibility file), their
// versions and observations. A document is named by its `clave` in reviews and observations.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import {
  archivos, documentoVersiones, mediosVerificacion, observaciones, obtencionSelloP1, obtencionSelloP2,
} from '../../db/schema';
import { iso, privateFile, type FileRef } from '../../lib/serialize';

export interface StageOneDoc {
  clave: string;
  tipo: 'bitacora' | 'declaracion_autoridad' | 'admisibilidad';
  nombre: string;
  archivoId: string | null;
  /** For replacing the file: the row that points at it. */
  p1Id: number | null;
  p2Id: number | null;
}

/** The documents stage 1 reviews, in the order the applicant uploaded them. */
export async function stageOneDocs(db: DbOrTx, appId: number): Promise<StageOneDoc[]> {
  const [p1] = await db.select().from(obtencionSelloP1).where(eq(obtencionSelloP1.postulacion_sello_id, appId)).limit(1);
  if (!p1) return [];
  const p2 = await db.select({ row: obtencionSelloP2, medio: mediosVerificacion.nombre }).from(obtencionSelloP2)
    .leftJoin(mediosVerificacion, eq(mediosVerificacion.id, obtencionSelloP2.medio_verificacion_id))
    .where(eq(obtencionSelloP2.obtencion_sello_p1_id, p1.id)).orderBy(asc(obtencionSelloP2.id));
  return [
    { clave: 'bitacora', tipo: 'bitacora', nombre: 'Bitácora', archivoId: p1.bitacora_id, p1Id: p1.id, p2Id: null },
    { clave: 'declaracion_autoridad', tipo: 'declaracion_autoridad', nombre: 'Formulario de Declaración', archivoId: p1.declaracion_autoridad_id, p1Id: p1.id, p2Id: null },
    ...p2.map(({ row, medio }, index) => ({
      clave: `admisibilidad-${row.id}`, tipo: 'admisibilidad' as const, nombre: medio ?? `Documento de admisibilidad ${index + 1}`,
      archivoId: row.archivo_verificacion_id, p1Id: p1.id, p2Id: row.id,
    })),
  ];
}

export async function filesById(db: DbOrTx, ids: (string | null | undefined)[]): Promise<Map<string, FileRef>> {
  const list = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (list.length === 0) return new Map();
  const rows = await db.select().from(archivos).where(inArray(archivos.id, list));
  return new Map(rows.map((row) => [row.id, row]));
}

export type ObservacionRow = typeof observaciones.$inferSelect;

export function serializeObservation(o: ObservacionRow) {
  return {
    id: o.id, clave: o.clave, documento: o.documento, texto: o.texto, plazo_respuesta: o.plazo_respuesta,
    respondida_at: o.respondida_at ? iso(o.respondida_at) : null, created_at: iso(o.created_at),
  };
}

/** The documents with their files, every version (staff) and the open observation of each. */
export async function documentsView(ctx: AppContext, appId: number, options: { versions: boolean }) {
  const docs = await stageOneDocs(ctx.db, appId);
  const [versions, open] = await Promise.all([
    options.versions ? ctx.db.select().from(documentoVersiones).where(eq(documentoVersiones.postulacion_sello_id, appId)) : Promise.resolve([]),
    ctx.db.select().from(observaciones).where(and(eq(observaciones.postulacion_sello_id, appId), eq(observaciones.abierta, true))),
  ]);
  const files = await filesById(ctx.db, [...docs.map((d) => d.archivoId), ...versions.map((v) => v.archivo_id)]);
  return docs.map((doc) => {
    const current = doc.archivoId ? files.get(doc.archivoId) : undefined;
    const own = versions.filter((v) => v.clave === doc.clave).sort((a, b) => b.version - a.version);
    const list = own.length > 0
      ? own.map((v) => ({ version: v.version, archivo: privateFile(ctx.config, files.get(v.archivo_id)), created_at: iso(v.created_at) }))
      : current ? [{ version: 1, archivo: privateFile(ctx.config, current), created_at: iso(current.created_at) }] : [];
    const observation = open.filter((o) => o.clave === doc.clave).sort((a, b) => b.id - a.id)[0];
    return {
      clave: doc.clave, tipo: doc.tipo, nombre: doc.nombre, archivo: privateFile(ctx.config, current),
      versiones: options.versions ? list.filter((v) => v.archivo !== null) : [],
      observacion: observation ? serializeObservation(observation) : null,
    };
  });
}
