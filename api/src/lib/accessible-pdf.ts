// One way to start the portal's PDFs (receipt, certificate, expediente) as accessible documents:
// tagged (the caller writes the structure tree), language es-CL, the title shown in the viewer's
// title bar, PDF 1.7; A4 unless `options` says otherwise.
import PDFDocument from 'pdfkit';

export type PdfDoc = InstanceType<typeof PDFDocument>;

/** The open document to write into, and its bytes once the caller calls `doc.end()`. */
export function openAccessiblePdf(options: PDFKit.PDFDocumentOptions): { doc: PdfDoc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', pdfVersion: '1.7', tagged: true, lang: 'es-CL', displayTitle: true, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
