import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { fileColumns, type ExportColumn } from './columns';

/**
 * An export as XLSX through exceljs's streaming writer: a right-to-left sheet with a frozen, bold
 * header row; phone numbers as text cells formatted '@' (the leading 0 survives and Excel does not
 * turn them into numbers); Jalali and ISO dates as text columns side by side; money and counts as
 * numbers, money shown with thousands separators (MONEY_FORMAT) while it stays a number to sum. Strings are written inline (no shared-strings table), which keeps memory flat: that
 * table would hold every distinct string until the end.
 *
 * Rows are pulled from `rows` only while the reader keeps up: after every few rows the writer waits
 * while the output is full, and while the zip compressor is behind (see sheetBacklog). A reader that
 * goes away (the client hangs up) stops the export and closes the row source.
 */
export function xlsxStream<Row>(
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
  options: { sheetName?: string } = {},
): Readable {
  const out = new PassThrough();
  write(out, columns, rows, options.sheetName ?? 'Sheet1').catch((err: unknown) => out.destroy(err as Error));
  return out;
}

/** Whole Toman grouped by thousands: 1,500,000 (the reader's own separator where the program localises it). */
export const MONEY_FORMAT = '#,##0';

const ROWS_BETWEEN_PAUSES = 200;
/** Uncompressed sheet XML allowed to wait for the compressor: about 4,000 rows of ten columns. */
const MAX_BACKLOG_BYTES = 1024 * 1024;

async function write<Row>(out: PassThrough, columns: ExportColumn<Row>[], rows: AsyncIterable<Row> | Iterable<Row>, sheetName: string) {
  // Loaded on first use: requiring exceljs takes about half a second, and most processes never export.
  const { default: Excel } = (await import('exceljs')) as unknown as { default: typeof ExcelJS };
  const file = fileColumns(columns);
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(safeSheetName(sheetName), {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = file.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width,
    style: c.kind === 'phone' ? { numFmt: '@' } : c.kind === 'money' ? { numFmt: MONEY_FORMAT } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  let count = 0;
  for await (const row of rows) {
    if (out.destroyed) return; // leaving the loop closes the row source (a cursor, a generator)
    sheet.addRow(file.map((c) => c.cell(row) ?? null)).commit();
    if (++count % ROWS_BETWEEN_PAUSES === 0) await keepPace(out, () => sheetBacklog(sheet));
  }
  if (out.destroyed) return;
  sheet.commit();
  await workbook.commit();
}

/** Waits while the reader has not taken what is already there, or the compressor is far behind. */
async function keepPace(out: PassThrough, backlog: () => number) {
  for (;;) {
    if (out.destroyed) return;
    if (out.writableNeedDrain) {
      await new Promise<void>((resolve) => {
        const done = () => {
          out.off('drain', done);
          out.off('close', done);
          resolve();
        };
        out.on('drain', done);
        out.on('close', done);
      });
    } else if (backlog() > MAX_BACKLOG_BYTES) {
      await new Promise((resolve) => setTimeout(resolve, 2)); // the compressor runs on the thread pool
    } else {
      return;
    }
  }
}

/**
 * Bytes of sheet XML written but not yet taken by the zip compressor. exceljs's sheet stream (its
 * StreamBuf) writes into the zip entry without heeding back-pressure, so without this wait a fast
 * row source runs ahead of compression and the XML piles up in memory (measured: about 12 MB behind
 * after 50,000 rows). This reads exceljs 4.4's internals; the export memory test fails if a new
 * version moves them (and the wait then falls back to the output's own back-pressure).
 */
function sheetBacklog(sheet: ExcelJS.Worksheet): number {
  const pipes = (sheet as unknown as { stream?: { pipes?: { _writableState?: { length?: number } }[] } }).stream?.pipes ?? [];
  return pipes.reduce((sum, pipe) => sum + (pipe._writableState?.length ?? 0), 0);
}

/** Excel's rules for a sheet name: at most 31 characters, none of \ / ? * [ ] : */
function safeSheetName(name: string): string {
  return name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31).trim() || 'Sheet1';
}
