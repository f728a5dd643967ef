import { encode } from 'uqr';
import type { Pdf } from './document';

/** Draws a QR code of `text` as filled squares (crisp at any zoom and in print), `size` points wide. */
export function drawQr(doc: Pdf, text: string, x: number, y: number, size: number): void {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  const cell = size / data.length;
  doc.save().rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  data.forEach((row, r) =>
    row.forEach((dark, c) => {
      // A hair wider than the cell, so neighbouring squares leave no seam in a viewer's anti-aliasing.
      if (dark) doc.rect(x + c * cell, y + r * cell, cell + 0.05, cell + 0.05);
    }),
  );
  doc.fill().restore();
}
