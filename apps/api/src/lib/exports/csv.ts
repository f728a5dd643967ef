import { Readable } from 'node:stream';
import { fileColumns, type ExportColumn } from './columns';

/**
 * An export as CSV: UTF-8 with a byte-order mark (Excel reads Persian text right only with it),
 * RFC 4180 (CRLF, fields quoted when they hold a quote, a comma or a line break), streamed: rows are
 * pulled from `rows` only as fast as the reader takes the bytes, so a database cursor behind it never
 * has to be read whole.
 *
 * A CSV has no cell types: LibreOffice's and Excel's default import read "09121234567" as the number
 * 9121234567. So a phone number is written after a LEFT-TO-RIGHT MARK (U+200E), which no spreadsheet
 * reads as part of a number: the cell stays text with its 0, looks the same, and the mark only says
 * what a number in a right-to-left sheet is anyway (left to right). Not `="0912..."`: that is a formula,
 * and no cell of ours is one. A program reading the file strips the mark (PHONE_MARK).
 *
 * Money and counts stay plain numbers (no thousands separators): a separator would make them text, or
 * be read by the locale of whoever opens the file. The XLSX shows them grouped.
 */
export const PHONE_MARK = '\u200E';

export function csvStream<Row>(columns: ExportColumn<Row>[], rows: AsyncIterable<Row> | Iterable<Row>): Readable {
  const file = fileColumns(columns);
  async function* lines() {
    let batch = '\uFEFF' + file.map((c) => csvField(c.header)).join(',') + '\r\n';
    for await (const row of rows) {
      batch += file.map((c) => {
        const value = c.cell(row);
        if (typeof value === 'number') return String(value);
        return csvField(c.kind === 'phone' && value ? PHONE_MARK + value : (value ?? ''));
      }).join(',') + '\r\n';
      // A few rows per chunk: fewer, larger writes, still far below what the stream buffers.
      if (batch.length >= 8192) {
        yield Buffer.from(batch, 'utf8');
        batch = '';
      }
    }
    if (batch) yield Buffer.from(batch, 'utf8');
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * One text field. A field starting with = + - @ (or a tab or carriage return, which some spreadsheets
 * skip before looking) would run as a formula when the file is opened: a buyer named "=HYPERLINK(...)"
 * could reach an organiser's machine. Such a field gets a leading apostrophe, which spreadsheets
 * show as text (OWASP's advice for CSV injection).
 */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
