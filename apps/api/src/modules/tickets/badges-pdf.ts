import { A4, newPdf, pdfBuffer, write, type Pdf } from '../../lib/pdf/document';
import { formatDigits, formatShortDay, formatTime } from '../../lib/pdf/format';
import { drawLogo } from '../../lib/pdf/logo';
import { drawQr } from '../../lib/pdf/qr';
import type { Badge, BadgeSheet } from './badges';
import { badgeTexts } from './texts';

/** A day's colour, by its place in the programme: distinct at a glance at the door, and in greyscale. */
const DAY_COLOURS = ['#1d4ed8', '#15803d', '#b45309', '#7e22ce', '#b91c1c', '#0e7490'];
const colourOf = (days: string[], day: string) => DAY_COLOURS[Math.max(0, days.indexOf(day)) % DAY_COLOURS.length]!;

/**
 * Name badges: A4 sheets of eight (two by four, cut along the thin lines), or one per A6 page. Each has
 * a band in the colour of its day, the person's name, what they are, a chip per day they hold, and
 * the QR of the ticket of their first session that day, which the door scans like the phone's.
 */
export async function badgesPdf(sheet: BadgeSheet, layout: 'sheet' | 'single'): Promise<Buffer> {
  const single = layout === 'single' && sheet.badges.length > 0;
  // One each: A6 landscape, the proportions of a badge on the A4 sheet.
  const doc = newPdf({ title: badgeTexts.title, lang: 'fa', size: single ? 'A6' : 'A4', landscape: single });
  const w = A4.width / 2;
  const h = A4.height / 4;
  if (sheet.badges.length === 0) {
    write(doc, badgeTexts.nobody, { x: 60, y: 100, width: A4.width - 120, direction: 'rtl', size: 14 });
    return pdfBuffer(doc);
  }
  sheet.badges.forEach((badge, i) => {
    if (layout === 'single') {
      if (i > 0) doc.addPage();
      drawBadge(doc, sheet, badge, 0, 0, doc.page.width, doc.page.height);
      return;
    }
    const slot = i % 8;
    if (slot === 0 && i > 0) doc.addPage();
    drawBadge(doc, sheet, badge, (1 - (slot % 2)) * w, Math.floor(slot / 2) * h, w, h);
  });
  return pdfBuffer(doc);
}

function drawBadge(doc: Pdf, sheet: BadgeSheet, badge: Badge, x: number, y: number, w: number, h: number): void {
  const colour = colourOf(sheet.days, badge.session.day);
  const pad = 12;
  doc.save().lineWidth(0.4).dash(3, { space: 3 }).strokeColor('#9ca3af').rect(x, y, w, h).stroke().undash().restore();
  const band = h * 0.2;
  doc.save().rect(x, y, w, band).fill(colour).restore();
  drawLogo(doc, x + w - pad - band + 8, y + 4, band - 8);
  write(doc, sheet.festivalName, { x: x + pad, y: y + band / 2 - 8, width: w - 2 * pad - band, direction: 'rtl', size: 11, font: 'bold', color: '#ffffff', leading: 1.3 });

  const qr = Math.min(h * 0.42, w * 0.3);
  const textWidth = w - 3 * pad - qr;
  let textY = write(doc, badge.name, { x: x + pad + qr + pad, y: y + band + 10, width: textWidth, direction: 'rtl', size: 17, font: 'bold', color: '#0b1a33', leading: 1.35 });
  textY = write(doc, badgeTexts.role[badge.role] ?? badge.role, { x: x + pad + qr + pad, y: textY, width: textWidth, direction: 'rtl', size: 11, color: '#4b5563' });
  write(doc, `${badge.session.title} — ${formatTime(badge.session.start, 'fa')}`, { x: x + pad + qr + pad, y: textY + 2, width: textWidth, direction: 'rtl', size: 8.5, color: '#4b5563', leading: 1.4 });

  // The days held: a chip each, in the day's colour, from the start side.
  const chipW = 46;
  badge.days.forEach((held, i) => {
    const chipX = x + w - pad - (i + 1) * (chipW + 4) + 4;
    const chipY = y + h - pad - 16;
    doc.save().roundedRect(chipX, chipY, chipW, 16, 4).fill(colourOf(sheet.days, held)).restore();
    write(doc, badgeTexts.day(formatDigits(sheet.days.indexOf(held) + 1, 'fa')), { x: chipX, y: chipY + 2, width: chipW, direction: 'rtl', align: 'center', size: 8, font: 'bold', color: '#ffffff', leading: 1.3 });
  });
  drawQr(doc, badge.ticket, x + pad, y + h - pad - qr, qr);
  write(doc, formatShortDay(badge.session.start, 'fa'), { x: x + pad, y: y + band + 6, width: qr, direction: 'rtl', align: 'center', size: 8, color: '#4b5563' });
}
