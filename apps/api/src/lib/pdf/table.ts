import type { Direction } from './bidi-lines';
import { heightOf, write, type Pdf } from './document';

export interface Column {
  title: string;
  /** Points. */
  width: number;
  align?: 'start' | 'center' | 'end';
  /** A column of numbers or codes in a Persian table reads left to right inside its cells. */
  direction?: Direction;
}

export interface TableOptions {
  x: number;
  y: number;
  direction: Direction;
  columns: Column[];
  rows: string[][];
  size?: number;
  /** Rows in bold, by index (a totals row). */
  boldRows?: number[];
}

const PAD = 5;
const LINE = '#cbd5e1';

/**
 * A ruled table: the first column at the start side (the right in Persian), a shaded header, each row
 * as tall as its tallest cell. Answers the y below it.
 */
export function drawTable(doc: Pdf, options: TableOptions): number {
  const size = options.size ?? 9.5;
  const width = options.columns.reduce((sum, c) => sum + c.width, 0);
  const lefts: number[] = [];
  let edge = options.direction === 'rtl' ? options.x + width : options.x;
  for (const column of options.columns) {
    if (options.direction === 'rtl') edge -= column.width;
    lefts.push(edge);
    if (options.direction === 'ltr') edge += column.width;
  }

  const row = (cells: string[], y: number, header: boolean, bold: boolean): number => {
    let bottom = y;
    cells.forEach((text, i) => {
      const column = options.columns[i]!;
      const end = write(doc, text, {
        x: lefts[i]! + PAD,
        y: y + PAD,
        width: column.width - 2 * PAD,
        direction: column.direction ?? options.direction,
        align: header ? 'center' : (column.align ?? 'start'),
        size,
        font: header || bold ? 'bold' : 'regular',
        color: header ? '#0b1a33' : '#1f2937',
        leading: 1.5,
      });
      bottom = Math.max(bottom, end);
    });
    return bottom + PAD - size * 0.3;
  };

  // The shaded band is drawn first, so its height comes from measuring the titles, not from drawing them.
  const headerHeight =
    Math.max(...options.columns.map((c) => heightOf(doc, c.title, { width: c.width - 2 * PAD, direction: options.direction, size, font: 'bold', leading: 1.5 }))) +
    2 * PAD -
    size * 0.3;
  doc.save().rect(options.x, options.y, width, headerHeight).fill('#e1e9f5').restore();
  let y = row(
    options.columns.map((c) => c.title),
    options.y,
    true,
    false,
  );
  y = Math.max(y, options.y + headerHeight);
  const rules = [options.y, y];
  options.rows.forEach((cells, i) => {
    y = row(cells, y, false, options.boldRows?.includes(i) ?? false);
    rules.push(y);
  });
  doc.save().lineWidth(0.6).strokeColor(LINE);
  for (const ruleY of rules) doc.moveTo(options.x, ruleY).lineTo(options.x + width, ruleY);
  for (const left of [...lefts, options.x + width]) doc.moveTo(left, options.y).lineTo(left, y);
  doc.stroke().restore();
  return y;
}
