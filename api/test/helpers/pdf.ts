// Reading a PDF as a person's tools would: its text and its structure (PDF.js, as browsers use it) and
// any QR code on its first page (each image PDF.js decodes, read by jsQR). For the certificate tests.
import { createRequire } from 'node:module';
import path from 'node:path';
import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const fontsDir = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

interface StructNode { role?: string; children?: (StructNode | { type: string })[]; alt?: string; lang?: string }

export interface ReadPdf {
  text: string;
  qrCodes: string[];
  title: string | undefined;
  language: string | undefined;
  tagged: boolean;
  /** Structure roles in document order (H1, P, Table, TH, Figure…). */
  roles: string[];
  /** Alternative texts of the figures. */
  alts: string[];
}

function walk(node: StructNode | { type: string }, roles: string[], alts: string[]): void {
  if (!('role' in node) && !('children' in node)) return;
  const n = node as StructNode;
  if (n.role) roles.push(n.role);
  if (n.alt) alts.push(n.alt);
  for (const child of n.children ?? []) walk(child, roles, alts);
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fontsDir, verbosity: 0 }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
  const qrCodes: string[] = [];
  const ops = await page.getOperatorList();
  for (let i = 0; i < ops.fnArray.length; i += 1) {
    if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
    const name = (ops.argsArray[i] as [string])[0];
    const image = await new Promise<{ width: number; height: number; data: Uint8ClampedArray }>((resolve) => { page.objs.get(name, resolve); });
    // RGB or RGBA (or grey) pixels → the RGBA jsQR reads.
    const pixels = image.width * image.height;
    const channels = image.data.length / pixels;
    const rgba = new Uint8ClampedArray(pixels * 4);
    for (let p = 0; p < pixels; p += 1) {
      for (let c = 0; c < 3; c += 1) rgba[p * 4 + c] = image.data[p * channels + (channels >= 3 ? c : 0)] ?? 0;
      rgba[p * 4 + 3] = 255;
    }
    const found = jsQR(rgba, image.width, image.height);
    if (found) qrCodes.push(found.data);
  }
  const { info } = await pdf.getMetadata() as { info: { Title?: string; Language?: string } };
  const markInfo = await pdf.getMarkInfo();
  const roles: string[] = [];
  const alts: string[] = [];
  const tree = await page.getStructTree() as StructNode | null;
  if (tree) walk(tree, roles, alts);
  await pdf.destroy();
  return { text, qrCodes, title: info.Title, language: info.Language, tagged: Boolean(markInfo?.Marked), roles, alts };
}
