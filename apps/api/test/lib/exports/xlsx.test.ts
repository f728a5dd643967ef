import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { MONEY_FORMAT, xlsxStream } from '../../../src/lib/exports/xlsx';
import { attendeeColumns, fileHeaders, generatedAttendees, trickyRows } from './fixtures';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readBack(stream: Readable) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytesOf(stream)) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

describe('XLSX export', () => {
  it('reads back (with exceljs) to the same cells, in a right-to-left sheet with a frozen header', async () => {
    const sheet = await readBack(xlsxStream(attendeeColumns, trickyRows, { sheetName: 'شرکت‌کنندگان' }));
    expect(sheet.name).toBe('شرکت‌کنندگان');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1 });
    expect(rowValues(sheet, 1)).toEqual(fileHeaders);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(rowValues(sheet, 2)).toEqual([1, 'علی', 'رضایی', '09121234567', 'ali@example.ir', 200000, '1405/02/11 10:00', '2026-05-01T06:30:00.000Z', 'ساده']);
    expect(sheet.rowCount).toBe(4);
  });

  it('keeps phone numbers as text cells formatted as text, so the leading 0 survives', async () => {
    const sheet = await readBack(xlsxStream(attendeeColumns, trickyRows));
    for (const n of [2, 3, 4]) {
      const cell = sheet.getRow(n).getCell(4);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(String(cell.value)).toMatch(/^09\d{9}$/);
      expect(cell.numFmt).toBe('@');
    }
  });

  it('writes money and ids as numbers, and dates as Jalali and ISO text side by side', async () => {
    const sheet = await readBack(xlsxStream(attendeeColumns, trickyRows));
    const row = sheet.getRow(4);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(6).value).toBe(1500000);
    // Money stays a number (it sums) shown with thousands separators; an id is not grouped.
    expect(row.getCell(6).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(6).numFmt).toBe(MONEY_FORMAT);
    expect(MONEY_FORMAT).toBe('#,##0');
    expect(row.getCell(1).numFmt).toBeUndefined();
    expect(row.getCell(7).value).toBe('1405/01/01 00:00');
    expect(row.getCell(8).value).toBe('2026-03-20T20:30:00.000Z');
    expect(sheet.getRow(3).getCell(7).value).toBeNull();
  });

  it('stores text that looks like a formula as plain text, never as a formula', async () => {
    const sheet = await readBack(xlsxStream(attendeeColumns, trickyRows));
    const cell = sheet.getRow(3).getCell(2);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("http://evil.example","x")');
    expect(sheet.getRow(4).getCell(3).value).toBe('خط\nدوم');
  });

  it('round-trips 5,000 generated rows read from an async source', async () => {
    const sheet = await readBack(xlsxStream(attendeeColumns, generatedAttendees(5000)));
    expect(sheet.rowCount).toBe(5001);
    expect(rowValues(sheet, 5001).slice(0, 4)).toEqual([5000, 'کاربر5000', 'خانواده‌ی شماره 5000', '09120005000']);
  });

  it('makes a sheet name Excel accepts', async () => {
    const sheet = await readBack(xlsxStream(attendeeColumns, [], { sheetName: 'پرداخت‌ها [1405/02] : همه؟ و باقی نام بسیار بلند' }));
    expect(sheet.name.length).toBeLessThanOrEqual(31);
    expect(sheet.name).not.toMatch(/[\\/?*[\]:]/);
    expect(rowValues(sheet, 1)).toEqual(fileHeaders);
  });

  it('stops pulling rows while nobody reads, and closes the source when the reader leaves', async () => {
    let pulled = 0;
    let closed = false;
    async function* source() {
      try {
        yield* generatedAttendees(50_000, (n) => (pulled = n));
      } finally {
        closed = true;
      }
    }
    const stream = xlsxStream(attendeeColumns, source());
    await vi.waitFor(() => expect(pulled).toBeGreaterThan(0), { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // A full output (about 32 KB of zip) plus the compressor's allowance (about 4,000 rows of XML).
    expect(pulled).toBeLessThan(10_000);
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(true);
  });
});
