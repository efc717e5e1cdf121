/** Real PDF documents for the seed: the bases, the templates and the verification means' base files. */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const BODY_SIZE = 11;
const TITLE_SIZE = 18;
const LINE_GAP = 1.45;

// Characters outside WinAnsi (the encoding of the standard Helvetica font) make pdf-lib throw;
// these are the ones likely in Spanish text, the rest become '?'.
const REPLACEMENTS: Record<string, string> = {
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u200b': '',
  '\t': '    ',
};

function winAnsiSafe(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if (supported.has(code)) out += ch;
    else out += REPLACEMENTS[ch] ?? '?';
  }
  return out;
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A single word wider than the line (a long URL) is hard-broken so it never overflows the page.
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

function drawBrandBar(page: PDFPage): void {
  // The brand bar of the portal: blue 41 %, red 59 %.
  const blueWidth = A4.width * 0.41;
  page.drawRectangle({ x: 0, y: A4.height - 6, width: blueWidth, height: 6, color: rgb(0, 0x51 / 255, 0xa8 / 255) });
  page.drawRectangle({
    x: blueWidth,
    y: A4.height - 6,
    width: A4.width - blueWidth,
    height: 6,
    color: rgb(0xd5 / 255, 0x2b / 255, 0x1e / 255),
  });
}

/** A real, multi-page A4 PDF with a title and wrapped paragraphs (Helvetica, Spanish accents kept). */
export async function makePdf(title: string, paragraphs: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const safeTitle = winAnsiSafe(title, bold);
  doc.setTitle(title);
  doc.setSubject('Sello Chile Inclusivo');
  doc.setLanguage('es-CL');
  doc.setCreator('Sello Chile Inclusivo');
  doc.setProducer('Sello Chile Inclusivo');

  const maxWidth = A4.width - 2 * MARGIN;
  const lineHeight = BODY_SIZE * LINE_GAP;
  let page = doc.addPage([A4.width, A4.height]);
  drawBrandBar(page);
  let y = A4.height - MARGIN;

  for (const line of wrap(safeTitle, bold, TITLE_SIZE, maxWidth)) {
    page.drawText(line, { x: MARGIN, y: y - TITLE_SIZE, size: TITLE_SIZE, font: bold, color: rgb(0, 0x51 / 255, 0xa8 / 255) });
    y -= TITLE_SIZE * 1.3;
  }
  y -= lineHeight;

  for (const paragraph of paragraphs) {
    for (const line of wrap(winAnsiSafe(paragraph, regular), regular, BODY_SIZE, maxWidth)) {
      if (y - lineHeight < MARGIN) {
        page = doc.addPage([A4.width, A4.height]);
        drawBrandBar(page);
        y = A4.height - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y: y - BODY_SIZE, size: BODY_SIZE, font: regular, color: rgb(0.1, 0.1, 0.1) });
      y -= lineHeight;
    }
    y -= lineHeight * 0.6;
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `${safeTitle} - página ${i + 1} de ${pages.length}`;
    p.drawText(winAnsiSafe(label, regular), { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: rgb(0.4, 0.4, 0.4) });
  });

  return doc.save();
}
