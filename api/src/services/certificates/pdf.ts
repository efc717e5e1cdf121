// The certificate as an accessible PDF (pdfkit): tagged (a structure tree of headings, paragraphs, a
// table whose first column are row headers, the QR code as a figure with its alternative text, the
// frame an artifact), language es-CL, the title in the metadata and shown as the window's title.
// Rendered from the certificate's row on each download: the row is the certificate.
import { openAccessiblePdf } from '../../lib/accessible-pdf';
import QRCode from 'qrcode';
import { chileanDate, todayInChile } from '../review/common';
import { formatCode } from './code';
import type { CertificateView } from './view';

/** pdfkit reads these from its table options and cells (its type definitions do not list them yet). */
type AccessibleTable = PDFKit.Mixins.TableOptionsWithData & { structParent: PDFKit.PDFStructureElement };
type HeaderCell = PDFKit.Mixins.CellOptions & { scope: 'Row' };

const BLUE = '#0A4D8C';
const GREY = '#333333';

export async function certificatePdf(cert: CertificateView): Promise<Buffer> {
  // The QR holds the verification page's address; error correction M survives a crease or a stain.
  const qr = await QRCode.toBuffer(cert.verificacion_url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8 });
  const title = `Certificado Sello Chile Inclusivo - ${cert.institucion}`;
  const { doc, done: finished } = openAccessiblePdf({
    layout: 'landscape', margin: 56,
    info: {
      Title: title, Author: 'Servicio Nacional de la Discapacidad (SENADIS)', Subject: `Certificado ${formatCode(cert.codigo)}`,
      Keywords: 'Sello Chile Inclusivo, certificado, verificación', CreationDate: new Date(cert.emitido_el),
    },
  });

  const { width, height } = doc.page;
  // The frame is decoration: an artifact, outside the structure tree.
  doc.markContent('Artifact', { type: 'Layout' });
  doc.lineWidth(3).strokeColor(BLUE).rect(24, 24, width - 48, height - 48).stroke();
  doc.lineWidth(1).rect(32, 32, width - 64, height - 64).stroke();
  doc.endMarkedContent();

  const section = doc.struct('Document');
  doc.addStructure(section);
  const left = 64;
  const textWidth = width - left * 2 - 190;
  const text = (value: string, structType: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(value, { width: textWidth, structParent: section, structType, ...options });

  doc.x = left;
  doc.y = 64;
  doc.font('Helvetica-Bold').fontSize(26).fillColor(BLUE);
  text('Certificado Sello Chile Inclusivo', 'H1');
  doc.moveDown(0.6).font('Helvetica').fontSize(13).fillColor(GREY);
  text('El Servicio Nacional de la Discapacidad certifica que la institución', 'P');
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(22).fillColor('#000000');
  text(cert.institucion, 'H2');
  doc.moveDown(0.2).font('Helvetica').fontSize(13).fillColor(GREY);
  text(`RUT ${cert.rut}`, 'P');
  doc.moveDown(0.4);
  text(`obtuvo el Sello Chile Inclusivo${cert.categoria ? ` en la categoría ${cert.categoria}` : ''}, año de certificación ${cert.anno_certificacion}.`, 'P');
  doc.moveDown(0.8);

  const th = (value: string): HeaderCell => ({ text: value, type: 'TH', scope: 'Row', font: { src: 'Helvetica-Bold' } });
  const rows: [string, string][] = [
    ['Categoría', cert.categoria ?? 'Sin categoría'],
    ['Año de certificación', String(cert.anno_certificacion)],
    ['Vigencia', `Desde el ${chileanDate(cert.vigente_desde)} hasta el ${chileanDate(cert.vigente_hasta)}`],
    ['Código de verificación', formatCode(cert.codigo)],
  ];
  const table: AccessibleTable = {
    structParent: section,
    position: { x: left, y: doc.y },
    maxWidth: textWidth,
    columnStyles: [170, '*'],
    defaultStyle: { border: 0.5, borderColor: '#9AA5B1', padding: [5, 8], fontSize: 12 } as PDFKit.Mixins.CellStyle,
    data: rows.map(([label, value]) => [th(label), { text: value }]),
  };
  doc.fontSize(12).fillColor('#000000').table(table);

  doc.x = left;
  doc.moveDown(1).fontSize(11).fillColor(GREY);
  text(`Verifique la validez de este certificado en ${cert.verificacion_url}, escaneando el código QR o ingresando el código ${formatCode(cert.codigo)} en la página de verificación del portal.`, 'P');
  doc.moveDown(0.4);
  text(`Emitido el ${chileanDate(todayInChile(new Date(cert.emitido_el)))}.${cert.motivo_reemision ? ' Este certificado reemplaza a uno emitido antes: los códigos anteriores llevan a este.' : ''}`, 'P');

  // The QR code, top right, as a figure whose alternative text says what it holds.
  const figure = doc.struct('Figure', { alt: `Código QR que abre la verificación de este certificado: ${cert.verificacion_url}` }, () => {
    doc.image(qr, width - 64 - 170, 72, { width: 170 });
  });
  section.add(figure);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  doc.text(formatCode(cert.codigo), width - 64 - 170, 72 + 174, { width: 170, align: 'center', structParent: section, structType: 'P' });

  section.end();
  doc.end();
  return finished;
}
