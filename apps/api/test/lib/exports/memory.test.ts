import type { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from '../../../src/lib/exports/columns';
import { csvStream } from '../../../src/lib/exports/csv';
import { xlsxStream } from '../../../src/lib/exports/xlsx';
import { attendeeColumns, generatedAttendees, type Attendee } from './fixtures';

/**
 * Exports must stream: memory while writing 50,000 rows is no larger than while writing 10,000.
 * Measured, not timed: live heap (plus array buffers, where stream chunks live) after a full garbage
 * collection, sampled every 5,000 rows the writer pulls, compared with the same just before the export.
 */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const live = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
const MB = 1024 * 1024;

type Writer = (columns: ExportColumn<Attendee>[], rows: AsyncIterable<Attendee> | Iterable<Attendee>) => Readable;

/** The largest growth of live memory over the export, and the bytes it wrote. */
async function peakGrowth(write: Writer, count: number, preload = false) {
  let pulled = 0;
  const before = live();
  let rows: AsyncIterable<Attendee> | Attendee[] = generatedAttendees(count, (n) => (pulled = n));
  if (preload) {
    // The control: every row in memory first.
    const all: Attendee[] = [];
    for await (const row of rows) all.push(row);
    rows = all;
  }
  const stream = write(attendeeColumns, rows);
  let peak = 0;
  let bytes = 0;
  let next = 5000;
  for await (const chunk of stream) {
    bytes += (chunk as Buffer).length;
    if (pulled >= next) {
      peak = Math.max(peak, live() - before);
      next += 5000;
    }
  }
  peak = Math.max(peak, live() - before);
  expect(pulled).toBe(count);
  return { peak, bytes };
}

const show = (label: string, r: { peak: number; bytes: number }) =>
  console.log(`[export memory] ${label}: peak growth ${(r.peak / MB).toFixed(1)} MB, file ${(r.bytes / MB).toFixed(1)} MB`);

describe.each([
  ['CSV', csvStream as Writer],
  ['XLSX', xlsxStream as Writer],
])('%s export memory', (name, write) => {
  it('does not grow with the number of rows (10,000 vs 50,000), while holding the rows would', async () => {
    await peakGrowth(write, 2000); // warm-up: modules loaded, code compiled
    const small = await peakGrowth(write, 10_000);
    const large = await peakGrowth(write, 50_000);
    const held = await peakGrowth(write, 50_000, true);
    show(`${name} 10,000 rows`, small);
    show(`${name} 50,000 rows`, large);
    show(`${name} 50,000 rows held in an array first (control)`, held);
    // The control proves the measure sees rows kept in memory ...
    expect(held.peak).toBeGreaterThan(10 * MB);
    // ... and the streamed export keeps none: five times the rows, about the same memory.
    expect(large.peak).toBeLessThan(small.peak + 3 * MB);
    expect(large.peak).toBeLessThan(held.peak / 3);
    expect(large.bytes).toBeGreaterThan(3 * small.bytes);
  }, 180_000);
});
