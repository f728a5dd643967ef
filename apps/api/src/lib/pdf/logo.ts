import type { Pdf } from './document';

/** The festival's penguin (apps/web/public/favicon.svg), drawn as vectors `size` points wide at (x, y). */
export function drawLogo(doc: Pdf, x: number, y: number, size: number): void {
  const s = size / 64;
  doc.save().translate(x, y).scale(s);
  doc.roundedRect(0, 0, 64, 64, 14).fill('#0b1a33');
  doc.ellipse(32, 36, 17, 20).fill('#f8fafc');
  doc.path('M32 8c-10 0-16 8-16 18 0 4 1 7 2 9 3-6 8-9 14-9s11 3 14 9c1-2 2-5 2-9 0-10-6-18-16-18z').fill('#111827');
  doc.circle(26, 22, 3).fill('#ffffff');
  doc.circle(38, 22, 3).fill('#ffffff');
  doc.circle(26.5, 22.5, 1.4).fill('#111827');
  doc.circle(37.5, 22.5, 1.4).fill('#111827');
  doc.path('M26 28l6 4 6-4-6-2z').fill('#f59e0b');
  doc.ellipse(24, 56, 6, 3).fill('#f59e0b');
  doc.ellipse(40, 56, 6, 3).fill('#f59e0b');
  doc.restore();
}
