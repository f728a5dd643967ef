import sharp from 'sharp';
import { newPdf, pdfBuffer, write, type Pdf } from '../../lib/pdf/document';
import { formatDay, formatNumber, formatShortDay, hoursBetween, listOf } from '../../lib/pdf/format';
import { drawLogo } from '../../lib/pdf/logo';
import { drawQr } from '../../lib/pdf/qr';
import type { CertificatePdfInput } from './pdf-input';
import { certificateTexts } from './texts';

const NAVY = '#0b1a33';
const ACCENT = '#d97706';
const INK = '#1f2937';
const MUTED = '#4b5563';

/** An A4 landscape certificate of attendance or presenting, in Persian or English. */
export async function certificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const { lang } = input;
  const t = certificateTexts[lang];
  const direction = lang === 'fa' ? 'rtl' : 'ltr';
  const title = lang === 'en' && input.presentation.enTitle ? input.presentation.enTitle : input.presentation.faTitle;
  const doc = newPdf({ title: `${t.title[input.kind]}: ${input.name}`, landscape: true, lang });
  const W = doc.page.width;
  const H = doc.page.height;

  frame(doc, W, H);
  drawLogo(doc, W / 2 - 26, 48, 52);
  const centred = { x: 90, width: W - 180, direction, align: 'center' } as const;
  let y = write(doc, input.festivalName, { ...centred, y: 106, size: 15, font: 'bold', color: NAVY });
  y = write(doc, t.title[input.kind], { ...centred, y: y + 6, size: 34, font: 'bold', color: NAVY, leading: 1.4 });
  y = write(doc, t.certifies, { ...centred, y: y + 8, size: 15, color: MUTED });
  y = write(doc, input.name, { ...centred, y: y + 2, size: 30, font: 'bold', color: ACCENT, leading: 1.4 });

  const { start, end } = input.presentation;
  const hours = formatNumber(hoursBetween(start, end), lang);
  const sentence = input.kind === 'ATTENDANCE' ? t.attended : t.presented;
  y = write(doc, sentence(title, formatDay(start, lang), hours), { ...centred, x: 120, width: W - 240, y: y + 6, size: 17, color: INK });
  if (input.kind === 'ATTENDANCE' && input.presentation.presenters.length > 0) {
    write(doc, t.presenters(listOf(input.presentation.presenters, lang), input.presentation.presenters.length), { ...centred, y: y + 2, size: 13, color: MUTED });
  }

  // The foot: the signatory at the end side, the check code at the start side (mirrored in English).
  const footY = H - 180;
  const qrSize = 92;
  const startSideX = lang === 'fa' ? W - 70 - qrSize : 70;
  const endSideX = lang === 'fa' ? 70 : W - 70 - 230;
  drawQr(doc, input.checkUrl, startSideX, footY, qrSize);
  const checkTextX = lang === 'fa' ? startSideX - 250 : startSideX + qrSize + 14;
  let checkY = write(doc, t.check, { x: checkTextX, y: footY + 4, width: 236, direction, size: 9.5, color: MUTED, leading: 1.5 });
  checkY = write(doc, input.checkUrl, { x: checkTextX, y: checkY + 2, width: 236, direction: 'ltr', align: lang === 'fa' ? 'end' : 'start', size: 8.5, color: NAVY });
  write(doc, t.issued(formatShortDay(input.issuedAt, lang)), { x: checkTextX, y: checkY + 4, width: 236, direction, size: 9.5, color: MUTED });

  await signature(doc, input.signatory, endSideX, footY - 6, 230, direction);
  return pdfBuffer(doc);
}

function frame(doc: Pdf, W: number, H: number): void {
  doc.save();
  doc.lineWidth(6).strokeColor(NAVY).rect(22, 22, W - 44, H - 44).stroke();
  doc.lineWidth(1.2).strokeColor(ACCENT).rect(34, 34, W - 68, H - 68).stroke();
  // Corner ornaments: small accent squares set on the inner frame.
  for (const [cx, cy] of [
    [34, 34],
    [W - 34, 34],
    [34, H - 34],
    [W - 34, H - 34],
  ]) {
    doc.rect(cx - 5, cy - 5, 10, 10).fill(ACCENT);
  }
  doc.restore();
}

async function signature(
  doc: Pdf,
  signatory: CertificatePdfInput['signatory'],
  x: number,
  y: number,
  width: number,
  direction: 'rtl' | 'ltr',
): Promise<void> {
  const lineY = y + 74;
  if (signatory.imagePath) {
    // Uploads are stored as WebP, which PDF cannot hold: the signature goes in as PNG.
    const png = await sharp(signatory.imagePath).png().toBuffer();
    doc.image(png, x + width / 2 - 70, y, { fit: [140, 66], align: 'center', valign: 'bottom' });
  }
  doc.save().lineWidth(0.8).strokeColor('#9ca3af').moveTo(x + 20, lineY).lineTo(x + width - 20, lineY).stroke().restore();
  const box = { x, width, direction, align: 'center' } as const;
  const below = signatory.name ? write(doc, signatory.name, { ...box, y: lineY + 6, size: 13, font: 'bold', color: INK }) : lineY + 6;
  if (signatory.title) write(doc, signatory.title, { ...box, y: below, size: 11, color: MUTED });
}
