import PDFDocument from 'pdfkit';
import { FONTS, type FontName } from '../fonts';
import { layoutParagraph, type Direction } from './bidi-lines';
import { fontForDocument } from './parsed-fonts';

// Vazirmatn, embedded as a subset.
export { FONTS, type FontName };
export type Pdf = PDFKit.PDFDocument;

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

export function newPdf(options: { title: string; landscape?: boolean; lang: 'fa' | 'en'; size?: 'A4' | 'A6' }): Pdf {
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    layout: options.landscape ? 'landscape' : 'portrait',
    margin: 0,
    // The document's language tells screen readers and text extraction how to read it.
    lang: options.lang === 'fa' ? 'fa-IR' : 'en',
    displayTitle: true,
    info: { Title: options.title, Creator: 'Linux festival', Producer: 'PDFKit' },
  });
  // pdfkit takes a fontkit Font as well as a file (its types list files only) and embeds a subset of it.
  for (const name of Object.keys(FONTS) as FontName[]) doc.registerFont(name, fontForDocument(name) as unknown as Buffer);
  doc.font('regular');
  return doc;
}

/** The finished file. */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  direction: Direction;
  /** Where lines sit in the box: "start" is the right edge for right-to-left text. */
  align?: 'start' | 'center' | 'end';
  font?: FontName;
  size: number;
  color?: string;
  /** Line height as a multiple of the size. */
  leading?: number;
}

/**
 * Writes a paragraph of Persian, English or both, shaped, in visual order and broken to the box's
 * width (lib/pdf/bidi-lines.ts), and answers the y just below it.
 */
export function write(doc: Pdf, text: string, box: TextBox): number {
  const font = box.font ?? 'regular';
  doc.font(font).fontSize(box.size).fillColor(box.color ?? '#1f2937');
  const measure = (part: string) => doc.widthOfString(part);
  const lineHeight = box.size * (box.leading ?? 1.6);
  let y = box.y;
  for (const paragraph of text.split('\n')) {
    const lines = layoutParagraph(paragraph, { direction: box.direction, maxWidth: box.width, measure });
    for (const line of lines) {
      const left = box.x + lineOffset(line.width, box);
      for (const piece of line.pieces) doc.text(piece.text, left + piece.x, y, { lineBreak: false });
      y += lineHeight;
    }
  }
  return y;
}

function lineOffset(lineWidth: number, box: TextBox): number {
  const free = box.width - lineWidth;
  const align = box.align ?? 'start';
  if (align === 'center') return free / 2;
  const atRight = (align === 'start') === (box.direction === 'rtl');
  return atRight ? free : 0;
}

/** How tall `write` would make a text in this box, without drawing it (to size a band drawn beneath it). */
export function heightOf(doc: Pdf, text: string, box: Omit<TextBox, 'x' | 'y'>): number {
  doc.font(box.font ?? 'regular').fontSize(box.size);
  const measure = (part: string) => doc.widthOfString(part);
  const lines = text
    .split('\n')
    .reduce((count, paragraph) => count + layoutParagraph(paragraph, { direction: box.direction, maxWidth: box.width, measure }).length, 0);
  return lines * box.size * (box.leading ?? 1.6);
}
