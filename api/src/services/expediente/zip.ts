// The whole expediente to take away: the index PDF and every version of every document, streamed
// from storage into a ZIP as it is sent (yazl: a small, maintained ZIP writer that reads Node streams).
import type { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import yazl from 'yazl';
import type { AppContext } from '../../context';
import { archivos } from '../../db/schema';
import type { Expediente, ExpedienteDocumento } from './build';

/** 'Requisito: Política de inclusión' → 'requisito-politica-de-inclusion': a name every unzip tool reads. */
function slug(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'documento';
}

const extension = (d: ExpedienteDocumento) => (d.mime === 'application/pdf' ? 'pdf' : d.nombre_original.split('.').pop()?.toLowerCase().replace(/[^a-z0-9]/g, '') || 'bin');

/** Name of a document's entry: its number in the index, its name and version, so the two match at a glance. */
export function entryName(d: ExpedienteDocumento): string {
  return `documentos/${String(d.n).padStart(2, '0')}-${slug(d.nombre)}-v${d.version}.${extension(d)}`;
}

export const indexName = (e: Expediente) => `expediente-postulacion-${e.postulacion.id}.pdf`;

/** The ZIP as a stream; documents whose bytes are gone (retention) are listed in the index only. */
export async function expedienteZip(ctx: AppContext, e: Expediente, indexPdf: Buffer): Promise<Readable> {
  const ids = e.documentos.filter((d) => !d.eliminado_at).map((d) => d.archivo_id);
  const rows = ids.length ? await ctx.db.select({ id: archivos.id, key: archivos.storage_key }).from(archivos).where(inArray(archivos.id, ids)) : [];
  const keys = new Map(rows.map((r) => [r.id, r.key]));
  const zip = new yazl.ZipFile();
  const mtime = new Date(e.generado_at);
  zip.addBuffer(indexPdf, indexName(e), { mtime });
  for (const d of e.documentos) {
    const key = keys.get(d.archivo_id);
    if (!key || !(await ctx.storage.exists(key))) continue;
    zip.addReadStream(ctx.storage.read(key), entryName(d), { mtime: new Date(d.presentado_at), size: d.size });
  }
  zip.end();
  return zip.outputStream as unknown as Readable;
}
