import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvField, csvStream, PHONE_MARK } from '../../../src/lib/exports/csv';
import { attendeeColumns, fileHeaders, generatedAttendees, trickyRows } from './fixtures';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('CSV export', () => {
  it('starts with a UTF-8 byte-order mark and ends lines with CRLF', async () => {
    const bytes = await bytesOf(csvStream(attendeeColumns, trickyRows.slice(0, 1)));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = bytes.subarray(3).toString('utf8');
    expect(body.split('\r\n')).toHaveLength(3); // header, one row, the empty rest after the last CRLF
    expect(body).not.toMatch(/[^\r]\n/);
  });

  it('parses back to the same cells, with Persian text, quotes, commas and line breaks intact', async () => {
    const body = await text(csvStream(attendeeColumns, trickyRows));
    const records = parse(body, { bom: true, relax_column_count: false }) as string[][];
    expect(records[0]).toEqual(fileHeaders);
    expect(records[1]).toEqual(['1', 'علی', 'رضایی', `${PHONE_MARK}09121234567`, 'ali@example.ir', '200000', '1405/02/11 10:00', '2026-05-01T06:30:00.000Z', 'ساده']);
    expect(records[3]).toEqual(['3', 'زهرا, "زهی"', 'خط\nدوم', `${PHONE_MARK}09350000000`, '', '1500000', '1405/01/01 00:00', '2026-03-20T20:30:00.000Z', 'tab\there, ok']);
  });

  it('puts an apostrophe before text that a spreadsheet would run as a formula, and only there', async () => {
    const records = parse(await text(csvStream(attendeeColumns, trickyRows)), { bom: true }) as string[][];
    const row = records[2]!;
    expect(row[1]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(row[2]).toBe("'+98");
    expect(row[4]).toBe("'@me");
    expect(row[8]).toBe("'-2+3");
    expect(row[3]).toBe(`${PHONE_MARK}09011111111`); // a phone is text, never a formula or a number
    expect(row[5]).toBe('0'); // numbers are numbers, not guarded text
    expect(csvField('-')).toBe("'-");
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('\r')).toBe('"\'\r"');
    expect(csvField('\tx')).toBe("'\tx");
  });

  it('writes a phone number after a left-to-right mark, so a spreadsheet keeps it as text with its 0, and money without separators', async () => {
    const body = (await text(csvStream(attendeeColumns, trickyRows.slice(0, 1)))).split('\r\n')[1]!;
    expect(body.split(',')[3]).toBe('\u200E09121234567');
    expect(body.split(',')[5]).toBe('200000');
    const empty = parse(await text(csvStream(attendeeColumns, [{ ...trickyRows[0]!, phone_number: '' }])), { bom: true }) as string[][];
    expect(empty[1]![3]).toBe(''); // no mark on an empty cell
  });

  it('leaves empty cells for missing values', async () => {
    const records = parse(await text(csvStream(attendeeColumns, trickyRows)), { bom: true }) as string[][];
    expect(records[2]!.slice(6, 8)).toEqual(['', '']);
  });

  it('writes just the header for no rows', async () => {
    const records = parse(await text(csvStream(attendeeColumns, [])), { bom: true }) as string[][];
    expect(records).toEqual([fileHeaders]);
  });

  it('round-trips 5,000 generated rows read from an async source', async () => {
    const records = parse(await text(csvStream(attendeeColumns, generatedAttendees(5000))), { bom: true }) as string[][];
    expect(records).toHaveLength(5001);
    expect(records[5000]![0]).toBe('5000');
    expect(records[5000]![3]).toBe(`${PHONE_MARK}09120005000`);
    expect(records[10]![8]).toBe('یادداشت "10", با ویرگول');
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
    const stream = csvStream(attendeeColumns, source());
    stream.once('readable', () => undefined); // start it, then read nothing
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pulled).toBeGreaterThan(0);
    expect(pulled).toBeLessThan(2000);
    stream.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(true);
  });
});
