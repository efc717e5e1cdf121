// The expediente's index as one accessible PDF: tagged (a structure tree of headings, paragraphs and
// tables whose first row is of header cells), document language es-CL, a title in the metadata that
// readers show instead of the file name. pdfkit writes all of this (pdf-lib tags nothing).
import { openAccessiblePdf, type PdfDoc } from '../../lib/accessible-pdf';
import type { Expediente } from './build';

const dateTime = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false,
});

/** '23-11-2026, 14:05' in Chile's time: how the index dates every act. */
export const chileanDateTime = (isoDate: string) => dateTime.format(new Date(isoDate));

const bytes = (size: number) => (size >= 1024 * 1024 ? `${(size / (1024 * 1024)).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(size / 1024))} KB`);

type Cell = string | { text: string; type: 'TH'; scope: 'Column' };

/** A table tagged Table/TR/TH/TD; the header row is repeated as TH cells with column scope. */
function table(doc: PdfDoc, headers: string[], rows: string[][], widths: number[]): void {
  const header: Cell[] = headers.map((text) => ({ text, type: 'TH', scope: 'Column' }));
  // `structParent` and `scope` are pdfkit options its type definitions do not list yet.
  const options = {
    structParent: doc, columnStyles: widths, data: [header, ...rows],
    rowStyles: (row: number) => (row === 0 ? { font: { src: 'Helvetica-Bold' }, backgroundColor: '#e8eef5' } : {}),
    defaultStyle: { padding: 4, border: 0.5, borderColor: '#6b7280', fontSize: 9 },
  };
  doc.table(options as unknown as Parameters<PdfDoc['table']>[0] & { data: string[][] });
}

function heading(doc: PdfDoc, level: 'H1' | 'H2', text: string): void {
  // A section heading never stays alone at the foot of a page, away from its table.
  if (level === 'H2' && doc.y > doc.page.maxY() - 120) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(level === 'H1' ? 18 : 13);
  doc.addStructure(doc.struct(level, {}, () => doc.text(text)));
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
}

function paragraph(doc: PdfDoc, text: string): void {
  doc.addStructure(doc.struct('P', {}, () => doc.text(text)));
  doc.moveDown(0.5);
}

export function expedienteTitle(e: Expediente): string {
  return `Expediente electrónico de la postulación N° ${e.postulacion.id} - ${e.postulacion.nombre_institucion}`;
}

/** The index as PDF bytes. */
export async function expedientePdf(e: Expediente): Promise<Buffer> {
  const { doc, done } = openAccessiblePdf({
    margin: 50,
    info: { Title: expedienteTitle(e), Author: 'Servicio Nacional de la Discapacidad (SENADIS)', Subject: 'Índice del expediente electrónico', Creator: 'Portal Sello Chile Inclusivo' },
  });
  doc.font('Helvetica').fontSize(10);
  heading(doc, 'H1', expedienteTitle(e));
  const p = e.postulacion;
  paragraph(doc, `Institución: ${p.nombre_institucion} (RUT ${p.rut_institucion}). Categoría: ${p.categoria ?? 'sin categoría'}. Estado actual: ${p.estado}.`);
  paragraph(doc, `Índice generado el ${chileanDateTime(e.generado_at)} por el portal Sello Chile Inclusivo del Servicio Nacional de la Discapacidad. Contiene cada acto, documento y notificación de la postulación en orden cronológico (Ley 19.880 y Ley 21.180). Cada documento se identifica por su huella SHA-256: el archivo entregado en el ZIP del expediente tiene exactamente esa huella.`);

  heading(doc, 'H2', 'Índice de actos');
  if (e.actos.length === 0) paragraph(doc, 'La postulación aún no tiene actos registrados.');
  else {
    table(doc, ['N°', 'Fecha', 'Acto', 'Detalle', 'Realizado por'], e.actos.map((a) => [
      String(a.n), chileanDateTime(a.fecha), a.titulo, a.detalle ?? '', a.actor,
    ]), [28, 70, 130, 197, 70]);
  }
  doc.moveDown(1);
  heading(doc, 'H2', 'Documentos');
  if (e.documentos.length === 0) paragraph(doc, 'La postulación no tiene documentos.');
  else {
    table(doc, ['N°', 'Documento', 'Versión', 'Presentado', 'Tamaño', 'SHA-256'], e.documentos.map((d) => [
      String(d.n), `${d.nombre}${d.eliminado_at ? ` (eliminado el ${chileanDateTime(d.eliminado_at)} según la política de conservación)` : ''}`,
      String(d.version), chileanDateTime(d.presentado_at), bytes(d.size), d.sha256 ?? 'no disponible',
    ]), [28, 134, 50, 70, 50, 163]);
  }
  doc.end();
  return done;
}
